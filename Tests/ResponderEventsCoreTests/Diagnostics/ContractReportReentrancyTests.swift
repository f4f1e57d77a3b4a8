import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// A diagnostics handler that registers a handler while a contract's report runs, in the
/// middle of a node's visit.
@Suite("Contract reports and handlers added by them", .serialized, .collectingDiagnostics)
@MainActor
struct ContractReportReentrancyTests {
  @Test("a handler the undeclared-event report adds does not run at the node being visited")
  func handlerAddedByTheReport() {
    let root = nestedTableTree()
    let table = root["subTable"]
    table.re.declare(EventContract(events: []))
    var ran: [String] = []
    var kinds: [EventDiagnostic.Kind] = []
    root["controller"].re.handle(Tapped.self) { _, _ in
      ran.append("controller")
      return .stop
    }
    EventDiagnostics.withHandler(
      { diagnostic in
        kinds.append(diagnostic.kind)
        guard diagnostic.kind == .undeclaredEvent, kinds.count == 1 else { return }
        // Guarantees.md: "A handler added during a dispatch runs for nodes the event reaches
        // afterwards, but not at the node being visited."
        table.re.handle(Tapped.self) { _, _ in
          ran.append("subTable")
          return .pass
        }
      },
      operation: { root["button"].re.send(Tapped(button: "first")) })
    #expect(kinds == [.undeclaredEvent])
    #expect(ran == ["controller"])
    // The next event finds it.
    _ = collectingDiagnostics { root["button"].re.send(Tapped(button: "second")) }
    #expect(ran == ["controller", "subTable", "controller"])
  }
}
