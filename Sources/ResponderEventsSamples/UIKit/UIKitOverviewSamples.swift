#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// The samples of the `ResponderEvents` landing page and of `UIResponder`'s conformance.
  @MainActor
  enum UIKitOverviewSamples {
    final class CartScreenController: UIViewController {
      let cart = Cart()

      func connect(buyButton: UIButton, product: Product) {
        struct AddToCart: ResponderEvent {
          let productID: Int
        }

        // In a cell, deep in a table:
        buyButton.re.send(on: .touchUpInside) { _ in AddToCart(productID: product.id) }

        // In the controller that owns the screen:
        re.handle(AddToCart.self) { controller, context in
          controller.cart.add(context.event.productID)
          return .stop
        }
      }
    }

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
