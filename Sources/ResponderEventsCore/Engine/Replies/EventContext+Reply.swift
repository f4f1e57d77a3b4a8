@MainActor
extension EventContext {
  /// Whether the sender awaits a reply (it used `request` rather than `send`).
  public var isReplyRequested: Bool { replySlot?.acceptsReply ?? false }

  /// Answers the sender's request when the event has type `E`, from code where the context's
  /// event type is generic or a protocol (an ``EventHandling`` method, a handler registered
  /// with ``ResponderEventsWrapper/handle(conformingTo:_:)``).
  ///
  /// - Returns: `true` when the event had type `E` and a reply was requested.
  @discardableResult
  public func reply<E: ResponderRequest>(as type: E.Type, _ value: E.Reply) -> Bool {
    guard storedEvent is E, let slot = replySlot as? ReplySlot<E.Reply> else { return false }
    slot.reply(value, ticket: nil)
    return true
  }
}

@MainActor
extension EventContext where Event: ResponderRequest {

  /// Answers the sender's request.
  ///
  /// The first reply wins; a later one is dropped and reported as
  /// ``EventDiagnostic/Kind/duplicateReply``. Replying does not end the dispatch: return
  /// ``EventDisposition/stop`` for that. When the sender did not request a reply (it used
  /// `send`), the value is dropped silently.
  public func reply(_ value: Event.Reply) { typedSlot?.reply(value, ticket: nil) }

  /// Promises to answer later; the sender keeps waiting until the promise is fulfilled or can
  /// no longer be (see ``ReplyPromise``).
  ///
  /// When the sender did not request a reply, the promise is inert: fulfilling it does nothing.
  public func promiseReply() -> ReplyPromise<Event.Reply> { ReplyPromise(slot: typedSlot) }

  // A context's slot is made by `request` for the same event type; a checked cast costs little
  // next to resuming the sender.
  private var typedSlot: ReplySlot<Event.Reply>? { replySlot as? ReplySlot<Event.Reply> }
}
