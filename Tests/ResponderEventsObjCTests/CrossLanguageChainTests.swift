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
///
/// The suite's tests are in three files, by subject: events that cross between the languages
/// here, replies and promises in CrossLanguageChainTests+Replies.swift, and bad input in
/// CrossLanguageChainTests+BadInput.swift.
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

  @Test(
    "blocks for one name run in chain order, nearest first, and one node's in registration order")
  func blocksRunInChainOrder() {
    let root = nestedTableTree()
    var ran: [String] = []
    // The controller registers first (viewDidLoad), the cells later (as they are made).
    for (node, label) in [
      ("controller", "controller"), ("superCell", "cell 1"), ("superCell", "cell 2"),
    ] {
      ObjCEvents.handle(named: "tap", on: root[node]) { _, _ in
        ran.append(label)
        return 1
      }
    }
    ObjCEvents.send(named: "tap", payload: nil, from: root["button"])
    #expect(ran == ["cell 1", "cell 2", "controller"])
  }

  // THUIEventBus offered a downward event to the controller that passed it down first; the
  // THUIEventBus migration page says that a broadcast from Objective-C does not.
  @Test("a broadcast from Objective-C starts below its sender: the sender's own block never runs")
  func broadcastSkipsItsSender() {
    let root = nestedTableTree()
    var ran: [String] = []
    for name in ["controller", "superCell"] {
      ObjCEvents.handle(named: "reload", on: root[name], returning: BroadcastDisposition.self) {
        _, _ in
        ran.append(name)
        return 1
      }
    }
    #expect(ObjCEvents.broadcast(named: "reload", payload: nil, from: root["controller"]))
    #expect(ran == ["superCell"])
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
}
