import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// A node that keeps the promise it made in a property, as a screen waiting for its alert does.
@MainActor
private final class KeepingNode: EventNode {
  var kept: ReplyPromise<String>?
  let responderEventsStorage = EventNodeStorage()
  weak var parent: KeepingNode?
  var responderEventsParent: (any EventNode)? { parent }
  var responderEventsChildren: [any EventNode] { [] }
}

@MainActor
private final class Box { var value = 0 }

@Suite(
  "Promises whose nodes go away, and requests made inside answers", .timeLimit(.minutes(10)),
  .collectingDiagnostics)
@MainActor
struct PromiseLifetimeTests {
  @Test("callback form: a promising node that handled the event and went away ends next turn")
  func promisingHandlerGoneDuringDispatch() async throws {
    try await finishing {
      let root = nestedTableTree()
      weak let subCell = root["subCell"]
      var kept: ReplyPromise<String>?
      subCell?.re.handle(AskName.self) { _, context in
        kept = context.promiseReply()
        return .handled
      }
      root["controller"].re.handle(AskName.self) { _, _ in
        subCell?.removeFromParent()
        return .stop
      }
      var outcomes: [Result<String, ReplyError>] = []
      root["button"].re.request(AskName()) { outcomes.append($0) }
      #expect(subCell == nil)
      // The dispatch's result held the node that handled the event until the call returned.
      #expect(outcomes.isEmpty)
      await drainMainActor()
      #expect(outcomes == [.failure(.responderDeallocated)])
      #expect(kept?.isPending == false)
    }
  }

  @Test("sync broadcast: a promising node that stops and removes itself is counted as pending")
  func broadcastStopperGone() {
    let root = TestNode("controller") { TestNode("table") { TestNode("cell") } }
    weak let cell = root["cell"]
    var kept: ReplyPromise<String>?
    cell?.re.handleBroadcast(AskName.self) { node, context in
      kept = context.promiseReply()
      node.removeFromParent()
      return .stop
    }
    let answers = root.re.broadcastCollectingReplies(AskName())
    #expect(cell == nil)
    // The broadcast's result held the node that stopped it (`stoppedBy`) as it ended.
    #expect(answers.pendingCount == 1)
    #expect(answers.unanswered.isEmpty)
    #expect(kept?.isPending == false)
  }

  @Test("a node deallocated with the promise it kept ends the request with responderDeallocated")
  func nodeKeepingItsPromiseDeallocated() async throws {
    try await finishing {
      let asker = KeepingNode()
      var node: KeepingNode? = KeepingNode()
      asker.parent = node
      node!.re.handle(AskName.self) { node, context in
        node.kept = context.promiseReply()
        return .stop
      }
      let request = Task { try await asker.re.request(AskName()) }
      await drainMainActor()
      #expect(node?.kept?.isPending == true)
      weak let weakNode = node
      node = nil
      #expect(weakNode == nil)
      let result = await request.result
      #expect(throws: ReplyError.responderDeallocated) { try result.get() }
    }
  }

  @Test("cancelled request: late fulfilment reported once, handler's state freed with the node")
  func cancelThenFulfilThenRelease() async throws {
    try await finishing {
      var root: TestNode? = nestedTableTree()
      weak let box: Box?
      var promise: ReplyPromise<String>?
      do {
        let strong = Box()
        box = strong
        root!["controller"].re.handle(AskName.self) { _, context in
          strong.value += 1
          promise = context.promiseReply()
          return .stop
        }
      }
      let button = root!["button"]
      let request = Task { try await button.re.request(AskName()) }
      await drainMainActor()
      request.cancel()
      let result = await request.result
      #expect(throws: CancellationError.self) { try result.get() }
      #expect(promise?.isPending == false)
      let (_, diagnostics) = collectingDiagnostics {
        promise?.fulfill("late")
        promise?.fulfill("later")
      }
      #expect(diagnostics.map(\.kind) == [.duplicateReply, .duplicateReply])
      promise = nil
      root = nil
      await drainMainActor()
      #expect(box == nil)
    }
  }

  @Test("a request from the completion of a request answered in a handler gets its own answer")
  func requestFromCompletion() {
    let root = nestedTableTree()
    var count = 0
    root["controller"].re.handle(AskName.self) { _, context in
      count += 1
      context.reply("answer \(count)")
      return .stop
    }
    var outcomes: [String] = []
    let (_, diagnostics) = collectingDiagnostics {
      root["button"].re.request(AskName()) { first in
        outcomes.append((try? first.get()) ?? "error")
        root["button"].re.request(AskName()) { second in
          outcomes.append((try? second.get()) ?? "error")
        }
      }
    }
    #expect(outcomes == ["answer 1", "answer 2"])
    #expect(diagnostics.isEmpty)
  }

  @Test("a request sent by a broadcast's handler, up through the broadcasting node, is answered")
  func requestDuringBroadcast() {
    let root = nestedTableTree()
    root["controller"].re.handle(AskName.self) { _, context in
      context.reply("from controller")
      return .stop
    }
    var heard: [String] = []
    root["subCell"].re.handleBroadcast(AskName.self) { node, context in
      node.re.request(AskName()) { heard.append((try? $0.get()) ?? "error") }
      context.reply("cell")
      return .pass
    }
    let answers = root.re.broadcastCollectingReplies(AskName())
    #expect(heard == ["from controller"])
    #expect(answers.values == ["cell"])
  }

  @Test("a receiver that broadcasts again re-entrantly: both collect their own answers in order")
  func reentrantBroadcast() async throws {
    try await finishing {
      let root = TestNode("controller") {
        TestNode("a") { TestNode("a1") }
        TestNode("b")
      }
      var promises: [ReplyPromise<String>] = []
      var inner: BroadcastReplies<String>?
      root["a"].re.handleBroadcast(AskName.self) { node, context in
        if inner == nil { inner = node.re.broadcastCollectingReplies(AskName()) }
        context.reply("a")
        return .pass
      }
      root["a1"].re.handleBroadcast(AskName.self) { _, context in
        promises.append(context.promiseReply())
        return .pass
      }
      root["b"].re.handleBroadcast(AskName.self) { _, context in
        context.reply("b")
        return .pass
      }
      let waiting = Task { await root.re.broadcastAwaitingReplies(AskName()) }
      await drainMainActor()
      #expect(promises.count == 2)
      #expect(promises.first?.isPending == false)
      #expect(promises.last?.isPending == true)
      promises.last?.fulfill("a1")
      let answers = await waiting.value
      #expect(answers.values == ["a", "a1", "b"])
      #expect(inner?.pendingCount == 1)
    }
  }

  @Test("reply(as:) with another request type answers nothing; the request ends with noReply")
  func replyAsWrongType() async throws {
    try await finishing {
      let root = nestedTableTree()
      var answered: Bool?
      root["controller"].re.handle(conformingTo: (any ResponderEvent).self) { _, context in
        answered = context.reply(as: Confirm.self, true)
        return .stop
      }
      await #expect(throws: ReplyError.noReply) { try await root["button"].re.request(AskName()) }
      #expect(answered == false)
    }
  }

  @Test("a promise fulfilled in the handler that made it, then replies at later nodes dropped")
  func fulfilInHandler() {
    let root = nestedTableTree()
    root["subCell"].re.handle(AskName.self) { _, context in
      context.promiseReply().fulfill("now")
      return .handled
    }
    root["controller"].re.handle(AskName.self) { _, context in
      context.reply("late")
      return .stop
    }
    var outcomes: [Result<String, ReplyError>] = []
    let (_, diagnostics) = collectingDiagnostics {
      root["button"].re.request(AskName()) { outcomes.append($0) }
    }
    #expect(outcomes == [.success("now")])
    #expect(diagnostics.map(\.kind) == [.duplicateReply])
  }

  @Test("awaiting broadcast: a promise fulfilled in its handler and one released later")
  func awaitingMixed() async throws {
    try await finishing {
      let root = TestNode("controller") {
        TestNode("a")
        TestNode("b")
        TestNode("c")
      }
      var kept: ReplyPromise<String>?
      root["a"].re.handleBroadcast(AskName.self) { _, context in
        context.promiseReply().fulfill("a")
        return .pass
      }
      root["b"].re.handleBroadcast(AskName.self) { _, context in
        kept = context.promiseReply()
        return .pass
      }
      root["c"].re.handleBroadcast(AskName.self) { _, context in
        context.reply("c")
        return .pass
      }
      let waiting = Task { await root.re.broadcastAwaitingReplies(AskName()) }
      await drainMainActor()
      #expect(kept?.isPending == true)
      kept = nil
      let answers = await waiting.value
      #expect(answers.values == ["a", "c"])
      #expect(answers.unanswered.map(\.error) == [.promiseAbandoned])
      #expect(answers.unanswered.map(\.responder.name) == ["b"])
    }
  }
}
