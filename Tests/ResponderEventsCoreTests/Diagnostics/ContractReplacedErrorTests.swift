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
  /// The `undeclaredEvent` reports when the sub-table, declaring `declared`, replaces each
  /// `LowLevelError` from its button by a `ScreenError` that the controller above stops.
  private func undeclaredWhenReplaced(declaring declared: any Error.Type) -> [EventDiagnostic] {
    let root = nestedTableTree()
    root["controller"].re.catchError((any Error).self) { _, _, _ in .stop }
    root["subTable"].re.declare(EventContract(errors: [declared]))
    root["subTable"].re.catchError(LowLevelError.self) { _, _, context in
      context.event = ScreenError()
      return .pass
    }
    let (_, diagnostics) = collectingDiagnostics { root["button"].re.report(LowLevelError()) }
    return diagnostics.filter { $0.kind == .undeclaredEvent }
  }

  @Test("an undeclared error the declaring node replaces by a declared one is not reported")
  func replacedByDeclared() {
    #expect(undeclaredWhenReplaced(declaring: ScreenError.self).map(\.message) == [])
  }

  @Test("an undeclared error the declaring node puts in place of a declared one is reported")
  func replacementUndeclared() {
    #expect(
      undeclaredWhenReplaced(declaring: LowLevelError.self).map(\.eventType) == ["ScreenError"])
  }
}
