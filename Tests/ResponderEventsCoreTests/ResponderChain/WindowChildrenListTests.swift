import ResponderEventsTesting
import Testing

@_spi(Rules) @testable import ResponderEventsCore

private struct ListRefresh: ResponderEvent {}

/// A window's children are its root controller, then its subviews but the root view, and a
/// controller's its view, then its other children (`ResponderChainRules.children(of:)`; their
/// order: `WindowChildrenTests`); the walks down read them from lists that they keep between
/// walks (`Dispatcher.lists`), emptied when the last walk ends.
@Suite("Window and controller children lists", .collectingDiagnostics)
@MainActor
struct WindowChildrenListTests {
  @Test("a root controller replaced by its own handler is still walked, then goes")
  func rootReplacedDuringBroadcast() {
    let shell = ModelShell(root: ModelViewController("Root"))
    weak let oldRoot = shell.window.rootViewController
    var visited = [String]()
    for node in [shell.window.rootViewController!, shell.window.rootViewController!.view] {
      node.re.handleBroadcast(ListRefresh.self) { node, _ in
        visited.append(node.name)
        if node.name == "Root" { shell.window.rootViewController = ModelViewController("New") }
        return .handled
      }
    }
    shell.window.re.broadcast(ListRefresh())
    #expect(visited == ["Root", "Root.view"])
    #expect(oldRoot == nil)
    #expect(Dispatcher.lists.allSatisfy { $0.isEmpty })
  }

  @Test("the lists are emptied after a broadcast, and the next one reuses them")
  func listsReused() {
    let root = ModelViewController("Root")
    let shell = ModelShell(root: root)
    shell.window.re.broadcast(ListRefresh())
    let kept = Dispatcher.lists.map(\.capacity)
    #expect(!kept.isEmpty && Dispatcher.lists.allSatisfy { $0.isEmpty })
    // A broadcast inside a handler takes lists of its own, emptied with the outer one's.
    // The window weakly: the handler, kept by the root view, would otherwise keep the window.
    root.view.re.handleBroadcast(ListRefresh.self) { [weak window = shell.window] _, _ in
      if Dispatcher.walksRunning == 1 { window?.re.broadcast(ListRefresh()) }
      return .handled
    }
    let route = shell.window.re.broadcast(ListRefresh(), options: .tracing).trace?.route
    #expect(route == ["Root", "Root.view"])
    #expect(Dispatcher.lists.allSatisfy { $0.isEmpty } && Dispatcher.walksRunning == 0)
    #expect(Dispatcher.listsInUse == 0)
    #expect(Dispatcher.lists.prefix(kept.count).map(\.capacity) == kept)
  }

  @Test("broadcasts nested at every controller of a large one leave at most 256 lists kept")
  func poolBounded() {
    let root = ModelViewController("Root")
    let shell = ModelShell(root: root)
    for index in 0..<150 {
      let child = ModelViewController("Child \(index)")
      root.addChild(child, in: root.view)
      // Each nested broadcast fills a list at its child, kept until the outer one ends.
      child.re.handleBroadcast(ListRefresh.self) { child, _ in
        child.re.broadcast(ListRefresh())
        return .handled
      }
    }
    shell.window.re.broadcast(ListRefresh())
    #expect(Dispatcher.walksRunning == 0 && Dispatcher.listsInUse == 0)
    // Kept for good otherwise, one per controller each walk passed (here 452).
    #expect(Dispatcher.lists.count <= 256)
    // A broadcast through a few controllers still keeps its lists.
    ModelShell(root: ModelViewController("Next")).window.re.broadcast(ListRefresh())
    #expect(Dispatcher.lists.count == 2 && Dispatcher.lists.allSatisfy { $0.isEmpty })
  }
}
