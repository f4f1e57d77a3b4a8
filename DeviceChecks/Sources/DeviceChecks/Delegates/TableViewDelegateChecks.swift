#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEventsDelegates
  import UIKit

  /// The table view's delegate and data source proxies, with the app's own object set before,
  /// after, and deallocated.
  @MainActor
  enum TableViewDelegateChecks {
    static var all: [DeviceCheck] {
      AppObjectTiming.allCases.map(delegateCheck) + AppObjectTiming.allCases.map(dataSourceCheck)
    }

    /// Checks that end the process when the library is wrong; run last.
    static var mayCrash: [DeviceCheck] {
      [reloadAfterDelegateDied]
    }

    /// A delegate method the proxy does not manage, which UIKit asks while it lays out cells:
    /// the app's delegate receives it straight from UIKit, through the proxy's forwarding.
    private static let indentationSelector = #selector(
      (any UITableViewDelegate).tableView(_:indentationLevelForRowAt:))
    private static let indexTitlesSelector = #selector(
      (any UITableViewDataSource).sectionIndexTitles(for:))
    private static let row = IndexPath(row: 0, section: 0)

    /// A table with one row, in the window, so that UIKit itself asks its delegate.
    private static func table(in context: DeviceCheckContext) async -> UITableView? {
      let screen = ProbeController("Table")
      guard await Stage.show(screen, in: context.window) else { return nil }
      let table = UITableView(frame: screen.view.bounds, style: .plain)
      table.re.debugName = "table"
      screen.view.addSubview(table)
      return table
    }

    /// A table in the window whose one row comes from closures.
    private static func oneRowTable(in context: DeviceCheckContext) async -> UITableView? {
      guard let table = await table(in: context) else { return nil }
      table.re.provideNumberOfRows(with: table) { _, _ in 1 }
      table.re.provideCell(with: table) { _, _ in
        UITableViewCell(style: .default, reuseIdentifier: nil)
      }
      return table
    }

    static func delegateCheck(_ timing: AppObjectTiming) -> DeviceCheck {
      DeviceCheck(
        area: "Delegates", name: "UITableView delegate, \(timing.label)",
        verifies: "UIKit's own tableView(_:willDisplay:forRowAt:), as it lays out the row,"
          + " reaches re.onWillDisplayCell's closure and then the app's delegate while it lives,"
          + " and the closure alone once it died; re.onSelectRow's closure and the app's"
          + " delegate both run for tableView(_:didSelectRowAt:); the proxy claims the app's own"
          + " tableView(_:indentationLevelForRowAt:), which it does not manage, while it lives"
          + " (whether UIKit's layout asks it through the proxy is recorded), and stops when it"
          + " dies.",
        calls: .both(
          "reloadData() and layoutIfNeeded() make UIKit lay out the row, call"
            + " tableView(_:willDisplay:forRowAt:) and ask for its indentation; "
            + Cites.selectRow + "; " + Cites.forwardedMethod)
      ) { context in
        var verdict = Verdict()
        guard let table = await oneRowTable(in: context) else {
          return .failed("the screen did not reach the window")
        }
        let log = HandlerLog()
        AppObjectScenario.run(
          timing, verdict: &verdict,
          make: { DisplayingAppTableDelegate(log: log) },
          assign: { table.delegate = $0 },
          registerClosures: {
            table.re.onSelectRow(with: table) { _, _ in log.append("closure") }
            table.re.onWillDisplayCell(with: table) { _, _, _ in log.append("closure willDisplay") }
          },
          whileAlive: { app, verdict in
            verdict.expect(
              (table.delegate as AnyObject?) !== app, "the app's delegate displaced the proxy")
            log.reset()
            table.reloadData()
            table.layoutIfNeeded()
            verdict.expectEqual(
              table.indexPathsForVisibleRows ?? [], [row], "rows UIKit laid out")
            // UIKit's own call, with the app's delegate set before, after or dying: the timing is judged
            // on what UIKit reaches, not only on the check's own calls below.
            let displays = log.entries.filter { $0.hasSuffix("willDisplay") }
            verdict.expectEqual(
              Array(displays.prefix(2)), ["closure willDisplay", "app willDisplay"],
              "what UIKit's first tableView(_:willDisplay:forRowAt:) reached, in order")
            verdict.fact(
              "UIKit asked the app's delegate, through the proxy, for an indentation level"
                + " during layout (\(timing.label))",
              log.entries.contains("app indentation") ? "yes" : "no", expected: "yes")
          },
          calls: { verdict in
            log.reset()
            table.reloadData()
            table.layoutIfNeeded()
            let displays = Set(log.entries.filter { $0.hasSuffix("willDisplay") })
            if displays.isEmpty {
              verdict.fact(
                "UIKit displayed the row again after reloadData() (\(timing.label))", "no")
            } else {
              verdict.expectEqual(
                displays,
                timing.appIsAlive
                  ? ["closure willDisplay", "app willDisplay"] : ["closure willDisplay"],
                "what UIKit's tableView(_:willDisplay:forRowAt:) reached after the reload")
            }
            log.reset()
            table.delegate?.tableView?(table, didSelectRowAt: row)
            verdict.expectEqual(
              log.entries, timing.appIsAlive ? ["closure", "app"] : ["closure"],
              "tableView(_:didSelectRowAt:) ran")
            let claims = table.delegate?.responds(to: indentationSelector) ?? false
            if AppObjectScenario.expectClaim(
              claims, of: indentationSelector, timing: timing, verdict: &verdict)
            {
              let level = table.delegate?.tableView?(table, indentationLevelForRowAt: row)
              verdict.expectEqual(
                level, AppTableDelegate.indentationLevel, "the app's indentation level")
            }
          })
        return verdict.outcome("closure and app delegate ran as expected")
      }
    }

    static let reloadAfterDelegateDied = DeviceCheck(
      area: "Delegates", name: "UIKit reloads a table after the app's delegate died",
      verifies: "While the app's delegate lives, UIKit's layout asks it, through the proxy, for"
        + " tableView(_:indentationLevelForRowAt:) (a method the proxy does not manage); once"
        + " it is deallocated, UIKit's own reload lays the row out again without calling that"
        + " method on the proxy (UIKit's cached answer was refreshed): no"
        + " delegateMethodUnservable diagnostic, no crash. Not applicable when UIKit's layout"
        + " does not ask for the method while the delegate lives.",
      calls: .uikit(
        "reloadData() and layoutIfNeeded() make UIKit lay out the row and ask the delegate,"
          + " before and after the app's delegate died")
    ) { context in
      var verdict = Verdict()
      guard let table = await oneRowTable(in: context) else {
        return .failed("the screen did not reach the window")
      }
      let log = HandlerLog()
      var askedWhileAlive = false
      AppObjectScenario.run(
        .deallocated, verdict: &verdict,
        make: { AppTableDelegate(log: log) },
        assign: { table.delegate = $0 },
        registerClosures: { table.re.onSelectRow(with: table) { _, _ in log.append("closure") } },
        whileAlive: { _, verdict in
          log.reset()
          table.reloadData()
          table.layoutIfNeeded()
          verdict.expectEqual(
            table.indexPathsForVisibleRows ?? [], [row],
            "rows UIKit laid out while the app's delegate lived")
          askedWhileAlive = log.entries.contains("app indentation")
        },
        calls: { verdict in
          log.reset()
          let kinds = AppObjectScenario.diagnostics {
            table.reloadData()
            table.layoutIfNeeded()
          }
          verdict.expectEqual(
            table.indexPathsForVisibleRows ?? [], [row],
            "rows UIKit laid out in the reload after the app's delegate died")
          verdict.expect(table.cellForRow(at: row) != nil, "no cell for the row after the reload")
          verdict.expect(
            !kinds.contains("delegateMethodUnservable"),
            "UIKit called a method of the dead delegate on the proxy")
          verdict.fact(
            "diagnostics while UIKit reloads after the delegate died",
            kinds.isEmpty ? "none" : kinds.joined(separator: ", "), expected: "none")
        })
      if verdict.failures.isEmpty && !askedWhileAlive {
        return .notApplicable(
          "UIKit's layout did not ask the app's delegate for"
            + " tableView(_:indentationLevelForRowAt:) while it lived, so a reload after its"
            + " death cannot show whether UIKit still asks the proxy",
          facts: verdict.facts)
      }
      return verdict.outcome(
        "UIKit asked the live delegate, then laid the row out again without asking the dead one")
    }

    static func dataSourceCheck(_ timing: AppObjectTiming) -> DeviceCheck {
      DeviceCheck(
        area: "Delegates", name: "UITableView data source, \(timing.label)",
        verifies: "After reloadData() and layout, UIKit shows the 5 rows of re.provideNumberOfRows"
          + " (over the app's 2), with the app's cells while it lives and the proxy's"
          + " fallback cells (with a missingAnswer diagnostic) once it died; the proxy claims the app's"
          + " own sectionIndexTitles(for:) while it lives, and stops when it dies.",
        calls: .both(
          "reloadData() and layoutIfNeeded() make UIKit ask the data source for rows and"
            + " cells; " + Cites.forwardedMethod + " (sectionIndexTitles(for:))")
      ) { context in
        var verdict = Verdict()
        guard let table = await table(in: context) else {
          return .failed("the screen did not reach the window")
        }
        AppObjectScenario.run(
          timing, verdict: &verdict,
          make: { AppTableDataSource() },
          assign: { table.dataSource = $0 },
          registerClosures: { table.re.provideNumberOfRows(with: table) { _, _ in 5 } },
          whileAlive: { app, verdict in
            verdict.expect(
              (table.dataSource as AnyObject?) !== app,
              "the app's data source displaced the proxy")
          },
          calls: { verdict in
            let kinds = AppObjectScenario.diagnostics {
              table.reloadData()
              table.layoutIfNeeded()
            }
            verdict.expectEqual(
              table.numberOfRows(inSection: 0), 5, "rows UIKit got (the closure answers)")
            let shown = (0..<5).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
            verdict.expectEqual(
              shown.compactMap { $0 }.count, 5, "cells UIKit laid out for the 5 rows")
            if timing.appIsAlive {
              verdict.expectEqual(
                shown.map { $0?.tag }, Array(repeating: AppTableDataSource.cellTag, count: 5),
                "tags of the cells UIKit laid out (the app's cells)")
            } else {
              verdict.expect(
                kinds.contains("missingAnswer"),
                "no missingAnswer diagnostic for the fallback cells (got \(kinds))")
            }
            let claims = table.dataSource?.responds(to: indexTitlesSelector) ?? false
            if AppObjectScenario.expectClaim(
              claims, of: indexTitlesSelector, timing: timing, verdict: &verdict)
            {
              verdict.expectEqual(
                table.dataSource?.sectionIndexTitles?(for: table), ["A", "B"], "index titles")
            }
          })
        return verdict.outcome("UIKit laid out the closure's rows with the expected cells")
      }
    }
  }

  /// The app's table delegate: selection, and an indentation level only it provides.
  @MainActor
  private class AppTableDelegate: NSObject, UITableViewDelegate {
    static let indentationLevel = 3
    fileprivate let log: HandlerLog

    init(log: HandlerLog) {
      self.log = log
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      log.append("app")
    }

    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
      log.append("app indentation")
      return Self.indentationLevel
    }
  }

  /// The app's table delegate, with `tableView(_:willDisplay:forRowAt:)` too.
  ///
  /// UIKit calls that method as it lays out a row: the delegate checks judge the timing on it.
  /// Apart, so that the check of a reload after the delegate died keeps its one method UIKit
  /// asks.
  @MainActor
  private final class DisplayingAppTableDelegate: AppTableDelegate {
    func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      log.append("app willDisplay")
    }
  }

  /// The app's table data source: two rows of its own cells, and index titles only it has.
  @MainActor
  private final class AppTableDataSource: NSObject, UITableViewDataSource {
    static let cellTag = 42

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      2
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.tag = Self.cellTag
      return cell
    }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      ["A", "B"]
    }
  }
#endif
