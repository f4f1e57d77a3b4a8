@_spi(Rules) import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// A refresh of provided values below a list reaches the cells it keeps for reuse.
///
/// The refresh (`re.redirect(to:)`, `re.refreshProvidedValues()`, the move of a redirect target)
/// walks down as a broadcast does, but a broadcast skips the cells a list keeps for reuse. Those
/// cells stay subviews of the list, in the window (observed, not documented): shown again, their
/// place in UIKit's trait hierarchy is the one they had, so no trait change tells them either
/// (`ProvidedValueTrait.swift`). The refresh goes below them too.
@Suite("Refreshing provided values below a list", .collectingDiagnostics)
@MainActor
struct RefreshBelowListsTests {
  struct Tint: ProvidedValue {
    var name: String
    static let defaultValue = Tint(name: "none")
  }

  @Test("a redirect above a list reaches the cells it keeps for reuse")
  func redirectReachesReusableCells() {
    let controller = ModelViewController("Controller")
    let shell = ModelShell(root: controller)
    controller.re.provide(Tint(name: "screen"))
    // Another provider in the same window: a view beside the screen's content.
    let elsewhere = ModelView("Elsewhere")
    controller.view.addSubview(elsewhere)
    elsewhere.re.provide(Tint(name: "elsewhere"))
    let container = ModelView("Container")
    let list = ModelListView("List")
    controller.view.addSubview(container)
    container.addSubview(list)
    var tints: [ObjectIdentifier: String] = [:]
    var observed: Set<ObjectIdentifier> = []
    let configure: (ModelCell, Int) -> Void = { cell, _ in
      // Observed once per cell, as in its initializer.
      guard observed.insert(ObjectIdentifier(cell)).inserted else { return }
      cell.re.observe(Tint.self) { cell, tint in tints[ObjectIdentifier(cell)] = tint.name }
    }
    list.show(rows: 0..<6, configure: configure)
    list.show(rows: 0..<3, configure: configure)  // rows 3..<6's cells wait for reuse
    container.re.redirect(to: elsewhere)
    list.show(rows: 3..<6, configure: configure)  // the waiting cells are shown again
    let shown = list.visibleCells.map { tints[ObjectIdentifier($0)] ?? "?" }
    // Without going below the waiting cells, the walk left them showing "screen".
    #expect(shown == ["elsewhere", "elsewhere", "elsewhere"])
    // The advice StateThatFlowsDown gave before: refreshing each cell as it is configured
    // still gives the same.
    list.show(rows: 0..<3, configure: configure)
    list.show(rows: 3..<6) { cell, row in
      configure(cell, row)
      cell.re.refreshProvidedValues()
    }
    let refreshed = list.visibleCells.map { tints[ObjectIdentifier($0)] ?? "?" }
    #expect(refreshed == Array(repeating: "elsewhere", count: 3))
    withExtendedLifetime(shell) {}
  }
}
