import ResponderEventsCore
import ResponderEventsTesting
import Testing

private struct Ping: ResponderEvent {}

@Suite("Hunt probes core", .serialized, .collectingDiagnostics)
@MainActor
struct HuntProbeCoreTests {
  @Test("probe C1: a handler added by the diagnostics handler while a node is visited does not run there")
  func addedDuringContractReport() {
    let root = nestedTableTree()
    let table = root["subTable"]
    table.re.declare(EventContract(events: []))
    var ran: [String] = []
    var added = false
    root["controller"].re.handle(Tapped.self) { _, _ in ran.append("controller"); return .stop }
    EventDiagnostics.withHandler({ diagnostic in
      guard diagnostic.kind == .undeclaredEvent, !added else { return }
      added = true
      table.re.handle(Tapped.self) { _, _ in ran.append("subTable"); return .pass }
    }) {
      root["button"].re.send(Tapped(button: "x"))
    }
    #expect(ran == ["controller"])
  }

  @Test("probe C15: an undeclared event sent including the origin is reported once")
  func includingOriginOnce() {
    let root = nestedTableTree()
    root["subTable"].re.declare(EventContract(events: []))
    root["controller"].re.handle(Tapped.self) { _, _ in .stop }
    let (_, d) = collectingDiagnostics {
      root["subTable"].re.send(Tapped(button: "x"), options: .includingOrigin)
      root["subTable"].re.send(Tapped(button: "x"), options: [.includingOrigin, .tracing])
      root["subTable"].re.send(Tapped(button: "x"), options: [.tracing])
    }
    #expect(d.map(\.kind) == [.undeclaredEvent, .undeclaredEvent, .undeclaredEvent])
  }

  @Test("probe C14: a value observer's token")
  func valueObserverToken() {
    var node: TestNode? = TestNode("n")
    let token = node!.re.observe(EventContractStrictness.self) { _, _ in }
    #expect(token.isActive)
    #expect(token.remove())
    #expect(!token.remove())
    #expect(!token.isActive)
    let token2 = node!.re.observe(EventContractStrictness.self) { _, _ in }
    node = nil
    #expect(!token2.isActive)
    #expect(!token2.remove())
  }

  @Test("probe C20: a diagnostics handler that sends during a cycle report")
  func sendDuringCycleReport() {
    let a = TestNode("a")
    let b = TestNode("b")
    a.re.redirect(to: b)
    b.re.redirect(to: a)
    var inner = 0
    let leaf = TestNode("leaf")
    a.addChild(leaf)
    b.re.handle(Ping.self) { _, _ in inner += 1; return .pass }
    let (_, d) = collectingDiagnostics {
      EventDiagnostics.withHandler({ diagnostic in
        if diagnostic.kind == .cycleDetected, diagnostic.eventType == "Tapped" {
          leaf.re.send(Ping())
        }
      }) {
        leaf.re.send(Tapped(button: "x"))
        leaf.re.send(Tapped(button: "x"))
      }
    }
    #expect(inner == 2)
    _ = d
  }
}
