/// Where the answers to an event arrive: one for a request travelling up
/// (``RequestReplySlot``), one per node for a broadcast (``BroadcastReplyCollector``).
///
/// The dispatch tells the slot which node is being offered the event (``answering(_:storage:)``),
/// so that a reply or a promise made by a handler there is attributed to that node. A promise
/// gets a ticket from ``promiseMade()`` and hands it back when it is fulfilled or ends.
@MainActor
@usableFromInline class AnyReplySlot {
  /// The event type, for diagnostics.
  let eventType: Any.Type
  /// The storage of the node being visited, so a promise knows who made it.
  var answeringStorage: EventNodeStorage?
  /// The promises made during the dispatch, until it ends.
  var promisesMadeInDispatch: [PromiseState] = []

  init(eventType: Any.Type) { self.eventType = eventType }

  /// Whether a reply given now, at the node being visited, would be kept.
  var acceptsReply: Bool { false }

  /// Whether the sender has stopped waiting: every answer it will get has arrived.
  var isResolved: Bool { true }

  /// Tells the slot which node the dispatch offers the event to next.
  @usableFromInline
  func answering(_ node: any EventNode, storage: EventNodeStorage) { answeringStorage = storage }

  /// Records a promise made at the node being visited; returns the promise's ticket.
  func promiseMade() -> Int { 0 }

  /// Records that the promise with `ticket` ended; `reason` is the error it leaves when it was
  /// not fulfilled.
  func promiseEnded(_ reason: ReplyError, ticket: Int) {}

  /// Ends the wait with `error`, unless it has already ended.
  func fail(_ error: ReplyError) {}

  /// Records that the upward dispatch is over.
  @usableFromInline func dispatchFinished(handled: Bool, refusal: RefusalReason?) {}

  /// Ends, as the dispatch ends, the promises made during it that can no longer be kept.
  ///
  /// Those released unfulfilled, or made by a node deallocated since: the `deinit` of either
  /// cannot end them at once (it is not isolated to the main actor), and the requester would
  /// otherwise learn of them only on the main actor's next turn.
  func endBrokenPromises() {
    for state in promisesMadeInDispatch where state.promise == nil || state.storage == nil {
      state.end(state.promise == nil ? .promiseAbandoned : .responderDeallocated)
    }
    promisesMadeInDispatch = []
  }

  /// Reports a reply that was dropped, and `why` (``EventDiagnostic/Kind/duplicateReply``).
  func reportDroppedReply(_ why: String) {
    EventDiagnostics.emit(.duplicateReply, eventType: eventType, node: nil, why)
  }
}

/// A slot for answers of type `Reply`.
@MainActor
class ReplySlot<Reply: Sendable>: AnyReplySlot {
  /// Answers: at the node being visited when `ticket` is `nil`, else for the promise with that
  /// ticket.
  func reply(_ value: Reply, ticket: Int?) {}
}

/// The slot of a request travelling up; completes the requester exactly once.
///
/// A request ends when the first of these happens: a handler replies; the dispatch finishes with
/// no reply and no promise outstanding; every outstanding promise ends without an answer; the
/// requester cancels.
@MainActor
final class RequestReplySlot<Reply: Sendable>: ReplySlot<Reply> {
  /// Called once, with the outcome; `nil` once the request is resolved.
  private var completion: ((Result<Reply, ReplyError>) -> Void)?
  private var outstandingPromises = 0
  private var isDispatchFinished = false

  init(eventType: Any.Type, completion: @escaping (Result<Reply, ReplyError>) -> Void) {
    self.completion = completion
    super.init(eventType: eventType)
  }

  /// The promise of the request this one was made for (by a transform that forwards it): once
  /// that request ended, nobody waits for this one.
  weak var forwardedFor: ReplyPromise<Reply>?

  override var acceptsReply: Bool { completion != nil }
  override var isResolved: Bool { completion == nil || forwardedFor?.isPending == false }

  override func reply(_ value: Reply, ticket: Int?) {
    guard let completion = resolve() else {
      return reportDroppedReply(
        "a reply came after the request was already answered or ended; it was dropped. A handler"
          + " that answers returns .stop, or answers only while context.isReplyRequested")
    }
    completion(.success(value))
  }

  override func fail(_ error: ReplyError) { resolve()?(.failure(error)) }

  override func promiseMade() -> Int {
    outstandingPromises += 1
    return 0
  }

  override func promiseEnded(_ reason: ReplyError, ticket: Int) {
    outstandingPromises -= 1
    if isDispatchFinished && outstandingPromises == 0 { fail(reason) }
  }

  override func dispatchFinished(handled: Bool, refusal: RefusalReason?) {
    isDispatchFinished = true
    answeringStorage = nil
    // A promise ended now fails the request with its reason (`promiseAbandoned`,
    // `responderDeallocated`) when it was the last one outstanding.
    endBrokenPromises()
    if let refusal { return fail(.refused(refusal)) }
    if outstandingPromises == 0 { fail(handled ? .noReply : .unhandled) }
  }

  /// Resolves the slot and returns its completion; `nil` when it was resolved already.
  private func resolve() -> ((Result<Reply, ReplyError>) -> Void)? {
    guard let completion = completion.moveOut() else { return nil }
    answeringStorage = nil
    return completion
  }
}
