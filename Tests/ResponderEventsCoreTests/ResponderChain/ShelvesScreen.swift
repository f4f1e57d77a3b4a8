@_spi(Rules) import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// A controller with a list of three shelves, each a cell holding a list of four products,
/// each product a cell holding a button.
///
/// ```
/// Controller ─ view ─ Shelves ─ shelf cell ─ Products<shelf> ─ product cell ─ Button
/// ```
@MainActor
struct ShelvesScreen {
  let controller = ModelViewController("Controller")
  let shelves = ModelListView("Shelves")

  init() {
    controller.view.addSubview(shelves)
    shelves.show(rows: 0..<3) { shelf, row in
      let products = ModelListView("Products\(row)")
      shelf.addSubview(products)
      products.show(rows: 0..<4) { product, _ in product.addSubview(ModelView("Button")) }
    }
  }

  func shelf(_ row: Int) throws -> ModelCell { try #require(shelves.cell(at: row)) }

  func products(onShelf row: Int) throws -> ModelListView {
    try #require(shelf(row).subviews.first as? ModelListView)
  }

  func product(_ item: Int, onShelf row: Int) throws -> ModelCell {
    try #require(products(onShelf: row).cell(at: item))
  }

  func button(_ item: Int, onShelf row: Int) throws -> ModelView {
    try #require(product(item, onShelf: row).subviews.first)
  }
}
