extension ResponderEventsWrapper {
  /// Broadcasts `event` down through this node's descendants and returns the answers they gave
  /// during the broadcast, in visit order, each with the node that gave it.
  ///
  /// The broadcast is the one ``broadcast(_:options:)`` makes. Every node it visits may answer
  /// once, with ``EventContext/reply(_:)``, whatever its handler returns: `.pass`, `.handled`,
  /// `.skipSubtree` (its own answer counts; its descendants are not asked) or `.stop` (its own
  /// answer counts, and so do those given before it; no node after it is asked). A second reply
  /// at the same node is dropped and reported as ``EventDiagnostic/Kind/duplicateReply``. An
  /// answer given with `.pass` does not count as handling: when every node passes, the broadcast
  /// is still reported as ``EventDiagnostic/Kind/unhandled`` (a notice, not a mistake), as a
  /// request answered by a handler that passes is.
  ///
  /// ```swift
  /// let answers = controller.re.broadcastCollectingReplies(HasUnsavedChanges())
  /// if answers.values.contains(true) { confirmDiscard() }
  /// ```
  ///
  /// A handler that answers later, with ``EventContext/promiseReply()``, is not waited for:
  /// ``BroadcastReplies/pendingCount`` counts such answers. Use
  /// ``broadcastAwaitingReplies(_:options:)`` or the completion form to wait for them.
  @discardableResult
  public func broadcastCollectingReplies<Event: ResponderRequest>(
    _ event: Event, options: DispatchOptions = []
  ) -> BroadcastReplies<Event.Reply> {
    broadcast(event, options: options, completion: nil).collector.currentReplies()
  }

  /// Broadcasts `event` and calls `completion` with every answer, once the broadcast is over
  /// and every promised answer has arrived or can no longer come.
  ///
  /// `completion` is called exactly once, on the main actor: during this call when no promise
  /// is outstanding as the broadcast ends, later otherwise. A promise fails (and is listed in
  /// ``BroadcastReplies/unanswered``) when its node is deallocated or it is released
  /// unfulfilled: as the broadcast ends when that happened during it. The other rules are
  /// those of ``broadcastCollectingReplies(_:options:)``.
  ///
  /// - Returns: The broadcast's result, as ``broadcast(_:options:)`` returns it.
  @discardableResult
  public func broadcastCollectingReplies<Event: ResponderRequest>(
    _ event: Event, options: DispatchOptions = [],
    completion: @escaping @MainActor (BroadcastReplies<Event.Reply>) -> Void
  ) -> BroadcastResult<Event> {
    broadcast(event, options: options, completion: completion).result
  }

  /// Broadcasts `event` and waits for every answer, including promised ones.
  ///
  /// ```swift
  /// let answers = await controller.re.broadcastAwaitingReplies(HasUnsavedChanges())
  /// ```
  ///
  /// Returns once the broadcast is over and every promised answer has arrived or can no longer
  /// come. Cancelling the task returns at once: promises still outstanding are listed in
  /// ``BroadcastReplies/unanswered`` with ``ReplyError/cancelled``. From a task already cancelled,
  /// unlike ``request(_:options:)``, the broadcast still runs (this call cannot throw): the answers
  /// given during it are returned, and every promise still outstanding is listed so.
  public func broadcastAwaitingReplies<Event: ResponderRequest>(
    _ event: Event, options: DispatchOptions = []
  ) async -> BroadcastReplies<Event.Reply> {
    let pending = PendingRequest()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let collector = broadcast(event, options: options) {
          continuation.resume(returning: $0)
        }.collector
        pending.slot = collector
        if Task.isCancelled { collector.fail(.cancelled) }
      }
    } onCancel: {
      Task { @MainActor in pending.slot?.fail(.cancelled) }
    }
  }

  /// Broadcasts `event`, collecting the answers for `completion`.
  private func broadcast<Event: ResponderRequest>(
    _ event: Event, options: DispatchOptions, completion: ((BroadcastReplies<Event.Reply>) -> Void)?
  ) -> (result: BroadcastResult<Event>, collector: BroadcastReplyCollector<Event.Reply>) {
    let collector = BroadcastReplyCollector(eventType: Event.self, completion: completion)
    let result = Dispatcher.broadcast(event, from: base, options: options, replySlot: collector)
    collector.broadcastFinished(result)
    return (result, collector)
  }
}
