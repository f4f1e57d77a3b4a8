extension Dispatcher {
  /// Sends `event` up from `origin` until a handler stops it, the chain ends, or the route
  /// comes back to a node already visited.
  ///
  /// The route is read one hop at a time: a node's parent is looked up after its handlers ran.
  /// The dispatch allocates nothing on the heap unless tracing is on, more than one node handles
  /// the event, or it runs inside another dispatch's handler.
  static func sendUp<Event: ResponderEvent>(
    _ event: Event, from origin: any EventNode, options: DispatchOptions,
    replySlot: AnyReplySlot?
  ) -> DispatchResult<Event> {
    if let reason = refusal(for: event, from: origin) {
      return refused(
        event, from: origin, direction: .up, reason: reason, options: options,
        replySlot: replySlot)
    }
    nestingDepth += 1
    defer { nestingDepth -= 1 }

    var visits = VisitTracker(nestingDepth: nestingDepth)
    var context = EventContext(event: event, sender: origin, direction: .up, replySlot: replySlot)
    var trace = makeTrace(for: Event.self, from: origin, direction: .up, options: options)
    var handlers = HandlerNodes()
    var termination = DispatchTermination.completed
    var visited = 0
    var position = 0

    var current: (any EventNode)?
    if options.contains(.includingOrigin) {
      current = origin
    } else {
      let storage = origin.eventStorage
      let owned = storage.isOwned(by: origin)
      _ = visits.visitFirstTime(origin, storage: storage, owned: owned)
      current = parent(of: origin, storage: storage)
      position = 1
    }

    while let node = current {
      let storage = node.eventStorage
      let owned = storage.isOwned(by: node)
      guard visits.visitFirstTime(node, storage: storage, owned: owned) else {
        termination = .cycleDetected
        EventDiagnostics.emit(
          .cycleDetected, eventType: Event.self, node: node,
          "the route came back to this node after \(visited) hop(s); the dispatch ended "
            + "here. Check the redirects on the way")
        break
      }
      visited += 1
      var outcome = HopOutcome.noHandler
      if storage.hasReceivers(for: .up) {
        replySlot?.answeringStorage = storage
        context.isEventModified = false
        outcome = deliver(&context, to: node, storage: storage, owned: owned)
      }
      trace?.hops.append(
        EventTrace.Hop(
          node: NodeDescription(node), depth: position, outcome: outcome,
          changedEvent: context.isEventModified))
      if outcome.isHandled { handlers.append(node) }
      if outcome == .stopped {
        termination = .stopped
        break
      }
      current = parent(of: node, storage: storage)
      position += 1
    }

    trace?.termination = termination
    let isHandled = handlers.first != nil
    replySlot?.dispatchFinished(handled: isHandled, refusal: nil)
    if !isHandled && termination != .cycleDetected {
      reportUnhandled(context.storedEvent, from: origin, direction: .up, visited: visited)
    }
    return DispatchResult(
      event: context.storedEvent, termination: termination, visitedCount: visited,
      handlerNodes: handlers, trace: trace)
  }
}
