extension ResponderEventsWrapper {
  /// Registers a handler for events of type `Event` travelling up through this node.
  ///
  /// Handlers on one node run in registration order; a node may have several for one type. The
  /// handler receives this node as its first argument, so it does not need to capture it:
  ///
  /// ```swift
  /// controller.re.handle(AddToCart.self) { controller, context in
  ///   controller.cart.add(context.event.productID)
  ///   return .stop
  /// }
  /// ```
  ///
  /// Registering or removing handlers while an event is being dispatched is allowed: a removed
  /// handler does not run from then on, and a new one runs for events that reach its node
  /// after the registration, but not for the one being delivered at its node right now.
  ///
  /// The handler may throw:
  ///
  /// ```swift
  /// form.re.handle(Submit.self) { form, _ in
  ///   try form.validate()
  ///   return .stop
  /// }
  /// ```
  ///
  /// When it throws, the event stops here, as if the handler had returned `.stop`, and the error
  /// is reported up the chain from this node (``report(_:options:)``), where a
  /// ``catchError(_:_:)`` handler can take it. A request for the event then ends with
  /// ``ReplyError/noReply``, unless the handler replied before it threw; with
  /// ``ReplyError/promiseAbandoned`` if it promised a reply and did not keep the promise.
  ///
  /// - Parameters:
  ///   - type: The event type to handle.
  ///   - body: Returns what the handler did; see ``EventDisposition``.
  /// - Returns: A token that removes the handler.
  @inlinable
  @discardableResult
  public func handle<Event: ResponderEvent>(
    _ type: Event.Type,
    _ body: @escaping @MainActor (Base, inout EventContext<Event>) throws -> EventDisposition
  ) -> HandlerToken {
    // The entry keeps `body` itself, without a closure around it (see TypedHandler). Built here
    // rather than in a helper generic over the disposition type: passing `body` to such a helper
    // wraps it in a reabstraction thunk, one more call for every event handled.
    let plain: (Base, inout EventContext<Event>) throws -> EventDisposition = body
    return register(UpwardHandler<Base, Event>(body: plain), direction: .up, type: Event.self)
  }

  /// Registers one handler for every event type that conforms to a protocol, travelling up
  /// through this node.
  ///
  /// ```swift
  /// protocol AnalyticsEvent: ResponderEvent { var analyticsName: String { get } }
  /// ```
  ///
  /// ```swift
  /// controller.re.handle(conformingTo: (any AnalyticsEvent).self) { controller, context in
  ///   controller.analytics.log(context.event.analyticsName)
  ///   return .pass
  /// }
  /// ```
  ///
  /// With `(any ResponderEvent).self` it handles every event: a catch-all, which runs in
  /// registration order among this node's typed handlers, before those registered after it and
  /// after those registered before. Reported errors never reach it, whatever the protocol:
  /// errors travel to error handlers only (``catchError(_:_:)``).
  ///
  /// The event reaches the handler as an existential, which can cost an allocation for large
  /// events. Changes must keep the event's concrete type; a handler that replaces it with a
  /// value of another type is reported and the change is ignored. A handler that throws stops
  /// the event and reports the error from this node, as with ``handle(_:_:)``. A request
  /// reaches it with its reply: ``EventContext/reply(_:)`` answers it when `Conformance` is the
  /// request's own type, ``EventContext/reply(as:_:)`` when it is a protocol.
  @discardableResult
  public func handle<Conformance>(
    conformingTo type: Conformance.Type,
    _ body: @escaping @MainActor (Base, inout EventContext<Conformance>) throws -> EventDisposition
  ) -> HandlerToken {
    registerConforming(direction: .up, body)
  }

  /// Removes every handler registered on this node, in both directions.
  public func removeAllHandlers() {
    let storage = base.existingResponderEventsStorage
    guard let storage, storage.claim(for: base) else { return }
    storage.removeHandlers(storage.upwardHandlers + storage.broadcastHandlers)
  }

  // MARK: - Registration shared by both directions

  /// Registers `body` for the events of type `Event` that `filter` accepts.
  ///
  /// The others pass the node as if it had no such handler (no hop, and no receiver for
  /// `deepestReceiversOnly`). The Objective-C product's named events match their names so.
  @discardableResult
  package func register<Event, Disposition: HandlerDisposition>(
    _ type: Event.Type, where filter: @escaping (Event) -> Bool, direction: EventDirection,
    _ body: @escaping @MainActor (Base, inout EventContext<Event>) -> Disposition
  ) -> HandlerToken {
    register(
      ClosureHandler<Event>(filter: filter) { node, context in
        filter(context.storedEvent) ? body(downcast(node), &context).outcome : nil
      },
      direction: direction)
  }

  /// Registers `body` for every event type that can be cast to `Conformance`; a `body` that
  /// throws stops the event there and reports the error from this node.
  func registerConforming<Conformance, Disposition: HandlerDisposition>(
    direction: EventDirection,
    _ body: @escaping @MainActor (Base, inout EventContext<Conformance>) throws -> Disposition
  ) -> HandlerToken {
    register(
      ConformanceHandler<Conformance> { node, context in
        let node: Base = downcast(node)
        do {
          return try body(node, &context).outcome
        } catch {
          node.re.report(error)
          return EventDisposition.stop.outcome
        }
      },
      direction: direction, type: Conformance.self)
  }

  /// Adds `entry` to this node's storage, claiming the storage for this node.
  ///
  /// When the storage belongs to another node, the handler is not registered (it would run at
  /// that node, invariant C1 in Unsafe/UncheckedNodeCast.swift): the refusal is reported and
  /// the token returned is inactive.
  ///
  /// A handler for the event type `type` is counted: many like it on one node were probably
  /// registered where a reused view is configured, one more on each reuse, and that is reported
  /// (``EventDiagnostic/Kind/registrationsPiledUp``). Handlers that pick their events by a name
  /// or an error type pass `nil`, as many of them share a type legitimately; those for a
  /// protocol count by the protocol.
  @usableFromInline func register(
    _ entry: HandlerEntry, direction: EventDirection, type shown: Any.Type? = nil
  ) -> HandlerToken {
    let storage = base.responderEventsStorage
    if storage.claim(for: base) {
      switch direction {
      case .up: storage.upwardHandlers.append(entry)
      case .down: storage.broadcastHandlers.append(entry)
      }
      let list = direction == .up ? storage.upwardHandlers : storage.broadcastHandlers
      if let shown, list.count >= EventDiagnostics.registrationsBeforeWarning {
        EventDiagnostics.reportIfPiledUp(
          list.lazy.filter { type(of: $0) == type(of: entry) && !$0.isRemoved }.count,
          "handlers of \(shown)", at: base, eventType: shown,
          fix: "Register them once, in the view's initializer")
      }
    }
    return HandlerToken(id: entry.id, storage: storage)
  }
}
