import ResponderEventsCore
import ResponderEventsTesting
import Testing

private struct StrayError: Error {}

/// What a contract's undeclared-event report names, and a diagnostics handler that registers a
/// handler while the report runs, in the middle of a node's visit.
@Suite(
  "Contract reports: what they name, and handlers added by them", .serialized,
  .collectingDiagnostics)
@MainActor
struct ContractReportTests {
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

  @Test("an undeclared error is named by its own type, as every other diagnostic names it")
  func undeclaredErrorNamesItsType() {
    let root = nestedTableTree()
    root["subTable"].re.declare(EventContract(events: [Tapped.self]))
    let (_, diagnostics) = collectingDiagnostics { root["button"].re.report(StrayError()) }
    // ReportedError.swift, shownType(of:): "The type that diagnostics and traces name for
    // `event`: the error's own type for a reported error, whose carrier type no user can name".
    let undeclared = diagnostics.filter { $0.kind == .undeclaredEvent }
    let unhandled = diagnostics.filter { $0.kind == .unhandled }
    #expect(undeclared.count == 1)
    #expect(unhandled.first?.eventType == "StrayError")
    #expect(undeclared.first?.eventType == "StrayError")
    #expect(undeclared.first?.description.contains("ReportedError") == false)
  }
}
