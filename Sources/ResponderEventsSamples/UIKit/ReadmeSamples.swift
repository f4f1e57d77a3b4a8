#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// The quick start of the README.
  enum ReadmeSamples {
    struct AddToCart: ResponderEvent {
      var productID: Int? = nil
      var row: Int? = nil
    }

    final class ProductCell: UITableViewCell {
      let buyButton = UIButton(type: .system)
      var productID = 0
      var row = 0

      override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(buyButton)
        buyButton.re.send(AddToCart(), on: .touchUpInside)
        re.handle(AddToCart.self) { cell, context in
          context.event.productID = cell.productID
          context.event.row = cell.row
          return .pass
        }
      }

      required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
    }

    final class CartViewController: UITableViewController {
      private var cart: [Int] = []

      override func viewDidLoad() {
        super.viewDidLoad()
        re.handle(AddToCart.self) { controller, context in
          if let productID = context.event.productID { controller.cart.append(productID) }
          return .stop
        }
      }
    }
  }
#endif
