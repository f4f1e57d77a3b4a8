@_spi(Rules) import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// SwiftUI content in a cell through `UIHostingConfiguration`, on the UIKit model: the cell's
/// content view is a hosting view (UITableViewCell.h: "Setting a content configuration
/// replaces the existing contentView of the cell with a new content view instance"), the
/// bridge's anchor is a view inside it, the content's root scope attaches to the anchor and
/// each handler or reader below to the scope above it, as `responderEventsBridge()` does.
@Suite("SwiftUI content in a cell, hosted by a content configuration", .collectingDiagnostics)
@MainActor
struct HostedContentInCellTests {
  /// Controller ─ view ─ List ─ cell ─ hosting view ─ anchor ← SwiftUI scope ← row scope.
  @MainActor
  private final class Screen {
    let controller = ModelViewController("Controller")
    let list = ModelListView("List")
    /// The row scope of each cell's current configuration, where the row's button sends from
    /// and its `@ResponderEnvironment` reader observes; the scopes above are kept with it.
    private(set) var rowScopes: [ObjectIdentifier: [ScopeNode]] = [:]

    init() {
      controller.view.addSubview(list)
      list.show(rows: 0..<3) { cell, _ in self.configure(cell) }
    }

    /// What `cell.contentConfiguration = UIHostingConfiguration { … }` does: a new hosting
    /// view in place of the old one, with the content's scopes.
    func configure(_ cell: ModelCell) {
      for old in cell.subviews { old.removeFromSuperview() }
      let hosting = ModelView("HostingView")
      let anchor = ModelView("Anchor")
      cell.addSubview(hosting)
      hosting.addSubview(anchor)
      let root = ScopeNode(name: "SwiftUI")
      let row = ScopeNode(name: "Row")
      root.attach(to: anchor)
      row.attach(to: root)
      rowScopes[ObjectIdentifier(cell)] = [root, row]
    }

    func rowScope(_ row: Int) throws -> ScopeNode {
      let cell = try #require(list.cell(at: row))
      return try #require(rowScopes[ObjectIdentifier(cell)]?.last)
    }
  }

  @Test("a tap in a row's SwiftUI content reaches the controller with the row on the route")
  func eventReachesControllerWithRow() throws {
    let screen = Screen()
    var rows: [[Int]] = []
    screen.controller.re.handle(Tapped.self) { [unowned list = screen.list] _, context in
      rows.append(context.rows)
      #expect(context.row(in: list) == context.rows.first)
      return .stop
    }
    try screen.rowScope(2).re.send(Tapped(button: "add"))
    try screen.rowScope(0).re.send(Tapped(button: "add"))
    #expect(rows == [[2], [0]])
  }

  @Test("a reused cell's new content answers with its new row")
  func reusedCellAnswersNewRow() throws {
    let screen = Screen()
    let cell = try #require(screen.list.cell(at: 0))
    screen.list.show(rows: 1..<4) { cell, _ in screen.configure(cell) }
    #expect(screen.list.row(of: cell) == 3)
    var rows: [[Int]] = []
    screen.controller.re.handle(Tapped.self) { _, context in
      rows.append(context.rows)
      return .stop
    }
    try screen.rowScope(3).re.send(Tapped(button: "add"))
    #expect(rows == [[3]])
  }

  @Test("a value the controller provides reaches the content, and a new configuration's too")
  func providedValueReachesContent() throws {
    let screen = Screen()
    screen.controller.re.provide(Level(number: 1))
    var seen: [Int] = []
    try screen.rowScope(1).re.observe(Level.self) { _, level in seen.append(level.number) }
    screen.controller.re.provide(Level(number: 2))
    #expect(seen == [1, 2])
    screen.configure(try #require(screen.list.cell(at: 1)))
    var seenByNewContent: [Int] = []
    try screen.rowScope(1).re.observe(Level.self) { _, level in
      seenByNewContent.append(level.number)
    }
    screen.controller.re.provide(Level(number: 3))
    #expect(seenByNewContent == [2, 3])
  }
}
