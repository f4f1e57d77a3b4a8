import ResponderEventsCore
import ResponderEventsTesting
import Testing

@Suite("Replies", .timeLimit(.minutes(10)), .collectingDiagnostics)
@MainActor
struct ReplyTests {
  @Test("a sender awaits the reply of whichever ancestor answers")
  func replyFromAncestor() async throws {
    try await finishing {
      let root = nestedTableTree()
      root["superCell"].re.handle(Confirm.self) { _, context in
        context.reply(context.event.question == "delete?")
        return .stop
      }
      let answer = try await root["button"].re.request(Confirm(question: "delete?"))
      #expect(answer)
    }
  }

  @Test("the first reply wins; a second is dropped and reported")
  func duplicateReply() async throws {
    try await finishing {
      let root = nestedTableTree()
      root["subTable"].re.handle(AskName.self) { _, context in
        context.reply("first")
        return .handled
      }
      root["controller"].re.handle(AskName.self) { _, context in
        // #expect cannot take the noncopyable context itself apart: read the property first.
        let isReplyRequested = context.isReplyRequested
        #expect(!isReplyRequested)
        context.reply("second")
        return .stop
      }
      let (answer, diagnostics) = try await collectingDiagnostics {
        try await root["button"].re.request(AskName())
      }
      #expect(answer == "first")
      #expect(diagnostics.map(\.kind) == [.duplicateReply])
    }
  }

  @Test("nobody handling the request is an error, not a hang")
  func unhandledRequest() async throws {
    try await finishing {
      let root = nestedTableTree()
      await #expect(throws: ReplyError.unhandled) {
        _ = try await collectingDiagnostics { try await root["button"].re.request(AskName()) }
      }
    }
  }

  @Test("a handled request without a reply is an error")
  func handledWithoutReply() async throws {
    try await finishing {
      let root = nestedTableTree()
      root["controller"].re.handle(AskName.self) { _, _ in .stop }
      await #expect(throws: ReplyError.noReply) {
        try await root["button"].re.request(AskName())
      }
    }
  }

  @Test("a promised reply arrives later")
  func promiseFulfilled() async throws {
    try await finishing {
      let root = nestedTableTree()
      var promise: ReplyPromise<String>?
      root["controller"].re.handle(AskName.self) { _, context in
        promise = context.promiseReply()
        return .stop
      }
      let request = Task { try await root["button"].re.request(AskName()) }
      await drainMainActor()
      #expect(promise?.isPending == true)
      promise?.fulfill("later")
      #expect(promise?.isPending == false)
      let answer = try await request.value
      #expect(answer == "later")
    }
  }

  @Test("the answering node being deallocated before it replies ends the request with an error")
  func answererDeallocated() async throws {
    try await finishing {
      var answerer: TestNode? = TestNode("answerer") { TestNode("asker") }
      let asker = answerer!["asker"]
      var promise: ReplyPromise<String>?
      answerer!.re.handle(AskName.self) { _, context in
        promise = context.promiseReply()
        return .stop
      }
      let request = Task { try await asker.re.request(AskName()) }
      await drainMainActor()
      weak let weakAnswerer = answerer
      answerer = nil
      #expect(weakAnswerer == nil)
      let result = await request.result
      #expect(throws: ReplyError.responderDeallocated) { try result.get() }
      #expect(promise?.isPending == false)
    }
  }

  @Test("a promise released without a reply ends the request with an error")
  func promiseAbandoned() async throws {
    try await finishing {
      let root = nestedTableTree()
      root["controller"].re.handle(AskName.self) { _, context in
        _ = context.promiseReply()
        return .stop
      }
      await #expect(throws: ReplyError.promiseAbandoned) {
        try await root["button"].re.request(AskName())
      }
    }
  }

  // Guarantees, "Sent instead of requested": "a promise made then is inert: it is never
  // pending, and fulfilling it does nothing and reports nothing".
  @Test("a promise made for an event sent, not requested, is never pending and reports nothing")
  func promiseOfASend() {
    let root = nestedTableTree()
    var promise: ReplyPromise<String>?
    root["controller"].re.handle(AskName.self) { _, context in
      promise = context.promiseReply()
      return .stop
    }
    root["button"].re.send(AskName())
    #expect(promise?.isPending == false)
    let (_, diagnostics) = collectingDiagnostics { promise?.fulfill("nobody asked") }
    #expect(diagnostics.isEmpty)
  }

  @Test("the callback form ends during the call when the handler's promise is released there")
  func promiseReleasedInTheHandler() {
    let root = nestedTableTree()
    root["controller"].re.handle(AskName.self) { _, context in
      _ = context.promiseReply()
      return .stop
    }
    var outcomes: [Result<String, ReplyError>] = []
    root["button"].re.request(AskName()) { outcomes.append($0) }
    #expect(outcomes.count == 1)
    #expect(throws: ReplyError.promiseAbandoned) { try outcomes.first?.get() }
  }

  @Test("the callback form ends during the call when the promising node went away there")
  func promisingNodeGoneDuringTheDispatch() {
    let root = nestedTableTree()
    weak let subCell = root["subCell"]
    var kept: ReplyPromise<String>?
    subCell?.re.handle(AskName.self) { _, context in
      kept = context.promiseReply()
      return .pass
    }
    root["controller"].re.handle(AskName.self) { _, _ in
      subCell?.removeFromParent()  // the controller reloads: the cell that promised goes
      return .stop
    }
    var outcomes: [Result<String, ReplyError>] = []
    root["button"].re.request(AskName()) { outcomes.append($0) }
    #expect(subCell == nil)
    #expect(outcomes.count == 1)
    #expect(throws: ReplyError.responderDeallocated) { try outcomes.first?.get() }
    #expect(kept?.isPending == false)
  }

  @Test("with two promises, the first fulfilment wins and the other being dropped is harmless")
  func twoPromises() async throws {
    try await finishing {
      let root = nestedTableTree()
      var kept: ReplyPromise<String>?
      root["superCell"].re.handle(AskName.self) { _, context in
        _ = context.promiseReply()
        return .handled
      }
      root["controller"].re.handle(AskName.self) { _, context in
        kept = context.promiseReply()
        return .stop
      }
      let request = Task { try await root["button"].re.request(AskName()) }
      await drainMainActor()
      kept?.fulfill("kept")
      let answer = try await request.value
      #expect(answer == "kept")
    }
  }

  @Test("fulfilling a promise twice reports the second reply")
  func fulfilTwice() {
    let root = nestedTableTree()
    var promise: ReplyPromise<String>?
    root["controller"].re.handle(AskName.self) { _, context in
      promise = context.promiseReply()
      return .stop
    }
    let (_, diagnostics) = collectingDiagnostics {
      root["button"].re.request(AskName()) { _ in }
      promise?.fulfill("one")
      promise?.fulfill("two")
    }
    #expect(diagnostics.map(\.kind) == [.duplicateReply])
  }

  @Test("the callback form completes exactly once, synchronously when the outcome is known")
  func callbackForm() {
    let root = nestedTableTree()
    root["controller"].re.handle(Confirm.self) { _, context in
      context.reply(true)
      return .stop
    }
    var results = [Result<Bool, ReplyError>]()
    let dispatch = root["button"].re.request(Confirm(question: "?")) { results.append($0) }
    #expect(results.count == 1)
    #expect((try? results.first?.get()) == true)
    #expect(dispatch.termination == .stopped)

    var failures = [Result<String, ReplyError>]()
    _ = collectingDiagnostics { root["button"].re.request(AskName()) { failures.append($0) } }
    #expect(failures.count == 1)
    #expect(throws: ReplyError.unhandled) { try failures.first?.get() }
  }

  @Test("cancelling the requesting task throws CancellationError, and a late reply is reported")
  func cancellation() async throws {
    try await finishing {
      let root = nestedTableTree()
      var promise: ReplyPromise<String>?
      root["controller"].re.handle(AskName.self) { _, context in
        promise = context.promiseReply()
        return .stop
      }
      let request = Task { try await root["button"].re.request(AskName()) }
      await drainMainActor()
      request.cancel()
      let result = await request.result
      #expect(throws: CancellationError.self) { try result.get() }
      let (_, diagnostics) = collectingDiagnostics { promise?.fulfill("too late") }
      #expect(diagnostics.map(\.kind) == [.duplicateReply])
    }
  }

  @Test("a task cancelled before requesting does not dispatch")
  func cancelledBeforeRequest() async throws {
    try await finishing {
      let root = nestedTableTree()
      var dispatched = false
      root["controller"].re.handle(AskName.self) { _, context in
        dispatched = true
        context.reply("x")
        return .stop
      }
      let request = Task {
        withUnsafeCurrentTask { $0?.cancel() }
        return try await root["button"].re.request(AskName())
      }
      let result = await request.result
      #expect(throws: CancellationError.self) { try result.get() }
      #expect(!dispatched)
    }
  }

  @Test("sending (not requesting) an event with a reply type asks for no reply")
  func sendIgnoresReplies() {
    let root = nestedTableTree()
    var requested: Bool?
    root["controller"].re.handle(Confirm.self) { _, context in
      requested = context.isReplyRequested
      context.reply(true)
      let promise = context.promiseReply()
      promise.fulfill(false)
      #expect(!promise.isPending)
      return .stop
    }
    let (_, diagnostics) = collectingDiagnostics { root["button"].re.send(Confirm(question: "?")) }
    #expect(requested == false)
    #expect(diagnostics.isEmpty)
  }

  @Test("a refused request fails with the refusal")
  func refusedRequest() {
    let root = nestedTableTree()
    root["controller"].re.handle(Confirm.self) { _, context in
      context.reply(true)
      return .stop
    }
    var results: [Result<Bool, ReplyError>] = []
    // Synchronous, so no other test runs on the main actor while the limit is 0.
    let previous = EventDiagnostics.maximumNestingDepth
    EventDiagnostics.maximumNestingDepth = 0
    _ = collectingDiagnostics {
      root["button"].re.request(Confirm(question: "?")) { results.append($0) }
    }
    EventDiagnostics.maximumNestingDepth = previous
    #expect(results == [.failure(.refused(.nestingLimitExceeded(limit: 0)))])
  }

  @Test("errors explain themselves")
  func descriptions() {
    let errors: [ReplyError] = [
      .unhandled, .noReply, .responderDeallocated, .promiseAbandoned, .cancelled, .timedOut,
      .refused(.nestingLimitExceeded(limit: 3)), .refused(.emptyEventName),
      .refused(.senderNotConnected),
    ]
    #expect(Set(errors.map(\.description)).count == errors.count)
    #expect(ReplyError.refused(.nestingLimitExceeded(limit: 3)).description.contains("3"))
  }

  @Test("a promise made after the request was answered is fulfilled in vain, reported")
  func promiseAfterAnswer() {
    let root = TestNode("root") { TestNode("leaf") }
    var kept: ReplyPromise<Bool>?
    root.re.handle(Confirm.self) { _, context in
      context.reply(true)
      kept = context.promiseReply()
      return .stop
    }
    var results: [Result<Bool, ReplyError>] = []
    let (_, diagnostics) = collectingDiagnostics {
      root["leaf"].re.request(Confirm(question: "Delete?")) { results.append($0) }
      kept?.fulfill(false)
    }
    #expect(results == [.success(true)])
    #expect(diagnostics.map(\.kind) == [.duplicateReply])
  }
}
