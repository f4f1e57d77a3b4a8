import ResponderEventsCore
import ResponderEventsTesting
import Testing

private struct StrayError: Error {}

/// The event type an undeclared-event diagnostic names for a reported error.
@Suite("Contract reports name the error's type", .serialized, .collectingDiagnostics)
@MainActor
struct ContractErrorTypeNameTests {
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
