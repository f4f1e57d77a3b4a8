#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import SwiftUI
  import UIKit

  extension UIKitArticleSamples {
    struct ProductList: View {
      let products = [Product(id: 1), Product(id: 2)]

      var body: some View {
        List(products, id: \.id) { ProductRow(product: $0) }
      }
    }

    struct ProductRow: View {
      @Environment(\.responderEvents) private var events
      let product: Product

      var body: some View {
        Button("Add") { events.send(AddToCart(productID: product.id)) }
          .onResponderBroadcast(CartChanged.self) { print("cart has \($0.count) items") }
      }
    }

    static func hostTheList() -> UIViewController {
      let host = UIHostingController(rootView: ProductList().responderEventsBridge())
      return host
    }
  }

  /// The samples of the SwiftUI bridge's doc comments.
  enum SwiftUIReferenceSamples {
    struct ProductRow: View {
      @Environment(\.responderEvents) private var events
      let product: Product

      var body: some View {
        Button("Add to cart") { events.send(AddToCart(productID: product.id)) }
      }
    }

    struct Title: View {
      let title: String
      @State private var theme = Theme.light

      var body: some View {
        Text(title)
          .onResponderBroadcast(ThemeChanged.self) { theme = $0.theme }
          .foregroundStyle(theme == .dark ? Color.white : Color.black)
      }
    }
  }
#endif
