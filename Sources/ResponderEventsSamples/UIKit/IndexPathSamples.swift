#if canImport(UIKit) && !os(watchOS)
  import ResponderEventsDelegates
  import UIKit

  /// The samples of `EventContext.indexPaths`: a screen of shelves, each shelf a table row
  /// holding a collection view of products, whose controller learns the shelf and the product
  /// of a tapped button from the event's route.
  @MainActor
  enum IndexPathSamples {
    /// Sent by a product's button; the controller learns which product from the route.
    struct AddToCart: ResponderEvent {}

    /// A shelf and the products on it.
    struct Shelf {
      let name: String
      let products: [String]
    }

    /// A product: a button that sends `AddToCart`, and nothing else.
    final class ProductCell: UICollectionViewCell {
      let button = UIButton(type: .system)

      override init(frame: CGRect) {
        super.init(frame: frame)
        button.frame = contentView.bounds
        button.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(button)
        button.re.send(AddToCart(), on: .primaryActionTriggered)
      }

      required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
    }

    /// A shelf: a row of the table, showing its products in a collection view.
    final class ShelfCell: UITableViewCell {
      let collectionView = UICollectionView(
        frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      var products: [String] = [] {
        didSet { collectionView.reloadData() }
      }

      override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        collectionView.frame = contentView.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(ProductCell.self, forCellWithReuseIdentifier: "product")
        contentView.addSubview(collectionView)
        collectionView.re.provideNumberOfItems(with: self) { shelf, _ in shelf.products.count }
        collectionView.re.provideCell(with: self) { shelf, indexPath in
          let cell = shelf.collectionView.dequeueReusableCell(
            withReuseIdentifier: "product", for: indexPath)
          (cell as? ProductCell)?.button.setTitle(shelf.products[indexPath.item], for: .normal)
          return cell
        }
      }

      required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
    }

    /// The screen: a table of shelves, and the one handler that fills the cart.
    final class ShelvesViewController: UIViewController {
      let tableView = UITableView()
      let shelves = [
        Shelf(name: "Mugs", products: ["Blue mug", "Red mug"]),
        Shelf(name: "Tea", products: ["Teapot", "Kettle", "Tray"]),
      ]
      private(set) var cart: [String] = []

      func addToCart(_ product: String) { cart.append(product) }

      override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 88
        tableView.register(ShelfCell.self, forCellReuseIdentifier: "shelf")
        view.addSubview(tableView)
        tableView.re.provideNumberOfRows(with: self) { controller, _ in controller.shelves.count }
        tableView.re.provideCell(with: self) { controller, indexPath in
          let cell = controller.tableView.dequeueReusableCell(
            withIdentifier: "shelf", for: indexPath)
          (cell as? ShelfCell)?.products = controller.shelves[indexPath.row].products
          return cell
        }

        // Which shelf, which product? Read from the event's route when it arrives.
        re.handle(AddToCart.self) { controller, context in
          guard let shelf = context.indexPath(in: controller.tableView),
            let product = context.indexPaths.first
          else { return .pass }
          controller.addToCart(controller.shelves[shelf.row].products[product.item])
          return .stop
        }
      }
    }
  }
#endif
