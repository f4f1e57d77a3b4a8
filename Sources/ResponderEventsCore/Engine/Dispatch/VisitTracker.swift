/// Remembers which nodes a dispatch has visited, to detect cycles and overlapping children.
///
/// A top-level dispatch stamps each node's storage with a mark unique to the dispatch: one
/// comparison per hop, no allocation. A node without storage is remembered in a set instead, so
/// that passing it gives it none (a `UIResponder` gets storage only when something is
/// registered on it); a top-level dispatch borrows that set warm from the last one, so that a
/// send through a screen's responders, or a broadcast through all of them, allocates nothing
/// (see ``returnSeen()`` for the two sets kept). A dispatch nested inside a handler must not
/// disturb the marks of the dispatch around it, so it remembers every node in a set of its own.
///
/// A node remembered in the set is held until the dispatch ends (``keep(_:)``): released
/// earlier, by a handler, it could leave its address to a node added since, which the set would
/// take for one already visited, skipping it or ending a send in a false cycle.
@MainActor
@usableFromInline struct VisitTracker {
  @usableFromInline let mark: UInt64
  @usableFromInline var seen: Set<ObjectIdentifier>
  /// The nodes remembered in ``seen``, held until the dispatch ends; `nil` until it keeps one,
  /// so that a dispatch that keeps none pays nothing for them.
  @usableFromInline var kept: [any EventNode]?

  @inlinable
  init(nestingDepth: Int) {
    seen = []
    if nestingDepth == 1 {
      VisitTracker.lastMark &+= 1
      mark = VisitTracker.lastMark
    } else {
      mark = 0
    }
  }

  /// Records a visit to a node with storage; returns `false` when the node was visited before
  /// in this dispatch.
  ///
  /// `owned` says whether `storage` belongs to `node` alone (see
  /// ``EventNodeStorage/isOwned(by:)``); only then can its mark stand for the node. A node
  /// visited without storage may have gained it since, by a handler, without a mark: once any
  /// node was visited without storage, `seen` is asked too.
  @inlinable @inline(__always)
  mutating func visitFirstTime(
    _ node: any EventNode, storage: EventNodeStorage, owned: Bool
  ) -> Bool {
    if mark != 0, owned, seen.isEmpty { return storage.markVisited(mark) }
    return visitFirstTime(remembering: node, storage: storage, owned: owned)
  }

  /// The rest of ``visitFirstTime(_:storage:owned:)``, out of line: only nested dispatches,
  /// shared storage and routes through nodes without storage need it.
  @usableFromInline mutating func visitFirstTime(
    remembering node: any EventNode, storage: EventNodeStorage, owned: Bool
  ) -> Bool {
    let id = ObjectIdentifier(node)
    if mark != 0, owned { return !seen.contains(id) && storage.markVisited(mark) }
    guard seen.insert(id).inserted else { return false }
    keep(node)
    return true
  }

  /// Records a visit to a node without storage (see ``EventNode/existingResponderEventsStorage``);
  /// returns `false` when the node was visited before in this dispatch.
  ///
  /// The node is remembered in `seen`: the caller hands it to ``keep(_:)`` when it is done with
  /// it, which takes over the caller's reference rather than retaining the node again (a slow,
  /// atomic operation on a weakly referenced node); the dispatch's origin, which its caller
  /// holds, is not kept. A handler may give it storage later in the dispatch, and storage it
  /// gains carries no mark, so the caller leaves its quick path, which reads marks alone, for
  /// the rest of the dispatch.
  @usableFromInline mutating func visitFirstTime(withoutStorage node: any EventNode) -> Bool {
    if mark != 0, seen.capacity == 0 { swap(&seen, &VisitTracker.spareSeen) }
    return seen.insert(ObjectIdentifier(node)).inserted
  }

  /// ``visitFirstTime(withoutStorage:)`` for a broadcast, which may pass more nodes without
  /// storage than the set sends use has room for: then it goes on in the large set an earlier
  /// broadcast left (see ``returnSeen()``), rather than grow this one.
  @usableFromInline mutating func visitFirstTimeGoingDown(
    withoutStorage node: any EventNode
  ) -> Bool {
    if mark != 0, seen.capacity != 0, seen.count == seen.capacity,
      seen.capacity < VisitTracker.spareLargeSeen.capacity
    {
      swap(&seen, &VisitTracker.spareLargeSeen)
      seen.formUnion(VisitTracker.spareLargeSeen)
      VisitTracker.spareLargeSeen.removeAll(keepingCapacity: true)
      swap(&VisitTracker.spareLargeSeen, &VisitTracker.spareSeen)
    }
    return visitFirstTime(withoutStorage: node)
  }

  /// Holds `node`, remembered in ``seen``, until the dispatch ends; called with the caller's
  /// last use of `node`, it takes over the caller's reference instead of retaining the node.
  @inlinable
  mutating func keep(_ node: consuming any EventNode) {
    if kept == nil { kept = (mark != 0 ? VisitTracker.spareKept.moveOut() : nil) ?? [] }
    kept!.append(node)
  }

  /// Ends a top-level dispatch: hands the set and the list it borrowed back, emptied.
  ///
  /// A nested dispatch's own set and list go with it.
  @inlinable
  mutating func finish() { if mark != 0, !seen.isEmpty { returnSeen() } }

  /// Lets the nodes in `kept` go and keeps the list, emptied, for the next dispatch or route
  /// walk (``walkUpwardRoute(from:_:)``) to borrow; a list grown past 16,384 places is let go.
  @usableFromInline static func giveBack(_ kept: consuming [any EventNode]) {
    kept.removeAll(keepingCapacity: true)
    if kept.capacity <= 16_384 { spareKept = kept }
  }

  /// Lets the nodes the dispatch kept go and hands the set and the list back for the next
  /// top-level dispatch, emptied.
  ///
  /// Two sets are kept: one of up to 1,024 places, which sends use, and one of up to 16,384,
  /// which a dispatch moves to when the first is full (a broadcast to a large screen).
  /// Emptying a set costs in proportion to its capacity: kept as one, a large set would make
  /// every later send through a node without storage pay for it (measured: 16% more per send
  /// after a broadcast to 10,000), and a broadcast passes enough nodes not to notice.
  /// Larger sets are let go, so that one huge tree does not keep its memory.
  @usableFromInline mutating func returnSeen() {
    if let kept = kept.moveOut() { VisitTracker.giveBack(kept) }
    let isSmall = seen.capacity <= 1_024
    seen.removeAll(keepingCapacity: seen.capacity <= 16_384)
    if isSmall {
      swap(&seen, &VisitTracker.spareSeen)
    } else {
      swap(&seen, &VisitTracker.spareLargeSeen)
    }
  }
}
