#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEventsDelegates
  import UIKit

  /// The `with: owner` registrations: closures that receive their owner, held weakly, in place
  /// of their view, and count as removed once it is deallocated.
  @MainActor
  enum OwnerBoundClosureChecks {
    static var all: [DeviceCheck] {
      [ownerIsNotKeptAlive, tableAfterOwnerDies, controlsAfterOwnerDies]
    }

    private static let commitSelector = #selector(
      (any UITableViewDataSource).tableView(_:commit:forRowAt:))
    private static let headerHeightSelector = #selector(
      (any UITableViewDelegate).tableView(_:heightForHeaderInSection:))

    /// A screen whose table's closures are registered `with: self`, as the documentation asks.
    private final class CityListController: UIViewController {
      let tableView = UITableView(frame: .zero, style: .plain)
      let items = ["Beijing", "Shanghai", "Shenzhen"]
      private(set) var selected: [String] = []

      override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        view.addSubview(tableView)
        tableView.re.provideNumberOfRows(with: self) { controller, _ in controller.items.count }
        tableView.re.provideCell(with: self) { controller, indexPath in
          let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
          cell.textLabel?.text = controller.items[indexPath.row]
          return cell
        }
        tableView.re.onSelectRow(with: self) { controller, indexPath in
          controller.selected.append(controller.items[indexPath.row])
        }
      }
    }

    /// An owner that is not a view or a controller: a plain Swift object.
    private final class TableModel {
      let rows = 5
      let headerHeight: CGFloat = 40
      var commits = 0
    }

    /// An owner that is a controller not on screen.
    private final class ButtonController: UIViewController {
      var taps = 0
      var imageTaps = 0
    }

    static let ownerIsNotKeptAlive = DeviceCheck(
      area: "Delegates", name: "a screen registering its table's closures with: self is freed",
      verifies: "A controller whose table's data source and delegate closures are registered"
        + " with: self, and use it, fills and answers its table while on screen, and is"
        + " deallocated once the window lets it go: the closures do not keep it alive.",
      calls: .both(
        "layoutIfNeeded() makes UIKit ask the data source closures for rows and cells; "
          + Cites.selectRow)
    ) { context in
      var verdict = Verdict()
      weak var probe: CityListController?
      do {
        let screen = CityListController()
        probe = screen
        guard await Stage.show(screen, in: context.window) else {
          return .failed("the screen did not reach the window")
        }
        screen.tableView.reloadData()
        screen.tableView.layoutIfNeeded()
        verdict.expectEqual(screen.tableView.numberOfRows(inSection: 0), 3, "rows")
        verdict.expectEqual(
          screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text,
          "Shanghai", "the second row's text")
        screen.tableView.delegate?.tableView?(
          screen.tableView, didSelectRowAt: IndexPath(row: 2, section: 0))
        verdict.expectEqual(screen.selected, ["Shenzhen"], "selections the closure received")
      }
      await Stage.clear(context.window)
      // UIKit may keep the controller until its autorelease pool drains: give it a turn.
      _ = await Stage.waitUntil { probe == nil }
      verdict.expect(probe == nil, "the controller was not deallocated: a closure kept it alive")
      return verdict.outcome("the screen answered through its closures and was deallocated")
    }

    static let tableAfterOwnerDies = DeviceCheck(
      area: "Delegates", name: "UITableView closures whose owner was deallocated",
      verifies: "provideNumberOfRows(with:), provideHeaderHeight(with:) and"
        + " onCommitEditing(with:) answer and are claimed while their owner, a plain Swift"
        + " object, lives; once it is deallocated, the older plain provideNumberOfRows closure"
        + " answers again, the proxies no longer claim tableView(_:heightForHeaderInSection:)"
        + " and tableView(_:commit:forRowAt:) (so no swipe-to-delete), sectionHeaderHeight"
        + " applies again, and removing the tokens then changes nothing.",
      calls: .both(
        "reloadData() and layoutIfNeeded() make UIKit ask for rows and header heights; "
          + Cites.commitEditing)
    ) { context in
      var verdict = Verdict()
      let screen = ProbeController("Owner")
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      let table = UITableView(frame: screen.view.bounds, style: .plain)
      table.estimatedSectionHeaderHeight = 0
      table.sectionHeaderTopPadding = 0
      table.sectionHeaderHeight = 18
      table.re.provideNumberOfRows(with: table) { _, _ in 2 }
      table.re.provideCell(with: table) { _, _ in
        UITableViewCell(style: .default, reuseIdentifier: nil)
      }
      screen.view.addSubview(table)
      @MainActor func claims(_ selector: Selector, inDelegate: Bool) -> Bool {
        let object: (any NSObjectProtocol)? = inDelegate ? table.delegate : table.dataSource
        return object?.responds(to: selector) ?? false
      }

      weak var probe: TableModel?
      var tokens: [HandlerToken] = []
      autoreleasepool {
        let model = TableModel()
        probe = model
        tokens = [
          table.re.provideNumberOfRows(with: model) { model, _ in model.rows },
          table.re.provideHeaderHeight(with: model) { model, _ in model.headerHeight },
          table.re.onCommitEditing(with: model) { model, _, _ in model.commits += 1 },
        ]
        table.reloadData()
        table.layoutIfNeeded()
        verdict.expectEqual(table.numberOfRows(inSection: 0), 5, "rows while the owner lives")
        verdict.expectEqual(
          table.rectForHeader(inSection: 0).height, 40, "header height while the owner lives")
        verdict.expect(
          claims(commitSelector, inDelegate: false),
          "tableView(_:commit:forRowAt:) is not claimed while its owner lives")
        table.dataSource?.tableView?(
          table, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
        verdict.expectEqual(model.commits, 1, "commits the owner's closure received")
      }
      guard probe == nil else {
        return .failed("the owner was not deallocated; the check could not go on")
      }
      // The registrations count as removed at once, though their lists let them go only on
      // the main queue's next turn.
      verdict.expect(
        tokens.allSatisfy { !$0.isActive }, "a token is still active after its owner died")
      await Stage.turnRunLoop()
      verdict.expect(
        !claims(headerHeightSelector, inDelegate: true),
        "the proxy still claims tableView(_:heightForHeaderInSection:) after its owner died")
      verdict.expect(
        !claims(commitSelector, inDelegate: false),
        "the proxy still claims tableView(_:commit:forRowAt:) after its owner died")
      table.reloadData()
      table.layoutIfNeeded()
      verdict.expectEqual(
        table.numberOfRows(inSection: 0), 2, "rows once the owner is gone (the older closure)")
      verdict.expectEqual(
        table.rectForHeader(inSection: 0).height, 18, "header height from sectionHeaderHeight")
      verdict.expect(
        tokens.allSatisfy { !$0.remove() }, "removing a dead owner's token removed something")
      table.reloadData()
      verdict.expectEqual(
        table.numberOfRows(inSection: 0), 2, "rows after the dead owner's tokens were removed")
      return verdict.outcome("the owner's closures answered, then gave way to the older ones")
    }

    static let controlsAfterOwnerDies = DeviceCheck(
      area: "Controls", name: "control and gesture closures whose owner was deallocated",
      verifies: "on(with:_:) for .primaryActionTriggered and with a tap recognizer run with their"
        + " owner, a controller not on screen, while it lives; once it is deallocated the button's UIAction and the"
        + " tap recognizer the library added are gone, and firing the button runs nothing.",
      calls: ControlClosureChecks.sendActionsCalls, needs: [.controlActions]
    ) { context in
      var verdict = Verdict()
      let screen = ProbeController("Controls")
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      let button = UIButton(type: .system)
      button.frame = CGRect(x: 20, y: 200, width: 120, height: 44)
      screen.view.addSubview(button)
      let image = UIImageView(frame: CGRect(x: 20, y: 260, width: 60, height: 60))
      screen.view.addSubview(image)
      @MainActor func actionCount() -> Int {
        var count = 0
        button.enumerateEventHandlers { action, _, _, _ in
          if action != nil { count += 1 }
        }
        return count
      }

      weak var probe: ButtonController?
      var taps = 0
      autoreleasepool {
        let owner = ButtonController()
        probe = owner
        button.re.on(with: owner, .primaryActionTriggered) { owner in
          owner.taps += 1
          taps += 1
        }
        image.re.on(with: owner, UITapGestureRecognizer()) { owner, _ in owner.imageTaps += 1 }
        verdict.expectEqual(actionCount(), 1, "UIActions on the button while the owner lives")
        verdict.expectEqual(
          image.gestureRecognizers?.count ?? 0, 1, "recognizers on the image while the owner lives")
        button.sendActions(for: .primaryActionTriggered)
        verdict.expectEqual(owner.taps, 1, "taps the owner's closure received")
      }
      guard probe == nil else {
        return .failed("the owner was not deallocated; the check could not go on")
      }
      // A dead owner's closure is skipped at once; its action and recognizer leave on the main
      // queue's next turn.
      button.sendActions(for: .primaryActionTriggered)
      verdict.expectEqual(taps, 1, "taps run after the owner died, before the next turn")
      await Stage.turnRunLoop()
      verdict.expectEqual(actionCount(), 0, "UIActions on the button after the owner died")
      verdict.expectEqual(
        image.gestureRecognizers?.count ?? 0, 0, "recognizers on the image after the owner died")
      button.sendActions(for: .primaryActionTriggered)
      verdict.expectEqual(taps, 1, "taps run once the owner's action left the button")
      return verdict.outcome("the closures ran, then left the button and the image")
    }
  }
#endif
