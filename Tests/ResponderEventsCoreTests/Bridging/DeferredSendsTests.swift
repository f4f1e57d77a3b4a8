import ResponderEventsCore
import ResponderEventsTesting
import Testing

@Suite(
  "Events sent before their sender is attached", .timeLimit(.minutes(10)), .collectingDiagnostics)
@MainActor
struct DeferredSendsTests {
  @Test("waiting sends run in order once flushed, and only once")
  func flushInOrder() {
    let queue = DeferredSends()
    var ran: [Int] = []
    for index in 0..<3 { queue.enqueue(eventType: "E", run: { ran.append(index) }) }
    #expect(ran.isEmpty)
    queue.wasAttached = true
    queue.flush()
    queue.flush()
    #expect(ran == [0, 1, 2])
    #expect(queue.count == 0)
  }

  @Test("a send made while flushing runs after the others, in the same flush")
  func reentrantSend() {
    let queue = DeferredSends()
    var ran: [String] = []
    queue.enqueue(
      eventType: "E",
      run: {
        ran.append("first")
        queue.enqueue(eventType: "E", run: { ran.append("nested") })
      })
    queue.enqueue(eventType: "E", run: { ran.append("second") })
    queue.wasAttached = true
    queue.flush()
    #expect(ran == ["first", "second", "nested"])
  }

  // The SwiftUI sender queues a send behind those still waiting, so a handler whose event
  // comes back to it never nests, and the engine's nesting limit never stops it.
  @Test("a handler that sends again while others wait ends the flush at the capacity, reported")
  func sendsAgainDuringTheFlush() {
    let queue = DeferredSends(capacity: 8)
    var runs = 0
    var reported: [EventDiagnostic.Kind] = []
    func handlerSendingAgain() {
      runs += 1
      // Without a limit the flush would never end: this one stops the test's loop.
      guard runs < 1_000, queue.count > 0 else { return }
      queue.enqueue(eventType: "Ping", run: handlerSendingAgain)
    }
    queue.enqueue(eventType: "Ping", run: handlerSendingAgain)
    queue.enqueue(eventType: "Ping", run: handlerSendingAgain)
    EventDiagnostics.withHandler {
      reported.append($0.kind)
    } operation: {
      queue.wasAttached = true
      queue.flush()
    }
    // The two waiting, and the eight sent while the flush ran.
    #expect(runs == 10)
    // The send refused ended one chain; the other, once nothing waited, would go at once.
    #expect(reported == [.senderNotConnected])
    #expect(queue.count == 0)
    // The next flush has the whole capacity again.
    for _ in 0..<8 { #expect(queue.enqueue(eventType: "Ping", run: {}) != nil) }
  }

  @Test("each waiting send's handler may send a follow-up in the flush, however many waited")
  func followUpsDuringTheFlush() {
    let queue = DeferredSends(capacity: 8)
    var runs = 0
    let (_, diagnostics) = collectingDiagnostics {
      for _ in 0..<6 {
        queue.enqueue(eventType: "Ping") {
          runs += 1
          queue.enqueue(eventType: "Pong") { runs += 1 }
        }
      }
      queue.wasAttached = true
      queue.flush()
    }
    #expect(runs == 12)
    #expect(diagnostics.isEmpty)
  }

  @Test("a full queue refuses the next send, tells its sender and reports it")
  func capacity() {
    let queue = DeferredSends(capacity: 2)
    var dropped = 0
    var reported: [String?] = []
    let kept = EventDiagnostics.withHandler {
      reported.append($0.eventType)
    } operation: {
      (0..<3).map { _ in queue.enqueue(eventType: "Tapped", run: {}, drop: { dropped += 1 }) }
    }
    #expect(kept.map { $0 != nil } == [true, true, false])
    #expect(dropped == 1)
    #expect(reported == ["Tapped"])
    #expect(queue.count == 2)
  }

  @Test("discarding reports every waiting send and tells each sender")
  func discard() {
    let queue = DeferredSends()
    var dropped: [String] = []
    var ran = false
    queue.enqueue(eventType: "A", run: { ran = true }, drop: { dropped.append("A") })
    queue.enqueue(eventType: "B", run: { ran = true }, drop: { dropped.append("B") })
    var kinds: [EventDiagnostic.Kind] = []
    var types: [String?] = []
    EventDiagnostics.withHandler { diagnostic in
      kinds.append(diagnostic.kind)
      types.append(diagnostic.eventType)
    } operation: {
      queue.discardAll()
    }
    queue.wasAttached = true
    queue.flush()
    #expect(!ran)
    #expect(dropped == ["A", "B"])
    #expect(kinds == [.senderNotConnected, .senderNotConnected])
    #expect(types == ["A", "B"])
  }

  // A kept sender (stored by a model or a task) whose content SwiftUI removed before it was
  // attached: its anchor's queue was discarded, and nothing will ever flush it.
  @Test("a send made after the place went away unattached is refused at once and reported")
  func sendAfterDiscard() {
    let queue = DeferredSends()
    queue.discardAll()
    var ran = false
    var dropped = false
    let (queued, diagnostics) = collectingDiagnostics {
      queue.enqueue(eventType: "Tapped", run: { ran = true }, drop: { dropped = true })
    }
    queue.wasAttached = true
    queue.flush()
    #expect(queued == nil)
    #expect(dropped)
    #expect(!ran)
    #expect(queue.count == 0)
    #expect(diagnostics.map(\.kind) == [.senderNotConnected])
    #expect(diagnostics.map(\.eventType) == ["Tapped"])
    #expect(diagnostics.first?.message.contains("removed before it ever was") == true)
  }

  // The SwiftUI sender's request waits as `AnchorReference.waitUntilConnected` does: a place in
  // the queue whose run resumes it and whose drop ends it, refused.
  @Test("a request made after the place went away unattached ends at once, refused")
  func requestAfterDiscard() async throws {
    let queue = DeferredSends()
    queue.discardAll()
    let (connection, continuation) = AsyncStream.makeStream(of: Void.self)
    var ended = false
    let (_, diagnostics) = collectingDiagnostics {
      queue.enqueue(
        eventType: "Question", run: { continuation.yield() },
        drop: {
          ended = true
          continuation.finish()
        })
    }
    // Checked before awaiting: without the drop, the wait below would last until the task is
    // cancelled.
    try #require(ended)
    var connected = false
    for await _ in connection { connected = true }
    #expect(!connected)
    #expect(diagnostics.map(\.kind) == [.senderNotConnected])
  }

  @Test("a new place given after the old one went away unattached keeps sends again")
  func reopen() {
    let queue = DeferredSends()
    queue.discardAll()
    queue.reopen()
    var ran = false
    let (queued, diagnostics) = collectingDiagnostics {
      queue.enqueue(eventType: "Tapped", run: { ran = true })
    }
    #expect(queued != nil)
    queue.wasAttached = true
    queue.flush()
    #expect(ran)
    #expect(diagnostics.isEmpty)
  }

  @Test("a new place is not attached, nor flushed, because the place before it was")
  func reopenAfterAttachment() {
    // The SwiftUI bridge's anchor views: SwiftUI makes a new one outside any hierarchy, after
    // the one before was connected; sends from it must wait again.
    let queue = DeferredSends()
    queue.wasAttached = true
    queue.reopen()
    #expect(!queue.wasAttached)
    var ran = false
    queue.enqueue(eventType: "Tapped", run: { ran = true })
    // A flush scheduled while the place before was attached runs nothing for the new one.
    queue.flush()
    #expect(!ran)
    #expect(queue.count == 1)
    queue.wasAttached = true
    queue.flush()
    #expect(ran)
  }

  @Test("a withdrawn send neither runs, nor is dropped, nor reported, and frees its place")
  func withdraw() throws {
    let queue = DeferredSends(capacity: 1)
    var ran = false
    var dropped = false
    var reported: [String?] = []
    let queued = queue.enqueue(eventType: "A", run: { ran = true }, drop: { dropped = true })
    let id = try #require(queued)
    queue.withdraw(id)
    EventDiagnostics.withHandler {
      reported.append($0.eventType)
    } operation: {
      #expect(queue.enqueue(eventType: "B", run: {}) != nil)
      queue.wasAttached = true
      queue.flush()
      queue.discardAll()
    }
    #expect(!ran)
    #expect(!dropped)
    #expect(reported.isEmpty)
  }
}
