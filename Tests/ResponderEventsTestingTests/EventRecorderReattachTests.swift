import ResponderEventsCore
import ResponderEventsTesting
import Testing

private struct Ping: ResponderEvent {}

@Suite("EventRecorder attached again", .timeLimit(.minutes(10)), .collectingDiagnostics)
@MainActor
struct EventRecorderReattachTests {
  @Test("attached again after the node's redirect changed, detaching gives back the latest one")
  func reattachAfterRedirectChanged() {
    let controller = TestNode("controller")
    let sheet = TestNode("sheet")
    let popup = TestNode("popup")
    popup.re.redirect(to: controller)
    let recorder = EventRecorder()
    recorder.attach(to: popup)
    popup.re.redirect(to: sheet)  // the view under test re-targets itself
    recorder.attach(to: popup)
    recorder.detach(from: popup)
    #expect(popup.re.redirectTarget === sheet)
  }
}
