import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// Requests made twice, answered never, or answered late.
@Suite("Request edge cases", .timeLimit(.minutes(10)), .collectingDiagnostics)
@MainActor
struct RequestEdgeTests {
  /// A root that keeps the promise it makes for each request from its child, and a way to read
  /// the last one.
  private func rootKeepingPromises() -> (root: TestNode, kept: () -> ReplyPromise<String>?) {
    let root = TestNode("root") { TestNode("child") }
    var kept: ReplyPromise<String>?
    root.re.handle(AskName.self) { _, context in
      kept = context.promiseReply()
      return .stop
    }
    return (root, { kept })
  }

  @Test("two requests in flight from one sender each get their own answer, in any order")
  func twoRequestsInFlight() async throws {
    try await finishing {
      let root = TestNode("root") { TestNode("child") }
      var promises = [ReplyPromise<String>]()
      root.re.handle(AskName.self) { _, context in
        promises.append(context.promiseReply())
        return .stop
      }
      let first = Task { try await root["child"].re.request(AskName()) }
      await drainMainActor()
      let second = Task { try await root["child"].re.request(AskName()) }
      await drainMainActor()
      #expect(promises.count == 2)
      promises[1].fulfill("second")
      promises[0].fulfill("first")
      let firstAnswer = try await first.value
      #expect(firstAnswer == "first")
      let secondAnswer = try await second.value
      #expect(secondAnswer == "second")
    }
  }

  @Test("a promise that is kept forever but never fulfilled ends at the timeout")
  func timeout() async throws {
    try await finishing {
      let (root, kept) = rootKeepingPromises()
      await #expect(throws: ReplyError.timedOut) {
        try await root["child"].re.request(AskName(), timeout: .milliseconds(20))
      }
      #expect(kept()?.isPending == false)
      let (_, diagnostics) = collectingDiagnostics { kept()?.fulfill("late") }
      #expect(diagnostics.map(\.kind) == [.duplicateReply])
    }
  }

  @Test(
    "a timeout too long for the clock waits for the answer rather than stop the program",
    arguments: [Duration.seconds(Int64.max), .seconds(Int64.max) + .seconds(Int64.max)])
  func timeoutBeyondTheClock(timeout: Duration) async throws {
    try await finishing {
      let (root, kept) = rootKeepingPromises()
      let request = Task { try await root["child"].re.request(AskName(), timeout: timeout) }
      // The timer starts sleeping meanwhile: before the fix, the deadline overflowed there.
      await drainMainActor()
      kept()?.fulfill("late")
      let answer = try await request.value
      #expect(answer == "late")
    }
  }

  @Test(
    "a timeout of zero or less ends a kept promise's request as soon as the main actor is free",
    arguments: [Duration.zero, .milliseconds(-5), .seconds(Int64.min) - .seconds(Int64.max)])
  func timeoutOfZeroOrLess(timeout: Duration) async throws {
    try await finishing {
      let (root, kept) = rootKeepingPromises()
      await #expect(throws: ReplyError.timedOut) {
        try await root["child"].re.request(AskName(), timeout: timeout)
      }
      #expect(kept()?.isPending == false)
    }
  }

  @Test("an answer before the timeout wins, and the timer does not fire afterwards")
  func answerBeforeTimeout() async throws {
    try await finishing {
      let root = TestNode("root") { TestNode("child") }
      root.re.handle(AskName.self) { _, context in
        context.reply("quick")
        return .stop
      }
      let (answer, diagnostics) = try await collectingDiagnostics {
        try await root["child"].re.request(AskName(), timeout: .milliseconds(5))
      }
      try await Task.sleep(for: .milliseconds(20))
      #expect(answer == "quick")
      #expect(diagnostics.isEmpty)
    }
  }

  @Test("a synchronous broadcast's promise fulfilled after its node went away reports nothing")
  func synchronousBroadcastPromiseOfNodeGone() async throws {
    try await finishing {
      let root = TestNode("root")
      var cell: TestNode? = TestNode("cell")
      root.addChild(cell!)
      var kept: ReplyPromise<String>?
      cell!.re.handleBroadcast(AskName.self) { _, context in
        kept = context.promiseReply()
        return .handled
      }
      let answers = root.re.broadcastCollectingReplies(AskName())
      #expect(answers.pendingCount == 1)
      // The alert the cell showed answers after a reload released the cell: nobody waited
      // for the answer, as for a promise whose node is still there.
      cell?.removeFromParent()
      cell = nil
      await drainMainActor()
      let (_, diagnostics) = collectingDiagnostics { kept?.fulfill("late") }
      #expect(diagnostics.isEmpty)
    }
  }

  @Test("a request whose handler replies and promises: the reply wins, the promise is inert")
  func replyThenPromise() async throws {
    try await finishing {
      let root = TestNode("root") { TestNode("child") }
      var promise: ReplyPromise<String>?
      root.re.handle(AskName.self) { _, context in
        context.reply("now")
        promise = context.promiseReply()
        return .stop
      }
      let answer = try await root["child"].re.request(AskName())
      #expect(answer == "now")
      #expect(promise?.isPending == false)
    }
  }
}
