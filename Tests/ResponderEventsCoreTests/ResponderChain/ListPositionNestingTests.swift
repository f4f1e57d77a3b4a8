@_spi(Rules) import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// Lists nested in other ways than a table in a table's cell, on the UIKit model.
///
/// Three levels, a table in a cell of a collection view's orthogonal-scrolling section, a child
/// controller's view in a cell: `indexPaths` names every row the event came up through, the
/// innermost first.
@Suite(
  "Rows of cells in lists nested three deep, sideways or through controllers",
  .collectingDiagnostics)
@MainActor
struct ListPositionNestingTests {
  /// The rows the controller's handler reads for an event from `sender`, then the row `list`
  /// gives.
  private func answer(
    from sender: ModelView, to controller: ModelViewController, list: ModelListView
  ) -> [Int?] {
    var answer: [Int?] = []
    controller.re.handle(Tapped.self) { _, context in
      answer = context.rows + [context.row(in: list)]
      return .handled
    }
    sender.re.send(Tapped(button: "x"))
    return answer
  }

  @Test("a button in a list in a list in a list: three rows, the innermost first")
  func threeLevels() throws {
    let controller = ModelViewController("Controller")
    let outer = ModelListView("Outer")
    controller.view.addSubview(outer)
    let outerCell = try #require(outer.show(rows: 0..<3).last)
    let middle = ModelListView("Middle")
    outerCell.addSubview(middle)
    let middleCell = try #require(middle.show(rows: 0..<2).last)
    let inner = ModelListView("Inner")
    middleCell.addSubview(inner)
    let innerCell = try #require(inner.show(rows: 0..<5).first)
    let button = ModelView("Button")
    innerCell.addSubview(button)
    #expect(answer(from: button, to: controller, list: middle) == [0, 1, 2, 1])
  }

  @Test("a table in a cell of an orthogonal-scrolling section: the table's row, then the item's")
  func tableInOrthogonalSection() throws {
    let controller = ModelViewController("Controller")
    let collection = ModelListView("Collection")
    controller.view.addSubview(collection)
    collection.show(rows: 0..<2)
    collection.show(rows: 10..<14, orthogonal: true)
    collection.show(rows: 12..<16, orthogonal: true)  // scrolled sideways: two cells reused
    let item = try #require(collection.cell(at: 15))
    #expect(item.superview === collection.orthogonalScroller)
    let table = ModelListView("Table")
    item.addSubview(table)
    let row = try #require(table.show(rows: 0..<3).last)
    let button = ModelView("Button")
    row.addSubview(button)
    #expect(answer(from: button, to: controller, list: collection) == [2, 15, 15])
  }

  @Test("a child controller's view in a cell: the cell's row, the controller between ignored")
  func childControllerInCell() throws {
    let controller = ModelViewController("Controller")
    let list = ModelListView("List")
    controller.view.addSubview(list)
    let cell = try #require(list.show(rows: 0..<4).last)
    let child = ModelViewController("Child")
    controller.addChild(child, in: cell)
    let button = ModelView("Button")
    child.view.addSubview(button)
    #expect(answer(from: button, to: controller, list: list) == [3, 3])
  }
}
