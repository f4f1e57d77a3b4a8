import ResponderEventsCore
import ResponderEventsTesting
import Testing

private struct Ping: ResponderEvent {}

private struct RecorderTheme: ProvidedValue {
  var name: String
  static var defaultValue: RecorderTheme { RecorderTheme(name: "default") }
}

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

  @Test("setting a recorder's parent after attaching it refreshes the observers below it")
  func parentSetAfterAttachRefreshesObservers() {
    let controller = TestNode("controller")
    controller.re.provide(RecorderTheme(name: "orange"))
    let cell = TestNode("cell")
    var seen: [String] = []
    cell.re.observe(RecorderTheme.self) { _, theme in seen.append(theme.name) }
    let recorder = EventRecorder()
    recorder.attach(to: cell)
    // As the article says, to let events go on to the node's real parent.
    recorder.parent = controller
    #expect(seen.last == "orange")
    recorder.parent = nil
    #expect(seen.last == "default")
  }

  /// EventRecorder.responderEventsChildren: a node redirected elsewhere after it was attached
  /// sends its events there, so the recorder's broadcasts no longer reach it.
  @Test("a node redirected elsewhere after attaching is no longer among the recorder's children")
  func redirectedElsewhereLeavesChildren() {
    let recorder = EventRecorder()
    let sheet = TestNode("sheet")
    let popup = TestNode("popup")
    var popupSaw = 0
    popup.re.handleBroadcast(Ping.self) { _, _ in
      popupSaw += 1
      return .pass
    }
    recorder.attach(to: popup)
    popup.re.redirect(to: sheet)
    recorder.re.broadcast(Ping())
    #expect(popupSaw == 0)
    #expect(recorder.responderEventsChildren.isEmpty)
    sheet.re.broadcast(Ping())
    #expect(popupSaw == 1)
  }
}
