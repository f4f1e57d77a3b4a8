extension ResponderEventsWrapper {
  /// Registers a handler that may throw, for events of type `Event` travelling up through this
  /// node.
  ///
  /// ```swift
  /// form.re.handleThrowing(Submit.self) { form, _ in
  ///   try form.validate()
  ///   return .stop
  /// }
  /// ```
  ///
  /// When the handler throws, the event stops here, as if the handler had returned `.stop`, and
  /// the error is reported up the chain from this node (``report(_:options:)``), where a
  /// ``catchError(_:_:)`` handler can take it. A request for the event then ends with
  /// ``ReplyError/noReply``, unless the handler replied before it threw.
  @discardableResult
  public func handleThrowing<Event: ResponderEvent>(
    _ type: Event.Type,
    _ body: @escaping @MainActor (Base, inout EventContext<Event>) throws -> EventDisposition
  ) -> HandlerToken {
    handle(type) { node, context in
      do {
        return try body(node, &context)
      } catch {
        node.re.report(error)
        return .stop
      }
    }
  }

  /// Registers a handler that may throw, for every event type that conforms to a protocol,
  /// travelling up through this node; with `(any ResponderEvent).self`, for every event.
  ///
  /// ```swift
  /// screen.re.handleThrowing(conformingTo: (any ResponderEvent).self) { screen, context in
  ///   try screen.journal.record(context.event)
  ///   return .pass
  /// }
  /// ```
  ///
  /// When the handler throws, the event stops here and the error is reported from this node, as
  /// with ``handleThrowing(_:_:)``. Otherwise as ``handle(conformingTo:_:)``: it runs in
  /// registration order among this node's handlers, and reported errors never reach it.
  @discardableResult
  public func handleThrowing<Conformance>(
    conformingTo type: Conformance.Type,
    _ body: @escaping @MainActor (Base, inout EventContext<Conformance>) throws -> EventDisposition
  ) -> HandlerToken {
    registerConforming(direction: .up) {
      (node: Base, context: inout EventContext<Conformance>) -> EventDisposition in
      do {
        return try body(node, &context)
      } catch {
        node.re.report(error)
        return .stop
      }
    }
  }
}
