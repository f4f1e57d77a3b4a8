import ResponderEventsCore
import ResponderEventsTesting
import Testing

private struct LowLevelError: Error {}
private struct ScreenError: Error {}

/// An error the declaring node's own `catchError` replaces (as `catchError`'s documentation
/// invites: "assign another error to the event to report that one to the handlers further
/// up instead") never leaves the part; the replacement does.
///
/// EventContract: "an event its own handlers stop or transform never leaves the part, and is
/// not checked"; "Each event the node sends, and each that passes it on its way up from below,
/// is checked against it".
@Suite("Contracts and errors replaced at the declaring node", .serialized)
@MainActor
struct ContractReplacedErrorTests {
  private func tree() -> TestNode {
    let root = nestedTableTree()
    root["controller"].re.catchError((any Error).self) { _, _, _ in .stop }
    return root
  }

  @Test("an undeclared error the declaring node replaces by a declared one is not reported")
  func replacedByDeclared() {
    let root = tree()
    root["subTable"].re.declare(EventContract(errors: [ScreenError.self]))
    root["subTable"].re.catchError(LowLevelError.self) { _, _, context in
      context.event = ScreenError()
      return .pass
    }
    let (_, diagnostics) = collectingDiagnostics { root["button"].re.report(LowLevelError()) }
    #expect(diagnostics.filter { $0.kind == .undeclaredEvent }.map(\.message) == [])
  }

  @Test("an undeclared error the declaring node puts in place of a declared one is reported")
  func replacementUndeclared() {
    let root = tree()
    root["subTable"].re.declare(EventContract(errors: [LowLevelError.self]))
    root["subTable"].re.catchError(LowLevelError.self) { _, _, context in
      context.event = ScreenError()
      return .pass
    }
    let (_, diagnostics) = collectingDiagnostics { root["button"].re.report(LowLevelError()) }
    #expect(diagnostics.filter { $0.kind == .undeclaredEvent }.map(\.eventType) == ["ScreenError"])
  }
}
