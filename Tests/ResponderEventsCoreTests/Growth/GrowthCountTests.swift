import ResponderEventsTesting
import Testing

@testable import ResponderEventsCore

/// Growth on the paths apps take, measured by counting (never by timing).
@Suite("Growth by counting", .collectingDiagnostics)
@MainActor
struct GrowthCountTests {
  /// SwiftUI: a screen's scope lives on while the scopes below it come and go (a pushed screen
  /// popped, an `if` toggled, a row remade); the app only sends events up, never broadcasts.
  @Test("a long-lived scope keeps no entry for each child scope that went away")
  func deadChildScopesDoNotPileUp() {
    let screen = ScopeNode(name: "screen")
    for _ in 0..<1_000 {
      let row = ScopeNode(name: "row")
      row.attach(to: screen)
      _ = row.re.send(Tapped(button: "x"))
    }
    let kept = (Mirror(reflecting: screen).descendant("attached") as? [WeakNode])?.count ?? -1
    #expect(kept <= 64, "entries kept for 1,000 departed child scopes: \(kept)")
  }

  /// UIKit: a popup added to the window is redirected to its controller each time it is shown,
  /// and goes away without `removeRedirect()`; the controller only receives events.
  @Test("a redirect target keeps no entry for each redirected node that went away")
  func deadRedirectedNodesDoNotPileUp() {
    let controller = TestNode("controller")
    for _ in 0..<1_000 {
      let popup = TestNode("popup")
      popup.re.redirect(to: controller)
      _ = popup.re.send(Tapped(button: "x"))
    }
    let kept = controller.responderEventsStorage.adoptedChildren.count
    #expect(kept <= 64, "entries kept for 1,000 departed redirected nodes: \(kept)")
  }

  /// Rows come and go while many stay: the list holds about twice its living scopes at most.
  @Test("a scope with many living children and one replaced at a time stays near its size")
  func steadyChurnStaysBounded() {
    let screen = ScopeNode(name: "screen")
    var rows = (0..<100).map { _ in ScopeNode(name: "row") }
    for row in rows { row.attach(to: screen) }
    for index in 0..<10_000 {
      rows[index % rows.count] = ScopeNode(name: "row")
      rows[index % rows.count].attach(to: screen)
    }
    let kept = (Mirror(reflecting: screen).descendant("attached") as? [WeakNode])?.count ?? -1
    #expect(kept <= 2 * rows.count + 16, "entries kept for 100 living child scopes: \(kept)")
    #expect(screen.responderEventsChildren.count == rows.count)
  }
}
