#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// The samples of UsingResponderEventsWithUIKit.md: the nested-table screen.
  @MainActor
  enum UIKitArticleSamples {
    /// Sent by a button in a nested cell.
    struct ItemTapped: ResponderEvent {
      typealias Reply = Bool  // the controller answers whether the item was added
      let title: String
    }

    /// The controller broadcasts this when the cart changes.
    struct CartChanged: ResponderEvent {
      let count: Int
    }

    final class SubCell: UITableViewCell {
      let button = UIButton(type: .system)

      override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        button.frame = contentView.bounds
        button.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(button)
        // Registered once: the event is made when the button fires, from the button itself.
        button.re.send(on: .primaryActionTriggered) { button in
          ItemTapped(title: button.title(for: .normal) ?? "")
        }
      }

      required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
    }

    final class SuperCell: UITableViewCell {
      let subTable = UITableView()
      var items: [String] = [] {
        didSet { subTable.reloadData() }
      }

      override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        subTable.frame = contentView.bounds
        subTable.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        subTable.isScrollEnabled = false
        subTable.register(SubCell.self, forCellReuseIdentifier: "item")
        contentView.addSubview(subTable)
        subTable.re.provideNumberOfRows { [unowned self] _, _ in items.count }
        subTable.re.provideCell { [unowned self] table, indexPath in
          let cell = table.dequeueReusableCell(withIdentifier: "item", for: indexPath)
          (cell as? SubCell)?.button.setTitle(items[indexPath.row], for: .normal)
          return cell
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
      let tableView = UITableView()
      private let shelves = [["Blue mug", "Red mug"], ["Teapot", "Kettle", "Tray"], ["Spoon"]]
      private var cart: [String] = []

      override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(SuperCell.self, forCellReuseIdentifier: "shelf")
        view.addSubview(tableView)
        tableView.re.provideNumberOfRows { [unowned self] _, _ in shelves.count }
        tableView.re.provideRowHeight { [unowned self] _, indexPath in
          CGFloat(shelves[indexPath.row].count) * 44
        }
        tableView.re.provideCell { [unowned self] table, indexPath in
          let cell = table.dequeueReusableCell(withIdentifier: "shelf", for: indexPath)
          (cell as? SuperCell)?.items = shelves[indexPath.row]
          return cell
        }

        // Which shelf? Read from the event's route now, so it is right after inserts and deletes.
        re.handle(ItemTapped.self) { controller, context in
          let shelf = context.indexPath(in: controller.tableView)?.row ?? -1
          controller.cart.append("\(context.event.title) (shelf \(shelf))")
          context.reply(true)
          controller.re.broadcast(CartChanged(count: controller.cart.count))
          return .stop
        }
      }
    }

    /// Asked by a badge when it appears.
    struct CurrentCartCount: ResponderEvent {
      typealias Reply = Int
    }

    final class CartBadgeView: UIView {
      override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else { return }
        re.request(CurrentCartCount()) { [weak self] result in
          if case .success(let count) = result { self?.show(count) }
        }
      }
    }

    struct ThemeTrait: UITraitDefinition {
      static let defaultValue = Theme.light
    }

    @available(iOS 17, *)
    final class ThemedView: UIView {
      override init(frame: CGRect) {
        super.init(frame: frame)
        apply(traitCollection[ThemeTrait.self])
        registerForTraitChanges([ThemeTrait.self]) { (view: ThemedView, _: UITraitCollection) in
          view.apply(view.traitCollection[ThemeTrait.self])
        }
      }

      required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

      func apply(_ theme: Theme) { backgroundColor = theme == .dark ? .black : .white }
    }

    @available(iOS 17, *)
    static func setTheTheme(controller: UIViewController) {
      // The controller sets it once; every view below it, now or later, sees it:
      controller.traitOverrides[ThemeTrait.self] = .dark
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

    static func requestFromAControl(deleteButton: UIButton) {
      deleteButton.re.request(on: .primaryActionTriggered) { button in
        button.isEnabled = false
        return ConfirmDelete(itemID: 3)
      } onReply: { button, result in
        button.isEnabled = true
        if case .success(true) = result { button.isHidden = true }
      }
    }

    /// Answers ``ConfirmDelete`` after asking the user.
    final class ListViewController: UIViewController {
      func confirmDeletions() {
        re.handle(ConfirmDelete.self) { controller, context in
          let promise = context.promiseReply()
          let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
          alert.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { _ in
              promise.fulfill(true)
            })
          alert.addAction(
            UIAlertAction(title: "Cancel", style: .cancel) { _ in
              promise.fulfill(false)
            })
          controller.present(alert, animated: true)
          return .stop
        }
      }
    }

    static func traceTheRoute(button: UIButton) {
      let result = button.re.send(ItemTapped(title: "Blue mug"), options: .tracing)
      print(result.trace!)
      // ↑ ItemTapped from UIButton
      //   1  UITableViewCellContentView  -
      //   2  SubCell                     -
      //   3  UITableView                 -
      //   4  UITableViewCellContentView  -
      //   5  SuperCell                   -
      //   6  UITableView                 -
      //   7  UIView                      -
      //   8  ScreenViewController        stop
      //   → stopped
    }
  }

  extension UIKitArticleSamples.CartBadgeView {
    /// Shows the count; the sample is about getting it.
    func show(_ count: Int) { accessibilityValue = "\(count)" }
  }
#endif
