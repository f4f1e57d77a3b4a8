@_spi(Rules) import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// Cells that a list displays apart from its rows, on the UIKit model.
///
/// A `UITableViewCell` returned from `tableView(_:viewForHeaderInSection:)`, a
/// `UICollectionViewListCell` registered as a section header, a cell inside a header view: the
/// list gives such a cell no index path
/// ("returns nil if cell is not visible", UITableView.h, on `indexPathForCell:`), as it gives none
/// to a cell kept for reuse; but the cell is not one of its rows, so it is not counted ("A cell
/// that is not one of a list's cells … is not counted", `indexPaths`), as a header that is not a
/// cell is not: the event's place in the outer lists is known.
@Suite("Cells a list displays apart from its rows", .collectingDiagnostics)
@MainActor
struct ListPositionCellsShownApartTests {
  /// The rows, then the shelf's row, then the product's, as `ShelvesScreen.answer` gives them.
  private func expected(rows: [Int], shelf: Int?, product: Int?) -> [Int?] {
    rows + [shelf, product]
  }

  @Test("a button in a cell used as a header of a shelf's products: the shelf's row only")
  func cellUsedAsHeaderOfInnerList() throws {
    let screen = ShelvesScreen()
    let products = try screen.products(onShelf: 1)
    let headerCell = ModelCell("HeaderCell")
    let button = ModelView("SeeAll")
    headerCell.addSubview(button)
    products.addHeader(headerCell)
    #expect(
      screen.answer(from: button, products: products)
        == expected(rows: [1], shelf: 1, product: nil))
  }

  @Test("a button in a cell inside a header view of a shelf's products: the shelf's row only")
  func cellInsideHeaderOfInnerList() throws {
    let screen = ShelvesScreen()
    let products = try screen.products(onShelf: 1)
    let header = ModelView("Header")
    let looseCell = ModelCell("LooseCell")
    let button = ModelView("SeeAll")
    looseCell.addSubview(button)
    header.addSubview(looseCell)
    products.addHeader(header)
    #expect(
      screen.answer(from: button, products: products)
        == expected(rows: [1], shelf: 1, product: nil))
  }

  @Test("the same button in a plain header view: the shelf's row only, as it was")
  func plainHeaderOfInnerList() throws {
    let screen = ShelvesScreen()
    let products = try screen.products(onShelf: 1)
    let header = ModelView("Header")
    let button = ModelView("SeeAll")
    header.addSubview(button)
    products.addHeader(header)
    #expect(
      screen.answer(from: button, products: products)
        == expected(rows: [1], shelf: 1, product: nil))
  }

  @Test("a product cell kept for reuse still leaves the event's place unknown: no rows")
  func cellKeptForReuseStillEmpties() throws {
    let screen = ShelvesScreen()
    let products = try screen.products(onShelf: 1)
    let product = try #require(products.cell(at: 3))
    let button = ModelView("Add")
    product.addSubview(button)
    products.show(rows: 0..<2)  // scrolled: the product's cell waits for reuse
    #expect(
      screen.answer(from: button, products: products)
        == expected(rows: [], shelf: 1, product: nil))
  }

  @Test("a carousel in a cell used as a header of the outer list: the carousel's row only")
  func carouselInCellUsedAsHeaderOfOuterList() throws {
    let screen = ShelvesScreen()
    let headerCell = ModelCell("HeaderCell")
    let carousel = ModelListView("Carousel")
    headerCell.addSubview(carousel)
    screen.shelves.addHeader(headerCell)
    let item = try #require(carousel.show(rows: 0..<5).last)
    let button = ModelView("Open")
    item.addSubview(button)
    #expect(
      screen.answer(from: button, products: carousel)
        == expected(rows: [4], shelf: nil, product: 4))
  }

  @Test("a cell used as a header of the outer list: no rows")
  func cellUsedAsHeaderOfOuterList() throws {
    let screen = ShelvesScreen()
    let headerCell = ModelCell("HeaderCell")
    let button = ModelView("SeeAll")
    headerCell.addSubview(button)
    screen.shelves.addHeader(headerCell)
    #expect(
      screen.answer(from: button, products: try screen.products(onShelf: 1))
        == expected(rows: [], shelf: nil, product: nil))
  }
}

extension ShelvesScreen {
  /// What the controller's handler reads for an event from `sender`: the rows, the shelf's
  /// row, the row `products` gives.
  func answer(from sender: ModelView, products: ModelListView) -> [Int?] {
    var answer: [Int?] = []
    controller.re.handle(Tapped.self) { [shelves] _, context in
      answer = context.rows + [context.row(in: shelves), context.row(in: products)]
      return .handled
    }
    sender.re.send(Tapped(button: "x"))
    return answer
  }
}
