import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// `EventContext.nearest(_:)` and `EventContext.nodesOnRoute(_:)`: which nodes of a type an
/// event came up through, typed.
@Suite("Asking which nodes are on the event's route", .collectingDiagnostics)
@MainActor
struct RouteLookupTests {
  /// Two levels of lists, as in the nested-table screen of the UIKit model.
  ///
  /// ```
  /// Controller ─ view ─ Shelves ─ Shelf0 ─ Products0 ─ Product0 ─ Button0
  ///                             └ Shelf1 ─ Products1 ─ Product1 ─ Button1
  /// ```
  @MainActor
  private struct Screen {
    let controller = ModelViewController("Controller")
    let shelves = ModelListView("Shelves")
    let shelf = [ModelCell("Shelf0"), ModelCell("Shelf1")]
    let products = [ModelListView("Products0"), ModelListView("Products1")]
    let product = [ModelCell("Product0"), ModelCell("Product1")]
    let button = [ModelView("Button0"), ModelView("Button1")]

    init() {
      controller.view.addSubview(shelves)
      for index in 0..<2 {
        shelves.addSubview(shelf[index])
        shelf[index].addSubview(products[index])
        products[index].addSubview(product[index])
        product[index].addSubview(button[index])
      }
    }
  }

  /// A shelf found by a protocol rather than a class.
  private protocol Shelf: AnyObject {}
  private final class ShelfView: ModelView, Shelf {}

  private func names(_ views: [ModelResponder]) -> [String] { views.map(\.name) }

  @Test("nested lists: the nearest cell is the inner one, and every cell comes innermost first")
  func nestedLists() {
    let screen = Screen()
    var nearest: [String?] = []
    var cells: [String] = []
    var lists: [String] = []
    screen.controller.re.handle(Tapped.self) { _, context in
      nearest = [
        context.nearest(ModelCell.self)?.name, context.nearest(ModelListView.self)?.name,
        context.nearest(ModelViewController.self)?.name,
      ]
      cells = names(context.nodesOnRoute(ModelCell.self))
      lists = names(context.nodesOnRoute(ModelListView.self))
      return .handled
    }
    screen.button[0].re.send(Tapped(button: "x"))
    #expect(nearest == ["Product0", "Products0", "Controller"])
    #expect(cells == ["Product0", "Shelf0"])
    #expect(lists == ["Products0", "Shelves"])
  }

  @Test("the sender itself is on the route: it is its own nearest node of its type")
  func senderMatches() {
    let screen = Screen()
    var nearest: String?
    var cells: [String] = []
    screen.controller.re.handle(Tapped.self) { _, context in
      nearest = context.nearest(ModelCell.self)?.name
      cells = names(context.nodesOnRoute(ModelCell.self))
      return .handled
    }
    screen.product[1].re.send(Tapped(button: "x"))
    #expect(nearest == "Product1")
    #expect(cells == ["Product1", "Shelf1"])
  }

  @Test("a type nothing on the route has gives nil and an empty list")
  func noMatch() {
    let screen = Screen()
    var nearest: ModelWindow?
    var windows: [ModelWindow] = [ModelWindow("Placeholder")]
    screen.controller.re.handle(Tapped.self) { _, context in
      nearest = context.nearest(ModelWindow.self)
      windows = context.nodesOnRoute(ModelWindow.self)
      return .handled
    }
    screen.button[0].re.send(Tapped(button: "x"))
    #expect(nearest == nil)
    #expect(windows.isEmpty)
  }

  @Test("a protocol finds the nodes that adopt it")
  func byProtocol() {
    let screen = Screen()
    let shelfContent = ShelfView("ShelfContent")
    screen.shelf[0].addSubview(shelfContent)
    shelfContent.addSubview(screen.products[0])
    var found: [String?] = []
    screen.controller.re.handle(Tapped.self) { _, context in
      let nearest = context.nearest((any Shelf).self) as? ModelView
      let all = context.nodesOnRoute((any Shelf).self).compactMap { $0 as? ModelView }
      found = [nearest?.name] + all.map(\.name)
      return .handled
    }
    screen.button[0].re.send(Tapped(button: "x"))
    #expect(found == ["ShelfContent", "ShelfContent"])
  }

  @Test("asked after a handler moved a list to another cell, the answer describes the tree now")
  func treeChangedByAHandler() {
    let screen = Screen()
    var cells: [String] = []
    screen.products[0].re.handle(Tapped.self) { [unowned shelf1 = screen.shelf[1]] products, _ in
      // A shelf inserted above: the list of products now sits in the other shelf cell.
      shelf1.addSubview(products)
      return .pass
    }
    screen.controller.re.handle(Tapped.self) { _, context in
      cells = names(context.nodesOnRoute(ModelCell.self))
      return .handled
    }
    screen.button[0].re.send(Tapped(button: "x"))
    #expect(cells == ["Product0", "Shelf1"])
  }

  @Test("redirects are followed as the dispatch follows them")
  func redirects() {
    let screen = Screen()
    let popup = ModelCell("PopupCell")
    let popupButton = ModelView("PopupButton")
    popup.addSubview(popupButton)
    popup.re.redirect(to: screen.product[1])
    var cells: [String] = []
    var nearestList: String?
    screen.controller.re.handle(Tapped.self) { _, context in
      cells = names(context.nodesOnRoute(ModelCell.self))
      nearestList = context.nearest(ModelListView.self)?.name
      return .handled
    }
    popupButton.re.send(Tapped(button: "x"))
    #expect(cells == ["PopupCell", "Product1", "Shelf1"])
    #expect(nearestList == "Products1")
  }

  @Test("a route that loops is followed once round: each node once, and no hang")
  func loop() {
    let first = ModelCell("First")
    let second = ModelCell("Second")
    let button = ModelView("Button")
    first.addSubview(button)
    first.re.redirect(to: second)
    second.re.redirect(to: first)
    var cells: [String] = []
    var nearestList: ModelListView? = ModelListView("Placeholder")
    second.re.handle(Tapped.self) { _, context in
      cells = names(context.nodesOnRoute(ModelCell.self))
      nearestList = context.nearest(ModelListView.self)
      return .pass
    }
    button.re.send(Tapped(button: "x"))
    #expect(cells == ["First", "Second"])
    #expect(nearestList == nil)
  }

  @Test("a broadcast has no upward route: nil and an empty list, even at a matching node")
  func broadcast() {
    let screen = Screen()
    var asked = false
    var nearest: ModelListView? = ModelListView("Placeholder")
    var route: [any EventNode] = [screen.controller]
    screen.shelves.re.handleBroadcast(ThemeChanged.self) { _, context in
      asked = true
      nearest = context.nearest(ModelListView.self)
      route = context.nodesOnRoute((any EventNode).self)
      return .handled
    }
    screen.controller.re.broadcast(ThemeChanged(dark: true))
    #expect(asked)
    #expect(nearest == nil)
    #expect(route.isEmpty)
  }
}
