import ResponderEventsCore
import ResponderEventsTesting
import Testing

@testable import ResponderEventsSamples

/// The samples of `EventContext.nearest(_:)` and `nodesOnRoute(_:)` do what their doc comments
/// say.
@Suite("Route question samples", .collectingDiagnostics)
@MainActor
struct RouteQuestionSamplesTests {
  /// controller → outer shelf row → inner list → inner shelf row → button.
  @MainActor
  struct Screen {
    let controller = ShelfController("controller")
    let outer = ShelfRow("outerRow")
    let list = SampleNode("innerList")
    let inner = ShelfRow("innerRow")
    let button = SampleButton("button")

    init() {
      controller.addSubview(outer)
      outer.addSubview(list)
      list.addSubview(inner)
      inner.addSubview(button)
    }
  }

  @Test("nearest(_:) highlights the row closest to the button")
  func nearest() {
    let screen = Screen()
    RouteQuestionSamples.nearestShelf(controller: screen.controller)
    screen.button.re.send(AddToCart(productID: 1))
    #expect(screen.controller.highlighted == ["innerRow"])
  }

  @Test("nodesOnRoute(_:) lists the rows innermost first: the last is the outer one")
  func nodesOnRoute() {
    let screen = Screen()
    RouteQuestionSamples.outermostShelf(controller: screen.controller)
    screen.button.re.send(AddToCart(productID: 1))
    #expect(screen.controller.highlighted == ["outerRow"])
  }
}
