extension ResponderEventsWrapper {
  /// Replaces each event of type `Event` that reaches this node with the event `transform`
  /// makes, which goes on up from here.
  ///
  /// ```swift
  /// row.re.transform(ButtonTapped.self) { row, _ in OpenProduct(id: row.productID) }
  /// ```
  ///
  /// The original event stops at this node (it counts as handled here); the new one is sent
  /// from this node to its parent, as ``send(_:options:)`` sends, so the nodes above see only
  /// the event that means something to them. A request for the original event ends with
  /// ``ReplyError/noReply``, unless both events have the same reply type: see the overload for
  /// that case.
  @discardableResult
  public func transform<Event: ResponderEvent, Replacement: ResponderEvent>(
    _ type: Event.Type, _ transform: @escaping @MainActor (Base, Event) -> Replacement
  ) -> HandlerToken {
    handle(type) { node, context in
      node.re.send(transform(node, context.event))
      return .stop
    }
  }

  /// Replaces each event of type `Event` that reaches this node with the event `transform`
  /// makes, forwarding requests: both events have the same reply type.
  ///
  /// A request for the original event becomes a request for the new one, and the new one's
  /// answer answers the original, now or later. When the new request fails, the original
  /// fails with ``ReplyError/promiseAbandoned``. A plain send stays a plain send.
  @discardableResult
  public func transform<Event: ResponderEvent, Replacement: ResponderEvent>(
    _ type: Event.Type, _ transform: @escaping @MainActor (Base, Event) -> Replacement
  ) -> HandlerToken where Replacement.Reply == Event.Reply {
    handle(type) { node, context in
      let replacement = transform(node, context.event)
      guard context.isReplyRequested else {
        node.re.send(replacement)
        return .stop
      }
      let promise = context.promiseReply()
      node.re.request(replacement) { result in
        // A failure releases the promise unfulfilled: the original request ends then.
        if case .success(let reply) = result { promise.fulfill(reply) }
      }
      return .stop
    }
  }
}
