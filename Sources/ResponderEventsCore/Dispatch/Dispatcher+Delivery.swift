extension Dispatcher {
  /// Offers the event to everything at one node: observers, then closure handlers in
  /// registration order, then the node's own ``EventHandling`` method.
  ///
  /// A handler removed while this runs is skipped from then on; one added while this runs is
  /// not run at this node (it is not in the list being walked). A `.stop` ends the walk at once.
  ///
  /// Inlined into each walk with `direction` a constant, so that the branches for the other
  /// direction fold away.
  @inlinable
  @inline(__always)
  static func deliver<Event: ResponderEvent>(
    _ context: inout EventContext<Event>, to node: any EventNode, storage: EventNodeStorage,
    owned: Bool, direction: EventDirection
  ) -> HopOutcome {
    if storage.receivers.contains(.observers) {
      notifyObservers(storage.observers, of: context.storedEvent, direction: direction)
    }
    guard owned else { return .noHandler }
    var outcome = HopOutcome.noHandler
    if storage.receivers.contains(direction == .up ? .upward : .broadcast) {
      // Entries are never taken out of the list while a walk is in progress (removal leaves
      // them marked, see removeHandler(id:)), so the walk reads them in place and calls their
      // closures without retaining either, up to the count it started with: handlers added
      // meanwhile are not run here.
      storage.handlerWalks += 1
      defer {
        storage.handlerWalks -= 1
        if storage.hasRemovedHandlers { storage.compactHandlersIfIdle() }
      }
      let eventType = ObjectIdentifier(Event.self)
      let count = direction == .up ? storage.upwardHandlers.count : storage.broadcastHandlers.count
      for index in 0..<count {
        unowned(unsafe) let entry =
          direction == .up ? storage.upwardHandlers[index] : storage.broadcastHandlers[index]
        if entry.isRemoved { continue }
        let result: HopOutcome?
        if entry.eventType == eventType {
          result = TypedHandler<Event>.callUnretained(
            Unmanaged.passUnretained(entry), node: node, context: &context)
        } else if entry.eventType == nil {
          result = entry.invokeByConformance(node: node, context: &context)
        } else {
          continue
        }
        guard let result else { continue }
        outcome = max(outcome, result)
        if result == .stopped { return outcome }
      }
    }
    if storage.handlingConformance == .unknown {
      storage.handlingConformance = node is any EventHandling ? .yes : .no
    }
    if storage.handlingConformance == .yes, let handling = node as? any EventHandling {
      let result =
        direction == .up
        ? handling.handleEvent(&context).outcome : handling.handleBroadcast(&context).outcome
      outcome = max(outcome, result)
    }
    return outcome
  }

  @inlinable
  static func notifyObservers<Event: ResponderEvent>(
    _ observers: [ObserverEntry], of event: Event, direction: EventDirection
  ) {
    let eventType = ObjectIdentifier(Event.self)
    for observer in observers where observer.eventType == eventType {
      if let wanted = observer.direction, wanted != direction { continue }
      unsafeDowncast(observer, to: TypedObserver<Event>.self).continuation.yield(event)
    }
  }

  /// The node after `node` on the way up: its redirect target, else its own parent.
  @inlinable
  static func parent(of node: any EventNode, storage: EventNodeStorage) -> (any EventNode)? {
    guard storage.isRedirected else { return node.responderEventsParent }
    if let parent = storage.redirectTarget.node { return parent }
    return parentAfterLosingRedirect(of: node, storage: storage)
  }

  /// A redirect whose target was deallocated is removed and reported; the node's own parent is
  /// used instead.
  @usableFromInline
  static func parentAfterLosingRedirect(
    of node: any EventNode, storage: EventNodeStorage
  ) -> (any EventNode)? {
    storage.isRedirected = false
    storage.redirectTarget = WeakNode()
    EventDiagnostics.emit(
      .redirectTargetDeallocated, eventType: nil, node: node,
      "the node this one redirected its events to was deallocated; the redirect was removed "
        + "and events go to the node's own parent")
    return node.responderEventsParent
  }

  /// The nodes a broadcast visits after `node`: its children, then nodes redirected to it.
  @inlinable
  static func children(of node: any EventNode, storage: EventNodeStorage) -> [any EventNode] {
    guard storage.adoptedChildren.isEmpty else {
      return childrenWithAdopted(of: node, storage: storage)
    }
    return node.responderEventsChildren
  }

  @usableFromInline
  static func childrenWithAdopted(
    of node: any EventNode, storage: EventNodeStorage
  ) -> [any EventNode] {
    var children = node.responderEventsChildren
    storage.adoptedChildren.removeAll { $0.node == nil }
    for adopted in storage.adoptedChildren {
      if let child = adopted.node { children.append(child) }
    }
    return children
  }
}
