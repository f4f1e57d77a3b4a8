import Foundation
import ResponderEventsCore
import ResponderEventsTesting
import Testing

@testable import ResponderEventsObjC

@Suite("Objective-C answers nobody waits for", .collectingDiagnostics, .timeLimit(.minutes(10)))
@MainActor
struct UnawaitedAnswerTests {
  @Test("an inert promise (event sent, not requested) fulfilled with a bad key reports nothing")
  func inertPromiseReportsNothing() async throws {
    let root = nestedTableTree()
    var kept: BridgedPromise?
    ObjCEvents.handle(named: "tap", on: root["controller"]) { _, call in
      kept = call.promiseReply()
      return 2
    }
    ObjCEvents.send(named: "tap", payload: nil, from: root["button"])
    let promise = try #require(kept)
    #expect(!promise.isPending)
    let collected = DiagnosticBox()
    let done = CrossLanguageChainTests.Box()
    try await finishing {
      try await EventDiagnostics.withHandler({ collected.items.append($0) }) {
        promise.fulfill([NSNumber(value: 1): "x", "ok": NSNumber(value: true)])
        // Queued after the fulfilment when it was queued (the main queue is FIFO).
        MainThread.run { done.ran = true }
        while !done.ran { try await Task.sleep(for: .milliseconds(5)) }
      }
    }
    #expect(collected.items.map(\.kind) == [])
  }

  @Test("a reply nobody waits for is dropped silently, bad keys and all")
  func replyNobodyWaitsForIsSilent() {
    let root = nestedTableTree()
    ObjCEvents.handle(named: "tap", on: root["controller"]) { _, call in
      call.reply([NSNumber(value: 1): "x", "ok": NSNumber(value: true)])
      return 2
    }
    let (_, diagnostics) = collectingDiagnostics {
      ObjCEvents.send(named: "tap", payload: nil, from: root["button"])
    }
    #expect(diagnostics.map(\.kind) == [])
  }
}
