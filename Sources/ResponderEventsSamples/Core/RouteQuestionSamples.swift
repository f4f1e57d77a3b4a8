import ResponderEventsCore

/// The samples in the doc comments of `EventContext.nearest(_:)` and
/// `EventContext.nodesOnRoute(_:)`.
@MainActor
enum RouteQuestionSamples {
  static func nearestShelf(controller: ShelfController) {
    controller.re.handle(AddToCart.self) { controller, context in
      controller.highlight(context.nearest(ShelfRow.self))
      return .stop
    }
  }

  static func outermostShelf(controller: ShelfController) {
    controller.re.handle(AddToCart.self) { controller, context in
      let rows = context.nodesOnRoute(ShelfRow.self)  // the innermost first
      controller.highlight(rows.last)
      return .stop
    }
  }
}
