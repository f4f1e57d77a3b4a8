import Foundation
import ResponderEventsCore
import ResponderEventsTesting
import Testing

@testable import ResponderEventsObjC

/// The defined outcome, and the diagnostic, for each bad value Objective-C can pass: the
/// inputs the originals crashed on.
@Suite("Objective-C values", .collectingDiagnostics)
@MainActor
struct ObjCValuesTests {
  /// A value no payload can hold.
  final class Cell: NSObject {}

  @Test("a payload from Objective-C keeps its property lists and leaves out NSNull and objects")
  func payloadFromObjectiveC() {
    let node = TestNode("cell")
    let (payload, diagnostics) = collectingDiagnostics {
      ObjCValues.payload(
        from: [
          "title": NSString(string: "Blue"), "row": NSNumber(value: 2),
          "missing": NSNull(), "cell": Cell(), "tags": NSArray(array: [NSNull()]),
        ]
      ).reported(event: "tapped", at: node)
    }
    #expect(payload.values.keys.sorted() == ["row", "title"])
    #expect(payload["title", as: String.self] == "Blue")
    #expect(payload["row", as: Int.self] == 2)
    #expect(diagnostics.map(\.kind) == Array(repeating: .objectiveCValueDropped, count: 3))
    #expect(diagnostics.allSatisfy { $0.node?.name == "cell" && $0.eventType == "NamedEvent" })
    let messages = diagnostics.map(\.message)
    #expect(
      messages[0].hasPrefix("\"tapped\": the value for \"cell\" is a Cell, not a property list"))
    #expect(messages[1].contains("the value for \"missing\" is NSNull"))
    #expect(messages[1].contains("left out, as if absent"))
    #expect(messages[2].contains("a value holding NSNull at [0]"))
  }

  @Test("a value nested over 256 deep is left out and reported, as one that holds itself would be")
  func deeplyNestedPayload() {
    var nested: Any = NSNumber(value: 1)
    for _ in 0..<300 { nested = NSArray(array: [nested]) }
    let (payload, diagnostics) = collectingDiagnostics {
      ObjCValues.payload(from: ["deep": nested, "row": NSNumber(value: 2)])
        .reported(event: "tapped", at: nil)
    }
    #expect(payload.values.keys.sorted() == ["row"])
    #expect(diagnostics.map(\.kind) == [.objectiveCValueDropped])
    #expect(diagnostics.first?.message.contains("a value nested over 256 deep at [0][0]") == true)
  }

  @Test(
    "two keys Swift finds equal keep one value; the other is reported", .timeLimit(.minutes(10)))
  func canonicallyEquivalentKeys() async {
    // An `NSDictionary` on Apple platforms holds both keys, since `NSString` compares code
    // units; Linux's Foundation compares them as Swift does and keeps one. So the entries are
    // added here as `ObjCDictionary.entries` adds those it enumerates, with `String` keys: on
    // Apple platforms an `NSString` becomes a `String` as an `AnyHashable`, while on Linux its
    // hash tells the two spellings apart where its `isEqual:` does not.
    var entries: [AnyHashable: Any] = [:]
    let collected = DiagnosticBox()
    await EventDiagnostics.withHandler(
      { collected.items.append($0) },
      operation: {
        for (key, value) in [("é", 1), ("e\u{301}", 2), ("row", 3)] {
          ObjCValues.add(NSNumber(value: value), for: key, to: &entries)
        }
        // The report goes to the main thread, which Linux's test runner does not run the main
        // actor on: it is queued there, before this.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
          MainThread.run(later: true) { done.resume() }
        }
      })
    #expect(entries.count == 2)
    #expect((entries["é"] as? NSNumber)?.intValue == 2)
    #expect(collected.items.map(\.kind) == [.objectiveCValueDropped])
    let message = collected.items.first?.message ?? ""
    #expect(message.hasPrefix("two keys are \"é\" to Swift (canonically equivalent"))
    #expect(message.contains("one value was left out"))
    #expect(message.contains("normalise the keys (precomposedStringWithCanonicalMapping)"))
  }

  @Test("a nil payload from Objective-C is an empty payload, with nothing to report")
  func nilPayload() {
    let (payload, diagnostics) = collectingDiagnostics {
      ObjCValues.payload(from: nil).reported(event: "tapped", at: nil)
    }
    #expect(payload.values.isEmpty)
    #expect(diagnostics.isEmpty)
  }

  @Test("Objective-C sees a payload's property lists; a Swift-only value is left out, reported")
  func objectiveCView() throws {
    struct Product: Sendable { let id: Int }
    let payload: EventPayload = ["row": 3, "product": Product(id: 7), "ok": true]
    let (view, diagnostics) = collectingDiagnostics {
      ObjCValues.dictionary(from: payload, event: "tapped", at: nil)
    }
    #expect(view.keys.sorted() == ["ok", "row"])
    #expect((view["row"] as? NSNumber)?.intValue == 3)
    let flag = try #require(view["ok"] as? NSNumber)
    #expect(ObjCValues.number(flag) as? Bool == true)
    #expect(diagnostics.map(\.kind) == [.objectiveCValueDropped])
    #expect(diagnostics.first?.message.contains("\"product\" is a Product") == true)
    #expect(diagnostics.first?.message.contains("the event still carries it") == true)
  }

  @Test("an empty (or nil) name is refused and reported, saying what was refused")
  func emptyName() {
    let node = TestNode("controller")
    let (name, diagnostics) = collectingDiagnostics {
      ObjCValues.eventName("", at: node, refused: "no handler was registered")
    }
    #expect(name == nil)
    #expect(diagnostics.map(\.kind) == [.emptyEventName])
    #expect(diagnostics.first?.message.hasPrefix("no handler was registered") == true)
    #expect(ObjCValues.eventName("tapped", at: node, refused: "") == "tapped")
  }

  @Test("results map to the engine's dispositions; an unknown result is read as pass")
  func results() {
    let node = TestNode("controller")
    let (dispositions, diagnostics) = collectingDiagnostics {
      (0...3).map { ObjCValues.disposition(rawValue: $0, event: "x", at: node) as EventDisposition }
    }
    #expect(dispositions == [.pass, .handled, .stop, .pass])
    #expect(diagnostics.map(\.kind) == [.objectiveCValueDropped])
    #expect(
      diagnostics.first?.message.contains("returned 3, which is not an REEventResult") == true)

    let (broadcast, broadcastDiagnostics) = collectingDiagnostics {
      [0, 1, 2, 3, -1].map {
        ObjCValues.disposition(rawValue: $0, event: "x", at: node) as BroadcastDisposition
      }
    }
    #expect(broadcast == [.pass, .handled, .skipSubtree, .stop, .pass])
    #expect(broadcastDiagnostics.map(\.kind) == [.objectiveCValueDropped])
  }

  @Test("a nil block is reported, naming the method and what was done instead")
  func nilBlock() {
    let node = TestNode("button")
    let (_, diagnostics) = collectingDiagnostics {
      ObjCValues.reportNilBlock("re_onControlEvents:handler:", sent: false, at: node)
      ObjCValues.reportNilBlock("re_sendEventNamed:payload:reply:", sent: true, at: node)
    }
    #expect(diagnostics.map(\.kind) == [.objectiveCValueDropped, .objectiveCValueDropped])
    #expect(diagnostics.allSatisfy { $0.node?.name == "button" })
    #expect(diagnostics[0].message.hasPrefix("re_onControlEvents:handler: was passed a nil block"))
    #expect(diagnostics[0].message.contains("the token returned removes nothing"))
    #expect(diagnostics[1].message.contains("sent without waiting for an answer"))
  }

  @Test("a nil cell from a block is reported, naming the row and the fix")
  func nilCell() {
    let table = TestNode("table")
    let (_, diagnostics) = collectingDiagnostics {
      ObjCValues.reportNilCell(at: IndexPath(indexes: [1, 4]), in: table)
    }
    #expect(diagnostics.map(\.kind) == [.objectiveCValueDropped])
    #expect(diagnostics.first?.node?.name == "table")
    let message = diagnostics.first?.message ?? ""
    #expect(message.hasPrefix("the block of re_provideCell: returned nil for section 1, row 4"))
    #expect(message.contains("an empty UITableViewCell was shown there"))
    #expect(message.contains("return a cell for every row"))
  }

  @Test("each reply error has its own REReplyError code")
  func replyErrorCodes() {
    let errors: [ReplyError] = [
      .unhandled, .noReply, .responderDeallocated, .promiseAbandoned,
      .refused(.emptyEventName), .cancelled, .timedOut,
    ]
    #expect(errors.map(ObjCValues.code(for:)) == Array(0..<7))
  }
}
