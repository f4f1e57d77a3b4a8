import ResponderEventsCore

/// What the Objective-C API does, written for any ``EventNode`` so that it runs (and is
/// tested) without UIKit: the `re_` methods on `UIResponder` call these with `self`.
///
/// Events from Objective-C are ``NamedEvent``s, so Swift code handles them with
/// `re.handle(named:)` and sends them with `re.send(NamedEvent(…))`; Objective-C handlers are
/// registered for one name each, so Swift's typed events pass them untouched.
@MainActor
enum ObjCEvents {
  // MARK: - Sending

  /// The event Objective-C sends, with the payload its dictionary becomes; `nil` when the name
  /// is empty (`ObjCValues.eventName(_:at:refused:)`).
  static func event(
    named name: String, payload: [AnyHashable: Any]?, from node: any EventNode
  ) -> NamedEvent? {
    ObjCValues.eventName(name, at: node, refused: "nothing was sent").map {
      NamedEvent($0, payload: ObjCValues.payload(from: payload).reported(event: name, at: node))
    }
  }

  /// Sends a named event up from `node`; with `completion`, as a request, and calls
  /// `completion` once, with the reply as Objective-C reads it or with the reason there is none.
  ///
  /// - Returns: Whether a handler handled it.
  @discardableResult
  static func send(
    named name: String, payload: [AnyHashable: Any]?, from node: some EventNode,
    reply completion: (@MainActor ([String: Any]?, ReplyError?) -> Void)? = nil
  ) -> Bool {
    guard let event = event(named: name, payload: payload, from: node) else {
      completion?(nil, .refused(.emptyEventName))
      return false
    }
    guard let completion else { return node.re.send(event).isHandled }
    return node.re.request(event) { [weak node] result in
      switch result {
      case .success(let reply):
        completion(ObjCValues.dictionary(from: reply, event: name, at: node), nil)
      case .failure(let error): completion(nil, error)
      }
    }.isHandled
  }

  // MARK: - Broadcasting

  /// One answer to a broadcast, as Objective-C reads it: the answer, the debug name (or type
  /// name) of the node that gave it, and, for a promised answer that never came, why (its
  /// payload empty).
  typealias Reply = (payload: [String: Any], responderName: String, error: ReplyError?)

  /// Broadcasts a named event down from `node`; with `completion`, collecting replies, and
  /// calls `completion` once with every answer, in visit order, then each promised answer that
  /// can no longer come, when every promised answer has arrived or can no longer come.
  ///
  /// - Returns: Whether a handler handled it.
  @discardableResult
  static func broadcast(
    named name: String, payload: [AnyHashable: Any]?, from node: some EventNode,
    replies completion: (@MainActor ([Reply]) -> Void)? = nil
  ) -> Bool {
    guard let event = event(named: name, payload: payload, from: node) else {
      completion?([])
      return false
    }
    guard let completion else { return node.re.broadcast(event).isHandled }
    return node.re.broadcastCollectingReplies(event, options: []) { [weak node] replies in
      completion(
        replies.replies.map {
          (ObjCValues.dictionary(from: $0.value, event: name, at: node), $0.responder.name, nil)
        } + replies.unanswered.map { ([:], $0.responder.name, $0.error) })
    }.isHandled
  }

  // MARK: - Handling

  /// Registers `handler` for named events called `name` travelling up through `node`, or,
  /// `returning` ``BroadcastDisposition``, for broadcasts reaching it.
  ///
  /// `handler` is the block written in Objective-C: it receives its node and the call, and
  /// returns the raw value of `REEventResult` or `REBroadcastResult`.
  ///
  /// - Returns: The token; one that removes nothing when `name` is empty, which
  ///   `re.handle(named:)` refuses and reports.
  @discardableResult
  static func handle<Node: EventNode, Disposition: ObjCResult>(
    named name: String, on node: Node, returning _: Disposition.Type = EventDisposition.self,
    _ handler: @escaping (Node, BridgedHandlerCall) -> Int
  ) -> HandlerToken {
    node.re.register(named: EventName(name), direction: Disposition.objC.direction) {
      node, context in
      let raw = BridgedHandlerCall.run(handler, node: node, context: &context)
      return ObjCValues.disposition(rawValue: raw, event: name, at: node) as Disposition
    }
  }
}
