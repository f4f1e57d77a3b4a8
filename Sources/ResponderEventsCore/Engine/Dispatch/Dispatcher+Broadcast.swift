extension Dispatcher {
  /// Broadcasts `event` from `origin` through its descendants in pre-order.
  ///
  /// Each node is visited at most once, even when children lists overlap or loop back. A
  /// node's children are read after its handlers ran, so a handler may add or remove children
  /// before the broadcast descends. `replySlot`, when given, collects the replies of the nodes
  /// visited (see ``BroadcastReplyCollector``); the caller ends its wait.
  @inlinable
  static func broadcast<Event: ResponderEvent>(
    _ event: Event, from origin: any EventNode, options: DispatchOptions,
    replySlot: AnyReplySlot? = nil
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

    var context = EventContext(event: event, sender: origin, direction: .down, replySlot: replySlot)
    var visits = VisitTracker(nestingDepth: nestingDepth)
    let trace = makeTrace(for: event, from: origin, direction: .down, options: options)
    var route = _BroadcastRoute(
      quietMark: trace == nil ? visits.mark : 0,
      skipsBelowReceivers: options.contains(.nearestReceiversOnly),
      offeredOnly: options.contains(.deepestReceiversOnly)
        ? deepestReceivers(
          of: event, below: origin, includingOrigin: options.contains(.includingOrigin))
        : nil)

    // The origin is offered the event first when it is included; otherwise it only counts as
    // visited, so that a loop back to it ends there.
    var proceed = true
    if let storage = storageToVisit(origin) {
      let owned = storage.isOwned(by: origin)
      _ = visits.visitFirstTime(origin, storage: storage, owned: owned)
      if options.contains(.includingOrigin) {
        proceed = visit(
          origin, storage: storage, owned: owned, depth: 0, context: &context, trace: trace,
          route: &route)
      } else {
        route.frames.descend(into: children(of: origin, storage: storage), depth: 1)
      }
    } else {
      _ = visits.visitFirstTimeGoingDown(withoutStorage: origin)
      route.quietMark = 0
      if options.contains(.includingOrigin) {
        visitWithoutStorage(origin, depth: 0, trace: trace, route: &route)
      } else {
        route.frames.descend(into: origin._childrenForWalk, depth: 1)
      }
    }

    while proceed {
      guard route.frames.current.next < route.frames.current.children.count else {
        guard route.frames.pop() else { break }
        continue
      }
      let index = route.frames.current.next
      route.frames.current.next += 1
      let depth = route.frames.current.depth
      // _visitForBroadcast, specialized for the node's type, reads the node's storage and
      // children without going through the protocol; the closure runs the node's receivers, the
      // only part that depends on the event's type. The node is passed without a retain
      // (invariant R2, Unsafe/BorrowedBroadcastNodes.swift: frames are popped only here,
      // between visits). Traced and nested broadcasts, nodes whose storage has no owner yet or
      // another one, and nodes without storage take the full visit below.
      let (nodeType, node) = route.frames.current.children.unretainedChild(at: index)
      let quick = nodeType._visitForBroadcast(node, &route, depth: depth) { storage, node in
        deliver(&context, to: node, storage: storage, owned: true, direction: .down)
      }
      if let quick {
        proceed = quick
        continue
      }
      let child = route.frames.node(at: index)
      if let storage = storageToVisit(child) {
        let owned = storage.isOwned(by: child)
        guard visits.visitFirstTime(child, storage: storage, owned: owned) else { continue }
        proceed = visit(
          child, storage: storage, owned: owned, depth: depth, context: &context, trace: trace,
          route: &route)
      } else {
        route.quietMark = 0
        if visits.visitFirstTimeGoingDown(withoutStorage: child) {
          visitWithoutStorage(child, depth: depth, trace: trace, route: &route)
          visits.keep(child)
        }
      }
    }
    let termination: DispatchTermination = proceed ? .completed : .stopped
    visits.finish()
    route.frames.finish()
    if route.handledCount == 0 {
      reportUnhandled(
        context.storedEvent, from: origin, direction: .down, options: options,
        visited: route.visited)
    }
    return BroadcastResult(
      event: context.storedEvent, termination: termination, visitedCount: route.visited,
      handledCount: route.handledCount, stoppedBy: route.stoppedBy.moveOut(),
      trace: trace?.finish(termination))
  }

  /// The storage a broadcast reads at `node`, or `nil` when the node has none and needs none.
  ///
  /// A node whose storage is created on first use (see
  /// ``EventNode/existingResponderEventsStorage``) and has not been has nothing to run, unless its
  /// type handles events itself: that node is given storage, where the engine keeps what running
  /// its method needs.
  @inlinable
  static func storageToVisit(_ node: any EventNode) -> EventNodeStorage? {
    if let storage = node.existingResponderEventsStorage { return storage }
    return HandlingTypes.handlesEventsItself(node) ? node.responderEventsStorage : nil
  }

  /// Counts a visit to a node without storage, which has nothing to run, and queues its
  /// children.
  @inlinable
  static func visitWithoutStorage(
    _ node: any EventNode, depth: Int, trace: TraceRecorder?, route: inout _BroadcastRoute
  ) {
    route.visited &+= 1
    trace?.record(node: node, depth: depth, outcome: .noHandler, changedEvent: false)
    route.frames.descend(into: node._childrenForWalk, depth: depth + 1)
  }

  /// Offers the broadcast to one node and queues its children; returns `false` when the
  /// broadcast must end.
  @inlinable
  static func visit<Event: ResponderEvent>(
    _ node: any EventNode, storage: EventNodeStorage, owned: Bool, depth: Int,
    context: inout EventContext<Event>, trace: TraceRecorder?, route: inout _BroadcastRoute
  ) -> Bool {
    route.visited &+= 1
    // Cleared at every visit, so that the trace records whether this node's handlers changed
    // the event.
    context.isEventModified = false
    var outcome = HopOutcome.noHandler
    if storage.hasReceivers(for: .down) {
      // Every node is offered the event, unless deepestReceiversOnly chose some. A node not
      // offered it is delivered it as one whose storage is not its own: its observers see the
      // event pass, and nothing else runs.
      let offered = route.offeredOnly.map { $0[ObjectIdentifier(node)] != nil } ?? true
      outcome = deliver(
        &context, to: node, storage: storage, owned: owned && offered, direction: .down)
    }
    trace?.record(node: node, depth: depth, outcome: outcome, changedEvent: context.isEventModified)
    return route.finishVisit(of: node, storage: storage, outcome: outcome, depth: depth)
  }
}
