@_spi(Rules) import ResponderEventsCore
import ResponderEventsTesting
import Testing

private struct DetachedPing: ResponderEvent {}

/// The route an upward event from `node` takes (not counting `node`).
@MainActor
private func route(from node: ModelResponder) -> [String] {
  node.re.send(DetachedPing(), options: .tracing).trace?.route ?? []
}

/// A child controller whose view is out of the window inside a view that left it, rather than
/// on its own: it keeps UIKit's next responder, that view, and its route ends where that
/// detached tree does ("Controllers off screen reach their container" in HowRoutesCrossUIKit
/// covers a view out of the hierarchy only).
@Suite("Child controllers in a view that left the window", .collectingDiagnostics)
@MainActor
struct DetachedChildRoutingTests {
  @Test("a child controller in a container view taken out of the window ends at that view")
  func childInDetachedPanel() {
    let root = ModelViewController("Root")
    let shell = ModelShell(root: root)
    let panel = ModelView("Panel")
    root.view.addSubview(panel)
    let child = ModelViewController("Child")
    root.addChild(child, in: panel)
    let button = ModelView("Button")
    child.view.addSubview(button)
    #expect(
      route(from: button)
        == ["Child.view", "Child", "Panel", "Root.view", "Root"] + ModelShell.aboveWindow)

    // The parent takes the panel out (to show another), keeping the child and its view in it.
    panel.removeFromSuperview()
    #expect(child.viewIfLoaded?.window == nil && child.parent === root)
    let (hops, diagnostics) = collectingDiagnostics { route(from: button) }
    #expect(hops == ["Child.view", "Child", "Panel"])
    #expect(diagnostics.map(\.kind).contains(.unhandled))
    _ = shell
  }

  @Test("a child controller in a cell the list let go of ends at that cell")
  func childInRemovedCell() {
    let controller = ModelViewController("Controller")
    let shell = ModelShell(root: controller)
    let list = ModelListView("List")
    controller.view.addSubview(list)
    let cells = list.show(rows: 0..<1) { cell, row in
      controller.addChild(ModelViewController("Row\(row)"), in: cell)
    }
    let row = controller.children[0]
    cells[0].removeFromSuperview()
    #expect(row.parent === controller && row.viewIfLoaded?.window == nil)
    let (hops, _) = collectingDiagnostics { route(from: row) }
    #expect(hops == ["List.cell1"])
    _ = shell
  }

  @Test("a child controller in the view of a screen under the top one goes on through that screen")
  func childInScreenUnderTop() {
    let first = ModelViewController("First")
    let navigation = ModelNavigationController("Navigation", root: first)
    let shell = ModelShell(root: navigation)
    let child = ModelViewController("Child")
    first.addChild(child, in: first.view)
    navigation.push(ModelViewController("Second"))
    // Its view is in a view taken out of the window (First's), yet its events do not end at
    // the top of that detached tree: that top is a controller's root view, and the controller
    // is off screen, so they go on to its container (HowRoutesCrossUIKit says they end there).
    #expect(child.viewIfLoaded?.window == nil && first.viewIfLoaded?.superview == nil)
    #expect(route(from: child) == ["First.view", "First", "Navigation"] + ModelShell.aboveWindow)
    _ = shell
  }
}
