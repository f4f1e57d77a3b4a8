extension Dispatcher {
  /// Looks along the route of an event nobody handled for the likely mistakes that explain it,
  /// and reports each once per cause (see ``EventDiagnostics``).
  ///
  /// Called only on that already slow path, and only while a handler receives diagnostics, so
  /// that it costs nothing where nobody would hear of it. It walks the route again, reading
  /// parents and children as they are now, without running any handler or creating storage:
  /// - up: a presented controller whose event went to the presenter UIKit reports, past a child
  ///   controller that handles the event's type (``EventDiagnostic/Kind/presenterNotRecorded``),
  ///   and a node offered the event that handles its type only as a broadcast;
  /// - down: a node the broadcast visited that handles its type only travelling up
  ///   (``EventDiagnostic/Kind/handlerInOtherDirection``).
  static func reportLikelyMistakes<Event: ResponderEvent>(
    behind event: Event, from origin: any EventNode, direction: EventDirection,
    options: DispatchOptions
  ) {
    switch direction {
    case .up: reviewUpwardRoute(of: event, from: origin, options: options)
    case .down: reviewBroadcast(of: event, from: origin, options: options)
    }
  }

  private static func reviewUpwardRoute<Event: ResponderEvent>(
    of event: Event, from origin: any EventNode, options: DispatchOptions
  ) {
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(origin)]
    var node = origin
    var offered = options.contains(.includingOrigin)
    while true {
      let next = nextOnUpwardRoute(after: node)
      if offered, let storage = ownedStorage(of: node),
        storage.hasHandler(for: event, direction: .down),
        !storage.hasHandler(for: event, direction: .up)
      {
        EventDiagnostics.emitOnce(
          DiagnosticCause(
            .handlerInOtherDirection, eventType: Event.self, direction: .up, nodes: [node]),
          eventType: Event.self, node: node,
          "nobody handled \(TypeNames.name(of: Event.self)) on its way up from "
            + "\(NodeDescription(origin).name), and this node handles it only as a broadcast, "
            + "with re.handleBroadcast: it probably meant re.handle, which hears events "
            + "travelling up")
      }
      if let next { reviewPresentation(of: event, from: node, to: next) }
      guard let next, seen.insert(ObjectIdentifier(next)).inserted else { return }
      node = next
      offered = true
    }
  }

  /// Reports when `node` is a presented controller whose event went to `next`, the presenter
  /// UIKit reports, past a child controller of it that handles the event.
  private static func reviewPresentation<Event: ResponderEvent>(
    of event: Event, from node: any EventNode, to next: any EventNode
  ) {
    guard let routed = node as? any ResponderChainNode,
      let passedOver = routed.responderEventsScreensPassedOver, passedOver.presenter === next,
      let screen = passedOver.screens.first(where: {
        ownedStorage(of: $0)?.hasHandler(for: event, direction: .up) == true
      })
    else { return }
    let eventName = TypeNames.name(of: Event.self)
    let screenName = NodeDescription(screen).name
    EventDiagnostics.emitOnce(
      DiagnosticCause(
        .presenterNotRecorded, eventType: Event.self, direction: .up, nodes: [node, screen]),
      eventType: Event.self, node: node,
      "nobody handled \(eventName): it went from this presented controller to "
        + "\(NodeDescription(next).name), the presenter UIKit reports, past \(screenName), "
        + "which handles \(eventName). This controller was probably presented with a plain "
        + "present(_:animated:completion:) from \(screenName); present it with "
        + "re.present(_:animated:) and its events go to \(screenName)")
  }

  private static func reviewBroadcast<Event: ResponderEvent>(
    of event: Event, from origin: any EventNode, options: DispatchOptions
  ) {
    var seen = Set<ObjectIdentifier>()
    var pending: [(node: any EventNode, offered: Bool)] = [
      (origin, options.contains(.includingOrigin))
    ]
    while let (node, offered) = pending.popLast() {
      guard seen.insert(ObjectIdentifier(node)).inserted else { continue }
      if offered, let storage = ownedStorage(of: node),
        storage.hasHandler(for: event, direction: .up),
        !storage.hasHandler(for: event, direction: .down)
      {
        EventDiagnostics.emitOnce(
          DiagnosticCause(
            .handlerInOtherDirection, eventType: Event.self, direction: .down, nodes: [node]),
          eventType: Event.self, node: node,
          "nobody handled the broadcast of \(TypeNames.name(of: Event.self)) from "
            + "\(NodeDescription(origin).name), and this node handles it only travelling up, "
            + "with re.handle: it probably meant re.handleBroadcast, which hears broadcasts")
      }
      var children = node.responderEventsChildren
      for adopted in node.existingResponderEventsStorage?.adoptedChildren ?? [] {
        if let child = adopted.node { children.append(child) }
      }
      pending += children.reversed().map { ($0, true) }
    }
  }

  /// The storage of `node` if it exists and belongs to `node`: the only storage whose handlers
  /// a dispatch runs there.
  private static func ownedStorage(of node: any EventNode) -> EventNodeStorage? {
    guard let storage = node.existingResponderEventsStorage,
      storage.ownerID == ObjectIdentifier(node)
    else { return nil }
    return storage
  }
}

extension EventNodeStorage {
  /// Whether a handler registered here for `direction` would be offered `event`.
  func hasHandler<Event>(for event: Event, direction: EventDirection) -> Bool {
    let entries = direction == .up ? upwardHandlers : broadcastHandlers
    return entries.contains { !$0.isRemoved && $0.accepts(event) }
  }
}
