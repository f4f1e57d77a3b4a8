/// The part of an upward walk that a hop through a quiet node changes: where the walk is and
/// where it goes next.
///
/// *For internal use only*: it is the argument of ``EventNode/_passQuietly(_:)``, which the
/// engine calls on every hop. Nothing in it can be read or changed outside the library.
@_documentation(visibility: internal)
public struct _UpwardRoute: ~Copyable {
  /// The visit mark of this dispatch, or 0 when every hop must take the full path (a nested
  /// dispatch, which cannot use marks, a traced one, which records every hop, or one that has
  /// passed a node without storage).
  @usableFromInline var quietMark: UInt64
  /// How many nodes the event has been offered to.
  @usableFromInline var visited = 0
  /// How many hops the current node is above the origin.
  @usableFromInline var position = 0
  /// The node the event goes to next; `nil` ends the walk.
  @usableFromInline var next: (any EventNode)?
  /// Set by ``EventNode/_passQuietly(_:)`` when the node it refused has no storage: the walk
  /// then passes it without creating any.
  @usableFromInline var lacksStorage = false

  @inlinable
  init(quietMark: UInt64) { self.quietMark = quietMark }
}

extension _EventNodeEngineHooks where Self: EventNode {
  /// Passes an upward event through this node when nothing here reacts to it.
  ///
  /// Marks the node visited and returns its parent, wrapped once more so that the top of the
  /// chain (`.some(nil)`) differs from a refusal. Returns `nil`, changing nothing, when the
  /// node needs the engine's full hop: it has handlers or observers, handles events itself, is
  /// redirected, or is seen for the first time, or again in this dispatch; or when it has no
  /// storage, which it says in `route.lacksStorage`.
  ///
  /// *For internal use only.* Do not implement it: the default implementation, specialized for
  /// each node type, reads the storage and the parent without going through the protocol,
  /// which is the point.
  @_documentation(visibility: internal)
  @inlinable
  public func _passQuietly(_ route: inout _UpwardRoute) -> (any EventNode)?? {
    guard let storage = existingResponderEventsStorage else {
      route.lacksStorage = true
      return nil
    }
    guard route.quietMark != 0, storage.ownerID == ObjectIdentifier(self),
      !storage.isRedirected, !storage.hasReceivers(for: .up), storage.markVisited(route.quietMark)
    else { return nil }
    route.visited &+= 1
    route.position &+= 1
    return .some(responderEventsParent)
  }
}
