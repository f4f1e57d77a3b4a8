@_spi(Rules) import ResponderEventsCore
import ResponderEventsTesting
import Testing

private struct ChildReachRefresh: ResponderEvent {}

/// A child controller whose view is inside its parent's view is reached by a broadcast through
/// that view, so what keeps the broadcast out of the view keeps it out of the controller too.
@Suite("Child controllers reached through their views", .collectingDiagnostics)
@MainActor
struct ChildControllerReachTests {
  @Test("a view that skips its subtree keeps a child controller embedded in it out")
  func skipSubtreeOverChildController() {
    let root = ModelViewController("Root")
    let shell = ModelShell(root: root)
    let section = ModelView("Section")
    root.view.addSubview(section)
    let child = ModelViewController("Child")
    root.addChild(child, in: section)
    var childSaw = 0
    section.re.handleBroadcast(ChildReachRefresh.self) { _, _ in .skipSubtree }
    child.re.handleBroadcast(ChildReachRefresh.self) { _, _ in
      childSaw += 1
      return .handled
    }
    let visits = shell.window.re.broadcast(ChildReachRefresh(), options: .tracing).trace?.route
    #expect(childSaw == 0, "visits: \(visits ?? [])")
    childSaw = 0
    section.re.removeAllHandlers()
    section.re.handleBroadcast(ChildReachRefresh.self) { _, _ in .handled }
    _ = shell.window.re.broadcast(ChildReachRefresh(), options: .nearestReceiversOnly)
    #expect(childSaw == 0)
  }

  @Test("a child controller in a cell kept for reuse gets no broadcast")
  func childControllerInReusedCell() {
    let controller = ModelViewController("Controller")
    let shell = ModelShell(root: controller)
    let list = ModelListView("List")
    controller.view.addSubview(list)
    list.show(rows: 0..<6) { cell, row in
      controller.addChild(ModelViewController("Row\(row)"), in: cell)
    }
    // Rows 0 to 2 scroll away: their cells wait for reuse, their controllers still in them.
    list.show(rows: 3..<6)
    var heard: [String] = []
    for child in controller.children {
      child.re.handleBroadcast(ChildReachRefresh.self) { child, _ in
        heard.append(child.name)
        return .handled
      }
    }
    _ = shell.window.re.broadcast(ChildReachRefresh())
    #expect(heard.sorted() == ["Row3", "Row4", "Row5"])
  }
}
