#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// Gesture closures registered with an identifier on every configuration of a reused cell:
  /// the earlier recognizer goes, the app's own stays.
  @MainActor
  enum ReusedCellGestureChecks {
    static var all: [DeviceCheck] {
      [cellReusedFiftyTimes, sameRecognizerAgain]
    }

    /// How many reuses of one cell the check wants to have seen.
    private static let wantedReuses = 50

    static let cellReusedFiftyTimes = DeviceCheck(
      area: "Controls", name: "a cell reused 50 times keeps one tap recognizer",
      verifies:
        "A table of 200 rows whose app data source calls cell.re.on(with: cell,"
        + " UITapGestureRecognizer(), identifier: \"tap\") and re.on(with: self, appPress,"
        + " identifier: \"press\") on every configuration is"
        + " scrolled until a cell was reused at least 50 times: every cell carries exactly one"
        + " UITapGestureRecognizer (the newest registration replaced the earlier ones, and was"
        + " not lost), and the long-press recognizer the app put on the cell itself stays on"
        + " it.",
      calls: .uikit(
        "setting contentOffset and layoutIfNeeded() make UIKit dequeue, reuse and configure the"
          + " cells through the app's data source")
    ) { context in
      var verdict = Verdict()
      let screen = ProbeController("Reuse")
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      let dataSource = ReuseCountingDataSource()
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), style: .plain)
      table.rowHeight = 44
      table.estimatedRowHeight = 44
      table.register(TappableCell.self, forCellReuseIdentifier: TappableCell.reuseID)
      table.dataSource = dataSource
      screen.view.addSubview(table)
      table.layoutIfNeeded()
      var passes = 0
      while dataSource.maxReuses < wantedReuses, passes < 12 {
        scrollThrough(table, downwards: passes % 2 == 0)
        passes += 1
      }
      let cells = dataSource.cells
      verdict.expect(!cells.isEmpty, "the table configured no cell")
      verdict.expect(
        dataSource.maxReuses >= wantedReuses,
        "no cell was reused \(wantedReuses) times (at most \(dataSource.maxReuses))")
      for cell in cells {
        let taps = cell.gestureRecognizers?.filter { $0 is UITapGestureRecognizer }.count ?? 0
        // Every cell was configured, so every cell registered a tap: none (a registration
        // that took the recognizer off) fails as much as two (one that left the earlier on).
        verdict.expectEqual(
          taps, 1, "tap recognizers on a cell reused \(dataSource.reuses(of: cell)) times")
        verdict.expect(
          cell.appPress.view === cell, "the app's own recognizer left a cell after re-registering")
      }
      let recognizerCounts = Set(cells.map { $0.gestureRecognizers?.count ?? 0 }).sorted()
      verdict.fact(
        "most reuses of one cell (\(cells.count) cells, \(passes) passes through 200 rows)",
        String(dataSource.maxReuses), expected: "at least \(wantedReuses)")
      verdict.fact("recognizers on each cell", "\(recognizerCounts)", expected: "[2]")
      withExtendedLifetime(dataSource) {}
      return verdict.outcome(
        "\(dataSource.maxReuses) reuses of one cell, one tap recognizer on each cell")
    }

    /// Scrolls `table` from one end to the other in steps of three rows, laying it out after
    /// each, so that UIKit dequeues, reuses and configures cells as a user's scroll does.
    private static func scrollThrough(_ table: UITableView, downwards: Bool) {
      let end = max(0, table.contentSize.height - table.bounds.height)
      let steps = Int((end / 132).rounded(.up))
      for step in 0...steps {
        let y = min(end, CGFloat(step) * 132)
        table.contentOffset = CGPoint(x: 0, y: downwards ? y : end - y)
        table.layoutIfNeeded()
      }
    }

    static let sameRecognizerAgain = DeviceCheck(
      area: "Controls", name: "the same recognizer registered again under its identifier",
      verifies:
        "A cell that keeps one recognizer and passes it to re.on(with: self, _:identifier:) on every"
        + " configuration (the library added it the first time) keeps it on the view, and only"
        + " the newest closure runs when it fires.",
      calls: .uikit(
        "a recognizer subclass sets its state to .ended (UIGestureRecognizerSubclass.h); UIKit"
          + " calls the recognizer's targets"),
      needs: [.gestureActions]
    ) { context in
      var verdict = Verdict()
      let screen = ProbeController("Reuse")
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      let view = UIView(frame: CGRect(x: 20, y: 200, width: 100, height: 100))
      screen.view.addSubview(view)
      let recognizer = StateSettingRecognizer()
      var fired: [String] = []
      view.re.on(with: view, recognizer, identifier: "press") { _, _ in fired.append("first") }
      view.re.on(with: view, recognizer, identifier: "press") { _, _ in fired.append("second") }
      verdict.expect(
        recognizer.view === view, "the recognizer left the view when registered again")
      // A plain target beside the library's, to know when UIKit has called the targets.
      let target = RecognizerTarget()
      recognizer.addTarget(target, action: #selector(RecognizerTarget.fired(_:)))
      recognizer.move(to: .ended)
      let called = await Stage.waitUntil { target.states.contains(.ended) }
      await Stage.turnRunLoop()
      verdict.expect(called, "UIKit did not call the recognizer's targets at .ended")
      verdict.expectEqual(fired, ["second"], "closures run when the recognizer fires")
      return verdict.outcome("the recognizer stayed, and only the newest closure ran")
    }
  }

  /// The app's own data source: 200 rows of `TappableCell`s, each configured with its gesture
  /// closures; counts how often each cell is configured.
  @MainActor
  private final class ReuseCountingDataSource: NSObject, UITableViewDataSource {
    private var configurations: [ObjectIdentifier: Int] = [:]
    /// Every cell configured, in the order first seen.
    private(set) var cells: [TappableCell] = []

    /// The most times one cell was configured again after its first configuration.
    var maxReuses: Int { (configurations.values.max() ?? 1) - 1 }

    /// How many times `cell` was configured again after its first configuration.
    func reuses(of cell: TappableCell) -> Int {
      (configurations[ObjectIdentifier(cell)] ?? 1) - 1
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      200
    }

    func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
      let dequeued = tableView.dequeueReusableCell(
        withIdentifier: TappableCell.reuseID, for: indexPath)
      guard let cell = dequeued as? TappableCell else { return dequeued }
      let id = ObjectIdentifier(cell)
      if configurations[id] == nil { cells.append(cell) }
      configurations[id, default: 0] += 1
      cell.textLabel?.text = "Row \(indexPath.row)"
      cell.re.on(with: cell, UITapGestureRecognizer(), identifier: "tap") { _, _ in }
      cell.re.on(with: cell, cell.appPress, identifier: "press") { _, _ in }
      return cell
    }
  }

  /// A cell with a long-press recognizer the app adds itself when the cell is made.
  private final class TappableCell: UITableViewCell {
    static let reuseID = "Tappable"
    let appPress = UILongPressGestureRecognizer()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      addGestureRecognizer(appPress)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }
  }
#endif
