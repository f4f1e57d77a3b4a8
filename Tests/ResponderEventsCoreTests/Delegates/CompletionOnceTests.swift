import Testing

@testable import ResponderEventsCore

/// What the framework's block received, and what was reported.
@MainActor
private final class Record {
  var answers: [String] = []
  var misuses: [CompletionMisuse] = []

  func handler() -> CompletionOnce<String> {
    CompletionOnce(
      ifDropped: "cancel", deliver: { self.answers.append($0) },
      misused: { self.misuses.append($0) })
  }
}

@Suite("A completion handler passed on to the app's delegate is called exactly once")
@MainActor
struct CompletionOnceTests {
  @Test("the delegate's answer reaches the framework once; a second call is ignored, reported")
  func calledTwice() {
    let record = Record()
    let handler = record.handler()
    handler.complete("allow")
    #expect(record.answers == ["allow"])
    handler.complete("cancel")
    #expect(record.answers == ["allow"])
    #expect(record.misuses == [.calledTwice])
  }

  @Test(
    "released uncalled: the framework gets the answer for a dropped handler on the main actor, reported"
  )
  func releasedUncalled() async {
    let record = Record()
    var handler: CompletionOnce<String>? = record.handler()
    handler = nil
    #expect(record.answers.isEmpty)
    // The default arrives on a later turn of the main actor.
    for _ in 0..<100 where record.answers.isEmpty { await Task.yield() }
    #expect(record.answers == ["cancel"])
    #expect(record.misuses == [.neverCalled])
    withExtendedLifetime(handler) {}
  }

  @Test("released after it was called: nothing more happens")
  func releasedAfterCall() async {
    let record = Record()
    var handler: CompletionOnce<String>? = record.handler()
    handler?.complete("allow")
    handler = nil
    for _ in 0..<10 { await Task.yield() }
    #expect(record.answers == ["allow"])
    #expect(record.misuses.isEmpty)
    withExtendedLifetime(handler) {}
  }
}
