import ResponderEventsCore
import ResponderEventsTesting
import Testing

@Suite("Events sent before their sender is attached", .collectingDiagnostics)
@MainActor
struct DeferredSendsTests {
  @Test("waiting sends run in order once flushed, and only once")
  func flushInOrder() {
    let queue = DeferredSends()
    var ran: [Int] = []
    for index in 0..<3 { queue.enqueue(eventType: "E", run: { ran.append(index) }) }
    #expect(ran.isEmpty)
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
    queue.flush()
    #expect(!ran)
    #expect(dropped == ["A", "B"])
    #expect(kinds == [.senderNotConnected, .senderNotConnected])
    #expect(types == ["A", "B"])
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
      queue.flush()
      queue.discardAll()
    }
    #expect(!ran)
    #expect(!dropped)
    #expect(reported.isEmpty)
  }
}
