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
  /// Where the walk is in the tree.
  @usableFromInline var frames: DownwardFrames
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
  @usableFromInline let offeredOnly: [ObjectIdentifier: any EventNode]?

  @inlinable
  @MainActor
  init(
    quietMark: UInt64, skipsBelowReceivers: Bool, offeredOnly: [ObjectIdentifier: any EventNode]?
  ) {
    self.quietMark = offeredOnly == nil ? quietMark : 0
    self.frames = DownwardFrames(children: .empty, depth: 0)
    self.skipsBelowReceivers = skipsBelowReceivers
    self.offeredOnly = offeredOnly
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
      frames.descend(into: Dispatcher.children(of: node, storage: storage), depth: depth + 1)
    }
    return true
  }
}
