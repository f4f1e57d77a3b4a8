/// Remembers which nodes a dispatch has visited, to detect cycles and overlapping children.
///
/// A top-level dispatch stamps each node's storage with a mark unique to the dispatch: one
/// comparison per hop, no allocation. A dispatch nested inside a handler must not disturb the
/// marks of the dispatch around it, so it remembers identities in a set instead.
@usableFromInline
@MainActor
struct VisitTracker {
  @usableFromInline let mark: UInt64
  @usableFromInline var seen: Set<ObjectIdentifier>

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

  /// Records a visit; returns `false` when the node was visited before in this dispatch.
  ///
  /// `owned` says whether `storage` belongs to `node` alone (see
  /// ``EventNodeStorage/isOwned(by:)``); only then can its mark stand for the node.
  @inlinable
  mutating func visitFirstTime(
    _ node: any EventNode, storage: EventNodeStorage, owned: Bool
  ) -> Bool {
    if mark != 0, owned { return storage.markVisited(mark) }
    return seen.insert(ObjectIdentifier(node)).inserted
  }

  /// Records a broadcast's visit to a node with storage, which it may have gained since the
  /// broadcast passed it without; returns `false` when the node was visited before.
  ///
  /// A node visited without storage is remembered in `seen`, not by a mark (see
  /// ``visitFirstTime(withoutStorage:route:)``). Upward walks do not need this: they give every
  /// node they pass storage.
  @inlinable
  mutating func visitFirstTime(
    reachedByBroadcast node: any EventNode, storage: EventNodeStorage, owned: Bool
  ) -> Bool {
    if mark != 0, owned, !seen.isEmpty, hasSeen(node) { return false }
    return visitFirstTime(node, storage: storage, owned: owned)
  }

  /// Whether `seen` holds `node`; out of line, as only broadcasts through nodes without storage
  /// need it.
  @usableFromInline
  func hasSeen(_ node: any EventNode) -> Bool {
    seen.contains(ObjectIdentifier(node))
  }

  /// Records a visit to a node without storage (see ``EventNode/existingResponderEventsStorage``);
  /// returns `false` when the node was visited before in this dispatch.
  ///
  /// The node is remembered in `seen`. A handler may give it storage later in the dispatch,
  /// and storage it gains carries no mark, so the rest of the broadcast must check `seen` too:
  /// it leaves the quick visit, which reads marks alone.
  @inlinable
  mutating func visitFirstTime(
    withoutStorage node: any EventNode, route: inout _BroadcastRoute
  ) -> Bool {
    route.quietMark = 0
    return seen.insert(ObjectIdentifier(node)).inserted
  }
}
