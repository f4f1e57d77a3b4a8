#if canImport(UIKit) && !os(watchOS)
  import ResponderEventsDelegates
  import UIKit

  /// The nested-table screen of the `UIResponder` router category write-up, built for real: a
  /// controller's table whose cells each hold a table whose cells hold a button.
  @MainActor
  enum NestedTableChecks {
    static var all: [DeviceCheck] {
      [
        buttonReachesController, broadcastReachesNestedCells, indexPathsFromTheRoute,
        indexPathAfterInsertAbove, nestedCellsAnswerBroadcast,
      ]
    }

    /// UIKit lays the tables out (asking their data source closures) and runs the button's
    /// action.
    private nonisolated static let buttonCalls = DeviceCheckCalls.uikit(
      "layoutIfNeeded() makes the tables ask their data source closures for cells;"
        + " sendActions(for: .touchUpInside) makes UIKit run the button's UIAction (no touch)")
    private nonisolated static let broadcastCalls = DeviceCheckCalls.both(
      "UIKit lays the tables out (layoutIfNeeded() asks the data source closures); the check"
        + " broadcasts through ResponderEvents")

    /// The outer row and inner row the checks tap.
    private static let outerRow = 1
    private static let innerRow = 2

    /// The screen in the window, with the outer cell at `outerRow` and its inner cell at
    /// `innerRow` laid out; `nil` after the stage's timeout.
    private static func shownScreen(
      in context: DeviceCheckContext
    ) async -> (NestedTablesController, OuterCell, InnerCell)? {
      let screen = NestedTablesController()
      guard await Stage.show(screen, in: context.window),
        let (outerCell, innerCell) = await screen.cells(outer: outerRow, inner: innerRow)
      else { return nil }
      return (screen, outerCell, innerCell)
    }

    static let buttonReachesController = DeviceCheck(
      area: "Routing", name: "nested tables: a button's event reaches the controller",
      verifies: "sendActions(for: .touchUpInside) on a button in a nested cell sends the event"
        + " registered with re.send(with: button, on:); it climbs inner cell → inner table → outer cell →"
        + " outer table → controller, each cell adding its row on the way, and gives no storage"
        + " to the responders it only passes.",
      calls: buttonCalls, needs: [.controlActions]
    ) { context in
      var verdict = Verdict()
      guard let (screen, outerCell, innerCell) = await shownScreen(in: context) else {
        return .failed("the nested cells were not laid out in time")
      }
      // The cells and the controller log themselves; the tables get handlers that only log.
      screen.log.watch(ItemTapped.self, on: [outerCell.innerTable, screen.outerTable])

      innerCell.button.sendActions(for: .touchUpInside)

      verdict.expectRoute(
        screen.log.entries,
        [
          "InnerCell[1.2]", "InnerTable[1]", "OuterCell[1]", "OuterTable", "NestedTables",
        ],
        "handlers, in order")
      let received = screen.received
      verdict.expect(received.count == 1, "the controller received \(received.count) events")
      if let event = received.first {
        verdict.expectEqual(event.title, "Item 1.2", "title")
        verdict.expectEqual(event.innerRow, innerRow, "inner row added by the inner cell")
        verdict.expectEqual(event.outerRow, outerRow, "outer row added by the outer cell")
      }

      let trace = innerCell.button.re.send(ItemTapped(title: "traced"), options: .tracing).trace
      let route = trace?.route ?? []
      verdict.expectRoute(
        route,
        passesInOrder: [
          "InnerCell[1.2]", "InnerTable[1]", "OuterCell[1]", "OuterTable", "NestedTables",
        ],
        "traced route")
      verdict.fact("route from a button in a nested cell", Responders.arrows(route))
      // Passing an event gives a responder no storage (an associated object): the views with
      // nothing registered stay as they were, the button that sent it included.
      let passed: [UIResponder] = [innerCell.button, innerCell.contentView, outerCell.contentView]
      verdict.expect(
        passed.allSatisfy { $0.existingResponderEventsStorage == nil },
        "the button and the content views the event passed were given no storage")
      return verdict.outcome(
        "controller got Item 1.2 with inner row 2 and outer row 1; no storage on the way")
    }

    static let broadcastReachesNestedCells = DeviceCheck(
      area: "Routing", name: "nested tables: a broadcast reaches every visible nested cell",
      verifies: "controller.re.broadcast reaches each visible inner cell of each visible outer"
        + " cell, once.",
      calls: broadcastCalls
    ) { context in
      var verdict = Verdict()
      guard let (screen, _, _) = await shownScreen(in: context) else {
        return .failed("the nested cells were not laid out in time")
      }
      let outerCells = screen.outerTable.visibleCells.compactMap { $0 as? OuterCell }
      for cell in outerCells { cell.innerTable.layoutIfNeeded() }
      let visible = outerCells.flatMap { cell in
        cell.innerTable.visibleCells.map { $0.re.debugName }
      }
      screen.log.reset()
      let result = screen.re.broadcast(CartChanged(count: 3))
      let reached = screen.log.entries
      verdict.expect(!visible.isEmpty, "no inner cell is visible")
      verdict.expect(
        Set(visible).isSubset(of: Set(reached)),
        "not reached: \(Set(visible).subtracting(reached).sorted())")
      verdict.expectEqual(reached.count, Set(reached).count, "inner cells reached twice")
      verdict.fact(
        "inner cells reached by the broadcast / visible inner cells",
        "\(reached.count) / \(visible.count) (\(result.visitedCount) nodes visited)",
        expected: "equal, unless UIKit keeps reusable cells in the hierarchy")
      return verdict.outcome("\(reached.count) inner cells reached, \(visible.count) visible")
    }
  }

  extension NestedTableChecks {
    static let indexPathsFromTheRoute = DeviceCheck(
      area: "Routing", name: "nested tables: index paths read from the event's route",
      verifies: "context.indexPath(in:) on a handler above the tables gives the outer row for"
        + " the outer table and the inner row for the inner table, with no cell's help.",
      calls: buttonCalls, needs: [.controlActions]
    ) { context in
      var verdict = Verdict()
      guard let (screen, outerCell, innerCell) = await shownScreen(in: context) else {
        return .failed("the nested cells were not laid out in time")
      }
      var paths: [IndexPath?] = []
      screen.outerTable.re.handle(ItemTapped.self) {
        [innerTable = outerCell.innerTable] table, context in
        paths = [context.indexPath(in: table), context.indexPath(in: innerTable)]
        return .pass
      }
      innerCell.button.sendActions(for: .touchUpInside)
      verdict.expectEqual(
        paths, [IndexPath(row: outerRow, section: 0), IndexPath(row: innerRow, section: 0)],
        "outer and inner index paths")
      verdict.fact("index paths (outer, inner)", "\(paths)")
      return verdict.outcome("outer row \(outerRow), inner row \(innerRow)")
    }

    static let indexPathAfterInsertAbove = DeviceCheck(
      area: "Routing", name: "nested tables: an index path asked after a row was inserted above",
      verifies: "a handler on the way inserts an outer row above; context.indexPath(in:) asked"
        + " afterwards gives the new row, not the one the event left from.",
      calls: buttonCalls, needs: [.controlActions]
    ) { context in
      var verdict = Verdict()
      guard let (screen, outerCell, innerCell) = await shownScreen(in: context) else {
        return .failed("the nested cells were not laid out in time")
      }
      outerCell.innerTable.re.handle(ItemTapped.self) { _, _ in
        screen.rowCount += 1
        screen.outerTable.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        return .pass
      }
      var path: IndexPath?
      screen.outerTable.re.handle(ItemTapped.self) { table, context in
        path = context.indexPath(in: table)
        return .pass
      }
      innerCell.button.sendActions(for: .touchUpInside)
      verdict.expectEqual(path, IndexPath(row: outerRow + 1, section: 0), "row after the insert")
      verdict.fact("outer index path after inserting a row above", "\(String(describing: path))")
      return verdict.outcome("row \(outerRow + 1) after the insert")
    }

    static let nestedCellsAnswerBroadcast = DeviceCheck(
      area: "Routing", name: "nested tables: nested cells answer a broadcast request",
      verifies: "controller.re.broadcastCollectingReplies collects one answer from each visible"
        + " inner cell, with who answered; the order is the cells' order among their table's"
        + " subviews, which UIKit decides.",
      calls: broadcastCalls
    ) { context in
      var verdict = Verdict()
      guard let (screen, _, _) = await shownScreen(in: context) else {
        return .failed("the nested cells were not laid out in time")
      }
      let answers = screen.re.broadcastCollectingReplies(WhichItem())
      let names = answers.replies.map(\.responder.name)
      verdict.expect(!names.isEmpty, "no inner cell answered")
      verdict.expectEqual(names, answers.values, "each answer names the cell that gave it")
      verdict.expectEqual(names.count, Set(names).count, "a cell answered twice")
      verdict.fact("answers", names.joined(separator: ", "))
      return verdict.outcome("\(names.count) inner cells answered")
    }
  }

  /// Broadcast by a check; each inner cell answers with its own debug name.
  private struct WhichItem: ResponderRequest {
    typealias Reply = String
  }

  /// Sent by a button in a nested cell; the cells add their rows on the way up.
  private struct ItemTapped: ResponderEvent {
    let title: String
    var innerRow: Int? = nil
    var outerRow: Int? = nil
  }

  /// Broadcast by the controller.
  private struct CartChanged: ResponderEvent {
    let count: Int
  }

  /// The screen: a table of `OuterCell`s; stops `ItemTapped` and keeps it.
  private final class NestedTablesController: UIViewController {
    let outerTable = UITableView(frame: .zero, style: .plain)
    let log = HandlerLog()
    /// How many outer rows the table shows; a check inserts one.
    var rowCount = 4
    private(set) var received: [ItemTapped] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      re.debugName = "NestedTables"
      outerTable.re.debugName = "OuterTable"
      outerTable.frame = view.bounds
      outerTable.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      outerTable.rowHeight = 200
      outerTable.register(OuterCell.self, forCellReuseIdentifier: OuterCell.reuseIdentifier)
      view.addSubview(outerTable)
      outerTable.re.provideNumberOfRows(with: self) { screen, _ in screen.rowCount }
      outerTable.re.provideCell(with: self) { screen, indexPath in
        let cell = screen.outerTable.dequeueReusableCell(
          withIdentifier: OuterCell.reuseIdentifier, for: indexPath)
        (cell as? OuterCell)?.configure(row: indexPath.row, log: screen.log)
        return cell
      }
      re.handle(ItemTapped.self) { screen, context in
        screen.log.append(screen.re.debugName)
        if context.event.title != "traced" { screen.received.append(context.event) }
        return .stop
      }
    }

    /// The laid-out outer cell at `outer` and inner cell at `inner`, or `nil` after the stage's
    /// timeout.
    func cells(outer: Int, inner: Int) async -> (OuterCell, InnerCell)? {
      outerTable.reloadData()
      var found: (OuterCell, InnerCell)?
      _ = await Stage.waitUntil {
        outerTable.layoutIfNeeded()
        guard
          let outerCell = outerTable.cellForRow(at: IndexPath(row: outer, section: 0)) as? OuterCell
        else { return false }
        outerCell.innerTable.layoutIfNeeded()
        guard
          let innerCell = outerCell.innerTable.cellForRow(at: IndexPath(row: inner, section: 0))
            as? InnerCell
        else { return false }
        found = (outerCell, innerCell)
        return true
      }
      return found
    }
  }

  /// An outer row: a nested table; adds its row to `ItemTapped` on the way up.
  private final class OuterCell: UITableViewCell {
    static let reuseIdentifier = "OuterCell"
    let innerTable = UITableView(frame: .zero, style: .plain)
    private var row = -1
    private weak var log: HandlerLog?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      innerTable.frame = contentView.bounds
      innerTable.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      innerTable.rowHeight = 44
      innerTable.register(InnerCell.self, forCellReuseIdentifier: InnerCell.reuseIdentifier)
      contentView.addSubview(innerTable)
      innerTable.re.provideNumberOfRows(with: innerTable) { _, _ in 4 }
      innerTable.re.provideCell(with: self) { outer, indexPath in
        let cell = outer.innerTable.dequeueReusableCell(
          withIdentifier: InnerCell.reuseIdentifier, for: indexPath)
        (cell as? InnerCell)?.configure(outerRow: outer.row, row: indexPath.row, log: outer.log)
        return cell
      }
      re.handle(ItemTapped.self) { cell, context in
        cell.log?.append(cell.re.debugName)
        context.event.outerRow = cell.row
        return .pass
      }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }

    func configure(row: Int, log: HandlerLog?) {
      self.row = row
      self.log = log
      re.debugName = "OuterCell[\(row)]"
      innerTable.re.debugName = "InnerTable[\(row)]"
      innerTable.reloadData()
    }
  }

  /// An inner row: a button that sends `ItemTapped`; adds its row on the way up and records
  /// `CartChanged` broadcasts.
  private final class InnerCell: UITableViewCell {
    static let reuseIdentifier = "InnerCell"
    let button = UIButton(type: .system)
    private var row = -1
    private weak var log: HandlerLog?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      button.frame = CGRect(x: 16, y: 4, width: 160, height: 36)
      contentView.addSubview(button)
      // Registered once: the event is made when the button fires, from the button itself.
      button.re.send(with: button, on: .touchUpInside) { button in
        ItemTapped(title: button.title(for: .normal) ?? "")
      }
      re.handle(ItemTapped.self) { cell, context in
        cell.log?.append(cell.re.debugName)
        context.event.innerRow = cell.row
        return .pass
      }
      re.handleBroadcast(CartChanged.self) { cell, _ in
        cell.log?.append(cell.re.debugName)
        return .handled
      }
      re.handleBroadcast(WhichItem.self) { cell, context in
        context.reply(cell.re.debugName)
        return .handled
      }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }

    func configure(outerRow: Int, row: Int, log: HandlerLog?) {
      self.row = row
      self.log = log
      let name = "\(outerRow).\(row)"
      re.debugName = "InnerCell[\(name)]"
      button.re.debugName = "Button[\(name)]"
      button.setTitle("Item \(name)", for: .normal)
    }
  }
#endif
