#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// The samples of MigratingFromDelegateChains.md: before.
  enum DelegateChainBeforeSamples {
    protocol ProductCellDelegate: AnyObject {
      func productCell(_ cell: ProductCell, didTapBuyFor productID: Int)
    }

    final class ProductCell: UITableViewCell {
      weak var delegate: (any ProductCellDelegate)?
      var productID = 0

      @objc func buyTapped() {
        delegate?.productCell(self, didTapBuyFor: productID)
      }
    }

    // …and in every layer between the cell and the controller, another protocol that forwards.
  }

  /// The samples of MigratingFromDelegateChains.md: after.
  @MainActor
  enum DelegateChainAfterSamples {
    struct BuyTapped: ResponderEvent {
      var productID: Int? = nil
    }

    final class ProductCell: UITableViewCell {
      let buyButton = UIButton(type: .system)
      var productID = 0

      override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(buyButton)
        buyButton.re.send(BuyTapped(), on: .touchUpInside)
        re.handle(BuyTapped.self) { cell, context in
          context.event.productID = cell.productID
          return .pass
        }
      }

      required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
    }

    final class ShopViewController: UITableViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        // Once, however deep the cells are:
        re.handle(BuyTapped.self) { controller, context in
          controller.buy(context.event.productID)
          return .stop
        }
      }

      func buy(_ productID: Int?) {
        // Add the product to the cart.
      }
    }

    /// The sample of `send(on:identifier:options:_:)`.
    static func makeTheEventWhenTapped(buyButton: UIButton) {
      buyButton.re.send(on: .touchUpInside) { _ in BuyTapped() }
    }
  }

  /// The samples of MigratingFromARouterCategory.md.
  @MainActor
  enum RouterCategorySamples {
    static func typedEvents(
      button: UIButton, superCell: RowCell, viewController: ListViewController
    ) {
      struct ItemTapped: ResponderEvent {
        let title: String
        var outerRow: Int? = nil
      }

      // The button (the write-up's "btnClick1:userInfo:"):
      button.re.send(ItemTapped(title: "Blue"), on: .touchUpInside)

      // The outer cell adds its row and lets the event go on (the override that calls super):
      superCell.re.handle(ItemTapped.self) { cell, context in
        context.event.outerRow = cell.row
        return .pass
      }

      // The view controller handles it (the override that performs the selector):
      viewController.re.handle(ItemTapped.self) { controller, context in
        controller.show(context.event.title, row: context.event.outerRow)
        return .stop
      }
    }

    static func rowFromTheRoute(viewController: ListViewController) {
      struct ItemTapped: ResponderEvent {
        let title: String
      }

      viewController.re.handle(ItemTapped.self) { controller, context in
        let row = context.indexPath(in: controller.tableView)?.row
        controller.show(context.event.title, row: row)
        return .stop
      }
    }

    static func namedEvents(button: UIButton, superCell: RowCell) {
      button.re.send(NamedEvent("btnClick1", payload: ["key": "blue button"]))

      superCell.re.handle(named: "btnClick1") { cell, context in
        context.event.payload["test"] = "added by the cell"
        return .pass
      }
    }
  }

  /// The samples of MigratingFromTHUIEventBus.md.
  @MainActor
  enum EventBusSamples {
    final class EventAViewController: UIViewController {
      private(set) var received: [Int] = []

      func handleEventA(_ data: Int) { received.append(data) }
    }

    static func handleAndAnswer(controller: EventAViewController) {
      struct EventA: ResponderEvent {
        typealias Reply = String
        let data: Int
      }

      controller.re.handle(EventA.self) { controller, context in
        controller.handleEventA(context.event.data)
        context.reply("done")  // the callback
        return .stop
      }
    }

    final class EditorView: UIView {
      var isDirty = false
    }

    static func answerDownward(
      editor: EditorView, controller: UIViewController, confirmDiscard: () -> Void
    ) {
      struct HasUnsavedChanges: ResponderEvent { typealias Reply = Bool }

      editor.re.handleBroadcast(HasUnsavedChanges.self) { editor, context in
        context.reply(editor.isDirty)
        return .handled
      }

      let answers = controller.re.broadcastCollectingReplies(HasUnsavedChanges())
      if answers.values.contains(true) { confirmDiscard() }
    }
  }
#endif
