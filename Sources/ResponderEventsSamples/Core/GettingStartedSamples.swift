import ResponderEventsCore

// GettingStarted.md, and the reference of `ResponderEvent`, `EventNode`, `EventContext`,
// `handle(_:_:)`, `handleBroadcast(_:_:)` and `request(_:options:)`.

struct AddToCart: ResponderEvent {
  let productID: Int
  var row: Int? = nil  // filled in by the cell on the way up
}

struct ConfirmDelete: ResponderRequest {
  typealias Reply = Bool
  let itemID: Int
}

/// The samples of the Getting Started article.
@MainActor
enum GettingStartedSamples {
  @MainActor
  final class Node: EventNode {
    weak var parent: Node?
    var children: [any EventNode] = []
    let responderEventsStorage = EventNodeStorage()

    var responderEventsParent: (any EventNode)? { parent }
    var responderEventsChildren: [any EventNode] { children }
  }

  static func sendEnrichAndHandle(
    button: SampleButton, cell: SampleCell, controller: SampleController
  ) {
    cell.re.handle(AddToCart.self) { cell, context in
      context.event.row = cell.row
      return .pass
    }

    controller.re.handle(AddToCart.self) { controller, context in
      controller.cart.add(context.event.productID)
      return .stop
    }

    button.re.send(AddToCart(productID: 42))
  }

  static func askForAnAnswer(cell: SampleCell, controller: SampleController) async throws -> Bool {
    controller.re.handle(ConfirmDelete.self) { controller, context in
      context.reply(controller.canDelete(context.event.itemID))
      return .stop
    }

    let confirmed = try await cell.re.request(ConfirmDelete(itemID: 3))
    return confirmed
  }

  static func tellEveryoneBelow(view: SampleView, controller: SampleController) {
    view.re.handleBroadcast(ThemeChanged.self) { view, context in
      view.apply(context.event.theme)
      return .handled
    }

    controller.re.broadcast(ThemeChanged(theme: .dark))
  }
}
