#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// The samples of UsingResponderEventsWithUIKit.md: the nested-table screen.
  @MainActor
  enum UIKitArticleSamples {
    /// Sent by a button in a nested cell; the outer cell adds its row on the way up.
    struct ItemTapped: ResponderEvent {
      typealias Reply = Bool  // the controller answers whether the item was added
      let title: String
      var outerRow: Int? = nil
    }

    /// The controller broadcasts this when the cart changes.
    struct CartChanged: ResponderEvent {
      let count: Int
    }

    final class SubCell: UITableViewCell {
      let button = UIButton(type: .system)

      override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(button)
        // Registered once: the event is made when the button fires, from the button itself.
        button.re.send(on: .primaryActionTriggered) { button in
          ItemTapped(title: button.title(for: .normal) ?? "")
        }
      }

      required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
    }

    final class SuperCell: UITableViewCell {
      var row = 0
      let subTable = UITableView()

      override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(subTable)
        // Enrich every ItemTapped coming up from the nested table, then let it go on.
        re.handle(ItemTapped.self) { cell, context in
          context.event.outerRow = cell.row
          return .pass
        }
        // Show the cart count when the controller broadcasts it.
        re.handleBroadcast(CartChanged.self) { cell, context in
          cell.accessoryType = context.event.count > 0 ? .checkmark : .none
          return .handled
        }
      }

      required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
    }

    final class ScreenViewController: UIViewController {
      private var cart: [String] = []

      override func viewDidLoad() {
        super.viewDidLoad()
        re.handle(ItemTapped.self) { controller, context in
          let item = "\(context.event.title) (row \(context.event.outerRow ?? -1))"
          controller.cart.append(item)
          context.reply(true)
          controller.re.broadcast(CartChanged(count: controller.cart.count))
          return .stop
        }
      }
    }

    /// Owns a popup that it adds straight to the window.
    final class PopupOwnerViewController: UIViewController {
      func present(_ popup: UIView, in window: UIWindow) {
        window.addSubview(popup)
        popup.re.redirect(to: self)  // self: the controller that owns the popup
      }
    }

    static func askWhetherItWasAdded(button: UIButton) async throws -> Bool {
      let added = try await button.re.request(ItemTapped(title: "Blue mug"))
      return added
    }

    static func traceTheRoute(button: UIButton) {
      let result = button.re.send(ItemTapped(title: "Blue mug"), options: .tracing)
      print(result.trace!)
      // ↑ ItemTapped from UIButton
      //   1  UITableViewCellContentView  -
      //   2  SubCell                     -
      //   3  UITableView                 -
      //   4  UITableViewCellContentView  -
      //   5  SuperCell                   pass, changed the event
      //   6  UITableView                 -
      //   7  UIView                      -
      //   8  ScreenViewController        stop
      //   → stopped
    }
  }
#endif
