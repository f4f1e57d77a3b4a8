import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// Awaited answers to a broadcast: promises kept, abandoned, outlived, and a wait cancelled.
extension BroadcastReplyTests {
  @Test("the async form waits for promised answers")
  func asyncForm() async throws {
    try await finishing {
      let root = screen()
      let kept = promising(root, "nestedTable")
      answer(root, "cellB", "b")
      let waiting = Task { await root.re.broadcastAwaitingReplies(AskName()) }
      await drainMainActor()
      kept.promise?.fulfill("nested")
      let answers = await waiting.value
      #expect(answers.values == ["nested", "b"])
      #expect(answers.pendingCount == 0)
    }
  }

  @Test("a promise released unfulfilled is listed as unanswered, not waited for forever")
  func abandonedPromise() async throws {
    try await finishing {
      let root = TestNode("root") {
        TestNode("forgetful")
        TestNode("keeping")
      }
      var kept: ReplyPromise<String>?
      var second: ReplyPromise<String>?
      root["forgetful"].re.handleBroadcast(AskName.self) { _, context in
        _ = context.promiseReply()
        return .handled
      }
      root["keeping"].re.handleBroadcast(AskName.self) { _, context in
        kept = context.promiseReply()
        return .pass
      }
      root["keeping"].re.handleBroadcast(AskName.self) { _, context in
        second = context.promiseReply()  // the node has promised already: this one is inert
        return .pass
      }
      let waiting = Task { await root.re.broadcastAwaitingReplies(AskName()) }
      await drainMainActor()
      #expect(second?.isPending == false)
      kept?.fulfill("kept")
      let answers = await waiting.value
      #expect(answers.values == ["kept"])
      #expect(answers.unanswered.map(\.responder.name) == ["forgetful"])
      #expect(answers.unanswered.map(\.error) == [.promiseAbandoned])
    }
  }

  @Test("a promise whose node is deallocated fails with responderDeallocated")
  func promiserDeallocated() async throws {
    try await finishing {
      var child: TestNode? = TestNode("child")
      let top = HolderNode(children: [child!])
      var promise: ReplyPromise<String>?
      child!.re.handleBroadcast(AskName.self) { _, context in
        promise = context.promiseReply()
        return .pass
      }
      let waiting = Task { await top.re.broadcastAwaitingReplies(AskName()) }
      await drainMainActor()
      child = nil
      top.children = []
      let answers = await waiting.value
      #expect(answers.unanswered.map(\.error) == [.responderDeallocated])
      #expect(answers.unanswered.map(\.responder.name) == ["child"])
      #expect(promise?.isPending == false)
    }
  }

  @Test("cancelling the wait returns at once; outstanding promises are unanswered, cancelled")
  func cancellation() async throws {
    try await finishing {
      let root = screen()
      let kept = promising(root, "cellB")
      answer(root, "cellA", "a")
      let waiting = Task { await root.re.broadcastAwaitingReplies(AskName()) }
      await drainMainActor()
      waiting.cancel()
      let answers = await waiting.value
      #expect(answers.values == ["a"])
      #expect(answers.unanswered.map(\.error) == [.cancelled])
      let (_, diagnostics) = collectingDiagnostics { kept.promise?.fulfill("too late") }
      #expect(diagnostics.map(\.kind) == [.duplicateReply])
    }
  }

  @Test("from a task already cancelled the broadcast runs; its promises are cancelled")
  func alreadyCancelled() async throws {
    try await finishing {
      let root = screen()
      let kept = promising(root, "cellB")
      answer(root, "cellA", "a")
      let waiting = Task {
        withUnsafeCurrentTask { $0?.cancel() }
        return await root.re.broadcastAwaitingReplies(AskName())
      }
      let answers = await waiting.value
      #expect(answers.values == ["a"])
      #expect(answers.unanswered.map(\.error) == [.cancelled])
      #expect(kept.promise?.isPending == false)
    }
  }

  @Test("once the wait is cancelled, no promise of it is pending, however the others end")
  func promisesAfterCancellation() async throws {
    try await finishing {
      let root = screen()
      var promises = [String: ReplyPromise<String>]()
      for name in ["cellA", "cellB"] {
        root[name].re.handleBroadcast(AskName.self) { _, context in
          promises[name] = context.promiseReply()
          return .pass
        }
      }
      let waiting = Task { await root.re.broadcastAwaitingReplies(AskName()) }
      await drainMainActor()
      #expect(promises["cellB"]?.isPending == true)
      waiting.cancel()
      #expect(await waiting.value.unanswered.map(\.error) == [.cancelled, .cancelled])
      _ = collectingDiagnostics { promises["cellA"]?.fulfill("too late") }
      promises["cellA"] = nil
      await drainMainActor()
      #expect(promises["cellB"]?.isPending == false)
    }
  }
}
