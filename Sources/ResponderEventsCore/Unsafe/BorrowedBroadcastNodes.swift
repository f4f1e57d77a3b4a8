// Invariant R2 — a walk's children list holds its nodes until the walk is done with it.
//
// A broadcast, and a provided value's delivery (ProvidedValues/ProvidedValueDelivery.swift),
// walk an explicit stack of frames, each holding a copy of one node's `responderEventsChildren`
// array (`DownwardFrames`, Engine/Nodes/DownwardWalk.swift). A frame is popped only by
// `DownwardFrames.next()`, which only the walk's own loop calls,
// between two visits, never while a node's handlers or observers run; what they do to the tree
// changes the nodes' own arrays, not the frame's copy. So a node read from the current frame
// stays alive for its whole visit without being retained, which saves a retain and a release
// per node: on a node that is the target of weak references (a parent, in most trees) each is
// a locked 16-byte compare-and-swap on its side table. Tested by "R2: nodes a handler drops
// from the tree" and "R2: nodes an observer drops from the tree".

extension _EventNodeEngineHooks where Self: EventNode {
  /// Offers a broadcast to `node`, an instance of this type, and queues its children, reading
  /// the node's storage and children without going through the protocol.
  ///
  /// `node` is not retained: it comes from ``_EventNodeChildren/unretainedChild(at:)``
  /// (invariant R2).
  ///
  /// `deliver` runs the node's receivers. Returns whether the broadcast goes on (`false` when a
  /// handler here stopped it), or `nil`, changing nothing, when the node needs the engine's full
  /// visit: the dispatch is traced or nested, or the node has no storage, or its storage has no
  /// owner yet or belongs to another node.
  ///
  /// *For internal use only.* Do not implement it: the default implementation, specialized for
  /// each node type, is the point.
  @_documentation(visibility: internal)
  @inlinable
  public static func _visitForBroadcast(
    _ node: Unmanaged<AnyObject>, _ route: inout _BroadcastRoute, depth: Int,
    delivering deliver: (EventNodeStorage, any EventNode) -> HopOutcome
  ) -> Bool? {
    withBorrowedObject(node, as: Self.self) { node in
      guard route.quietMark != 0, let storage = node.existingResponderEventsStorage,
        storage.ownerID == ObjectIdentifier(node)
      else { return nil }
      // Reached again through overlapping children lists: visited once already.
      guard storage.markVisited(route.quietMark) else { return true }
      route.visited &+= 1
      let outcome = storage.hasReceivers(for: .down) ? deliver(storage, node) : .noHandler
      return route.finishVisit(of: node, storage: storage, outcome: outcome, depth: depth)
    }
  }
}

extension _EventNodeEngineHooks where Self: EventNode {
  /// Calls `visit` with `node`, an instance of this type, and its storage, reading the storage
  /// without going through the protocol; returns what `visit` returns, or the node's children
  /// when it has no storage.
  ///
  /// `node` is not retained: it comes from ``_EventNodeChildren/unretainedChild(at:)``
  /// (invariant R2).
  ///
  /// *For internal use only.* Do not implement it: the default implementation, specialized for
  /// each node type, is the point.
  @_documentation(visibility: internal)
  @inlinable
  public static func _visitForDelivery(
    _ node: Unmanaged<AnyObject>, _ visit: (any EventNode, EventNodeStorage) -> _EventNodeChildren
  ) -> _EventNodeChildren {
    withBorrowedObject(node, as: Self.self) { node in
      guard let storage = node.existingResponderEventsStorage else { return node._childrenForWalk }
      return visit(node, storage)
    }
  }
}

/// Calls `body` with the object `reference` points to, as `type`, borrowed: neither retained
/// nor released.
///
/// The caller must keep the object alive for the whole call (invariant R2 for the broadcast's
/// and the delivery's walks, R4 for a delivery's observers) and `reference` must point to an
/// instance of `type` (the caller asked the object for its own type, or holds a reference of
/// that type). Nonisolated, and passing `body` on unchanged, so that an isolated closure given
/// here is not checked at run time the way one given to the standard library directly is (the
/// standard library is not built in Swift 6 mode, so an isolated closure passed to it checks
/// the executor on every call).
@inlinable
func withBorrowedObject<Object: AnyObject, Result>(
  _ reference: Unmanaged<some AnyObject>, as type: Object.Type, _ body: (Object) -> Result
) -> Result {
  Unmanaged<Object>.fromOpaque(reference.toOpaque())._withUnsafeGuaranteedRef(body)
}
