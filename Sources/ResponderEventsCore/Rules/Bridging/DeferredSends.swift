/// Events sent from a place that is not attached to its hierarchy yet, waiting until it is.
///
/// SwiftUI may run `onAppear` and `task` before it has placed its views in the hosting
/// controller's view, so an event sent there would climb a chain that leads nowhere. The SwiftUI
/// bridge keeps such sends here and runs them, in the order they were made, once its anchor view
/// is connected. Nothing is lost silently:
///
/// - At most ``capacity`` sends wait; one more is refused and reported through
///   ``EventDiagnostics`` as ``EventDiagnostic/Kind/senderNotConnected``.
/// - If the place goes away before it is attached, every waiting send is reported the same way
///   (``discardAll()``), and waiting requests end with ``ReplyError/refused(_:)``
///   ``RefusalReason/senderNotConnected``. So is every send made after that, at once, until a
///   new place is given (``reopen()``): a kept sender's request would otherwise wait for an
///   attachment that cannot come, until its task is cancelled.
/// - A send made while the queue runs (by a handler of an earlier one) runs after it, in the
///   same flush. At most ``capacity`` sends are made while one flush runs; one more is refused
///   and reported the same way: a handler whose event comes back to it while others wait would
///   otherwise keep the flush, and the main thread, for ever (sent at once, it would be stopped
///   at `EventDiagnostics.maximumNestingDepth`). Each waiting send's handlers may still send a
///   follow-up when fewer than ``capacity`` waited.
@MainActor
package final class DeferredSends {
  /// A waiting send: `run` dispatches it; `drop` tells its sender it never will be.
  private typealias Pending = (
    eventType: String, isError: Bool, run: @MainActor () -> Void, drop: @MainActor () -> Void
  )

  /// How many sends may wait.
  package let capacity: Int
  /// The waiting sends, in the order they were made, each under the identifier that withdraws
  /// it.
  private var pending = Registrations<Pending>()
  /// How many sends were made while the flush under way ran; `nil` between flushes.
  private var flushed: Int?
  /// Whether the place went away before it was attached (``discardAll()``), and no new place
  /// was given since (``reopen()``).
  private var placeWentAway = false
  /// Whether the place was found attached, as its owner records (the SwiftUI bridge, once its
  /// anchor view's chain reaches a view controller); a new place (``reopen()``) is not, until
  /// it is found so.
  package var wasAttached = false

  /// A queue of at most `capacity` sends.
  package init(capacity: Int = 64) { self.capacity = capacity }

  /// How many sends are waiting.
  package var count: Int { pending.all.count }

  /// Keeps a send until ``flush()``.
  ///
  /// - Parameters:
  ///   - eventType: The event's type name, or the error's, for diagnostics.
  ///   - isError: Whether an error waits to be reported rather than an event to be sent, for
  ///     the diagnostics' wording.
  ///   - run: Dispatches the event.
  ///   - drop: Tells the sender the event will never be dispatched (a request ends with an
  ///     error); called by ``discardAll()``.
  /// - Returns: The identifier that withdraws the send (``withdraw(_:)``), or `nil`, with a
  ///   diagnostic, after `drop`, when the queue is full, the flush under way has taken
  ///   ``capacity`` sends made while it ran, or the place went away before it was attached; the
  ///   send was not kept.
  @discardableResult
  package func enqueue(
    eventType: String, isError: Bool = false, run: @escaping @MainActor () -> Void,
    drop: @escaping @MainActor () -> Void = {}
  ) -> UInt64? {
    let send: Pending = (eventType, isError, run, drop)
    guard !placeWentAway, count < capacity, flushed ?? 0 < capacity else {
      let full = " while \(capacity) others waited, or were sent in one flush of them"
      Self.discard(send, placeWentAway ? Self.removedUnattached : full)
      return nil
    }
    flushed? += 1
    return pending.add(send).id
  }

  /// Takes back the waiting send `id` without running, dropping or reporting it.
  ///
  /// For a sender that stopped waiting (a cancelled request). Does nothing if the send is no
  /// longer waiting.
  package func withdraw(_ id: UInt64) { pending.remove(id) }

  /// Runs every waiting send, in order, including those added while it runs, once the place is
  /// attached (``wasAttached``): a flush scheduled for a place that a new one replaced since
  /// runs nothing, and the new place's attachment flushes.
  package func flush() {
    guard flushed == nil, wasAttached else { return }
    flushed = 0
    defer { flushed = nil }
    while let first = pending.all.first { pending.remove(first.id)?.run() }
  }

  /// Drops every waiting send, reporting each: the place they were sent from went away before
  /// it was attached.
  ///
  /// Every send made after it is dropped and reported at once, until ``reopen()``.
  package func discardAll() {
    placeWentAway = true
    for (_, send) in pending.removeAll(where: { _ in true }) {
      Self.discard(send, Self.removedUnattached)
    }
  }

  /// Keeps sends again, for a new place that will be attached (SwiftUI remade the view that
  /// went away, or the one that was attached): the attachment of the place before does not
  /// count for it.
  package func reopen() { (placeWentAway, wasAttached) = (false, false) }

  /// Why ``discardAll()`` drops a send.
  private static let removedUnattached = ", and the content was removed before it ever was"

  /// Reports that `send` was not sent, then tells its sender; `circumstance` says why, as the
  /// words that follow "before its SwiftUI content was connected".
  private static func discard(_ send: Pending, _ circumstance: String) {
    let verb = send.isError ? "reported" : "sent"
    EventDiagnostics.report(
      EventDiagnostic(
        kind: .senderNotConnected, eventType: send.eventType, node: nil,
        message: "\(send.isError ? "the error " : "")\(send.eventType) was \(verb) before its "
          + "SwiftUI content was connected\(circumstance); it was not \(verb)"))
    send.drop()
  }
}
