#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  extension ProvidedValueChecks {
    static let cellsDequeuedAfterChange = DeviceCheck(
      area: "Provided values",
      name: "cells dequeued or created after the change show the current value",
      verifies: "In a table of 160 rows (two reuse identifiers) in a controller providing a"
        + " theme, cells observe once, in their initializer: the visible cells show the first"
        + " theme; after the controller provides a new one, every visible cell shows it after"
        + " scrolling to reused cells, after reloadData, after scrolling to rows whose cells"
        + " are created after the change, and after scrolling on so that those are reused;"
        + " every cell registered exactly once however often it was dequeued, and no cell was"
        + " called twice in a row with the same value (as a second registration would be).",
      calls: .uikit(
        "contentOffset, reloadData() and layoutIfNeeded() make UIKit dequeue, create and display"
          + " the cells; the check provides the values")
    ) { context in
      var verdict = Verdict()
      let screen = ProbeController("Themes")
      screen.re.provide(CheckTheme(accent: "blue"))
      let rows = ThemedRows()
      let table = UITableView(frame: .zero, style: .plain)
      table.rowHeight = 44
      table.estimatedRowHeight = 44
      table.register(ThemedCell.self, forCellReuseIdentifier: ThemedRows.early)
      table.register(ThemedCell.self, forCellReuseIdentifier: ThemedRows.late)
      table.dataSource = rows
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      table.frame = screen.view.bounds
      screen.view.addSubview(table)
      table.layoutIfNeeded()
      guard !table.visibleCells.isEmpty else { return .failed("the table displayed no cell") }
      verdict.expectEqual(
        Set(rows.visibleAccents(in: table)), ["blue"], "visible cells before the change")

      rows.changed = true
      screen.re.provide(CheckTheme(accent: "orange"))
      let createdBefore = rows.cells.count

      // Reused cells: scroll within the rows of the first identifier.
      rows.scroll(table, toRow: 40)
      verdict.expect(
        rows.dequeuedAgain(in: table) > 0,
        "no visible cell was a reused one after the first scroll")
      rows.expectNewValue(in: table, after: "scrolling to reused cells", &verdict)

      table.reloadData()
      table.layoutIfNeeded()
      rows.expectNewValue(in: table, after: "reloadData()", &verdict)

      // New cells: the rows of the second identifier, whose cells did not exist before.
      rows.scroll(table, toRow: 100)
      let created = rows.cells.filter(\.createdAfterChange)
      verdict.expect(
        !created.isEmpty, "no cell was created after the change (cells: \(rows.cells.count))")
      let visibleLate = table.visibleCells.compactMap { $0 as? ThemedCell }
        .filter { $0.reuseIdentifier == ThemedRows.late }
      verdict.expect(!visibleLate.isEmpty, "no cell of the second identifier is visible")
      verdict.expect(
        visibleLate.allSatisfy(\.createdAfterChange),
        "a visible cell of the second identifier was created before the change")
      rows.expectNewValue(in: table, after: "scrolling to new cells", &verdict)

      rows.scroll(table, toRow: 130)
      verdict.expect(
        rows.dequeuedAgain(in: table) > 0, "no visible cell was reused after the last scroll")
      rows.expectNewValue(in: table, after: "scrolling on to reused new cells", &verdict)

      let mostDequeues = rows.cells.map(\.dequeues).max() ?? 0
      verdict.expect(mostDequeues >= 2, "no cell was dequeued twice (most: \(mostDequeues))")
      let registrations = rows.cells.map(\.registrations)
      verdict.expect(
        registrations.allSatisfy { $0 == 1 }, "registrations per cell: \(registrations)")
      for cell in rows.cells {
        let repeated = zip(cell.accents, cell.accents.dropFirst()).contains { $0 == $1 }
        verdict.expect(
          !repeated,
          "a cell was called twice in a row with one value (two registrations?): \(cell.accents)")
      }
      let busiest = rows.cells.max { $0.dequeues < $1.dequeues }
      verdict.fact(
        "cells created before / after the change",
        "\(createdBefore) / \(created.count), most dequeues of one cell: \(mostDequeues)")
      verdict.fact(
        "values a cell created after the change got", created.first?.accents.description ?? "-")
      verdict.fact(
        "values the most dequeued cell got (the default while out of the window)",
        busiest?.accents.description ?? "-")
      return verdict.outcome(
        "\(rows.cells.count) cells, each registered once, the most dequeued \(mostDequeues)"
          + " times; every visible cell showed orange after each scroll and the reload")
    }
  }

  /// The table's rows: the first 80 with one reuse identifier, the next 80 with another, so
  /// that scrolling to the second makes UIKit create cells.
  @MainActor
  private final class ThemedRows: NSObject, UITableViewDataSource {
    nonisolated static let early = "early"
    nonisolated static let late = "late"
    /// Every cell dequeued so far, in the order first dequeued.
    private(set) var cells: [ThemedCell] = []
    /// Whether the controller provided its second value.
    var changed = false

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      160
    }

    func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
      let identifier = indexPath.row < 80 ? Self.early : Self.late
      let dequeued = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
      guard let cell = dequeued as? ThemedCell else { return dequeued }
      if cell.dequeues == 0 {
        cell.createdAfterChange = changed
        cells.append(cell)
      }
      cell.dequeues += 1
      cell.lastDequeueRound = round
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }

    /// Counts scrolls and reloads, to tell cells dequeued again from those dequeued before.
    private var round = 0

    /// Scrolls `table` so that `row` is at the top, and lays it out.
    func scroll(_ table: UITableView, toRow row: Int) {
      round += 1
      table.contentOffset = CGPoint(x: 0, y: CGFloat(row) * table.rowHeight)
      table.layoutIfNeeded()
    }

    /// How many visible cells were dequeued in the last scroll after an earlier dequeue.
    func dequeuedAgain(in table: UITableView) -> Int {
      table.visibleCells.compactMap { $0 as? ThemedCell }.filter {
        $0.dequeues > 1 && $0.lastDequeueRound == round
      }.count
    }

    /// The accent each visible cell shows.
    func visibleAccents(in table: UITableView) -> [String] {
      table.visibleCells.map { ($0 as? ThemedCell)?.shownAccent ?? "not a themed cell" }
    }

    /// Fails `verdict` unless the table shows cells and every one shows the new value.
    func expectNewValue(in table: UITableView, after step: String, _ verdict: inout Verdict) {
      let accents = visibleAccents(in: table)
      verdict.expect(!accents.isEmpty, "no visible cell after \(step)")
      verdict.expect(
        accents.allSatisfy { $0 == "orange" }, "visible cells after \(step): \(accents)")
    }
  }

  /// A cell that observes the theme once, in its initializer.
  private final class ThemedCell: UITableViewCell {
    /// The values the observer got, in order.
    private(set) var accents: [String] = []
    /// How many observers the cell registered.
    private(set) var registrations = 0
    /// What the cell shows.
    private(set) var shownAccent = ""
    var dequeues = 0
    var lastDequeueRound = -1
    var createdAfterChange = false

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      registrations += 1
      re.observe(CheckTheme.self) { cell, theme in
        cell.accents.append(theme.accent)
        cell.shownAccent = theme.accent
        cell.accessibilityValue = theme.accent
      }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }
  }
#endif
