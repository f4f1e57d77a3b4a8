@testable import ResponderEventsCore
import ResponderEventsTesting
import Testing

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
}
