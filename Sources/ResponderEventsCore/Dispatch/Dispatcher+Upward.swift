extension Dispatcher {
  /// Sends `event` up from `origin` until a handler stops it, the chain ends, or the route
  /// comes back to a node already visited.
  ///
  /// The route is read one hop at a time: a node's parent is looked up after its handlers ran.
  /// The dispatch allocates nothing on the heap unless tracing is on, more than one node handles
  /// the event, or it runs inside another dispatch's handler.
  @inlinable
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
      origin._withEventStorage { storage in
        _ = visits.visitFirstTime(origin, storage: storage, owned: storage.isOwned(by: origin))
        current = parent(of: origin, storage: storage)
      }
      position = 1
    }

    // moveOut() moves the node out of `current` instead of copying it, and _withEventStorage lends
    // the storage without retaining it: tree nodes usually have weak references to them (from
    // their children), so every retain would take the slow reference-counting path.
    while let node = current.moveOut() {
      node._withEventStorage { storage in
        let owned = storage.isOwned(by: node)
        guard visits.visitFirstTime(node, storage: storage, owned: owned) else {
          termination = .cycleDetected
          reportCycle(Event.self, at: node, after: visited)
          return
        }
        visited += 1
        var outcome = HopOutcome.noHandler
        if storage.hasReceivers(for: .up) {
          replySlot?.answeringStorage = storage
          context.isEventModified = false
          outcome = deliver(&context, to: node, storage: storage, owned: owned)
        }
        if trace != nil {
          record(
            &trace, node: node, depth: position, outcome: outcome,
            changedEvent: context.isEventModified)
        }
        if outcome.isHandled { handlers.append(node) }
        if outcome == .stopped {
          termination = .stopped
          return
        }
        current = parent(of: node, storage: storage)
        position += 1
      }
    }

    trace?.termination = termination
    let isHandled = handlers.first != nil
    replySlot?.dispatchFinished(handled: isHandled, refusal: nil)
    if !isHandled && termination != .cycleDetected {
      reportUnhandled(context.storedEvent, from: origin, direction: .up, visited: visited)
    }
    return DispatchResult(
      event: context.storedEvent, termination: termination, visitedCount: visited,
      handlerNodes: handlers, trace: trace.moveOut())
  }
}
