extension ResponderEventsWrapper {
  /// Reports `error` up the chain from this node, to the handlers that catch it.
  ///
  /// ```swift
  /// do {
  ///   try await cell.save()
  /// } catch {
  ///   cell.re.report(error)
  /// }
  /// ```
  ///
  /// The error travels as a ``ReportedError`` event: handlers on the way may catch it
  /// (``catchError(_:_:)``), change it, or stop it, like any event.
  @discardableResult
  public func report(
    _ error: any Error, options: DispatchOptions = []
  ) -> DispatchResult<ReportedError> {
    send(ReportedError(error), options: options)
  }

  /// Catches errors of type `Failure` reported by this node's descendants.
  ///
  /// ```swift
  /// controller.re.catchError(NetworkError.self) { controller, error, _ in
  ///   controller.showOfflineBanner(for: error)
  ///   return .stop
  /// }
  /// ```
  ///
  /// Errors of other types pass by untouched. To turn the error into another event, send it
  /// from the handler and return `.stop`. The context's event is the ``ReportedError``; assign
  /// a new one to report another error to the handlers further up.
  @discardableResult
  public func catchError<Failure: Error>(
    _ type: Failure.Type,
    _ body:
      @escaping @MainActor (Base, Failure, inout EventContext<ReportedError>) ->
      EventDisposition
  ) -> HandlerToken {
    register(
      ClosureHandler<ReportedError>(
        filter: { $0.error is Failure }, errorTypes: ErrorCatching(Failure.self)
      ) { node, context in
        guard let failure = context.storedEvent.error as? Failure else { return nil }
        return body(downcast(node), failure, &context).outcome
      },
      direction: .up)
  }

  /// Catches every error reported by this node's descendants.
  ///
  /// ```swift
  /// controller.re.catchError { controller, error, _ in
  ///   controller.showAlert(for: error)
  ///   return .stop
  /// }
  /// ```
  @discardableResult
  public func catchError(
    _ body:
      @escaping @MainActor (Base, any Error, inout EventContext<ReportedError>) ->
      EventDisposition
  ) -> HandlerToken {
    catchError((any Error).self, body)
  }

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
  /// ``catchError(_:_:)`` handler can take it.
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
}
