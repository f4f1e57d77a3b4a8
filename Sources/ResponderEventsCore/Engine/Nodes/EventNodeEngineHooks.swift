/// The engine's entry points into a node type, each specialized for that type.
///
/// *For the engine only.* Every ``EventNode`` has them, from default implementations written in
/// terms of its four requirements; do not implement them. They are public, and a separate
/// protocol, only so that the engine's hot paths, inlined into each module that sends events,
/// reach code specialized for the node's concrete type: reading its storage and parent without
/// going through the protocol, and visiting a broadcast's or a provided value's delivery's node
/// without retaining it. Keeping them apart keeps ``EventNode`` to what a type that adopts it
/// provides.
@_documentation(visibility: internal)
@MainActor
public protocol _EventNodeEngineHooks: AnyObject {
  /// Calls `body` with this node's storage, without retaining it when the node keeps it in a
  /// stored property; the engine reads storage this way at every node that does more than pass
  /// an upward event on, and on every node of a broadcast.
  func _withEventStorage(_ body: (EventNodeStorage) -> Void)

  /// Passes an upward event through this node when nothing here reacts to it, returning the
  /// node's parent (`.some(nil)` at the top of the chain); returns `nil` when the node needs the
  /// engine's full hop.
  func _passQuietly(_ route: inout _UpwardRoute) -> (any EventNode)??

  /// Offers a broadcast to `node`, an instance of this type that the engine holds without
  /// retaining it, and queues its children; returns `nil` when the node needs the engine's full
  /// visit.
  static func _visitForBroadcast(
    _ node: Unmanaged<AnyObject>, _ route: inout _BroadcastRoute, depth: Int,
    delivering deliver: (EventNodeStorage, any EventNode) -> HopOutcome
  ) -> Bool?

  /// Calls `visit` with `node`, an instance of this type that the engine holds without
  /// retaining it, and the node's storage, and returns what it returns: the nodes to visit
  /// next; returns the node's children when it has no storage. A provided value's delivery
  /// walks the provider's subtree this way.
  static func _visitForDelivery(
    _ node: Unmanaged<AnyObject>, _ visit: (any EventNode, EventNodeStorage) -> _EventNodeChildren
  ) -> _EventNodeChildren

  /// This node's children as the walks down hold them: ``EventNode/responderEventsChildren``,
  /// unless the node's type gives an array of its own class, which needs no converting (the
  /// UIKit layer gives a view's subviews so).
  var _childrenForWalk: _EventNodeChildren { get }
}

extension _EventNodeEngineHooks where Self: EventNode {
  /// Calls `body` with ``EventNode/responderEventsStorage``.
  @inlinable
  public func _withEventStorage(_ body: (EventNodeStorage) -> Void) { body(responderEventsStorage) }

  /// Returns ``EventNode/responderEventsChildren``.
  @inlinable
  public var _childrenForWalk: _EventNodeChildren { _EventNodeChildren(responderEventsChildren) }
}
