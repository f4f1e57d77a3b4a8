/// The slot of a broadcast that asks for replies: it keeps one answer per node, in the order
/// the broadcast visited the nodes, and completes once the broadcast is over and every
/// promised answer has arrived or can no longer come.
///
/// A node answers once: its first reply, or its promise, is its answer; a second reply at the
/// same node is dropped and reported as ``EventDiagnostic/Kind/duplicateReply``. A promised
/// answer keeps the place of the node that promised it.
@MainActor
final class BroadcastReplyCollector<Reply: Sendable>: ReplySlot<Reply> {
  private enum Answer {
    case replied(Reply)
    case promised
    case failed(ReplyError)
  }

  /// Each node's answer, in visit order.
  private var entries: [(responder: NodeDescription, answer: Answer)] = []
  /// The node being visited, until it answers; `nil` between visits and once it answered.
  private var nodeToAnswer: (any EventNode)?
  /// How many entries are promised: the promises not answered yet.
  private var outstandingPromises = 0
  private var summary: (termination: DispatchTermination, visitedCount: Int)?
  private var completion: ((BroadcastReplies<Reply>) -> Void)?

  init(eventType: Any.Type, completion: ((BroadcastReplies<Reply>) -> Void)?) {
    self.completion = completion
    super.init(eventType: eventType)
  }

  override var acceptsReply: Bool { nodeToAnswer != nil }
  /// Once the broadcast is over, nobody waits but a completion not called yet: the synchronous
  /// form, which has none, waits for no promise.
  override var isResolved: Bool { summary != nil && completion == nil }

  override func answering(_ node: any EventNode, storage: EventNodeStorage) {
    answeringStorage = storage
    nodeToAnswer = node
  }

  override func reply(_ value: Reply, ticket: Int?) {
    if let ticket {
      if settle(ticket, as: .replied(value)) { return }
      return reportDroppedReply(
        "a promise answered after the broadcast stopped waiting for it; the reply was dropped")
    }
    guard let node = nodeToAnswer.moveOut() else {
      return reportDroppedReply(
        "\(entries.last?.responder.name ?? "this node") has answered the broadcast already;"
          + " the reply was dropped")
    }
    entries.append((NodeDescription(node), .replied(value)))
  }

  override func promiseMade() -> Int {
    guard let node = nodeToAnswer.moveOut() else { return 0 }
    entries.append((NodeDescription(node), .promised))
    outstandingPromises += 1
    return entries.count - 1
  }

  // A promise fulfilled, or failed by `fail(_:)`, has its answer already: `settle` keeps it.
  override func promiseEnded(_ why: ReplyError, ticket: Int) { settle(ticket, as: .failed(why)) }

  /// Gives a promised answer its outcome, or returns `false` when it has one already.
  ///
  /// The one place a promise stops being outstanding, so that the count is always the entries
  /// still promised: a promise that ends after ``fail(_:)`` gave up on it is not counted twice.
  @discardableResult private func settle(_ ticket: Int, as answer: Answer) -> Bool {
    guard case .promised = entries[ticket].answer else { return false }
    entries[ticket].answer = answer
    outstandingPromises -= 1
    completeIfDone()
    return true
  }

  /// Ends the wait now: promises still outstanding fail with `error`.
  override func fail(_ error: ReplyError) {
    guard summary != nil else { return }
    // An entry's index is its ticket; those not promised have their answer already.
    for ticket in entries.indices { settle(ticket, as: .failed(error)) }
  }

  /// Records how the broadcast ended, from its `result`; completes at once unless promises are
  /// outstanding.
  func broadcastFinished<Event>(_ result: BroadcastResult<Event>) {
    nodeToAnswer = nil
    answeringStorage = nil
    summary = (result.termination, result.visitedCount)
    endBrokenPromises()
    completeIfDone()
  }

  /// The answers so far; promises still outstanding are counted in
  /// ``BroadcastReplies/pendingCount``.
  func currentReplies() -> BroadcastReplies<Reply> {
    let replies: [BroadcastReply<Reply>] = entries.compactMap { entry in
      guard case .replied(let value) = entry.answer else { return nil }
      return BroadcastReply(value: value, responder: entry.responder)
    }
    let failures: [UnansweredBroadcastReply] = entries.compactMap { entry in
      guard case .failed(let error) = entry.answer else { return nil }
      return UnansweredBroadcastReply(responder: entry.responder, error: error)
    }
    return BroadcastReplies(
      replies: replies, unanswered: failures, pendingCount: outstandingPromises,
      termination: summary?.termination ?? .completed, visitedCount: summary?.visitedCount ?? 0)
  }

  private func completeIfDone() {
    if summary != nil, outstandingPromises == 0 { completion.moveOut()?(currentReplies()) }
  }
}
