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

  /// For a broadcast: go no deeper than the first node on each path that handles the event,
  /// as if each handler that handles it returned ``BroadcastDisposition/skipSubtree``.
  ///
  /// The broadcast then reaches the nearest receivers below the broadcasting node and no
  /// others. Upward dispatches ignore it.
  @inlinable public static var nearestReceiversOnly: DispatchOptions {
    DispatchOptions(rawValue: 1 << 2)
  }
}
