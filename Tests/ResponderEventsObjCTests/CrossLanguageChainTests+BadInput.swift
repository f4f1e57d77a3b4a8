import Foundation
import ResponderEventsCore
import ResponderEventsTesting
import Testing

@testable import ResponderEventsObjC

/// Bad input from Objective-C: what the bridge leaves out or ignores, and reports.
extension CrossLanguageChainTests {
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

  // A late change was converted first: an object was reported as refused, as if the key were
  // still the handler's to set, and NSNull twice, once as refused and once as late.
  @Test("a payload change after the handler returned is reported once, as late, whatever it is")
  func lateChangeReportedAsLate() {
    let root = nestedTableTree()
    var kept: BridgedHandlerCall?
    ObjCEvents.handle(named: "tap", on: root["controller"]) { _, call in
      kept = call
      return 2
    }
    ObjCEvents.send(named: "tap", payload: nil, from: root["button"])
    for value in [NSObject(), NSNull(), NSNumber(value: 1)] {
      let (_, diagnostics) = collectingDiagnostics { kept?.setValue(value, forKey: "row") }
      #expect(diagnostics.map(\.kind) == [.objectiveCValueDropped], "\(value)")
      #expect(diagnostics.allSatisfy { $0.message.contains("after the handler returned") })
    }
    #expect(kept?.payload.isEmpty == true)
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
