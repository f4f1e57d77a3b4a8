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

  /// EventRecorder.detach(from:): a recorder released while attached "lets the node's
  /// earlier redirect go".
  @Test("a recorder released while attached takes the node's earlier redirect with it")
  func releasedWhileAttached() {
    let controller = TestNode("controller")
    let popup = TestNode("popup")
    popup.re.redirect(to: controller)
    do {
      let recorder = EventRecorder()
      recorder.attach(to: popup)  // and never detached
    }
    let next = EventRecorder()
    next.attach(to: popup)
    next.detach(from: popup)
    #expect(popup.re.redirectTarget == nil)
  }
}
