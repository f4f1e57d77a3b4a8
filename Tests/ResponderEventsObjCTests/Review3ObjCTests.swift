import Foundation
import ResponderEventsCore
import ResponderEventsTesting
import Testing

@testable import ResponderEventsObjC

/// Review of 6d89355: `isReplyRequested` now reaches the context through `access`; read from
/// code that runs inside another `access` (the sender's reply block, which a reply given during
/// the dispatch calls at once), the two accesses to the `inout` context overlap.
@Suite("Review 3: Objective-C context reads nested in an access", .collectingDiagnostics)
@MainActor
struct Review3ObjCTests {
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
}
