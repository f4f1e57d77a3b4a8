#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEventsDelegates
  import UIKit

  /// The table view closures beyond rows and selection: section headers and footers, estimated
  /// heights, editing, moving, swipe actions and context menus: asked by UIKit where a public
  /// API makes it ask (layout, editing mode), by the check where only a user's gesture would.
  @MainActor
  enum TableViewClosureChecks {
    static var all: [DeviceCheck] {
      [headersAndFooters, estimatedRowHeights]
        + AppObjectTiming.allCases.map(editingCheck)
        + [movingRows, swipeActions, contextMenu]
    }

    private static let commitSelector = #selector(
      (any UITableViewDataSource).tableView(_:commit:forRowAt:))
    private static let moveSelector = #selector(
      (any UITableViewDataSource).tableView(_:moveRowAt:to:))
    private static let headerHeightSelector = #selector(
      (any UITableViewDelegate).tableView(_:heightForHeaderInSection:))
    private static let estimateSelector = #selector(
      (any UITableViewDelegate).tableView(_:estimatedHeightForRowAt:))
    private static let trailingSwipeSelector = #selector(
      (any UITableViewDelegate).tableView(_:trailingSwipeActionsConfigurationForRowAt:))
    private static let contextMenuSelector = #selector(
      (any UITableViewDelegate).tableView(_:contextMenuConfigurationForRowAt:point:))

    /// A plain table in the window whose rows come from closures.
    private static func table(
      rows: Int, in context: DeviceCheckContext
    ) async -> UITableView? {
      let screen = ProbeController("Table")
      guard await Stage.show(screen, in: context.window) else { return nil }
      let table = UITableView(frame: screen.view.bounds, style: .plain)
      table.re.debugName = "table"
      table.re.provideNumberOfRows(with: table) { _, _ in rows }
      table.re.provideCell(with: table) { _, _ in
        UITableViewCell(style: .default, reuseIdentifier: nil)
      }
      screen.view.addSubview(table)
      return table
    }

    /// Whether the table's delegate (`true`) or data source proxy claims `selector`.
    private static func claims(
      _ selector: Selector, of table: UITableView, inDelegate: Bool = true
    ) -> Bool {
      let object: (any NSObjectProtocol)? = inDelegate ? table.delegate : table.dataSource
      return object?.responds(to: selector) ?? false
    }

    static let headersAndFooters = DeviceCheck(
      area: "Delegates", name: "UITableView header and footer views and heights",
      verifies: "After reloadData() and layout, the table shows re.provideHeaderView's view and"
        + " the footer view of the app's delegate (set after the closures), at the heights of"
        + " re.provideHeaderHeight and re.provideFooterHeight (rectForHeader(inSection:));"
        + " once the height closures are removed the proxy stops claiming the method and"
        + " sectionHeaderHeight applies again.",
      calls: .uikit(
        "reloadData() and layoutIfNeeded() make UIKit ask for the header and footer views and"
          + " heights; the check reads the frames UIKit laid out")
    ) { context in
      var verdict = Verdict()
      guard let table = await table(rows: 1, in: context) else {
        return .failed("the screen did not reach the window")
      }
      // Exact heights: no estimates, no iOS 15 padding above plain headers.
      table.estimatedSectionHeaderHeight = 0
      table.estimatedSectionFooterHeight = 0
      table.sectionHeaderTopPadding = 0
      table.register(
        UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
      table.re.provideNumberOfSections(with: table) { _ in 2 }
      table.re.provideHeaderView(with: table) { table, section in
        let header = table.dequeueReusableHeaderFooterView(withIdentifier: "header")
        header?.tag = 100 + section
        return header
      }
      let heights = [
        table.re.provideHeaderHeight(with: table) { _, section in section == 0 ? 40 : 30 },
        table.re.provideFooterHeight(with: table) { _, _ in 25 },
      ]
      let app = AppFooterDelegate()
      table.delegate = app
      table.reloadData()
      table.layoutIfNeeded()
      verdict.expectEqual(table.rectForHeader(inSection: 0).height, 40, "section 0 header height")
      verdict.expectEqual(table.rectForHeader(inSection: 1).height, 30, "section 1 header height")
      verdict.expectEqual(table.rectForFooter(inSection: 0).height, 25, "section 0 footer height")
      verdict.expectEqual(table.headerView(forSection: 0)?.tag, 100, "the closure's header view")
      verdict.expectEqual(
        table.footerView(forSection: 0)?.tag, AppFooterDelegate.footerTag,
        "the app delegate's footer view")

      heights.forEach { $0.remove() }
      verdict.expect(
        !claims(headerHeightSelector, of: table),
        "the proxy still claims tableView(_:heightForHeaderInSection:) without a closure")
      table.sectionHeaderHeight = 18
      table.reloadData()
      table.layoutIfNeeded()
      verdict.expectEqual(
        table.rectForHeader(inSection: 0).height, 18, "header height from sectionHeaderHeight")
      withExtendedLifetime(app) {}
      return verdict.outcome("UIKit laid out the closures' headers and the app's footers")
    }

    static let estimatedRowHeights = DeviceCheck(
      area: "Delegates", name: "UITableView estimated row heights",
      verifies: "re.provideEstimatedRowHeight is claimed while registered and answers"
        + " tableView(_:estimatedHeightForRowAt:); whether UIKit asks it during a reload, and"
        + " the height it gives a row it has not laid out, are recorded.",
      calls: .both(
        "reloadData() and layoutIfNeeded() make UIKit ask (recorded); the check asks"
          + " tableView(_:estimatedHeightForRowAt:) itself for the assertion")
    ) { context in
      var verdict = Verdict()
      guard let table = await table(rows: 200, in: context) else {
        return .failed("the screen did not reach the window")
      }
      table.rowHeight = 44
      let log = HandlerLog()
      let token = table.re.provideEstimatedRowHeight(with: table) { _, _ in
        log.append("estimate")
        return 80
      }
      table.reloadData()
      table.layoutIfNeeded()
      let farRow = IndexPath(row: 150, section: 0)
      verdict.expectEqual(
        table.delegate?.tableView?(table, estimatedHeightForRowAt: farRow), 80,
        "estimatedHeightForRowAt, asked by the check")
      verdict.fact(
        "UIKit asked the estimate closure during reloadData() and layout",
        log.entries.isEmpty ? "no" : "yes (\(log.entries.count) times)", expected: "yes")
      verdict.fact(
        "rectForRow(at:) of a row not laid out yet",
        "\(table.rectForRow(at: farRow).height)", expected: "80.0")
      token.remove()
      verdict.expect(
        !claims(estimateSelector, of: table),
        "the proxy still claims tableView(_:estimatedHeightForRowAt:) without a closure")
      return verdict.outcome("the estimate closure answered")
    }

    static func editingCheck(_ timing: AppObjectTiming) -> DeviceCheck {
      DeviceCheck(
        area: "Delegates", name: "UITableView deleting rows, \(timing.label)",
        verifies: "re.onCommitEditing's closure and the app's own tableView(_:commit:forRowAt:)"
          + " both run; re.provideCanEditRow answers over the app's, and in editing mode UIKit"
          + " sets isEditing only on the rows it allows; once the commit closure is removed"
          + " the proxy claims commit (which turns on swipe-to-delete) only while the app's"
          + " data source lives.",
        calls: .both(
          Cites.commitEditing + "; setEditing(_:animated:) and layoutIfNeeded() make UIKit ask"
            + " canEditRowAt for each row it shows")
      ) { context in
        var verdict = Verdict()
        guard let table = await table(rows: 2, in: context) else {
          return .failed("the screen did not reach the window")
        }
        let log = HandlerLog()
        var commitToken: HandlerToken?
        AppObjectScenario.run(
          timing, verdict: &verdict,
          make: { AppEditingDataSource(log: log) },
          assign: { table.dataSource = $0 },
          registerClosures: {
            commitToken = table.re.onCommitEditing(with: table) { _, style, _ in
              log.append(style == .delete ? "closure delete" : "closure other")
            }
            table.re.provideCanEditRow(with: table) { _, indexPath in indexPath.row == 0 }
          },
          whileAlive: { app, verdict in
            verdict.expect(
              (table.dataSource as AnyObject?) !== app,
              "the app's data source displaced the proxy")
          },
          calls: { verdict in
            log.reset()
            table.dataSource?.tableView?(table, commit: .delete, forRowAt: row(0))
            verdict.expectEqual(
              log.entries, timing.appIsAlive ? ["closure delete", "app"] : ["closure delete"],
              "tableView(_:commit:forRowAt:) ran")
            verdict.expectEqual(
              table.dataSource?.tableView?(table, canEditRowAt: row(1)), false,
              "canEditRowAt for row 1 (the closure answers)")
            table.reloadData()
            table.setEditing(true, animated: false)
            table.layoutIfNeeded()
            verdict.expectEqual(
              table.cellForRow(at: row(0))?.isEditing, true, "row 0 is editing")
            verdict.expectEqual(
              table.cellForRow(at: row(1))?.isEditing, false, "row 1, which may not, is not")
            table.setEditing(false, animated: false)
            commitToken?.remove()
            _ = AppObjectScenario.expectClaim(
              claims(commitSelector, of: table, inDelegate: false), of: commitSelector,
              timing: timing, verdict: &verdict)
          })
        return verdict.outcome("closure and app data source committed as expected")
      }
    }

    static let movingRows = DeviceCheck(
      area: "Delegates", name: "UITableView moving rows",
      verifies: "The data source proxy claims tableView(_:moveRowAt:to:), which shows the"
        + " reorder control, only while re.onMoveRow is registered; the closure receives the"
        + " move; re.provideCanMoveRow answers tableView(_:canMoveRowAt:).",
      calls: .check(Cites.moveRow)
    ) { context in
      var verdict = Verdict()
      guard let table = await table(rows: 3, in: context) else {
        return .failed("the screen did not reach the window")
      }
      verdict.expect(
        !claims(moveSelector, of: table, inDelegate: false),
        "the proxy claims tableView(_:moveRowAt:to:) without a closure")
      let log = HandlerLog()
      let moveToken = table.re.onMoveRow(with: table) { _, source, destination in
        log.append("\(source.row) to \(destination.row)")
      }
      table.re.provideCanMoveRow(with: table) { _, indexPath in indexPath.row != 0 }
      verdict.expect(
        claims(moveSelector, of: table, inDelegate: false),
        "the proxy does not claim tableView(_:moveRowAt:to:) with a closure")
      table.dataSource?.tableView?(table, moveRowAt: row(1), to: row(2))
      verdict.expectEqual(log.entries, ["1 to 2"], "tableView(_:moveRowAt:to:) ran")
      verdict.expectEqual(
        table.dataSource?.tableView?(table, canMoveRowAt: row(0)), false, "canMoveRowAt row 0")
      verdict.expectEqual(
        table.dataSource?.tableView?(table, canMoveRowAt: row(1)), true, "canMoveRowAt row 1")
      moveToken.remove()
      verdict.expect(
        !claims(moveSelector, of: table, inDelegate: false),
        "the proxy still claims tableView(_:moveRowAt:to:) after its closure was removed")
      return verdict.outcome("moving followed the closures")
    }

    static let swipeActions = DeviceCheck(
      area: "Delegates", name: "UITableView swipe actions",
      verifies: "re.provideTrailingSwipeActions' configuration and re.provideLeadingSwipeActions'"
        + " nil are what the delegate proxy answers; the trailing method is claimed only while"
        + " its closure is registered.",
      calls: .check(Cites.swipeActions)
    ) { context in
      var verdict = Verdict()
      guard let table = await table(rows: 2, in: context) else {
        return .failed("the screen did not reach the window")
      }
      verdict.expect(
        !claims(trailingSwipeSelector, of: table),
        "the proxy claims the trailing swipe actions without a closure")
      let token = table.re.provideTrailingSwipeActions(with: table) { _, indexPath in
        let action = UIContextualAction(style: .destructive, title: "Delete \(indexPath.row)") {
          _, _, done in done(true)
        }
        return UISwipeActionsConfiguration(actions: [action])
      }
      table.re.provideLeadingSwipeActions(with: table) { _, _ in nil }
      let trailing = table.delegate?.tableView?(
        table, trailingSwipeActionsConfigurationForRowAt: row(1))
      verdict.expectEqual(
        trailing?.actions.map { $0.title ?? "" }, ["Delete 1"], "trailing actions' titles")
      let leading = table.delegate?.tableView?(
        table, leadingSwipeActionsConfigurationForRowAt: row(1))
      verdict.expect(leading == nil, "the leading closure's nil was not returned")
      token.remove()
      verdict.expect(
        !claims(trailingSwipeSelector, of: table),
        "the proxy still claims the trailing swipe actions after the closure was removed")
      return verdict.outcome("the swipe action closures answered")
    }

    static let contextMenu = DeviceCheck(
      area: "Delegates", name: "UITableView context menu",
      verifies: "re.provideContextMenu receives the row and point and its configuration is what"
        + " tableView(_:contextMenuConfigurationForRowAt:point:) returns; claimed only while"
        + " registered.",
      calls: .check(Cites.contextMenu)
    ) { context in
      var verdict = Verdict()
      guard let table = await table(rows: 2, in: context) else {
        return .failed("the screen did not reach the window")
      }
      let token = table.re.provideContextMenu(with: table) { _, indexPath, point in
        UIContextMenuConfiguration(
          identifier: "row \(indexPath.row) at \(Int(point.y))" as NSString, previewProvider: nil,
          actionProvider: nil)
      }
      let menu = table.delegate?.tableView?(
        table, contextMenuConfigurationForRowAt: row(1), point: CGPoint(x: 10, y: 60))
      verdict.expectEqual(
        menu?.identifier as? String, "row 1 at 60", "the configuration's identifier")
      token.remove()
      verdict.expect(
        !claims(contextMenuSelector, of: table),
        "the proxy still claims the context menu method after the closure was removed")
      return verdict.outcome("the context menu closure answered")
    }

    private static func row(_ row: Int) -> IndexPath {
      IndexPath(row: row, section: 0)
    }
  }

  /// The app's table delegate: a footer view only it provides.
  @MainActor
  private final class AppFooterDelegate: NSObject, UITableViewDelegate {
    static let footerTag = 200

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
      let footer = UITableViewHeaderFooterView(reuseIdentifier: nil)
      footer.tag = Self.footerTag + section
      return footer
    }
  }

  /// The app's table data source: commits deletions, and would let no row be edited.
  @MainActor
  private final class AppEditingDataSource: NSObject, UITableViewDataSource {
    private let log: HandlerLog

    init(log: HandlerLog) {
      self.log = log
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      2
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      false
    }

    func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      log.append("app")
    }
  }
#endif
