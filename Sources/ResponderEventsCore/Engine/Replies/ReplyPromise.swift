/// A promise to answer a request later, from a handler that cannot answer right away (it shows
/// an alert first, say).
///
/// Get one from ``EventContext/promiseReply()`` and call ``fulfill(_:)`` once. The requester
/// keeps waiting while the promise is pending, and gets an error instead of waiting forever when
/// the node that made the promise is deallocated (``ReplyError/responderDeallocated``) or the
/// promise is released unfulfilled (``ReplyError/promiseAbandoned``).
///
/// ```swift
/// controller.re.handle(ConfirmDelete.self) { controller, context in
///   let promise = context.promiseReply()
///   controller.presentConfirmation { confirmed in promise.fulfill(confirmed) }
///   return .stop
/// }
/// ```
@MainActor
public final class ReplyPromise<Reply: Sendable> {
  /// The promise, kept by the promising node's storage; `nil` when the sender did not request a
  /// reply.
  private let state: PromiseState?
  /// The slot the promise answers, typed: the state keeps it untyped, and a reply must not
  /// depend on a cast getting back what the compiler knew here.
  private let slot: ReplySlot<Reply>?

  init(slot: ReplySlot<Reply>?) {
    self.slot = slot
    self.state = slot.flatMap { $0.acceptsReply ? PromiseState(slot: $0) : nil }
    state?.promise = self
  }

  // Not on the main actor: released during the dispatch that made it, it is ended as that
  // dispatch ends (`AnyReplySlot.endBrokenPromises()`), and this comes too late to matter.
  deinit { if let state { Task { @MainActor in state.end(.promiseAbandoned) } } }

  /// Whether the requester is still waiting for this promise.
  public var isPending: Bool { state?.isPending ?? false }

  /// Answers the request.
  ///
  /// A second call, or a call after the request already ended, is dropped and reported as ``EventDiagnostic/Kind/duplicateReply``.
  public func fulfill(_ reply: Reply) {
    // Without a slot the sender asked for no reply; without a state, the request had its
    // answer, or had ended, when the promise was made.
    guard let slot else { return }
    guard let state, state.finish() else {
      return slot.reportDroppedReply("a promise was fulfilled twice, or after its request ended")
    }
    slot.reply(reply, ticket: state.ticket)
    slot.promiseEnded(.noReply, ticket: state.ticket)
  }
}

/// The untyped side of a promise, kept by the promising node's storage so the promise fails when
/// the node goes away.
@MainActor
final class PromiseState {
  /// The slot of the request or broadcast that the promise answers.
  private let slot: AnyReplySlot
  /// The storage of the node that made it: `nil` once that node is deallocated.
  private(set) weak var storage: EventNodeStorage?
  /// The promise this is the state of: `nil` once it was released.
  weak var promise: AnyObject?
  /// Which of the slot's promises this is.
  let ticket: Int
  private var isEnded = false

  /// Whether the requester still waits for this promise.
  var isPending: Bool { !isEnded && !slot.isResolved }

  /// Records a promise made at the node `slot` is visiting, kept by that node's storage.
  init(slot: AnyReplySlot) {
    self.slot = slot
    storage = slot.answeringStorage
    ticket = slot.promiseMade()
    storage?.pendingPromises.append(self)
    if storage != nil { slot.promisesMadeInDispatch.append(self) }
  }

  /// Ends the promise without an answer: `why`, or ``ReplyError/responderDeallocated`` once the
  /// node that made it is gone, whichever deinit (the node's, the promise's) queued this first.
  func end(_ why: ReplyError) {
    if finish() { slot.promiseEnded(storage == nil ? .responderDeallocated : why, ticket: ticket) }
  }

  /// Marks the promise ended; returns `false` when it already was.
  func finish() -> Bool {
    guard !isEnded else { return false }
    isEnded = true
    storage?.pendingPromises.removeAll { $0 === self }
    return true
  }
}
