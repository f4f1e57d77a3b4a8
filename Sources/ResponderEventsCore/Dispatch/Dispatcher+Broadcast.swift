extension Dispatcher {
  /// One level of the explicit stack a broadcast walks instead of recursing.
  struct BroadcastFrame {
    let children: [any EventNode]
    var next = 0
    let depth: Int
  }

  /// A stack kept between top-level broadcasts so that they do not allocate one each time.
  private static var spareStack: [BroadcastFrame] = []

  /// Broadcasts `event` from `origin` through its descendants in pre-order.
  ///
  /// Each node is visited at most once, even when children lists overlap or loop back. A
  /// node's children are read after its handlers ran, so a handler may add or remove children
  /// before the broadcast descends.
  static func broadcast<Event: ResponderEvent>(
    _ event: Event, from origin: any EventNode, options: DispatchOptions
  ) -> DispatchResult<Event> {
    if let reason = refusal(for: event, from: origin) {
      return refused(
        event, from: origin, direction: .down, reason: reason, options: options, replySlot: nil)
    }
    nestingDepth += 1
    defer { nestingDepth -= 1 }

    var visits = VisitTracker(nestingDepth: nestingDepth)
    var context = EventContext(event: event, sender: origin, direction: .down, replySlot: nil)
    var trace = makeTrace(for: Event.self, from: origin, direction: .down, options: options)
    var handlers = HandlerNodes()
    var termination = DispatchTermination.completed
    var visited = 0

    var stack = spareStack
    spareStack = []
    defer {
      stack.removeAll(keepingCapacity: stack.capacity <= 4096)
      spareStack = stack
    }

    // Visits one node; returns false when the broadcast must end.
    func visit(_ node: any EventNode, storage: EventNodeStorage, owned: Bool, depth: Int) -> Bool {
      visited += 1
      var outcome = HopOutcome.noHandler
      if storage.hasReceivers(for: .down) {
        context.isEventModified = false
        outcome = deliver(&context, to: node, storage: storage, owned: owned)
      }
      trace?.hops.append(
        EventTrace.Hop(
          node: NodeDescription(node), depth: depth, outcome: outcome,
          changedEvent: context.isEventModified))
      if outcome.isHandled { handlers.append(node) }
      if outcome == .stopped {
        termination = .stopped
        return false
      }
      if outcome != .skippedSubtree {
        let next = children(of: node, storage: storage)
        if !next.isEmpty { stack.append(BroadcastFrame(children: next, depth: depth + 1)) }
      }
      return true
    }

    let originStorage = origin.eventStorage
    let originOwned = originStorage.isOwned(by: origin)
    _ = visits.visitFirstTime(origin, storage: originStorage, owned: originOwned)
    if options.contains(.includingOrigin) {
      _ = visit(origin, storage: originStorage, owned: originOwned, depth: 0)
    } else {
      let next = children(of: origin, storage: originStorage)
      if !next.isEmpty { stack.append(BroadcastFrame(children: next, depth: 1)) }
    }

    while let top = stack.indices.last {
      guard stack[top].next < stack[top].children.count else {
        stack.removeLast()
        continue
      }
      let node = stack[top].children[stack[top].next]
      stack[top].next += 1
      let storage = node.eventStorage
      let owned = storage.isOwned(by: node)
      guard visits.visitFirstTime(node, storage: storage, owned: owned) else { continue }
      guard visit(node, storage: storage, owned: owned, depth: stack[top].depth) else { break }
    }

    trace?.termination = termination
    if handlers.first == nil {
      reportUnhandled(context.storedEvent, from: origin, direction: .down, visited: visited)
    }
    return DispatchResult(
      event: context.storedEvent, termination: termination, visitedCount: visited,
      handlerNodes: handlers, trace: trace)
  }
}
