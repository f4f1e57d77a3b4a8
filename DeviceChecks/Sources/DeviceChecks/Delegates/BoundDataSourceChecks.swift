#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEventsDelegates
  import UIKit

  /// A table whose data source is another library's proxy bound to the rows, as RxCocoa's
  /// `items` binds `RxTableViewDataSourceProxy`: that proxy checks it stays the data source
  /// ("Proxy changed from the time it was first set", `DelegateProxyType.swift`), so the
  /// library's data source proxy stands aside and refuses its closures.
  @MainActor
  enum BoundDataSourceChecks {
    static var all: [DeviceCheck] {
      [rxLikeBoundDataSourceStays]
    }

    private static let reuseID = "Bound"
    private static let rows = ["one", "two", "three", "four", "five"]

    static let rxLikeBoundDataSourceStays = DeviceCheck(
      area: "Delegates", name: "An RxCocoa-like bound data source stays the data source",
      verifies: "On a table whose dataSource is a proxy like RxCocoa's (_forwardToDelegate,"
        + " installed as DelegateProxyType.proxy(for:) installs it, answering its five rows"
        + " itself), re.provideCell and re.provideNumberOfRows are refused (closureRefused) and"
        + " never run; dataSource is still that proxy, re.dataSource names it, and the table"
        + " shows its rows after reloadData; re.onSelectRow runs once for"
        + " tableView(_:didSelectRowAt:).",
      calls: .both(
        "reloadData() and layoutIfNeeded() make UIKit ask the data source for rows and cells; "
          + Cites.selectRow)
    ) { context in
      var verdict = Verdict()
      let screen = ProbeController("Bound")
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: .plain)
      table.register(UITableViewCell.self, forCellReuseIdentifier: reuseID)
      screen.view.addSubview(table)
      let bound = RxLikeBoundDataSource.bind(rows, reuseIdentifier: reuseID, to: table)
      table.layoutIfNeeded()
      verdict.expect(
        (table.dataSource as AnyObject?) === bound, "the bound proxy is not the data source")

      let (kinds, closureRuns) = DiffableDataSourceChecks.registerRefusedClosures(on: table)
      verdict.expect(kinds.contains("closureRefused"), "no closureRefused: \(kinds)")
      verdict.fact("diagnostics of the data source closures beside the bound proxy", "\(kinds)")
      verdict.expect(
        (table.dataSource as AnyObject?) === bound,
        "dataSource is \(Responders.typeName(table.dataSource)), not the bound proxy")
      verdict.expect(
        table.re.dataSource === bound,
        "re.dataSource is \(Responders.typeName(table.re.dataSource)), not the bound proxy")

      table.reloadData()
      table.layoutIfNeeded()
      verdict.expectEqual(table.numberOfRows(inSection: 0), rows.count, "rows after reloadData")
      let shown = (0..<rows.count).map { row in
        table.cellForRow(at: IndexPath(row: row, section: 0)).map(RxLikeBoundDataSource.text(of:))
      }
      verdict.expectEqual(shown, rows.map { Optional($0) }, "the texts of the cells shown")
      verdict.expectEqual(closureRuns.value, 0, "refused closures that ran")

      var selected: [IndexPath] = []
      let selectKinds = AppObjectScenario.diagnostics {
        table.re.onSelectRow(with: table) { _, indexPath in selected.append(indexPath) }
      }
      verdict.expectEqual(selectKinds, [], "diagnostics of onSelectRow beside the bound proxy")
      let row = IndexPath(row: 3, section: 0)
      table.delegate?.tableView?(table, didSelectRowAt: row)
      verdict.expectEqual(selected, [row], "onSelectRow beside the bound proxy")
      await Stage.turnRunLoop()
      verdict.expect(
        (table.dataSource as AnyObject?) === bound,
        "the delegate closure moved the bound proxy out of dataSource")
      withExtendedLifetime(bound) {}
      return verdict.outcome("closures refused, the bound proxy answered its five rows")
    }
  }

  /// A data source proxy that behaves like RxCocoa's `RxTableViewDataSourceProxy` bound by
  /// `items`: it says what it forwards to in `_forwardToDelegate` (the getter RxCocoa's
  /// `_RXDelegateProxy` declares), and answers the required methods itself, from its rows.
  @MainActor
  private final class RxLikeBoundDataSource: NSObject, UITableViewDataSource {
    /// What was the table's data source before the proxy; the getter is named
    /// `_forwardToDelegate`, as RxCocoa's.
    @objc private(set) weak var _forwardToDelegate: AnyObject?
    private let rows: [String]
    private let reuseIdentifier: String

    private init(rows: [String], reuseIdentifier: String) {
      self.rows = rows
      self.reuseIdentifier = reuseIdentifier
    }

    /// Mimics `DelegateProxyType.proxy(for:)` followed by the `items` binding: when the table's
    /// data source is not the proxy, the proxy adopts it and is set in its place; then the
    /// table reloads, as the binding does at each new value.
    static func bind(
      _ rows: [String], reuseIdentifier: String, to table: UITableView
    ) -> RxLikeBoundDataSource {
      let proxy = RxLikeBoundDataSource(rows: rows, reuseIdentifier: reuseIdentifier)
      objc_setAssociatedObject(
        table, key.pointer, proxy, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      if (table.dataSource as AnyObject?) !== proxy {
        proxy._forwardToDelegate = table.dataSource
        table.dataSource = proxy
      }
      table.reloadData()
      return proxy
    }

    /// Where each table keeps its proxy, as RxCocoa keeps its proxies as associated objects.
    private static let key = BoundProxyKey()

    /// The text a cell of this proxy shows.
    static func text(of cell: UITableViewCell) -> String {
      (cell.contentConfiguration as? UIListContentConfiguration)?.text ?? "(no text)"
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      rows.count
    }

    func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = rows[indexPath.row]
      cell.contentConfiguration = content
      return cell
    }
  }

  /// A key for an associated object: the address of an object made once and never released.
  private final class BoundProxyKey: Sendable {
    var pointer: UnsafeRawPointer {
      UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
    }
  }
#endif
