/// Where a broadcast is in the tree and what it has counted so far.
///
/// *For internal use only*: it is the argument of
/// ``EventNode/_visitForBroadcast(_:_:depth:delivering:)``, which the engine calls for every node a
/// broadcast reaches below its origin. Nothing in it can be read or changed outside the library.
@_documentation(visibility: internal)
public struct _BroadcastRoute: ~Copyable {
  /// The visit mark of this dispatch, or 0 when every node must take the full visit (a nested
  /// dispatch, which cannot use marks, a traced one, which records every node, or one that has
  /// visited a node without storage).
  @usableFromInline var quietMark: UInt64
  /// The children being visited; kept out of ``stack`` so that the step to the next sibling
  /// does not go through the array.
  @usableFromInline var current: Dispatcher.BroadcastFrame
  /// The frames of the ancestors of ``current``, resumed when it is done.
  @usableFromInline var stack: [Dispatcher.BroadcastFrame]
  /// How many nodes were offered the event.
  @usableFromInline var visited = 0
  /// How many nodes handled it.
  @usableFromInline var handledCount = 0
  /// The node whose handler stopped the broadcast.
  @usableFromInline var stoppedBy: (any EventNode)?
  /// Whether a node that handles the event keeps it from its subtree
  /// (``DispatchOptions/nearestReceiversOnly``).
  @usableFromInline let skipsBelowReceivers: Bool
  /// The only nodes offered the event, or `nil` for every node
  /// (``DispatchOptions/deepestReceiversOnly``); checked by the full visit only, which every
  /// node takes when it is set (``quietMark`` is 0).
  @usableFromInline let offeredOnly: Set<ObjectIdentifier>?

  @inlinable
  init(
    quietMark: UInt64, stack: [Dispatcher.BroadcastFrame], skipsBelowReceivers: Bool,
    offeredOnly: Set<ObjectIdentifier>? = nil
  ) {
    self.quietMark = offeredOnly == nil ? quietMark : 0
    self.current = Dispatcher.BroadcastFrame(children: [], depth: 0)
    self.stack = stack
    self.skipsBelowReceivers = skipsBelowReceivers
    self.offeredOnly = offeredOnly
  }

  /// Whether `node` may be offered the event.
  @inlinable
  func offers(_ node: any EventNode) -> Bool {
    offeredOnly?.contains(ObjectIdentifier(node)) ?? true
  }

  /// Counts what happened at `node` and queues its children, unless a handler stopped the
  /// broadcast or skipped them; returns whether the broadcast goes on.
  ///
  /// A node's children are read here, after its handlers ran, so a handler may change them.
  @inlinable
  @MainActor
  mutating func finishVisit(
    of node: any EventNode, storage: EventNodeStorage, outcome: HopOutcome, depth: Int
  ) -> Bool {
    if outcome.isHandled { handledCount &+= 1 }
    if outcome == .stopped {
      stoppedBy = node
      return false
    }
    if outcome != .skippedSubtree, !(skipsBelowReceivers && outcome.isHandled) {
      let next = Dispatcher.children(of: node, storage: storage)
      if !next.isEmpty { descend(into: next, depth: depth + 1) }
    }
    return true
  }

  /// Descends into `children`: the current frame waits on the stack until they are done.
  @inlinable
  mutating func descend(into children: [any EventNode], depth: Int) {
    var frame = Dispatcher.BroadcastFrame(children: children, depth: depth)
    swap(&frame, &current)
    stack.append(frame)
  }
}

extension _EventNodeEngineHooks where Self: EventNode {
  /// The visit of ``_visitForBroadcast(_:_:depth:delivering:)``, on the borrowed node.
  @inlinable
  func visitForBroadcast(
    _ route: inout _BroadcastRoute, depth: Int,
    delivering deliver: (EventNodeStorage, any EventNode) -> HopOutcome
  ) -> Bool? {
    guard route.quietMark != 0, let storage = existingResponderEventsStorage,
      storage.ownerID == ObjectIdentifier(self)
    else { return nil }
    // Reached again through overlapping children lists: visited once already.
    guard storage.markVisited(route.quietMark) else { return true }
    route.visited &+= 1
    let outcome = storage.hasReceivers(for: .down) ? deliver(storage, self) : .noHandler
    return route.finishVisit(of: self, storage: storage, outcome: outcome, depth: depth)
  }
}
