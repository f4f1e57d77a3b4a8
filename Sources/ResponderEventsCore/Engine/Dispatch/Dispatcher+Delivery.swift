extension Dispatcher {
  /// Offers the event to everything at one node: observers, then closure handlers in
  /// registration order, then the node's own ``EventHandling`` method (for events, never for
  /// reported errors).
  ///
  /// A handler removed while this runs is skipped from then on; one added while this runs is
  /// not run at this node (see ``runHandlers(of:at:direction:context:)``). A `.stop` ends the
  /// walk at once.
  ///
  /// Inlined into each walk with `direction` a constant, so that the branches for the other
  /// direction fold away.
  @inlinable
  @inline(__always)
  static func deliver<Event: ResponderEvent>(
    _ context: inout EventContext<Event>, to node: any EventNode, storage: EventNodeStorage,
    owned: Bool, direction: EventDirection
  ) -> HopOutcome {
    // The observers are the owner's: a node that borrows its storage does not feed them.
    if storage.receivers.contains(.observers), storage.ownerID == ObjectIdentifier(node) {
      notifyObservers(storage.observers, of: context.storedEvent, direction: direction)
    }
    guard owned else { return .noHandler }
    if let replySlot = context.replySlot { replySlot.answering(node, storage: storage) }
    var outcome = HopOutcome.noHandler
    if storage.receivers.contains(direction == .up ? .upward : .broadcast) {
      outcome = runHandlers(of: storage, at: node, direction: direction, context: &context)
      if outcome == .stopped { return outcome }
    }
    if storage.handlingConformance == .unknown {
      storage.handlingConformance = HandlingTypes.handlesEventsItself(node) ? .yes : .no
    }
    // A reported error is not an event: an EventHandling method never sees it. Folded away
    // in code specialized for an event type.
    if isReportedError(Event.self) { return outcome }
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
    // Checked: observers are rare, and the cast costs little next to yielding to a stream.
    for case let observer as TypedObserver<Event> in observers {
      if let wanted = observer.direction, wanted != direction { continue }
      observer.continuation.yield(event)
    }
  }

  /// The node after `node` on the way up: its redirect target, else its own parent.
  @inlinable
  static func parent(of node: any EventNode, storage: EventNodeStorage) -> (any EventNode)? {
    guard storage.isRedirected else { return node.responderEventsParent }
    return storage.redirectTarget.node ?? parentAfterLosingRedirect(of: node, storage: storage)
  }

  /// A redirect whose target was deallocated is removed and reported; the node's own parent is
  /// used instead.
  @usableFromInline static func parentAfterLosingRedirect(
    of node: any EventNode, storage: EventNodeStorage
  ) -> (any EventNode)? {
    let target = storage.redirectTarget.id
    storage.redirectTarget = WeakNode()
    // A scope attached to a node that is not a scope redirects itself there: that node gone
    // ends the scope's route, as `ScopeNode` documents, and is no app's mistake. A redirect the
    // app made (on a scope attached to nothing, say) is reported, as on any node.
    if let scope = node as? ScopeNode, scope.attachment.id == target { return nil }
    EventDiagnostics.emit(
      .redirectTargetDeallocated, eventType: nil, node: node,
      "the node this one redirected its events to was deallocated; the redirect was removed "
        + "and events go to the node's own parent")
    return node.responderEventsParent
  }

  /// The nodes a broadcast visits after `node`: its children, then nodes redirected to it.
  @inlinable
  static func children(of node: any EventNode, storage: EventNodeStorage) -> _EventNodeChildren {
    guard storage.adoptedChildren.isEmpty else {
      return childrenWithAdopted(of: node, storage: storage)
    }
    return node._childrenForWalk
  }

  /// The children of `node`, which may have no storage.
  static func children(of node: any EventNode) -> _EventNodeChildren {
    node.existingResponderEventsStorage.map { children(of: node, storage: $0) }
      ?? node._childrenForWalk
  }

  @usableFromInline static func childrenWithAdopted(
    of node: any EventNode, storage: EventNodeStorage
  ) -> _EventNodeChildren {
    var children = node._childrenForWalk.asNodes
    storage.adoptedChildren.removeAll { $0.node == nil }
    children.append(contentsOf: storage.adoptedChildren.lazy.compactMap(\.node))
    return _EventNodeChildren(children)
  }
}
