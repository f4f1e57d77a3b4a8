extension ResponderEventsWrapper {
  /// Sends `event` up the chain, starting at this node's parent.
  ///
  /// Each node on the way runs its handlers for the event's type, in registration order; the
  /// event goes on until a handler returns ``EventDisposition/stop`` or the chain ends. When this
  /// returns, every handler that will see the event has run.
  ///
  /// ```swift
  /// let result = button.re.send(AddToCart(productID: 7))
  /// ```
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - options: ``DispatchOptions/includingOrigin`` to offer the event to this node first;
  ///     ``DispatchOptions/tracing`` to record a trace.
  /// - Returns: Whether and by whom the event was handled, how the dispatch ended, and the
  ///   event with the changes handlers made.
  @inlinable
  @discardableResult
  public func send<Event: ResponderEvent>(
    _ event: Event, options: DispatchOptions = []
  ) -> DispatchResult<Event> {
    Dispatcher.sendUp(event, from: base, options: options, replySlot: nil)
  }

  /// Sends `event` up the chain and waits for a handler's reply.
  ///
  /// ```swift
  /// let confirmed = try await cell.re.request(ConfirmDelete(itemID: 3))
  /// ```
  ///
  /// The request ends exactly once. It returns the first reply, given during the dispatch
  /// (``EventContext/reply(_:)``) or later (``EventContext/promiseReply()``). Otherwise it
  /// throws a ``ReplyError``: ``ReplyError/unhandled`` or ``ReplyError/noReply`` as soon as the
  /// dispatch ends with no reply and no promise; ``ReplyError/responderDeallocated`` or
  /// ``ReplyError/promiseAbandoned`` when a promise can no longer be kept. Cancelling the task
  /// throws `CancellationError`.
  ///
  /// - Parameters:
  ///   - event: The request; its type declares the ``ResponderRequest/Reply`` type.
  ///   - options: Options for the dispatch. Only the reply comes back: to read the trace
  ///     ``DispatchOptions/tracing`` records, use ``request(_:options:completion:)``, which
  ///     returns the dispatch result.
  /// - Returns: The reply.
  public func request<Event: ResponderRequest>(
    _ event: Event, options: DispatchOptions = []
  ) async throws -> Event.Reply {
    try await awaitReply(to: event, options: options, deadline: nil)
  }

  /// Sends `event` up the chain and waits for a handler's reply, for at most `timeout`.
  ///
  /// Like ``request(_:options:)``, but when no answer has come after `timeout`, for instance
  /// because a handler promised one and never gave it, the request ends with
  /// ``ReplyError/timedOut``. A timeout of zero or less ends a request not answered during its
  /// dispatch as soon as the main actor is free; one longer than 2^31 seconds (68 years) counts
  /// as that long.
  ///
  /// ```swift
  /// let confirmed = try await cell.re.request(ConfirmDelete(itemID: 3), timeout: .seconds(30))
  /// ```
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  public func request<Event: ResponderRequest>(
    _ event: Event, timeout: Duration, options: DispatchOptions = []
  ) async throws -> Event.Reply {
    try await awaitReply(to: event, options: options) {
      // The clock's deadline, now plus the timeout in whole seconds, must fit in an Int64: the
      // standard library stops the program otherwise (`.seconds(Int.max)`, meant as "never").
      try await Task.sleep(for: min(max(timeout, .zero), .seconds(Int32.max)))
    }
  }

  /// Dispatches `event` with a reply slot and suspends until the slot completes; `deadline`,
  /// when given, returns when the request has waited long enough.
  private func awaitReply<Event: ResponderRequest>(
    to event: Event, options: DispatchOptions, deadline: (@Sendable () async throws -> Void)?
  ) async throws -> Event.Reply {
    try Task.checkCancellation()
    let pending = PendingRequest()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let slot = RequestReplySlot<Event.Reply>(eventType: Event.self) { result in
          pending.timer?.cancel()
          continuation.resume(
            with: result.mapError { $0 == .cancelled ? CancellationError() : $0 as any Error })
        }
        pending.slot = slot
        _ = Dispatcher.sendUp(event, from: base, options: options, replySlot: slot)
        if let deadline, !slot.isResolved {
          // A cancelled timer (the request ended first) fails nothing.
          pending.timer = Task { @MainActor in
            if (try? await deadline()) != nil { pending.slot?.fail(.timedOut) }
          }
        }
      }
    } onCancel: {
      Task { @MainActor in pending.slot?.fail(.cancelled) }
    }
  }

  /// Sends `event` up the chain and calls `completion` with the reply or the reason there is
  /// none; for callers that cannot `await`.
  ///
  /// `completion` is called exactly once, on the main actor: during this call when the outcome
  /// is known by the end of the dispatch, later when a handler promised a reply. The rules are
  /// those of ``request(_:options:)``.
  ///
  /// - Returns: The dispatch result, as ``send(_:options:)`` returns it.
  @discardableResult
  public func request<Event: ResponderRequest>(
    _ event: Event, options: DispatchOptions = [],
    completion: @escaping @MainActor (Result<Event.Reply, ReplyError>) -> Void
  ) -> DispatchResult<Event> {
    let slot = RequestReplySlot<Event.Reply>(eventType: Event.self, completion: completion)
    return Dispatcher.sendUp(event, from: base, options: options, replySlot: slot)
  }
}

/// Lets the cancellation handler and the timer reach the slot created inside the
/// continuation.
@MainActor
final class PendingRequest {
  var slot: AnyReplySlot?
  var timer: Task<Void, Never>?
}
