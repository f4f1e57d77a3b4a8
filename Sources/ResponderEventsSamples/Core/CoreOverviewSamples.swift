import ResponderEventsCore

/// The sample of the `ResponderEventsCore` landing page.
@MainActor
enum CoreOverviewSamples {
  static func overview(button: SampleButton, cell: SampleCell, controller: SampleController) {
    struct AddToCart: ResponderEvent {
      let productID: Int
      var row: Int? = nil
    }

    // A cell on the way up enriches the event; the controller handles it.
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
}
