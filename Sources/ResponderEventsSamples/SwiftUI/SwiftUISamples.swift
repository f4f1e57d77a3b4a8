#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import SwiftUI
  import UIKit

  extension UIKitArticleSamples {
    /// A list that declares what it sends.
    struct DeclaredList: View {
      var body: some View {
        ProductList()
          .responderEventContract(events: [AddToCart.self], errors: [NetworkError.self])
      }
    }

    /// Shows a banner when a row reports the network is down.
    struct OfflineAwareList: View {
      @State private var showsOfflineBanner = false

      var body: some View {
        VStack {
          if showsOfflineBanner { Text("Offline") }
          ProductList()
            .onResponderError(NetworkError.self) { _ in
              showsOfflineBanner = true
              return .stop
            }
        }
      }
    }

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
          .onResponderBroadcast(CartChanged.self) { context in
            print("cart has \(context.event.count) items")
            return .handled
          }
      }
    }

    static func hostTheList() -> UIViewController {
      let host = UIHostingController(rootView: ProductList().responderEventsBridge())
      return host
    }

    /// Keeps its hosting controller in a stored property.
    final class ShopViewController: UIViewController {
      private lazy var host = UIHostingController(rootView: ProductList().responderEventsBridge())

      override func viewDidLoad() {
        super.viewDidLoad()
        addChild(host)
        view.addSubview(host.view)
        host.didMove(toParent: self)
      }
    }
  }

  /// A cart that SwiftUI samples add to.
  @MainActor
  final class SwiftUICart {
    private(set) var productIDs: [Int] = []

    func add(_ productID: Int) { productIDs.append(productID) }
  }

  extension Product: Identifiable {}

  /// A UIKit view shown in SwiftUI, whose events go to the SwiftUI handlers around it.
  final class MapView: UIView {}

  struct MapRepresentable: UIViewRepresentable {
    func makeUIView(context: Context) -> MapView {
      let map = MapView()
      context.environment.responderEvents.connect(map)
      return map
    }

    func updateUIView(_ map: MapView, context: Context) {}
  }

  /// The samples of the SwiftUI bridge's doc comments.
  enum SwiftUIReferenceSamples {
    /// A form's model, which validates and saves.
    @MainActor
    final class FormModel {
      var isValid = true

      func validate() throws {
        if !isValid { throw NetworkError() }
      }

      func save() throws {
        if !isValid { throw NetworkError() }
      }
    }

    /// Sends ``Submit``.
    struct SubmitButton: View {
      @Environment(\.responderEvents) private var events

      var body: some View {
        Button("Submit") { events.send(Submit()) }
      }
    }

    /// Validates on submit, and reports a save that fails.
    struct FormScreen: View {
      let model: FormModel
      @Environment(\.responderEvents) private var events

      var body: some View {
        VStack {
          SubmitButton()
            .onResponderEvent(Submit.self) { _ in
              try model.validate()
              return .stop
            }
          Button("Save") {
            do { try model.save() } catch { events.report(error) }
          }
        }
      }
    }

    /// A product's image.
    struct ProductImage: View {
      let product: Product

      var body: some View { Color.gray.frame(width: 40, height: 40) }
    }

    /// A row made of a button and an image that send events.
    struct SendingRow: View {
      @Environment(\.responderEvents) private var events
      let product: Product

      var body: some View {
        HStack {
          Button("Add to cart") { events.send(AddToCart(productID: product.id)) }
          ProductImage(product: product)
            .onTapGesture { events.send(OpenProduct(id: product.id)) }
        }
      }
    }

    /// An editor that says whether it has unsaved changes when asked from above.
    struct EditorView: View {
      var body: some View { Text("Editor") }
    }

    /// A document's state.
    @MainActor
    final class Document {
      var isDirty = false
    }

    /// Answers ``HasUnsavedChanges`` for its editor and keeps the question from the views
    /// below.
    struct EditorScreen: View {
      let document: Document

      var body: some View {
        EditorView()
          .onResponderBroadcast(HasUnsavedChanges.self) { context in
            context.reply(document.isDirty)
            return .skipSubtree
          }
      }
    }

    struct ScrollToTop: ResponderEvent {}

    /// Where the app's menu command arrives.
    @MainActor
    final class ArticlesModel {
      var scrollToTop: (() -> Void)?
    }

    struct ArticleList: View {
      var body: some View { Text("Articles") }
    }

    /// Publishes `ScrollToTop` to the list below it when the menu command comes.
    struct ArticlesScreen: View {
      let model: ArticlesModel

      var body: some View {
        ArticleList()
          .responderEventPublisher(for: ScrollToTop.self) { publisher in
            model.scrollToTop = { publisher.broadcast(ScrollToTop()) }
          }
      }
    }

    /// A row whose button press means "open this product" to the screens above.
    struct OpeningRow: View {
      let product: Product

      var body: some View {
        ProductRow(product: product)
          .transformResponderEvent(ButtonTapped.self) { _ in OpenProduct(id: product.id) }
      }
    }

    /// The sample of `onResponderEvent(_:perform:)`.
    struct HandlingProductList: View {
      let products = [Product(id: 1), Product(id: 2)]
      let cart: SwiftUICart

      var body: some View {
        List(products) { product in
          ProductRow(product: product)
        }
        .onResponderEvent(AddToCart.self) { context in
          cart.add(context.event.productID)
          return .stop
        }
      }
    }

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
          .onResponderBroadcast(ThemeChanged.self) { context in
            theme = context.event.theme
            return .handled
          }
          .foregroundStyle(theme == .dark ? Color.white : Color.black)
      }
    }
  }
#endif
