#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// The samples of `UIResponder`'s conformance and of `UIKitEventRouting`.
  @MainActor
  enum UIKitOverviewSamples {
    static func sendFromAButton(
      buyButton: UIButton, product: Product, cartController: ShopViewController
    ) {
      buyButton.re.send(AddToCart(productID: product.id))

      cartController.re.handle(AddToCart.self) { controller, context in
        controller.cart.add(context.event.productID)
        return .stop
      }
    }

    static func endTheChainAtTheWindow() {
      // In application(_:didFinishLaunchingWithOptions:): keep events inside the windows.
      UIKitEventRouting.chainEnd = .window
    }

    static func routeWindowSubviewsToTheTopController() {
      // In application(_:didFinishLaunchingWithOptions:):
      UIKitEventRouting.routesWindowSubviewsToTopController = true
    }
  }
#endif
