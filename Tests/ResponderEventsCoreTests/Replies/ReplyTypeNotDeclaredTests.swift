import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// An event that declares no reply type.
private struct Ping: ResponderEvent {}

/// A parent that handles ``Ping`` travelling up, and a child to send from that handles its
/// broadcasts.
@MainActor
private func pingTree(handled: @escaping @MainActor () -> Void = {}) -> TestNode {
  let root = TestNode("root") { TestNode("leaf") }
  root.re.handle(Ping.self) { _, _ in
    handled()
    return .handled
  }
  root["leaf"].re.handleBroadcast(Ping.self) { _, _ in .handled }
  return root
}

// Code generic over the event, as the UIKit and SwiftUI forms built on the core are: the
// compiler cannot tell there that the event declares no reply type, so only the run-time
// diagnostic names the mistake. The results come back as values: awaiting a call that returns
// `Never` would make the compiler warn that the code after it never runs.

@MainActor
private func requestResult<Event: ResponderEvent>(
  _ event: Event, from node: TestNode
) async -> Result<Event.Reply, any Error> {
  do {
    return .success(try await node.re.request(event))
  } catch {
    return .failure(error)
  }
}

@MainActor
private func requestCompleting<Event: ResponderEvent>(
  _ event: Event, from node: TestNode
) -> Result<Event.Reply, ReplyError>? {
  var outcome: Result<Event.Reply, ReplyError>?
  node.re.request(event) { outcome = $0 }
  return outcome
}

@MainActor
private func collectReplies<Event: ResponderEvent>(
  _ event: Event, from node: TestNode
) -> BroadcastReplies<Event.Reply> {
  node.re.broadcastCollectingReplies(event)
}

@MainActor
private func awaitReplies<Event: ResponderEvent>(
  _ event: Event, from node: TestNode
) async -> BroadcastReplies<Event.Reply> {
  await node.re.broadcastAwaitingReplies(event)
}

/// Requests and reply-collecting broadcasts of an event that declares no reply type
/// (``EventDiagnostic/Kind/replyTypeNotDeclared``).
@Suite("Likely mistakes: awaiting a reply no event type declares", .collectingDiagnostics)
@MainActor
struct ReplyTypeNotDeclaredTests {
  @Test(
    "a request names the fix, is dispatched as a send would be, and ends with noReply",
    .timeLimit(.minutes(10)))
  func request() async throws {
    try await finishing {
      var handled = 0
      let root = pingTree { handled += 1 }
      let (result, diagnostics) = await collectingDiagnostics {
        await requestResult(Ping(), from: root["leaf"])
      }
      #expect(handled == 1)
      guard case .failure(let error) = result else {
        Issue.record("the request succeeded")
        return
      }
      #expect(error as? ReplyError == .noReply)
      #expect(diagnostics.map(\.kind) == [.replyTypeNotDeclared])
      #expect(diagnostics.first?.node?.name == "leaf")
      #expect(diagnostics.first?.eventType == "Ping")
      #expect(
        diagnostics.first?.message
          == "Ping declares no Reply type, so nobody can answer this request and it can only fail: "
          + "declare `typealias Reply = …` in Ping, or send it with send(_:options:)")
    }
  }

  @Test("the completion form reports the same and completes with unhandled when nobody handles it")
  func completionForm() {
    let leaf = TestNode("leaf")
    let (outcome, diagnostics) = collectingDiagnostics {
      requestCompleting(Ping(), from: leaf)
    }
    guard case .failure(let error) = outcome else {
      Issue.record("the request did not fail at once")
      return
    }
    #expect(error == .unhandled)
    #expect(diagnostics.map(\.kind) == [.replyTypeNotDeclared, .unhandled])
  }

  @Test(
    "a broadcast collecting replies names the fix, is broadcast, and collects none",
    .timeLimit(.minutes(10)))
  func broadcast() async throws {
    try await finishing {
      let root = pingTree()
      let (collected, diagnostics) = await collectingDiagnostics {
        [collectReplies(Ping(), from: root), await awaitReplies(Ping(), from: root)]
      }
      #expect(collected.map(\.replies.count) == [0, 0])
      #expect(collected.map(\.visitedCount) == [1, 1])
      #expect(diagnostics.map(\.kind) == [.replyTypeNotDeclared])
      #expect(diagnostics.first?.node?.name == "root")
      #expect(
        diagnostics.first?.message
          == "Ping declares no Reply type, so nobody can answer this broadcast and it collects no "
          + "replies: declare `typealias Reply = …` in Ping, or use broadcast(_:options:)")
    }
  }

  @Test(
    "each event type is reported once for requests and once for broadcasts",
    .timeLimit(.minutes(10)))
  func oncePerEventType() async throws {
    try await finishing {
      let root = pingTree()
      let (_, diagnostics) = await collectingDiagnostics {
        for _ in 0..<5 {
          _ = await requestResult(Ping(), from: root["leaf"])
          _ = requestCompleting(Ping(), from: root["leaf"])
          _ = collectReplies(Ping(), from: root)
        }
      }
      #expect(diagnostics.map(\.kind) == [.replyTypeNotDeclared, .replyTypeNotDeclared])
    }
  }

  @Test(
    "events that declare a reply type are requested without a word; one that does not is named",
    .timeLimit(.minutes(10)))
  func declaredReplyType() async throws {
    try await finishing {
      let root = TestNode("root") { TestNode("leaf") }
      root.re.handle(Confirm.self) { _, context in
        context.reply(true)
        return .stop
      }
      root["leaf"].re.handleBroadcast(Confirm.self) { _, context in
        context.reply(false)
        return .handled
      }
      let (answers, diagnostics) = await collectingDiagnostics {
        (
          try? await root["leaf"].re.request(Confirm(question: "?")),
          root.re.broadcastCollectingReplies(Confirm(question: "?")).values
        )
      }
      #expect(answers.0 == true && answers.1 == [false])
      #expect(diagnostics.isEmpty)

      // The mistake, for contrast.
      let (_, mistaken) = collectingDiagnostics { requestCompleting(Ping(), from: root["leaf"]) }
      #expect(mistaken.map(\.kind) == [.replyTypeNotDeclared, .unhandled])
    }
  }

  @Test(
    "the overloads the compiler warns of, called anyway, report and end as the general ones do",
    .timeLimit(.minutes(10)))
  func overloadsForEventsWithoutReplyType() async throws {
    try await finishing {
      let calls: any CallsWithoutReplyType = DirectCalls()
      let root = pingTree()
      let (outcomes, diagnostics) = await collectingDiagnostics {
        await calls.run(from: root)
      }
      let noReply = "\(ReplyError.noReply)"
      #expect(outcomes == [noReply, noReply, noReply, "0 replies", "0 replies", "0 replies"])
      #expect(diagnostics.map(\.kind) == [.replyTypeNotDeclared, .replyTypeNotDeclared])
    }
  }
}

/// Calls every overload for events without a reply type, where the compiler chooses them.
@MainActor
private protocol CallsWithoutReplyType {
  /// Returns how each call ended.
  func run(from root: TestNode) async -> [String]
}

/// Calls the overloads directly; deprecated itself so that the compiler's warnings, which the
/// build turns into errors, stay inside.
private struct DirectCalls: CallsWithoutReplyType {
  @available(*, deprecated, message: "calls the overloads for events without a reply type")
  func run(from root: TestNode) async -> [String] {
    let leaf = root["leaf"]
    var outcomes = [
      await requestOutcome(leaf.re.request),
      await timedRequestOutcome(leaf.re.request),
    ]
    leaf.re.request(Ping()) { result in
      if case .failure(let error) = result { outcomes.append("\(error)") }
    }
    outcomes.append("\(root.re.broadcastCollectingReplies(Ping()).replies.count) replies")
    root.re.broadcastCollectingReplies(Ping()) { outcomes.append("\($0.replies.count) replies") }
    outcomes.append("\(await root.re.broadcastAwaitingReplies(Ping()).replies.count) replies")
    return outcomes
  }
}

// The two `async` requests are passed to these as functions, and awaited where the compiler
// does not know that they return `Never`: awaited in place, it would warn that the code after
// them never runs.

/// How `request`, called with a ``Ping``, ended.
@MainActor
private func requestOutcome<Reply>(
  _ request: (Ping, DispatchOptions) async throws -> Reply
) async -> String {
  do {
    _ = try await request(Ping(), [])
    return "replied"
  } catch {
    return "\(error)"
  }
}

/// How `request`, called with a ``Ping`` and a timeout, ended.
@MainActor
private func timedRequestOutcome<Reply>(
  _ request: (Ping, Duration, DispatchOptions) async throws -> Reply
) async -> String {
  do {
    _ = try await request(Ping(), .seconds(30), [])
    return "replied"
  } catch {
    return "\(error)"
  }
}
