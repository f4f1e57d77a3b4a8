#if canImport(Testing)
  import ResponderEventsCore
  import ResponderEventsTesting
  import Testing

  /// A cell with a buy button, the view under test in the testing samples.
  final class ProductCell: SampleNode {
    let productID: Int
    private let buyButton = SampleButton("buyButton")

    init(productID: Int) {
      self.productID = productID
      super.init("cell")
      addSubview(buyButton)
    }

    /// Does what a tap on the buy button does.
    func tapBuyButton() {
      buyButton.re.send(AddToCart(productID: productID))
    }
  }

  /// The samples of the testing helpers' doc comments, run as tests.
  @Suite("Testing samples")
  struct TestingYourEventFlowsSamples {
    @Test @MainActor func buyButtonSendsTheProduct() {
      let recorder = EventRecorder()
      let cell = ProductCell(productID: 42)
      recorder.attach(to: cell)

      cell.tapBuyButton()

      #expect(recorder.events(of: AddToCart.self).map(\.productID) == [42])
    }

    @Test @MainActor func checkEachHop() {
      let controller = TestNode("controller") {
        TestNode("table") {
          TestNode("cell") { TestNode("button") }
        }
      }
      controller["cell"].re.handle(AddToCart.self) { _, _ in .pass }
      controller.re.handle(AddToCart.self) { _, _ in .stop }
      let button = controller["button"]

      let result = button.re.send(AddToCart(productID: 1), options: .tracing)
      expectRoute(result.trace, ["cell", "table", "controller"])
      expectHops(
        result.trace, [("cell", .passed), ("table", .noHandler), ("controller", .stopped)])
    }

    @Test @MainActor func findANodeByName() {
      var diagnostics: [EventDiagnostic] = []
      EventDiagnostics.withHandler {
        diagnostics.append($0)
      } operation: {
        let controller = TestNode("controller") {
          TestNode("table") {
            TestNode("cell") { TestNode("button") }
          }
        }
        let button = controller.descendant(named: "button")!
        button.re.send(AddToCart(productID: 1))
      }
      // Nobody handles it: the tree has no handlers yet.
      #expect(diagnostics.map(\.kind) == [.unhandled])
    }
  }

  /// The sample of `CollectingDiagnosticsTrait`, run as a test.
  @Suite("Checkout", .collectingDiagnostics)
  struct CheckoutTests {
    @Test @MainActor func anUnhandledPurchaseIsReported() {
      let cell = ProductCell(productID: 7)
      cell.tapBuyButton()  // nobody above the cell handles AddToCart

      let kinds = DiagnosticsCollector.current?.diagnostics.map(\.kind)
      #expect(kinds == [.unhandled])
    }
  }
#endif
