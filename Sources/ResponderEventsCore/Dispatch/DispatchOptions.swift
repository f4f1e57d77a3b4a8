/// Options for one send, request or broadcast.
public struct DispatchOptions: OptionSet, Sendable, Hashable {
  /// The option bits.
  public let rawValue: Int

  /// Creates options from their bits.
  @inlinable
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Offer the event to the sending (or broadcasting) node's own handlers first.
  ///
  /// Without it, an upward event starts at the sender's parent, as responder-chain routers
  /// always have, and a broadcast starts at the broadcasting node's children.
  @inlinable public static var includingOrigin: DispatchOptions {
    DispatchOptions(rawValue: 1 << 0)
  }

  /// Record an ``EventTrace`` of this dispatch in ``DispatchResult/trace``.
  @inlinable public static var tracing: DispatchOptions {
    DispatchOptions(rawValue: 1 << 1)
  }
}
