import Foundation
import ResponderEventsCore
import ResponderEventsTesting
import Testing

@testable import ResponderEventsObjC

/// One chain across both languages.
///
/// The "Objective-C" nodes here go through `ObjCEvents`, the code the `re_` methods of
/// `ResponderEventsObjC` that send and handle events call, with the Foundation values an
/// Objective-C caller passes; the Swift nodes use the Swift API.
@Suite("One chain across Objective-C and Swift", .collectingDiagnostics, .timeLimit(.minutes(10)))
@MainActor
struct CrossLanguageChainTests {
  @Test("an Objective-C cell sends, and a Swift controller handles it as a NamedEvent")
  func objectiveCSendsSwiftHandles() {
    let root = nestedTableTree()
    var received: EventPayload?
    root["controller"].re.handle(named: "btnClick1") { _, context in
      received = context.event.payload
      return .stop
    }
    // The router category's "add to info and pass on", written in Objective-C:
    ObjCEvents.handle(named: "btnClick1", on: root["superCell"]) { _, call in
      call.setValue(NSString(string: "added by the cell"), forKey: "test")
      return 0
    }
    let handled = ObjCEvents.send(
      named: "btnClick1", payload: ["key": NSString(string: "blue button")],
      from: root["button"])
    #expect(handled)
    #expect(received?["key", as: String.self] == "blue button")
    #expect(received?["test", as: String.self] == "added by the cell")
  }

  @Test("a Swift view sends, and an Objective-C controller handles, enriched by a Swift cell")
  func swiftSendsObjectiveCHandles() {
    let root = nestedTableTree()
    root["superCell"].re.handle(named: "refresh") { _, context in
      context.event.payload["row"] = 4
      return .pass
    }
    var seen: [String: Any] = [:]
    var senderName: String?
    ObjCEvents.handle(named: "refresh", on: root["controller"]) { controller, call in
      seen = call.payload
      senderName = (call.sender as? TestNode)?.name
      return 2
    }
    let result = root["button"].re.send(
      NamedEvent("refresh", payload: ["force": true]), options: .tracing)
    #expect(result.termination == .stopped)
    #expect((seen["row"] as? NSNumber)?.intValue == 4)
    #expect((seen["force"] as? NSNumber).map(ObjCValues.number) as? Bool == true)
    #expect(senderName == "button")
    expectHops(
      result.trace,
      [
        ("subCell", .noHandler), ("subTable", .noHandler), ("superCell", .passed),
        ("superTable", .noHandler), ("controller", .stopped),
      ])
  }

  @Test("a Swift typed event passes Objective-C handlers untouched")
  func typedEventsPassObjectiveCHandlers() {
    let root = nestedTableTree()
    var objectiveCRan = false
    ObjCEvents.handle(named: "AddToCart", on: root["superCell"]) { _, _ in
      objectiveCRan = true
      return 2
    }
    var quantity: Int?
    root["controller"].re.handle(AddToCart.self) { _, context in
      quantity = context.event.quantity
      return .stop
    }
    let result = root["button"].re.send(AddToCart(quantity: 3), options: .tracing)
    #expect(!objectiveCRan)
    #expect(quantity == 3)
    expectChanged(by: [], in: result.trace)
    expectHops(
      result.trace,
      [
        ("subCell", .noHandler), ("subTable", .noHandler), ("superCell", .noHandler),
        ("superTable", .noHandler), ("controller", .stopped),
      ])
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

  @Test("a non-string key in a payload, a reply or a promise's answer is left out and reported")
  func nonStringKeys() async throws {
    let root = nestedTableTree()
    let badKey = NSNumber(value: 42)
    var seen: EventPayload?
    var kept: BridgedPromise?
    ObjCEvents.handle(named: "add", on: root["controller"]) { _, call in
      seen = EventPayload(
        call.payload.mapValues { ($0 as? NSNumber)?.intValue ?? 0 } as [String: any Sendable])
      call.reply([badKey: "y", "ok": NSNumber(value: true)])
      return 2
    }
    ObjCEvents.handle(named: "later", on: root["controller"]) { _, call in
      kept = call.promiseReply()
      return 2
    }
    var answer: [String: Any]?
    var later: [String: Any]?
    let collected = DiagnosticBox()
    EventDiagnostics.withHandler(
      { collected.items.append($0) },
      operation: {
        ObjCEvents.send(
          named: "add", payload: [badKey: "z", "row": NSNumber(value: 1)], from: root["button"]
        ) { reply, _ in answer = reply }
        ObjCEvents.send(named: "later", payload: nil, from: root["button"]) { reply, _ in
          later = reply
        }
        // Reported in this scope even when queued, as a later test checks.
        kept?.fulfill([badKey: "w", "done": NSNumber(value: true)])
      })
    try await finishing {
      while later == nil { try await Task.sleep(for: .milliseconds(5)) }
    }
    let diagnostics = collected.items
    #expect(seen?.values.keys.sorted() == ["row"])
    #expect(answer?.keys.sorted() == ["ok"])
    #expect(later?.keys.sorted() == ["done"])
    #expect(diagnostics.map(\.kind) == Array(repeating: .objectiveCValueDropped, count: 3))
    #expect(diagnostics.allSatisfy { $0.message.contains("the key 42 (a ") })
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

  @Test("a redirect replaces the next node of Objective-C's events; removing it restores it")
  func redirect() {
    let root = nestedTableTree()
    let popup = TestNode("popup")
    var heard = 0
    root["controller"].re.handle(named: "close") { _, _ in
      heard += 1
      return .stop
    }
    popup.re.redirect(to: root["controller"])
    #expect(ObjCEvents.send(named: "close", payload: nil, from: popup))
    popup.re.removeRedirect()
    let (handled, diagnostics) = collectingDiagnostics {
      ObjCEvents.send(named: "close", payload: nil, from: popup)
    }
    #expect(!handled)
    #expect(heard == 1)
    #expect(diagnostics.map(\.kind) == [.unhandled])
  }

  @Test("bad input gets a defined outcome and a diagnostic, never a crash")
  func badInput() {
    let root = nestedTableTree()
    var seen: EventPayload?
    root["controller"].re.handle(named: "tap") { _, context in
      seen = context.event.payload
      return .stop
    }
    let (_, diagnostics) = collectingDiagnostics {
      // An unknown name, an empty (or nil) name, a handler for one, NSNull and an object:
      ObjCEvents.send(named: "unknown", payload: nil, from: root["button"])
      ObjCEvents.send(named: "", payload: nil, from: root["button"])
      _ = ObjCEvents.handle(named: "", on: root["controller"]) { _, _ in 2 }
      ObjCEvents.send(
        named: "tap", payload: ["title": NSNull(), "view": NSObject(), "row": NSNumber(value: 1)],
        from: root["button"])
    }
    #expect(
      diagnostics.map(\.kind)
        == [
          .unhandled, .emptyEventName, .emptyEventName, .objectiveCValueDropped,
          .objectiveCValueDropped,
        ])
    #expect(seen?.values.keys.sorted() == ["row"])
  }

  @Test("a context used after its handler returned changes nothing, and says so")
  func contextAfterTheHandler() {
    let root = nestedTableTree()
    var kept: BridgedHandlerCall?
    ObjCEvents.handle(named: "tap", on: root["superCell"]) { _, call in
      call.setValue(NSNumber(value: 1), forKey: "row")
      kept = call
      return 0
    }
    var seen: EventPayload?
    root["controller"].re.handle(named: "tap") { _, context in
      seen = context.event.payload
      return .stop
    }
    ObjCEvents.send(named: "tap", payload: nil, from: root["button"])
    let (_, diagnostics) = collectingDiagnostics {
      kept?.setValue(NSNumber(value: 2), forKey: "row")
      kept?.reply(nil)
      _ = kept?.promiseReply()
    }
    #expect(seen?["row", as: Int.self] == 1)
    #expect((kept?.payload["row"] as? NSNumber)?.intValue == 1)
    #expect(diagnostics.map(\.kind) == Array(repeating: .objectiveCValueDropped, count: 3))
    #expect(diagnostics.first?.message.contains("after the handler returned was ignored") == true)
  }

  @Test("NSNull removes a key on the way; an object leaves it as it was")
  func settingValues() {
    let root = nestedTableTree()
    ObjCEvents.handle(named: "tap", on: root["superCell"]) { _, call in
      call.setValue(NSNull(), forKey: "title")
      call.setValue(NSObject(), forKey: "row")
      call.setValue(nil, forKey: "gone")
      #expect(call.payload.keys.sorted() == ["row"])
      return 0
    }
    var seen: EventPayload?
    root["controller"].re.handle(named: "tap") { _, context in
      seen = context.event.payload
      return .stop
    }
    _ = collectingDiagnostics {
      ObjCEvents.send(
        named: "tap",
        payload: [
          "title": NSString(string: "x"), "row": NSNumber(value: 1), "gone": NSString(string: "y"),
        ],
        from: root["button"])
    }
    #expect(seen?.values.keys.sorted() == ["row"])
    #expect(seen?["row", as: Int.self] == 1)
  }
}
