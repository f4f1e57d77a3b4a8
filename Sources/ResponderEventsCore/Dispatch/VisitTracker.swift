/// Remembers which nodes a dispatch has visited, to detect cycles and overlapping children.
///
/// A top-level dispatch stamps each node's storage with a mark unique to the dispatch: one
/// comparison per hop, no allocation. A dispatch nested inside a handler must not disturb the
/// marks of the dispatch around it, so it remembers identities in a set instead.
@usableFromInline
@MainActor
struct VisitTracker {
  @usableFromInline @exclusivity(unchecked) static var lastMark: UInt64 = 0

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
}
