import Foundation
import ResponderEventsCore
import ResponderEventsTesting
import Testing

@testable import ResponderEventsObjC

/// Replies, promises and broadcast replies across the two languages, and the main-thread hop a
/// promise fulfilled on another thread takes.
extension CrossLanguageChainTests {
  // Read from the sender's reply block, which a reply given during the dispatch calls at once,
  // inside the replying block's access to the context.
  @Test("the sender's reply block reads the replying context's isReplyRequested and payload")
  func readsInsideTheReply() {
    let root = nestedTableTree()
    var kept: BridgedHandlerCall?
    ObjCEvents.handle(named: "q", on: root["superCell"]) { _, call in
      kept = call
      call.reply(["answer": NSString(string: "yes")])
      return 1
    }
    var seen: [String] = []
    ObjCEvents.send(named: "q", payload: ["k": NSString(string: "v")], from: root["button"]) {
      _, _ in
      seen.append("requested: \(kept?.isReplyRequested ?? true)")
      seen.append("payload: \(kept?.payload["k"] as? String ?? "none")")
    }
    #expect(seen == ["requested: false", "payload: v"])
  }

  @Test("a broadcast's blocks: isReplyRequested is true at each node until it answers")
  func broadcastNodes() {
    let root = nestedTableTree()
    var seen: [String: [Bool]] = [:]
    for name in ["superCell", "subCell"] {
      ObjCEvents.handle(named: "b", on: root[name], returning: BroadcastDisposition.self) {
        _, call in
        seen[name, default: []].append(call.isReplyRequested)
        call.reply(nil)
        seen[name, default: []].append(call.isReplyRequested)
        return 0
      }
    }
    ObjCEvents.broadcast(named: "b", payload: nil, from: root) { _ in }
    #expect(seen["superCell"] == [true, false])
    #expect(seen["subCell"] == [true, false])
  }

  @Test("an Objective-C context stops saying a reply is awaited once it replied, as Swift's does")
  func isReplyRequestedAfterReply() {
    let root = nestedTableTree()
    var objC: [Bool] = []
    ObjCEvents.handle(named: "q", on: root["superCell"]) { _, call in
      objC.append(call.isReplyRequested)
      call.reply(nil)
      objC.append(call.isReplyRequested)
      return 1
    }
    // A Swift handler above, which the passed event reaches once it was answered.
    var swift: [Bool] = []
    root["controller"].re.handle(named: "q") { _, context in
      swift.append(context.isReplyRequested)
      return .stop
    }
    ObjCEvents.send(named: "q", payload: nil, from: root["button"]) { _, _ in }
    #expect(objC == [true, false])
    #expect(swift == [false])
  }

  @Test("Objective-C replies to a Swift request, and Swift replies to an Objective-C one")
  func repliesBothWays() async throws {
    let root = nestedTableTree()
    ObjCEvents.handle(named: "lookup", on: root["controller"]) { _, call in
      #expect(call.isReplyRequested)
      call.reply(["answer": NSNumber(value: 42)])
      return 2
    }
    let reply = try await finishing { try await root["button"].re.request(NamedEvent("lookup")) }
    #expect(reply["answer", as: Int.self] == 42)

    root["superTable"].re.handle(named: "title") { _, context in
      context.reply(["title": "Shelf"])
      return .stop
    }
    var answers: [([String: Any]?, ReplyError?)] = []
    ObjCEvents.send(named: "title", payload: nil, from: root["button"]) {
      answers.append(($0, $1))
    }
    #expect(answers.count == 1)
    #expect(answers.first?.0?["title"] as? String == "Shelf")
    #expect(answers.first?.1 == nil)
  }

  @Test("a request nobody answers ends once, with the engine's error")
  func requestErrors() {
    let root = nestedTableTree()
    ObjCEvents.handle(named: "silent", on: root["controller"]) { _, _ in 2 }
    var errors: [ReplyError?] = []
    ObjCEvents.send(named: "silent", payload: nil, from: root["button"]) { errors.append($1) }
    _ = collectingDiagnostics {
      ObjCEvents.send(named: "nobody", payload: nil, from: root["button"]) {
        errors.append($1)
      }
    }
    #expect(errors == [.noReply, .unhandled])
  }

  @Test("a promise made in Objective-C answers later; dropped, it ends the request")
  func promises() async throws {
    let root = nestedTableTree()
    var promise: BridgedPromise?
    ObjCEvents.handle(named: "confirm", on: root["controller"]) { _, call in
      promise = call.promiseReply()
      return 2
    }
    var answers: [([String: Any]?, ReplyError?)] = []
    ObjCEvents.send(named: "confirm", payload: nil, from: root["button"]) {
      answers.append(($0, $1))
    }
    #expect(answers.isEmpty)
    #expect(promise?.isPending == true)
    promise?.fulfill(["ok": NSNumber(value: true)])
    // At once on the main thread; queued where the main actor runs elsewhere (Linux tests).
    try await finishing {
      while answers.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
    }
    #expect(answers.count == 1)
    #expect((answers.first?.0?["ok"] as? NSNumber).map(ObjCValues.number) as? Bool == true)

    ObjCEvents.send(named: "confirm", payload: nil, from: root["button"]) {
      answers.append(($0, $1))
    }
    promise = nil
    await drainMainActor()
    #expect(answers.count == 2)
    #expect(answers.last?.1 == .promiseAbandoned)
  }

  @Test("a broadcast collects the answers of Objective-C and Swift handlers, in visit order")
  func broadcastReplies() {
    let root = nestedTableTree()
    ObjCEvents.handle(named: "unsaved", on: root["superCell"], returning: BroadcastDisposition.self)
    { _, call in
      call.reply(["dirty": NSNumber(value: false)])
      return 1
    }
    root["subCell"].re.handleBroadcast(named: "unsaved") { _, context in
      context.reply(["dirty": true])
      return .handled
    }
    ObjCEvents.handle(named: "unsaved", on: root["subTable"], returning: BroadcastDisposition.self)
    { _, _ in 2 }
    var replies: [ObjCEvents.Reply] = []
    ObjCEvents.broadcast(named: "unsaved", payload: nil, from: root) {
      replies = $0
    }
    #expect(replies.map(\.responderName) == ["superCell"])
    #expect((replies.first?.payload["dirty"] as? NSNumber)?.boolValue == false)

    ObjCEvents.handle(named: "other", on: root["subTable"], returning: BroadcastDisposition.self) {
      _, _ in 0
    }
    replies = []
    root["subTable"].re.removeAllHandlers()
    ObjCEvents.broadcast(named: "unsaved", payload: nil, from: root) {
      replies = $0
    }
    #expect(replies.map(\.responderName) == ["superCell", "subCell"])
  }

  @Test("a broadcast lists the promised answers that never came after the answers, with why")
  func broadcastListsUnansweredPromises() {
    let root = nestedTableTree()
    ObjCEvents.handle(named: "unsaved", on: root["superCell"], returning: BroadcastDisposition.self)
    { _, call in
      _ = call.promiseReply()  // released unfulfilled
      return 1
    }
    root["subCell"].re.handleBroadcast(named: "unsaved") { _, context in
      context.reply(["dirty": true])
      return .handled
    }
    var replies: [ObjCEvents.Reply] = []
    ObjCEvents.broadcast(named: "unsaved", payload: nil, from: root) { replies = $0 }
    #expect(replies.map(\.responderName) == ["subCell", "superCell"])
    #expect(replies.map(\.error) == [nil, .promiseAbandoned])
    #expect(replies.last?.payload.isEmpty == true)
  }

  @Test("a promise fulfilled on a background thread answers on the main actor")
  func promiseFulfilledOffTheMainThread() async throws {
    let root = nestedTableTree()
    var kept: BridgedPromise?
    ObjCEvents.handle(named: "load", on: root["controller"]) { _, call in
      kept = call.promiseReply()
      return 2
    }
    var answer: [String: Any]?
    ObjCEvents.send(named: "load", payload: nil, from: root["button"]) { reply, _ in
      MainActor.preconditionIsolated()
      answer = reply
    }
    let promise = try #require(kept)
    try await finishing {
      await onBackgroundThread { promise.fulfill(["rows": NSNumber(value: 5)]) }
      while answer == nil { try await Task.sleep(for: .milliseconds(5)) }
    }
    #expect((answer?["rows"] as? NSNumber)?.intValue == 5)
    #expect(!promise.isPending)
  }

  @Test("what a promise fulfilled off the main thread leaves out reaches the caller's scope")
  func promiseOffTheMainThreadReportsToTheCallersScope() async throws {
    let root = nestedTableTree()
    var kept: BridgedPromise?
    ObjCEvents.handle(named: "load", on: root["controller"]) { _, call in
      kept = call.promiseReply()
      return 2
    }
    var answer: [String: Any]?
    ObjCEvents.send(named: "load", payload: nil, from: root["button"]) { reply, _ in
      answer = reply
    }
    let promise = try #require(kept)
    let collected = DiagnosticBox()
    let onMainThread = try await finishing {
      try await EventDiagnostics.withHandler({ collected.items.append($0) }) {
        // A child task inherits the scope, as a task-local value, and runs off the main actor.
        let onMainThread = await inChildTask {
          promise.fulfill([NSNumber(value: 7): "x", "rows": NSNumber(value: 5)])
          return Thread.isMainThread
        }
        while answer == nil { try await Task.sleep(for: .milliseconds(5)) }
        return onMainThread
      }
    }
    #expect(!onMainThread)
    #expect(answer?.keys.sorted() == ["rows"])
    #expect(collected.items.map(\.kind) == [.objectiveCValueDropped])
    #expect(collected.items.first?.message.contains("the key 7 (a ") == true)
    #expect(DiagnosticsCollector.current?.diagnostics.isEmpty == true)
  }

  @Test("main-thread work from Objective-C runs on the main actor, from any thread")
  func mainThreadHop() async throws {
    #if canImport(Darwin)
      // Linux's test runner runs the main actor off the main thread, so this holds on Apple's.
      var ran = false
      MainThread.run { ran = true }
      #expect(ran)
    #endif
    let box = Box()
    try await finishing {
      await onBackgroundThread {
        MainThread.run {
          MainActor.preconditionIsolated()
          box.ran = true
        }
      }
      while !box.ran { try await Task.sleep(for: .milliseconds(5)) }
    }
    #expect(box.ran)
  }

  @MainActor
  final class Box {
    var ran = false
  }
}
