extension Dispatcher {
  /// One level of the explicit stack a broadcast walks instead of recursing.
  @usableFromInline
  struct BroadcastFrame {
    @usableFromInline let children: [any EventNode]
    @usableFromInline var next = 0
    @usableFromInline let depth: Int

    @inlinable
    init(children: [any EventNode], depth: Int) {
      self.children = children
      self.depth = depth
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
        stoppedBy: nil, trace: refused.trace)
    }
    nestingDepth += 1
    defer { nestingDepth -= 1 }

    var visits = VisitTracker(nestingDepth: nestingDepth)
    var context = EventContext(event: event, sender: origin, direction: .down, replySlot: nil)
    var trace = makeTrace(for: Event.self, from: origin, direction: .down, options: options)
    var handledCount = 0
    var stoppedBy: (any EventNode)?
    var termination = DispatchTermination.completed
    var visited = 0

    var stack = spareStack
    spareStack = []
    defer {
      stack.removeAll(keepingCapacity: stack.capacity <= 4096)
      spareStack = stack
    }

    // The origin is the first node when it is included; otherwise it only counts as visited,
    // so that a loop back to it ends there. Either way one loop visits every node, inline: a
    // nested function would box the state it captures and check every access at run time.
    if options.contains(.includingOrigin) {
      stack.append(BroadcastFrame(children: [origin], depth: 0))
    } else {
      origin._withEventStorage { storage in
        _ = visits.visitFirstTime(origin, storage: storage, owned: storage.isOwned(by: origin))
        let next = children(of: origin, storage: storage)
        if !next.isEmpty { stack.append(BroadcastFrame(children: next, depth: 1)) }
      }
    }

    var proceed = true
    while proceed, let top = stack.indices.last {
      guard stack[top].next < stack[top].children.count else {
        stack.removeLast()
        continue
      }
      let node = stack[top].children[stack[top].next]
      stack[top].next += 1
      let depth = stack[top].depth
      node._withEventStorage { storage in
        let owned = storage.isOwned(by: node)
        guard visits.visitFirstTime(node, storage: storage, owned: owned) else { return }
        visited += 1
        var outcome = HopOutcome.noHandler
        if storage.hasReceivers(for: .down) {
          context.isEventModified = false
          outcome = deliver(&context, to: node, storage: storage, owned: owned)
        }
        if trace != nil {
          record(
            &trace, node: node, depth: depth, outcome: outcome,
            changedEvent: context.isEventModified)
        }
        if outcome.isHandled { handledCount += 1 }
        if outcome == .stopped {
          termination = .stopped
          stoppedBy = node
          proceed = false
          return
        }
        if outcome != .skippedSubtree {
          let next = children(of: node, storage: storage)
          if !next.isEmpty { stack.append(BroadcastFrame(children: next, depth: depth + 1)) }
        }
      }
    }

    trace?.termination = termination
    if handledCount == 0 {
      reportUnhandled(context.storedEvent, from: origin, direction: .down, visited: visited)
    }
    return BroadcastResult(
      event: context.storedEvent, termination: termination, visitedCount: visited,
      handledCount: handledCount, stoppedBy: stoppedBy.moveOut(), trace: trace.moveOut())
  }
}
