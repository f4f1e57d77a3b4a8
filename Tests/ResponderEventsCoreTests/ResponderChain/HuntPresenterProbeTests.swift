@_spi(Rules) import ResponderEventsCore
import ResponderEventsTesting
import Testing

private struct HuntSave: ResponderEvent {}

@Suite("Hunt: presenter review probes", .collectingDiagnostics)
@MainActor
struct HuntPresenterProbeTests {
  /// `screensPassedOver(by:)` promises `nil` while a record of the app's holds; the review must
  /// not tell an app that presented through `re.present` that it used a plain `present`.
  @Test("a sheet the root presented through re.present is not reported as presented plainly")
  func recordedReportedPresenter() {
    let root = ModelViewController("Root")
    let panel = ModelViewController("Panel")
    root.addChild(panel, in: root.view)
    panel.re.handle(HuntSave.self) { _, _ in .stop }
    let shell = ModelShell(root: root)
    defer { withExtendedLifetime(shell) {} }
    let sheet = ModelViewController("Sheet")
    root.presentRecorded(sheet)
    #expect(sheet.presentingViewController === root)
    #expect(sheet.responderEventsScreensPassedOver == nil)
    let (result, diagnostics) = collectingDiagnostics { sheet.re.send(HuntSave()) }
    #expect(!result.isHandled)
    #expect(diagnostics.map(\.kind) == [.unhandled])

    // For contrast: presented plainly, the review still names the panel.
    sheet.dismiss()
    let plain = ModelViewController("PlainSheet")
    root.present(plain)
    let (_, plainDiagnostics) = collectingDiagnostics { plain.re.send(HuntSave()) }
    #expect(plainDiagnostics.map(\.kind) == [.unhandled, .presenterNotRecorded])
  }
}
