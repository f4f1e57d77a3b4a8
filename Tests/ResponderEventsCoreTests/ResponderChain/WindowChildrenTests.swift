import ResponderEventsCore
import ResponderEventsTesting
import Testing

private struct WindowRefresh: ResponderEvent {}

/// A window's children are its root controller, then its subviews but the root view, which
/// stands for that controller (`ResponderChainRules.children(of:)`): whatever their order among
/// the window's subviews, and whatever the root controller's handler answers.
@Suite("A window's children", .collectingDiagnostics)
@MainActor
struct WindowChildrenTests {
  @Test("a window broadcast visits the root controller, its view, then the other subviews, once")
  func windowOrder() {
    let root = ModelViewController("Root")
    let shell = ModelShell(root: root)
    root.view.addSubview(ModelView("Label"))
    shell.window.addSubview(ModelView("Banner"))
    // Below the root view: still after the root controller, which comes first.
    shell.window.insertSubview(ModelView("Backdrop"), at: 0)
    let route = shell.window.re.broadcast(WindowRefresh(), options: .tracing).trace?.route
    #expect(route == ["Root", "Root.view", "Label", "Backdrop", "Banner"])
  }

  @Test("a root controller that skips its subtree keeps its view out of a window broadcast")
  func rootSkipsItsView() {
    let root = ModelViewController("Root")
    let shell = ModelShell(root: root)
    shell.window.addSubview(ModelView("Banner"))
    root.re.handleBroadcast(WindowRefresh.self) { _, _ in .skipSubtree }
    let route = shell.window.re.broadcast(WindowRefresh(), options: .tracing).trace?.route
    // The root view is among the window's subviews, but is reached through the root controller.
    #expect(route == ["Root", "Banner"])
  }
}
