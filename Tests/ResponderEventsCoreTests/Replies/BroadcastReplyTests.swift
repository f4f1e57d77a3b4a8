import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// Answers to a broadcast: THUIEventBus's downward callback, with who answered.
@Suite("Replies to broadcasts", .timeLimit(.minutes(10)), .collectingDiagnostics)
@MainActor
struct BroadcastReplyTests {
  /// The nested-table screen, in visit order.
  ///
  /// ```
  /// controller ─ table ─ cellA ─ nestedTable ─ cellA1
  ///                    └ cellB
  /// ```
  func screen() -> TestNode {
    TestNode("controller") {
      TestNode("table") {
        TestNode("cellA") { TestNode("nestedTable") { TestNode("cellA1") } }
        TestNode("cellB")
      }
    }
  }

  func answer(
    _ root: TestNode, _ name: String, _ reply: String,
    returning disposition: BroadcastDisposition = .pass
  ) {
    root.descendant(named: name)?.re.handleBroadcast(AskName.self) { _, context in
      context.reply(reply)
      return disposition
    }
  }

  /// Makes the node named `name` promise an answer to each `AskName` broadcast, and keep the
  /// promise in what it returns, as a handler that answers later does.
  func promising(_ root: TestNode, _ name: String) -> KeptPromise {
    let kept = KeptPromise()
    root[name].re.handleBroadcast(AskName.self) { _, context in
      kept.promise = context.promiseReply()
      return .pass
    }
    return kept
  }

  @Test(
    "every node may answer; answers come in visit order with who gave them",
    arguments: [
      DispatchOptions(), .tracing,
    ])
  func visitOrder(options: DispatchOptions) {
    let root = screen()
    // Registered out of visit order, with every disposition that lets the broadcast go on.
    answer(root, "cellB", "b", returning: .handled)
    answer(root, "cellA1", "a1")
    answer(root, "table", "table", returning: .handled)
    root["cellA"].re.handleBroadcast(AskName.self) { _, _ in .handled }  // handles, no answer
    let answers = root.re.broadcastCollectingReplies(AskName(), options: options)
    #expect(answers.values == ["table", "a1", "b"])
    #expect(answers.replies.map(\.responder.name) == ["table", "cellA1", "cellB"])
    #expect(answers.replies.first?.responder.id == ObjectIdentifier(root["table"]))
    #expect(answers.visitedCount == 5)
    #expect(answers.termination == .completed)
    #expect(answers.pendingCount == 0)
    #expect(answers.unanswered.isEmpty)
  }

  @Test("skipSubtree keeps the node's own answer and asks none of its descendants")
  func skipSubtree() {
    let root = screen()
    answer(root, "cellA", "a", returning: .skipSubtree)
    answer(root, "cellA1", "a1")
    answer(root, "cellB", "b")
    #expect(root.re.broadcastCollectingReplies(AskName()).values == ["a", "b"])
  }

  @Test("stop keeps the answers given so far, the stopping node's included, and asks no one else")
  func stop() {
    let root = screen()
    answer(root, "table", "table")
    answer(root, "nestedTable", "nested", returning: .stop)
    answer(root, "cellA1", "a1")
    answer(root, "cellB", "b")
    let answers = root.re.broadcastCollectingReplies(AskName())
    #expect(answers.values == ["table", "nested"])
    #expect(answers.termination == .stopped)
  }

  @Test("a node answers once: a second reply there is dropped and reported")
  func oneAnswerPerNode() {
    let root = screen()
    answer(root, "cellB", "first", returning: .handled)
    root["cellB"].re.handleBroadcast(AskName.self) { _, context in
      let stillAsked = context.isReplyRequested
      #expect(!stillAsked)
      context.reply("second")
      return .pass
    }
    let (answers, diagnostics) = collectingDiagnostics {
      root.re.broadcastCollectingReplies(AskName())
    }
    #expect(answers.values == ["first"])
    #expect(diagnostics.map(\.kind) == [.duplicateReply])
  }

  @Test("a node that handles the event in a method answers through its context")
  func eventHandlingNode() {
    let root = TestNode("root")
    let answering = AnsweringNode()
    root.addChild(TestNode("plain"))
    let holder = HolderNode(children: [root, answering])
    let answers = holder.re.broadcastCollectingReplies(AskName())
    #expect(answers.values == ["from a method"])
    #expect(answers.replies.map(\.responder.name) == ["AnsweringNode"])
  }

  @Test("the completion form completes during the call when nobody promised")
  func completionWithoutPromises() {
    let root = screen()
    answer(root, "cellA", "a")
    var completions = [BroadcastReplies<String>]()
    let result = root.re.broadcastCollectingReplies(AskName()) { completions.append($0) }
    #expect(completions.map(\.values) == [["a"]])
    #expect(result.visitedCount == 5)
  }

  @Test("a promised answer keeps its node's place and completes the wait when it arrives")
  func promiseKeepsPlace() {
    let root = screen()
    let kept = promising(root, "table")
    answer(root, "cellB", "b")
    var completions = [BroadcastReplies<String>]()
    root.re.broadcastCollectingReplies(AskName()) { completions.append($0) }
    #expect(completions.isEmpty)
    #expect(kept.promise?.isPending == true)
    kept.promise?.fulfill("table, later")
    #expect(completions.map(\.values) == [["table, later", "b"]])
    #expect(completions.first?.replies.map(\.responder.name) == ["table", "cellB"])
    #expect(kept.promise?.isPending == false)
  }

  @Test("the synchronous form counts promised answers it does not wait for")
  func synchronousFormCountsPending() {
    let root = screen()
    let kept = promising(root, "cellA1")
    answer(root, "cellB", "b")
    let answers = root.re.broadcastCollectingReplies(AskName())
    #expect(answers.values == ["b"])
    #expect(answers.pendingCount == 1)
    // Returned, the broadcast waits for nobody: its promises are not pending.
    #expect(kept.promise?.isPending == false)
    let (_, diagnostics) = collectingDiagnostics { kept.promise?.fulfill("late") }
    #expect(diagnostics.isEmpty)
  }

  @Test("the synchronous form lists a promise whose node went away during it as unanswered")
  func synchronousFormListsPromiseOfNodeGone() async {
    let root = TestNode("root")
    var cell: TestNode? = TestNode("cell")
    root.addChild(cell!)
    let later = TestNode("later")
    root.addChild(later)
    weak let weakCell = cell
    cell = nil
    var kept: ReplyPromise<String>?
    weakCell?.re.handleBroadcast(AskName.self) { _, context in
      kept = context.promiseReply()
      return .pass
    }
    later.re.handleBroadcast(AskName.self) { _, _ in
      weakCell?.removeFromParent()  // a reload drops the cell that promised
      return .pass
    }
    let answers = root.re.broadcastCollectingReplies(AskName())
    #expect(weakCell == nil)
    #expect(answers.pendingCount == 0)
    #expect(answers.unanswered.map(\.error) == [.responderDeallocated])
    #expect(kept?.isPending == false)
  }

  @Test("the synchronous form lists a promise released during the broadcast as unanswered")
  func synchronousFormListsAbandonedPromise() {
    let root = screen()
    root["cellA1"].re.handleBroadcast(AskName.self) { _, context in
      _ = context.promiseReply()
      return .pass
    }
    let answers = root.re.broadcastCollectingReplies(AskName())
    #expect(answers.pendingCount == 0)
    #expect(answers.unanswered.map(\.responder.name) == ["cellA1"])
    #expect(answers.unanswered.map(\.error) == [.promiseAbandoned])
  }

  @Test("a refused broadcast completes with no answers and says why")
  func refused() {
    let root = screen()
    answer(root, "cellA", "a")
    let previous = EventDiagnostics.maximumNestingDepth
    EventDiagnostics.maximumNestingDepth = 0
    defer { EventDiagnostics.maximumNestingDepth = previous }
    var completions = [BroadcastReplies<String>]()
    _ = collectingDiagnostics {
      root.re.broadcastCollectingReplies(AskName()) { completions.append($0) }
    }
    #expect(completions.count == 1)
    #expect(completions.first?.values == [])
    #expect(completions.first?.termination == .refused(.nestingLimitExceeded(limit: 0)))
  }

  @Test("a plain broadcast of an event with a reply type drops replies silently, as a send does")
  func plainBroadcastIgnoresReplies() {
    let root = screen()
    var asked = [Bool]()
    root["cellA"].re.handleBroadcast(AskName.self) { _, context in
      asked.append(context.isReplyRequested)
      context.reply("nobody listens")
      return .handled
    }
    let (result, diagnostics) = collectingDiagnostics { root.re.broadcast(AskName()) }
    #expect(asked == [false])
    #expect(result.handledCount == 1)
    #expect(diagnostics.isEmpty)
  }

  // Guarantees, "One answer per node": "a second promise there is never pending".
  @Test("a node that replied, then promises: the reply is its answer, the promise inert")
  func replyThenPromiseAtOneNode() {
    let root = screen()
    var promise: ReplyPromise<String>?
    root["cellB"].re.handleBroadcast(AskName.self) { _, context in
      context.reply("now")
      promise = context.promiseReply()
      return .handled
    }
    let (answers, diagnostics) = collectingDiagnostics {
      root.re.broadcastCollectingReplies(AskName())
    }
    #expect(answers.values == ["now"])
    #expect(answers.pendingCount == 0)
    #expect(answers.unanswered.isEmpty)
    #expect(promise?.isPending == false)
    #expect(diagnostics.isEmpty)
  }

  // Guarantees, "One answer per node": "a node's first reply, or its promise, is its answer;
  // a second reply at the same node is dropped and reported", "a second promise there is never
  // pending; fulfilling it is reported as a duplicate".
  @Test("a node that promised, then replies or promises again: the promise is its answer")
  func promiseThenReplyAtOneNode() {
    let root = screen()
    let kept = promising(root, "cellA")
    var second: ReplyPromise<String>?
    root["cellA"].re.handleBroadcast(AskName.self) { _, context in
      context.reply("a second answer")
      second = context.promiseReply()
      return .handled
    }
    answer(root, "cellB", "b")
    var completions = [BroadcastReplies<String>]()
    let (_, diagnostics) = collectingDiagnostics {
      root.re.broadcastCollectingReplies(AskName()) { completions.append($0) }
    }
    #expect(completions.isEmpty)
    #expect(diagnostics.map(\.kind) == [.duplicateReply])
    #expect(second?.isPending == false)
    let (_, secondDiagnostics) = collectingDiagnostics { second?.fulfill("a second promise") }
    #expect(secondDiagnostics.map(\.kind) == [.duplicateReply])
    kept.promise?.fulfill("a, later")
    #expect(completions.map(\.values) == [["a, later", "b"]])
    #expect(completions.first?.replies.map(\.responder.name) == ["cellA", "cellB"])
  }
}

/// A node that answers broadcasts in its ``EventHandling`` method.
@MainActor
private final class AnsweringNode: EventNode, EventHandling {
  let responderEventsStorage = EventNodeStorage()
  var responderEventsParent: (any EventNode)? { nil }
  var responderEventsChildren: [any EventNode] { [] }

  func handleBroadcast<Event: ResponderEvent>(
    _ context: inout EventContext<Event>
  ) -> BroadcastDisposition {
    context.reply(as: AskName.self, "from a method") ? .handled : .pass
  }
}

/// A root whose children the test sets.
@MainActor
final class HolderNode: EventNode {
  let responderEventsStorage = EventNodeStorage()
  var children: [any EventNode]
  init(children: [any EventNode]) { self.children = children }
  var responderEventsParent: (any EventNode)? { nil }
  var responderEventsChildren: [any EventNode] { children }
}

/// The promise a handler made and kept, for a test to keep or fulfill.
@MainActor
final class KeptPromise {
  var promise: ReplyPromise<String>?
}
