/// Where a request's reply arrives; completes the requester exactly once.
///
/// A request ends when the first of these happens: a handler replies; the dispatch finishes with
/// no reply and no promise outstanding; every outstanding promise ends without an answer; the
/// requester cancels.
@usableFromInline
@MainActor
class AnyReplySlot {
  /// The event type, for diagnostics.
  let eventType: Any.Type
  /// The storage of the node being visited, so a promise knows who made it.
  @usableFromInline var answeringStorage: EventNodeStorage?
  private(set) var isResolved = false
  private var outstandingPromises = 0
  private var isDispatchFinished = false
  private var handled = false

  init(eventType: Any.Type) {
    self.eventType = eventType
  }

  /// Marks the slot resolved; returns `false` (and reports) when it already was.
  func claim(byReply: Bool) -> Bool {
    guard !isResolved else {
      if byReply {
        EventDiagnostics.emit(
          .duplicateReply, eventType: eventType, node: nil,
          "a reply came after the request was already answered or ended; it was dropped")
      }
      return false
    }
    isResolved = true
    answeringStorage = nil
    return true
  }

  /// Fails the request, unless it has already ended.
  func fail(_ error: ReplyError) {}

  func promiseMade() {
    outstandingPromises += 1
  }

  func promiseEnded(_ reason: ReplyError) {
    outstandingPromises -= 1
    if isDispatchFinished && outstandingPromises == 0 {
      fail(reason)
    }
  }

  @usableFromInline
  func dispatchFinished(handled: Bool, refusal: RefusalReason?) {
    isDispatchFinished = true
    answeringStorage = nil
    if let refusal {
      fail(.refused(refusal))
    } else if outstandingPromises == 0 {
      fail(handled ? .noReply : .unhandled)
    }
  }
}

/// The typed slot for replies of type `Reply`.
@MainActor
final class ReplySlot<Reply: Sendable>: AnyReplySlot {
  private var completion: ((Result<Reply, ReplyError>) -> Void)?

  init(eventType: Any.Type, completion: @escaping (Result<Reply, ReplyError>) -> Void) {
    self.completion = completion
    super.init(eventType: eventType)
  }

  func reply(_ value: Reply) {
    guard claim(byReply: true) else { return }
    complete(.success(value))
  }

  override func fail(_ error: ReplyError) {
    guard claim(byReply: false) else { return }
    complete(.failure(error))
  }

  private func complete(_ result: Result<Reply, ReplyError>) {
    let completion = self.completion
    self.completion = nil
    completion?(result)
  }
}
