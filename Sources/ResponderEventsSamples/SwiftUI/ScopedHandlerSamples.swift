#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEvents
  import SwiftUI

  // The reference of the handlers that send from their own modifier, and of
  // `transformResponderError(_:transform:)`.

  extension UIKitArticleSamples {
    /// Turns a row's network error into an event that a modifier after it handles.
    struct BannerOnNetworkError: View {
      @State private var showsOfflineBanner = false

      var body: some View {
        ProductList()
          .onResponderError(NetworkError.self) { _, events in
            events.send(ShowOfflineBanner())
            return .stop
          }
          .onResponderEvent(ShowOfflineBanner.self) { _ in
            showsOfflineBanner = true
            return .stop
          }
      }
    }

    /// Replaces the checkout's URL errors with its own.
    struct CheckoutErrors: View {
      var body: some View {
        CheckoutScreen()
          .transformResponderError(URLError.self) { error in
            CheckoutError.offline(underlying: error)
          }
      }
    }

    /// Reports an error from the handler of the events it cannot take.
    struct FullCart: View {
      let cart: ScopedCart

      var body: some View {
        CartButton()
          .onResponderEvent(AddToCart.self) { context, events in
            if cart.isFull { events.report(CartError.full) }
            return .stop
          }
      }
    }

    /// The checkout whose errors `CheckoutErrors` replaces.
    struct CheckoutScreen: View {
      var body: some View { ProductList() }
    }

    /// A button that adds a product.
    struct CartButton: View {
      @Environment(\.responderEvents) private var events

      var body: some View {
        Button("Add") { events.send(AddToCart(productID: 1)) }
      }
    }

    /// What went wrong in the checkout.
    enum CheckoutError: Error {
      case offline(underlying: URLError)
    }

    /// What went wrong with the cart.
    enum CartError: Error {
      case full
    }
  }

  /// A cart that can be full.
  @MainActor
  final class ScopedCart {
    var isFull = false
  }
#endif
