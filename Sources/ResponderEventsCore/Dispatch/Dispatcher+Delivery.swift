extension Dispatcher {
  /// Offers the event to everything at one node: observers, then closure handlers in
  /// registration order, then the node's own ``EventHandling`` method.
  ///
  /// A handler removed while this runs is skipped from then on; one added while this runs is
  /// not run at this node (it is not in the list being walked). A `.stop` ends the walk at once.
  static func deliver<Event: ResponderEvent>(
    _ context: inout EventContext<Event>, to node: any EventNode, storage: EventNodeStorage,
    owned: Bool
  ) -> HopOutcome {
    let direction = context.direction
    if !storage.observers.isEmpty {
      notifyObservers(storage.observers, of: context.storedEvent, direction: direction)
    }
    guard owned else { return .noHandler }
    var outcome = HopOutcome.noHandler
    let handlers = direction == .up ? storage.upwardHandlers : storage.broadcastHandlers
    if !handlers.isEmpty {
      let object = node as AnyObject
      let eventType = ObjectIdentifier(Event.self)
      for entry in handlers where !entry.isRemoved {
        let result: HopOutcome?
        if entry.eventType == eventType {
          result = unsafeDowncast(entry, to: TypedHandler<Event>.self).body(object, &context)
        } else if entry.eventType == nil {
          result = entry.invokeByConformance(node: object, context: &context)
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

  private static func notifyObservers<Event: ResponderEvent>(
    _ observers: [ObserverEntry], of event: Event, direction: EventDirection
  ) {
    let eventType = ObjectIdentifier(Event.self)
    for observer in observers where observer.eventType == eventType {
      if let wanted = observer.direction, wanted != direction { continue }
      unsafeDowncast(observer, to: TypedObserver<Event>.self).continuation.yield(event)
    }
  }

  /// The node after `node` on the way up: its redirect target, else its own parent.
  ///
  /// A redirect whose target was deallocated is removed and reported; the node's own parent is
  /// used instead.
  static func parent(of node: any EventNode, storage: EventNodeStorage) -> (any EventNode)? {
    guard case .node(let target) = storage.redirect else { return node.eventParent }
    if let parent = target.node { return parent }
    storage.redirect = .none
    EventDiagnostics.emit(
      .redirectTargetDeallocated, eventType: nil, node: node,
      "the node this one redirected its events to was deallocated; the redirect was removed "
        + "and events go to the node's own parent")
    return node.eventParent
  }

  /// The nodes a broadcast visits after `node`: its children, then nodes redirected to it.
  static func children(of node: any EventNode, storage: EventNodeStorage) -> [any EventNode] {
    var children = node.eventChildren
    if !storage.adoptedChildren.isEmpty {
      storage.adoptedChildren.removeAll { $0.node == nil }
      for adopted in storage.adoptedChildren {
        if let child = adopted.node { children.append(child) }
      }
    }
    return children
  }
}
