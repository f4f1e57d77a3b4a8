import Foundation
import ResponderEventsCore
import ResponderEventsTesting
import Testing

@testable import ResponderEventsObjC

@Suite("Hunt probes ObjC", .collectingDiagnostics)
@MainActor
struct HuntProbeObjCTests {
  @Test("probe: ObjC handler removing itself and re-registering during its call")
  func removeSelf() {
    let root = nestedTableTree()
    var token: HandlerToken?
    var calls = 0
    token = ObjCEvents.handle(named: "tap", on: root["controller"]) { node, call in
      calls += 1
      #expect(token?.remove() == true)
      #expect(token?.remove() == false)
      return 1
    }
    let (_, d) = collectingDiagnostics {
      ObjCEvents.send(named: "tap", payload: nil, from: root["button"])
      ObjCEvents.send(named: "tap", payload: nil, from: root["button"])
    }
    #expect(calls == 1)
    #expect(d.map(\.kind) == [.unhandled])
  }
}
