#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// Broadcasts and index paths asked of a table while it updates its cells.
  ///
  /// `UIKitAnswers.undisplayedItems(of:)` asks a table in a window for
  /// `indexPathsForVisibleRows` (through its headers and footers) unless it
  /// `hasUncommittedUpdates`, which UITableView.h defines as "in the middle of reordering, is
  /// displaying a drop target gap, or has drop placeholders": not the table calling
  /// `tableView(_:cellForRowAt:)` during its layout, nor a `performBatchUpdates` closure. These
  /// checks look for UIKit updating its cells again then, and record what `hasUncommittedUpdates`
  /// said; UIKit's "Attempted to access the table view's visibleCells while they were in the
  /// process of being updated" message goes to the console only: look for it in the run's log.
  @MainActor
  enum ListUpdateBroadcastChecks {
    static var all: [DeviceCheck] { [broadcastFromCellForRow, broadcastInBatchUpdates] }

    private nonisolated static let calls = DeviceCheckCalls.both(
      "setting contentOffset and layoutIfNeeded() make UIKit ask the app's data source for"
        + " cells; the data source broadcasts and sends through ResponderEvents from there")
    private nonisolated static let batchCalls = DeviceCheckCalls.both(
      "performBatchUpdates runs the check's closure, which reloads a row and then broadcasts"
        + " through ResponderEvents")

    static let broadcastFromCellForRow = DeviceCheck(
      area: "Routing",
      name: "a broadcast from inside cellForRowAt makes the table ask for no cell again",
      verifies: "In a grouped table of 10 sections of 20 rows with section headers, scrolled so"
        + " that cells wait for reuse, the data source broadcasts from the screen and sends an"
        + " event from the cell it dequeued, inside tableView(_:cellForRowAt:) of the next row"
        + " shown: the broadcast's pass over the table (which reads indexPathsForVisibleRows"
        + " for its headers) and the handler's context.indexPath(in:) (nil, the cell is not"
        + " shown yet) never make UIKit call tableView(_:cellForRowAt:) again inside that call;"
        + " the answers and the visible rows are recorded.",
      calls: calls
    ) { context in
      var verdict = Verdict()
      guard let (screen, table, source) = await scrolledTable(in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      var indexPathsAsked: [String] = []
      var (cellsInTable, updatesPending) = (0, 0)
      screen.re.handle(RowConfigured.self) { _, eventContext in
        indexPathsAsked.append(eventContext.indexPath(in: table).map { "\($0)" } ?? "nil")
        return .stop
      }
      source.duringCell = { cell in
        if table.hasUncommittedUpdates { updatesPending += 1 }
        let answers = screen.re.broadcastCollectingReplies(WhichVisibleRow()).values
        // A new cell has no superview yet: its send stops at the cell.
        if cell.superview != nil { cellsInTable += 1 }
        cell.re.send(RowConfigured())
        return answers.count
      }
      // Two rows on: most stay on screen while UIKit asks for the new ones.
      table.contentOffset.y += 2 * table.rowHeight
      table.layoutIfNeeded()
      source.duringCell = nil
      verdict.expect(source.armedCalls > 0, "the data source was not asked for a cell")
      verdict.expect(
        source.answersDuringCell.allSatisfy { $0 > 0 },
        "a broadcast inside cellForRowAt reached no row or header: \(source.answersDuringCell)")
      verdict.expectEqual(
        indexPathsAsked.count, cellsInTable, "sends from dequeued cells in the table that arrived")
      verdict.expectEqual(
        source.nestedCalls, 0,
        "tableView(_:cellForRowAt:) calls made inside another, while the broadcast or the"
          + " index path read the table")
      verdict.fact(
        "answers to the broadcast inside cellForRowAt / rows visible after",
        "\(source.answersDuringCell) / \(table.indexPathsForVisibleRows?.count ?? 0)")
      verdict.fact(
        "context.indexPath(in:) inside cellForRowAt (the cell is not shown yet)",
        "\(indexPathsAsked)", expected: "nil for each")
      verdict.fact(
        "cellForRowAt calls with hasUncommittedUpdates / with the cell in the table",
        "\(updatesPending) / \(cellsInTable) of \(source.armedCalls)")
      withExtendedLifetime(source) {}
      return verdict.outcome(
        "\(source.armedCalls) cells asked for while broadcasting; no call nested in another")
    }

    static let broadcastInBatchUpdates = DeviceCheck(
      area: "Routing",
      name: "a broadcast inside performBatchUpdates' closure does not make the table lay out",
      verifies: "In the same scrolled table, a broadcast from the screen inside the updates"
        + " closure of performBatchUpdates, after it reloads a visible row and moves the offset"
        + " two rows on without a layout, asks the data source for no cell while it runs and"
        + " reaches rows, each once; which rows is recorded.",
      calls: batchCalls
    ) { context in
      var verdict = Verdict()
      guard let (screen, table, source) = await scrolledTable(in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      guard let reloaded = table.indexPathsForVisibleRows?.first else {
        return .failed("no row is visible")
      }
      let visibleBefore = table.indexPathsForVisibleRows ?? []
      var cellsAskedDuringBroadcast = -1
      var answers: [TableItem] = []
      var updatesPending = false
      table.performBatchUpdates {
        table.reloadRows(at: [reloaded], with: .none)
        // Unlaid out: a layout the broadcast forced would have to ask for cells.
        table.contentOffset.y += 2 * table.rowHeight
        updatesPending = table.hasUncommittedUpdates
        let before = source.allCalls
        answers = screen.re.broadcastCollectingReplies(WhichVisibleRow()).values
        cellsAskedDuringBroadcast = source.allCalls - before
      }
      verdict.expectEqual(
        cellsAskedDuringBroadcast, 0, "cells asked for by the broadcast inside the closure")
      let rows = answers.compactMap { if case .row(let path) = $0 { path } else { nil } }
      verdict.expect(!rows.isEmpty, "no row answered the broadcast inside the closure")
      verdict.expectEqual(rows.count, Set(rows).count, "rows answering twice")
      let same = Set(rows) == Set(visibleBefore)
      verdict.fact(
        "rows that answered inside the closure / rows visible before",
        same ? "the same" : "\(rows.count) / \(visibleBefore.count)")
      verdict.fact("hasUncommittedUpdates inside the closure", "\(updatesPending)")
      verdict.fact(
        "rows that answered inside the closure / rows visible after",
        "\(rows.count) / \(table.indexPathsForVisibleRows?.count ?? 0)")
      withExtendedLifetime(source) {}
      return verdict.outcome("the broadcast inside the closure asked for no cell")
    }

    /// A screen shown in `window` with the table of `makeTable(in:)`, scrolled past its middle
    /// so that cells wait for reuse; `nil` when the screen did not reach the window.
    private static func scrolledTable(
      in window: UIWindow
    ) async -> (ProbeController, UITableView, UpdatingTableSource)? {
      let screen = ProbeController("Rows")
      guard await Stage.show(screen, in: window) else { return nil }
      let (table, source) = makeTable(in: screen)
      Stage.scrollPastMiddle(table, step: 120, overshoot: 600, settle: 13)
      return (screen, table, source)
    }

    /// A grouped table of 10 sections of 20 rows with headers, in `screen`'s view, laid out.
    private static func makeTable(
      in screen: UIViewController
    ) -> (UITableView, UpdatingTableSource) {
      let table = DisplayedItemsBroadcastChecks.sectionedTable()
      let source = UpdatingTableSource()
      table.dataSource = source
      table.delegate = source
      screen.view.addSubview(table)
      table.layoutIfNeeded()
      return (table, source)
    }
  }

  /// Sent from a cell being configured.
  private struct RowConfigured: ResponderEvent {}

  /// The app's data source and delegate: 10 sections of 20 rows under 28-point headers; runs
  /// `duringCell`, while set, inside `tableView(_:cellForRowAt:)`, and counts the calls made
  /// inside another.
  @MainActor
  private final class UpdatingTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    /// Run with the dequeued cell inside each `tableView(_:cellForRowAt:)` while set; returns
    /// how many answered the broadcast it made.
    var duringCell: ((UITableViewCell) -> Int)?
    private var depth = 0
    private(set) var allCalls = 0
    private(set) var armedCalls = 0
    private(set) var nestedCalls = 0
    private(set) var answersDuringCell: [Int] = []

    func numberOfSections(in tableView: UITableView) -> Int { 10 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

    func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
      allCalls += 1
      if depth > 0 { nestedCalls += 1 }
      depth += 1
      defer { depth -= 1 }
      let cell = tableView.dequeueReusableCell(
        withIdentifier: RowCell.reuseID, for: indexPath)
      (cell as? RowCell)?.indexPath = indexPath
      if let duringCell, depth == 1 {
        armedCalls += 1
        answersDuringCell.append(duringCell(cell))
      }
      return cell
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      let header = tableView.dequeueReusableHeaderFooterView(
        withIdentifier: HeaderView.reuseID)
      (header as? HeaderView)?.section = section
      return header
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      28
    }
  }
#endif
