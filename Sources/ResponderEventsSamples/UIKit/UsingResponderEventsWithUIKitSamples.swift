#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// The samples in the doc comments of `EventContext.indexPath(in:)` and of
  /// `request(with:on:identifier:options:_:onReply:)`.
  @MainActor
  enum UIKitArticleSamples {
    /// Sent by a button in a nested cell.
    struct ItemTapped: ResponderRequest {
      typealias Reply = Bool  // the controller answers whether the item was added
      let title: String
    }

    /// The controller broadcasts this when the cart changes.
    struct CartChanged: ResponderEvent {
      let count: Int
    }

    /// The sample of `EventContext.indexPath(in:)`.
    final class ShelfViewController: UIViewController {
      let tableView = UITableView()
      private(set) var added: [(String, Int?)] = []

      func add(_ title: String, fromShelf shelf: Int?) { added.append((title, shelf)) }

      func listen() {
        re.handle(ItemTapped.self) { controller, context in
          let shelf = context.indexPath(in: controller.tableView)?.row
          controller.add(context.event.title, fromShelf: shelf)
          return .stop
        }
      }
    }

    static func requestFromAControl(deleteButton: UIButton) {
      deleteButton.re.request(with: deleteButton, on: .primaryActionTriggered) { button in
        button.isEnabled = false
        return ConfirmDelete(itemID: 3)
      } onReply: { button, result in
        button.isEnabled = true
        if case .success(true) = result { button.isHidden = true }
      }
    }
  }
#endif
