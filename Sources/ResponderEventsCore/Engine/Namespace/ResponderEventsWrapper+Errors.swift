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
  /// Errors and events are two chains on one route: the error goes up through the same nodes
  /// as an event sent from here would, redirects included, but only error handlers
  /// (``catchError(_:_:)``) see it. No event handler does, typed, for a protocol of events, or
  /// an ``EventHandling`` method, so a handler for every event cannot swallow it. An error
  /// nobody catches is reported as ``EventDiagnostic/Kind/unhandled``.
  ///
  /// - Returns: Whether and by whom the error was caught, how the dispatch ended, and the error
  ///   as the last handler left it (``DispatchResult/event``).
  @discardableResult
  public func report(
    _ error: any Error, options: DispatchOptions = []
  ) -> DispatchResult<any Error> {
    let result = send(ReportedError(error: error), options: options)
    return DispatchResult(
      event: result.event.error, termination: result.termination, visitedCount: result.visitedCount,
      handlerNodes: result.handlerNodes, trace: result.finishedTrace)
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
  /// Errors of other types pass by untouched, and events never reach the handler. The handler
  /// returns what it did, as an event handler does: `.stop` ends the error here, `.pass` and
  /// `.handled` let it go on up. The context's ``EventContext/event`` is the error in flight
  /// and its ``EventContext/sender`` the node that reported it; assign another error to the
  /// event to report that one to the handlers further up instead.
  ///
  /// To turn the error into an event, send the event from the handler and return `.stop`; it
  /// goes on up from this node:
  ///
  /// ```swift
  /// controller.re.catchError(NetworkError.self) { controller, _, _ in
  ///   controller.re.send(ShowOfflineBanner())
  ///   return .stop
  /// }
  /// ```
  @discardableResult
  public func catchError<Failure: Error>(
    _ type: Failure.Type,
    _ body: @escaping @MainActor (Base, Failure, inout EventContext<any Error>) -> EventDisposition
  ) -> HandlerToken {
    // A handler for `any Error` takes every type, by no name, and a declared `any Error` by
    // name: `any Error` conforms to Error itself, but no concrete type is an `(any Error).Type`.
    let catchesAll = Failure.self == (any Error).self
    return registerErrorHandler(
      matching: { $0 as? Failure },
      catching: { type, byName in catchesAll && !byName || type is Failure.Type }, body)
  }

  /// Catches every error that conforms to ``AlertableError``, reported by this node's
  /// descendants: the alert handlers of SwiftUI and UIKit.
  ///
  /// Contract checks count it as a handler of the error types that conform to
  /// ``AlertableError`` only, so a declared error of another type is still reported when
  /// nothing else above catches it.
  @discardableResult
  package func catchAlertableErrors(
    _ body:
      @escaping @MainActor (Base, any AlertableError, inout EventContext<any Error>) ->
      EventDisposition
  ) -> HandlerToken {
    registerErrorHandler(
      matching: { $0 as? any AlertableError },
      catching: { type, byName in type is any AlertableError.Type && !byName }, body)
  }

  /// Registers `body` for the reported errors that `match` turns into a `Failure`;
  /// `catchesType` says the same of types, for contract checks.
  private func registerErrorHandler<Failure>(
    matching match: @escaping (any Error) -> Failure?,
    catching catchesType: @escaping ErrorCatching,
    _ body: @escaping @MainActor (Base, Failure, inout EventContext<any Error>) -> EventDisposition
  ) -> HandlerToken {
    register(
      ClosureHandler<ReportedError>(filter: { match($0.error) != nil }, catchesType: catchesType) {
        node, context in
        guard let failure = match(context.storedEvent.error) else { return nil }
        var inner = EventContext<any Error>(
          event: context.storedEvent.error, sender: context.sender, direction: .up, replySlot: nil)
        let outcome = body(downcast(node), failure, &inner).outcome
        if inner.isEventModified { context.event = ReportedError(error: inner.storedEvent) }
        return outcome
      },
      direction: .up)
  }
}
