@_spi(Rules) import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// The list position rules (`ListPositionModel`): which cells of which lists an event came up
/// through, and their rows, on the UIKit model's tables (what `context.indexPaths` and
/// `context.indexPath(in:)` answer in UIKit).
@Suite("Rows of the cells an event came up through", .collectingDiagnostics)
@MainActor
struct ListPositionRulesTests {
  /// What the controller's handler reads: the rows, the shelf's row, the product's row.
  private struct Answer: Equatable {
    var rows: [Int]
    var shelf: Int?
    var product: Int?
  }

  /// Sends from `sender` and returns what the controller's handler read, asking `products`
  /// for the product's row.
  private func answer(
    on screen: ShelvesScreen, from sender: ModelView, products: ModelListView
  ) -> Answer? {
    var answer: Answer?
    screen.controller.re.handle(Tapped.self) { [unowned shelves = screen.shelves] _, context in
      answer = Answer(
        rows: context.rows, shelf: context.row(in: shelves), product: context.row(in: products))
      return .handled
    }
    sender.re.send(Tapped(button: "x"))
    return answer
  }

  @Test("a button in a product: the product's row, then the shelf's; each list gives its own")
  func nestedLists() throws {
    let screen = ShelvesScreen()
    let answer = answer(
      on: screen, from: try screen.button(2, onShelf: 1), products: try screen.products(onShelf: 1))
    #expect(answer == Answer(rows: [2, 1], shelf: 1, product: 2))
  }

  @Test("a list the event did not come through gives no row")
  func otherList() throws {
    let screen = ShelvesScreen()
    let answer = answer(
      on: screen, from: try screen.button(2, onShelf: 1), products: try screen.products(onShelf: 0))
    #expect(answer == Answer(rows: [2, 1], shelf: 1, product: nil))
  }

  @Test("a button in the shelf cell itself, or in a header of its list: the shelf's row only")
  func fromTheShelfOrAHeader() throws {
    let screen = ShelvesScreen()
    let shelfButton = ModelView("ShelfButton")
    try screen.shelf(1).addSubview(shelfButton)
    let header = ModelView("Header")
    try screen.products(onShelf: 1).addSubview(header)
    let products = try screen.products(onShelf: 1)
    let answers = [shelfButton, header].map { answer(on: screen, from: $0, products: products) }
    #expect(answers == Array(repeating: Answer(rows: [1], shelf: 1, product: nil), count: 2))
  }

  @Test("asked after a handler inserted a shelf above, the rows are the new ones")
  func insertedAbove() throws {
    let screen = ShelvesScreen()
    let products = try screen.products(onShelf: 1)
    products.re.handle(Tapped.self) { [unowned shelves = screen.shelves] _, _ in
      shelves.insertRow(at: 0)
      return .pass
    }
    let answer = answer(on: screen, from: try screen.button(3, onShelf: 1), products: products)
    #expect(answer == Answer(rows: [3, 2], shelf: 2, product: 3))
  }

  @Test("a product no longer shown: no rows at all, though the shelf still gives its row")
  func productNoLongerShown() throws {
    let screen = ShelvesScreen()
    let products = try screen.products(onShelf: 1)
    let button = try screen.button(3, onShelf: 1)
    products.show(rows: 0..<2)  // scrolled: the product's cell waits for reuse
    let answer = answer(on: screen, from: button, products: products)
    #expect(answer == Answer(rows: [], shelf: 1, product: nil))
  }

  @Test("a shelf no longer shown: no rows at all, though its list still gives the product's row")
  func shelfNoLongerShown() throws {
    let screen = ShelvesScreen()
    let products = try screen.products(onShelf: 1)
    let button = try screen.button(2, onShelf: 1)
    screen.shelves.show(rows: 0..<1)  // scrolled: the shelf's cell waits for reuse
    let answer = answer(on: screen, from: button, products: products)
    #expect(answer == Answer(rows: [], shelf: nil, product: 2))
  }

  @Test("a cell used as a plain view inside a product cell is not one of a list's cells")
  func cellInsideACell() throws {
    let screen = ShelvesScreen()
    let badge = ModelCell("Badge")
    let badgeButton = ModelView("BadgeButton")
    badge.addSubview(badgeButton)
    try screen.product(2, onShelf: 1).addSubview(badge)
    let answer = answer(on: screen, from: badgeButton, products: try screen.products(onShelf: 1))
    #expect(answer == Answer(rows: [2, 1], shelf: 1, product: 2))
  }

  @Test("a cell with no list above it is not counted")
  func cellOutsideAList() throws {
    let screen = ShelvesScreen()
    let loose = ModelCell("Loose")
    let looseButton = ModelView("LooseButton")
    loose.addSubview(looseButton)
    screen.controller.view.addSubview(loose)
    let answer = answer(on: screen, from: looseButton, products: try screen.products(onShelf: 1))
    #expect(answer == Answer(rows: [], shelf: nil, product: nil))
  }

  @Test("redirects are followed: a popup redirected to a product gives that product's rows")
  func redirected() throws {
    let screen = ShelvesScreen()
    let popup = ModelView("Popup")
    let popupButton = ModelView("PopupButton")
    popup.addSubview(popupButton)
    popup.re.redirect(to: try screen.product(2, onShelf: 1))
    let answer = answer(on: screen, from: popupButton, products: try screen.products(onShelf: 1))
    #expect(answer == Answer(rows: [2, 1], shelf: 1, product: 2))
  }

  @Test("a broadcast has no upward route: no rows")
  func broadcast() throws {
    let screen = ShelvesScreen()
    var answer: Answer?
    try screen.product(2, onShelf: 1).re.handleBroadcast(ThemeChanged.self) {
      [unowned shelves = screen.shelves] _, context in
      answer = Answer(rows: context.rows, shelf: context.row(in: shelves), product: nil)
      return .handled
    }
    screen.controller.re.broadcast(ThemeChanged(dark: true))
    #expect(answer == Answer(rows: [], shelf: nil, product: nil))
  }
}
