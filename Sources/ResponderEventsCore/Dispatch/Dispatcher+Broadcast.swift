extension Dispatcher {
  /// One level of the explicit stack a broadcast walks instead of recursing.
  @usableFromInline
  struct BroadcastFrame {
    @usableFromInline let children: [any EventNode]
    @usableFromInline var next: Int
    @usableFromInline let depth: Int

    @inlinable
    init(children: [any EventNode], depth: Int) {
      self.children = children
      self.next = 0
      self.depth = depth
    }
  }

  /// Everything a broadcast changes as it goes, passed `inout` so that no closure has to
  /// capture (and box, and check at run time) any of it.
  @usableFromInline
  struct BroadcastWalk<Event: ResponderEvent>: ~Copyable {
    @usableFromInline var context: EventContext<Event>
    @usableFromInline var visits: VisitTracker
    @usableFromInline var trace: TraceRecorder?
    /// The children being visited; kept out of ``stack`` so that the step to the next sibling
    /// does not go through the array.
    @usableFromInline var current: BroadcastFrame
    /// The frames of the ancestors of ``current``, resumed when it is done.
    @usableFromInline var stack: [BroadcastFrame]
    @usableFromInline var visited = 0
    @usableFromInline var handledCount = 0
    @usableFromInline var stoppedBy: (any EventNode)?
    @usableFromInline var termination = DispatchTermination.completed

    @inlinable
    init(
      context: consuming EventContext<Event>, visits: VisitTracker, trace: TraceRecorder?,
      stack: [BroadcastFrame]
    ) {
      self.context = context
      self.visits = visits
      self.trace = trace
      self.current = BroadcastFrame(children: [], depth: 0)
      self.stack = stack
    }

    /// Descends into `children`: the current frame waits on the stack until they are done.
    @inlinable
    mutating func descend(into children: [any EventNode], depth: Int) {
      var frame = BroadcastFrame(children: children, depth: depth)
      swap(&frame, &current)
      stack.append(frame)
    }
  }

  /// A stack kept between top-level broadcasts so that they do not allocate one each time.
  @usableFromInline @exclusivity(unchecked) static var spareStack: [BroadcastFrame] = []

  /// Broadcasts `event` from `origin` through its descendants in pre-order.
  ///
  /// Each node is visited at most once, even when children lists overlap or loop back. A
  /// node's children are read after its handlers ran, so a handler may add or remove children
  /// before the broadcast descends.
  @inlinable
  static func broadcast<Event: ResponderEvent>(
    _ event: Event, from origin: any EventNode, options: DispatchOptions
  ) -> BroadcastResult<Event> {
    if let reason = refusal(for: event, from: origin) {
      let refused = refused(
        event, from: origin, direction: .down, reason: reason, options: options, replySlot: nil)
      return BroadcastResult(
        event: event, termination: refused.termination, visitedCount: 0, handledCount: 0,
        stoppedBy: nil, trace: refused.finishedTrace)
    }
    nestingDepth += 1
    defer { nestingDepth -= 1 }

    var walk = BroadcastWalk(
      context: EventContext(event: event, sender: origin, direction: .down, replySlot: nil),
      visits: VisitTracker(nestingDepth: nestingDepth),
      trace: makeTrace(for: Event.self, from: origin, direction: .down, options: options),
      stack: spareStack)
    spareStack = []

    // The origin is offered the event first when it is included; otherwise it only counts as
    // visited, so that a loop back to it ends there.
    var proceed = true
    origin._withEventStorage { storage in
      let owned = storage.isOwned(by: origin)
      _ = walk.visits.visitFirstTime(origin, storage: storage, owned: owned)
      if options.contains(.includingOrigin) {
        proceed = visit(origin, storage: storage, owned: owned, depth: 0, walk: &walk)
      } else {
        let next = children(of: origin, storage: storage)
        if !next.isEmpty { walk.descend(into: next, depth: 1) }
      }
    }

    while proceed {
      guard walk.current.next < walk.current.children.count else {
        guard let parent = walk.stack.popLast() else { break }
        walk.current = parent
        continue
      }
      let node = walk.current.children[walk.current.next]
      walk.current.next += 1
      let depth = walk.current.depth
      node._withEventStorage { storage in
        let owned = storage.isOwned(by: node)
        guard walk.visits.visitFirstTime(node, storage: storage, owned: owned) else { return }
        proceed = visit(node, storage: storage, owned: owned, depth: depth, walk: &walk)
      }
    }

    walk.stack.removeAll(keepingCapacity: walk.stack.capacity <= 4096)
    spareStack = walk.stack
    if walk.handledCount == 0 {
      reportUnhandled(
        walk.context.storedEvent, from: origin, direction: .down, visited: walk.visited)
    }
    return BroadcastResult(
      event: walk.context.storedEvent, termination: walk.termination,
      visitedCount: walk.visited, handledCount: walk.handledCount,
      stoppedBy: walk.stoppedBy.moveOut(), trace: walk.trace?.finish(walk.termination))
  }

  /// Offers the broadcast to one node and queues its children; returns `false` when the
  /// broadcast must end.
  @inlinable
  static func visit<Event: ResponderEvent>(
    _ node: any EventNode, storage: EventNodeStorage, owned: Bool, depth: Int,
    walk: inout BroadcastWalk<Event>
  ) -> Bool {
    walk.visited += 1
    var outcome = HopOutcome.noHandler
    if storage.hasReceivers(for: .down) {
      walk.context.isEventModified = false
      outcome = deliver(
        &walk.context, to: node, storage: storage, owned: owned, direction: .down)
    }
    walk.trace?.record(
      node: node, depth: depth, outcome: outcome, changedEvent: walk.context.isEventModified)
    if outcome.isHandled { walk.handledCount += 1 }
    if outcome == .stopped {
      walk.termination = .stopped
      walk.stoppedBy = node
      return false
    }
    if outcome != .skippedSubtree {
      let next = children(of: node, storage: storage)
      if !next.isEmpty { walk.descend(into: next, depth: depth + 1) }
    }
    return true
  }
}
