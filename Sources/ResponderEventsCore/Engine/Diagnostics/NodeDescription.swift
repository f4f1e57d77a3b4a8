/// A printable, `Sendable` identification of a node, used by traces and diagnostics.
///
/// The name is the one set with ``ResponderEventsWrapper/debugName``, or the node's type name.
public struct NodeDescription: Sendable, Hashable, CustomStringConvertible {
  /// The node's debug name, or its type name.
  public let name: String
  /// The node's identity at the time it was described.
  public let id: ObjectIdentifier

  /// Describes `node`.
  @MainActor
  package init(_ node: any EventNode) {
    // A node whose storage another node owns is not named after that node.
    self.name = Dispatcher.ownedStorage(of: node)?.debugName ?? TypeNames.name(of: type(of: node))
    self.id = ObjectIdentifier(node)
  }

  /// The name.
  public var description: String { name }
}
