extension Dispatcher {
  /// Reports, once per cause, when `node`, on the route of an error nobody caught, has event
  /// handlers that take every event: code written when such a handler also took errors, or by
  /// someone who expects it to, would lose the error silently otherwise.
  ///
  /// Such a node has a handler for a protocol that every event conforms to (`Any`,
  /// `any ResponderEvent`) with ``ResponderEventsWrapper/handle(conformingTo:_:)``, its throwing
  /// form or a transform, or an ``EventHandling`` method. A handler for a narrower protocol
  /// (`any AnalyticsEvent`) never looked like it took errors, and is not named. Errors travel
  /// apart from events and never reach either; the message names ``ResponderEventsWrapper/catchError(_:_:)``.
  static func reviewUncaughtError(
    _ error: any Error, at node: any EventNode, from origin: any EventNode
  ) {
    guard
      HandlingTypes.handlesEventsItself(node)
        || (ownedStorage(of: node)?.upwardHandlers.contains {
          !$0.isRemoved && $0.eventType == nil && $0.takesEveryEvent()
        } ?? false)
    else { return }
    let errorType = type(of: error)
    EventDiagnostics.emitOnce(
      .errorPassedEventHandlers, eventType: errorType, direction: .up, nodes: [node],
      "nobody caught the error \(TypeNames.name(of: errorType)) reported from "
        + "\(NodeDescription(origin).name); it passed this node, whose handlers for every "
        + "event (re.handle(conformingTo:), an EventHandling method) never see errors: "
        + "errors travel apart from events. Catch it with re.catchError, or "
        + ".onResponderError in SwiftUI")
  }
}
