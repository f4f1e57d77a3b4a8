extension Dispatcher {
  /// Everything an upward dispatch changes as it goes, passed `inout` to each hop so that the
  /// closure lending a node's storage captures one value instead of many.
  @usableFromInline struct UpwardWalk<Event: ResponderEvent>: ~Copyable {
    @usableFromInline var context: EventContext<Event>
    @usableFromInline var visits: VisitTracker
    @usableFromInline var trace: TraceRecorder?
    @usableFromInline var handlers: HandlerNodes
    /// Whether the node of the current hop handled the event.
    @usableFromInline var handledHere: Bool
    @usableFromInline var termination: DispatchTermination
    /// Where the walk is and where it goes next.
    @usableFromInline var route: _UpwardRoute

    @inlinable
    init(context: consuming EventContext<Event>, visits: VisitTracker, trace: TraceRecorder?) {
      self.context = context
      self.visits = visits
      self.trace = trace
      handlers = HandlerNodes()
      handledHere = false
      termination = .completed
      route = _UpwardRoute(quietMark: trace == nil ? visits.mark : 0)
    }
  }

  /// Sends `event` up from `origin` until a handler stops it, the chain ends, or the route
  /// comes back to a node already visited.
  ///
  /// The route is read one hop at a time: a node's parent is looked up after its handlers ran.
  /// The dispatch allocates nothing on the heap unless tracing is on, more than one node handles
  /// the event, or it runs inside another dispatch's handler.
  @inlinable
  static func sendUp<Event: ResponderEvent>(
    _ event: Event, from origin: any EventNode, options: DispatchOptions, replySlot: AnyReplySlot?
  ) -> DispatchResult<Event> {
    if let reason = refusal(for: event, from: origin) {
      return refused(
        event, from: origin, direction: .up, reason: reason, options: options, replySlot: replySlot)
    }
    nestingDepth += 1
    defer { nestingDepth -= 1 }

    var walk = UpwardWalk(
      context: EventContext(event: event, sender: origin, direction: .up, replySlot: replySlot),
      visits: VisitTracker(nestingDepth: nestingDepth),
      trace: makeTrace(for: event, from: origin, direction: .up, options: options))

    if options.contains(.includingOrigin) {
      walk.route.next = origin
    } else {
      // The origin is marked visited, not offered the event: the quiet pass does that for an
      // origin with nothing that checks what it sends, and is told of one without storage.
      if let parent = origin._passQuietly(&walk.route) {
        walk.route.visited = 0
        walk.route.next = parent
      } else if walk.route.lacksStorage {
        // Sending gives the origin no storage.
        walk.route.lacksStorage = false
        _ = walk.visits.visitFirstTime(withoutStorage: origin)
        walk.route.quietMark = 0
        walk.route.next = origin.responderEventsParent
      } else {
        origin._withEventStorage { storage in
          let owned = storage.isOwned(by: origin)
          _ = walk.visits.visitFirstTime(origin, storage: storage, owned: owned)
          // A contract covers what its node sends too, not only what passes it.
          if owned, storage.receivers.contains(.contract) {
            checkContract(storage, at: origin, event: walk.context.storedEvent)
          }
          walk.route.next = parent(of: origin, storage: storage)
        }
      }
      walk.route.position = 1
    }

    // moveOut() moves the node out of `next` instead of copying it, and _withEventStorage lends
    // the storage without retaining it: tree nodes usually have weak references to them (from
    // their children), so every retain would take the slow reference-counting path.
    // Most nodes on a route only pass the event on: _passQuietly does that in code specialized
    // for the node's type, one call instead of a lent storage, a closure and a parent lookup
    // through the protocol. Any other node takes the full hop, which reads the storage again:
    // handing it over from _passQuietly (as a closure argument, or through the route) made every
    // quiet hop slower on Linux, see "Why the send beats the delegate chain" in
    // Benchmarks/analysis.md.
    while let node = walk.route.next.moveOut() {
      if let parent = node._passQuietly(&walk.route) {
        walk.route.next = parent
        continue
      }
      // A node without storage that does not handle events itself passes the event without
      // being given any: apps pass events through every view and controller between a button
      // and its screen, and storage on each would only hold a visit mark. It is remembered in
      // the visit tracker's set instead, and the rest of the walk takes the full hop, which asks
      // that set too (see ``VisitTracker``). A node that handles events itself is given storage,
      // which its method needs.
      if walk.route.lacksStorage {
        walk.route.lacksStorage = false
        if !HandlingTypes.handlesEventsItself(node) {
          walk.route.quietMark = 0
          if walk.visits.visitFirstTime(withoutStorage: node) {
            walk.route.visited += 1
            walk.trace?.record(
              node: node, depth: walk.route.position, outcome: .noHandler, changedEvent: false)
            walk.route.next = node.responderEventsParent
            walk.route.position += 1
            walk.visits.keep(node)
          } else {
            endInCycle(at: node, walk: &walk)
          }
          continue
        }
      }
      node._withEventStorage { storage in hop(node, storage: storage, walk: &walk) }
      if walk.handledHere {
        // Appended after its storage closure, as the node's last use, so that the result takes
        // over the reference the loop holds instead of retaining the node again (a slow, atomic
        // operation on a weakly referenced node).
        walk.handledHere = false
        walk.handlers.append(node)
      }
    }

    walk.visits.finish()
    let isHandled = !walk.handlers.isEmpty
    replySlot?.dispatchFinished(handled: isHandled, refusal: nil)
    if !isHandled && walk.termination != .cycleDetected {
      reportUnhandled(
        walk.context.storedEvent, from: origin, direction: .up, options: options,
        visited: walk.route.visited)
    }
    var handlers = HandlerNodes()
    swap(&handlers, &walk.handlers)
    return DispatchResult(
      event: walk.context.storedEvent, termination: walk.termination,
      visitedCount: walk.route.visited, handlerNodes: handlers,
      trace: walk.trace?.finish(walk.termination))
  }

  /// Offers the event to one node on the way up and finds the next node, unless the event
  /// stopped here or the route came back to a node it visited.
  ///
  /// For a node with nothing to run this must do what ``EventNode/_passQuietly(_:)`` does,
  /// which takes such nodes when it can; the model-based tests check both paths.
  @inlinable
  static func hop<Event: ResponderEvent>(
    _ node: any EventNode, storage: EventNodeStorage, walk: inout UpwardWalk<Event>
  ) {
    let owned = storage.isOwned(by: node)
    guard walk.visits.visitFirstTime(node, storage: storage, owned: owned) else {
      return endInCycle(at: node, walk: &walk)
    }
    walk.route.visited += 1
    // Cleared at every hop, so that the trace records whether this node's handlers changed the
    // event.
    walk.context.isEventModified = false
    var outcome = HopOutcome.noHandler
    if storage.hasReceivers(for: .up) {
      // The event is checked as it leaves, once the node's handlers ran, so that a handler the
      // report adds (a diagnostics handler's) waits for the next node, as one a handler adds;
      // unless they stopped it (a transform too): it never left the part the contract covers. An
      // error a handler here replaced left in its replacement's place.
      let checks = owned && storage.receivers.contains(.contract)
      outcome = deliver(&walk.context, to: node, storage: storage, owned: owned, direction: .up)
      if checks, outcome != .stopped { checkContract(storage, at: node, event: walk.context.event) }
    }
    walk.trace?.record(
      node: node, depth: walk.route.position, outcome: outcome,
      changedEvent: walk.context.isEventModified)
    walk.handledHere = outcome.isHandled
    if outcome == .stopped {
      walk.termination = .stopped
      return
    }
    walk.route.next = parent(of: node, storage: storage)
    walk.route.position += 1
  }
}
