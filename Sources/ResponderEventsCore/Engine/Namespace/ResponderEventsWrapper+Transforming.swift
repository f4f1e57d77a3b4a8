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
  ///
  /// When `transform` throws, the original event stops here all the same, nothing is sent, and
  /// the error is reported from this node (``report(_:options:)``).
  @discardableResult
  public func transform<Event: ResponderEvent, Replacement: ResponderEvent>(
    _ type: Event.Type, _ transform: @escaping @MainActor (Base, Event) throws -> Replacement
  ) -> HandlerToken {
    handle(type) { node, context in
      node.re.send(try transform(node, context.event))
      return .stop
    }
  }

  /// Replaces each event of type `Event` that reaches this node with the event `transform`
  /// makes, forwarding requests: both events have the same reply type.
  ///
  /// A request for the original event becomes a request for the new one, and the new one's
  /// answer answers the original, now or later. When the new request fails, the original
  /// fails with ``ReplyError/promiseAbandoned``; when `transform` throws, with
  /// ``ReplyError/noReply``, and the error is reported from this node. A plain send stays a
  /// plain send. Once the original ended (its task cancelled, its timeout reached), nobody
  /// waits for the new one either: a promise made for it is no longer
  /// ``ReplyPromise/isPending``, and its answer, when it comes, is dropped and reported as a
  /// duplicate.
  @discardableResult
  public func transform<Event: ResponderRequest, Replacement: ResponderRequest>(
    _ type: Event.Type, _ transform: @escaping @MainActor (Base, Event) throws -> Replacement
  ) -> HandlerToken where Replacement.Reply == Event.Reply {
    handle(type) { node, context in
      let replacement = try transform(node, context.event)
      guard context.isReplyRequested else {
        node.re.send(replacement)
        return .stop
      }
      let promise = context.promiseReply()
      let slot = RequestReplySlot<Event.Reply>(eventType: Replacement.self) { result in
        // A failure releases the promise unfulfilled: the original request ends then.
        if case .success(let reply) = result { promise.fulfill(reply) }
      }
      slot.forwardedFor = promise
      _ = Dispatcher.sendUp(replacement, from: node, options: [], replySlot: slot)
      return .stop
    }
  }

  /// Replaces each event that conforms to a protocol and reaches this node with the event
  /// `transform` makes, which goes on up from here; with `(any ResponderEvent).self`, every
  /// event.
  ///
  /// ```swift
  /// screen.re.transform(conformingTo: (any AnalyticsEvent).self) { _, event in
  ///   TrackedAction(name: event.analyticsName)
  /// }
  /// ```
  ///
  /// As the transform of one type, for every matching type: the original stops here and the new
  /// event, of whatever type `transform` returns, goes on from here; a request for the original
  /// ends with ``ReplyError/noReply``; when `transform` throws, nothing is sent and the error is
  /// reported from here. Returning the event itself sends it on from here. Reported errors never
  /// reach it.
  @discardableResult
  public func transform<Conformance>(
    conformingTo type: Conformance.Type,
    _ transform: @escaping @MainActor (Base, Conformance) throws -> any ResponderEvent
  ) -> HandlerToken {
    handle(conformingTo: type) { node, context in
      node.re.sendOpened(try transform(node, context.event))
      return .stop
    }
  }

  /// Sends an event whose type is known only at run time, from this node.
  private func sendOpened<Replacement: ResponderEvent>(_ replacement: Replacement) {
    send(replacement)
  }
}
