#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEventsDelegates
  import UIKit

  /// Tables and collection views fed by a diffable data source, which Apple says must stay the
  /// view's data source: the data source closures are refused, the diffable data source keeps
  /// answering, and the delegate closures work beside it.
  @MainActor
  enum DiffableDataSourceChecks {
    static var all: [DeviceCheck] {
      [diffableTable, diffableCollection, appDataSourceBesideDiffable]
    }

    /// How often closures that should never run were called.
    final class RunCount {
      var value = 0
    }

    /// Registers `provideCell` and `provideNumberOfRows` on `table`, whose data source must
    /// stay: returns the diagnostics reported meanwhile, and how often the closures ran.
    static func registerRefusedClosures(on table: UITableView) -> (kinds: [String], runs: RunCount)
    {
      let runs = RunCount()
      let kinds = AppObjectScenario.diagnostics {
        table.re.provideCell(with: table) { _, _ in
          runs.value += 1
          return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        table.re.provideNumberOfRows(with: table) { _, _ in
          runs.value += 1
          return 3
        }
      }
      return (kinds, runs)
    }

    /// How many rows or items the snapshots hold.
    private static let itemCount = 20
    private static let reuseID = "Diffable"

    /// A table in a shown screen, fed by a diffable data source holding `itemCount` rows.
    private static func diffableTable(
      in context: DeviceCheckContext, cells: @escaping @MainActor () -> Void
    ) async -> (UITableView, UITableViewDiffableDataSource<Int, Int>)? {
      let screen = ProbeController("Diffable")
      guard await Stage.show(screen, in: context.window) else { return nil }
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: .plain)
      table.register(UITableViewCell.self, forCellReuseIdentifier: reuseID)
      screen.view.addSubview(table)
      let diffable = UITableViewDiffableDataSource<Int, Int>(tableView: table) {
        table, indexPath, _ in
        cells()
        return table.dequeueReusableCell(withIdentifier: reuseID, for: indexPath)
      }
      await diffable.apply(snapshot(), animatingDifferences: false)
      table.layoutIfNeeded()
      return (table, diffable)
    }

    /// One section of `itemCount` items.
    private static func snapshot() -> NSDiffableDataSourceSnapshot<Int, Int> {
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems(Array(0..<itemCount))
      return snapshot
    }

    /// A collection view in a shown screen, fed by a diffable data source holding `itemCount`
    /// items.
    private static func diffableCollection(
      in context: DeviceCheckContext, cells: @escaping @MainActor () -> Void
    ) async -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>)? {
      let screen = ProbeController("Diffable")
      guard await Stage.show(screen, in: context.window) else { return nil }
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 60, height: 60)
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
      collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: reuseID)
      screen.view.addSubview(collection)
      let diffable = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) {
        collection, indexPath, _ in
        cells()
        return collection.dequeueReusableCell(withReuseIdentifier: reuseID, for: indexPath)
      }
      await diffable.apply(snapshot(), animatingDifferences: false)
      collection.layoutIfNeeded()
      return (collection, diffable)
    }

    static let diffableTable = DeviceCheck(
      area: "Delegates", name: "UITableViewDiffableDataSource stays the data source",
      verifies: "re.provideCell and re.provideNumberOfRows on a table fed by a diffable data"
        + " source wait (closureRefused, one per closure) and never run beside it; dataSource is"
        + " still the diffable data source, which answers its 20 rows after reloadData;"
        + " re.onSelectRow runs once for tableView(_:didSelectRowAt:); and once the app sets a"
        + " data source of its own, the waiting closures answer: 3 rows after reloadData.",
      calls: .both(
        "reloadData() and layoutIfNeeded() make UIKit ask the data source for rows and cells; "
          + Cites.selectRow)
    ) { context in
      var verdict = Verdict()
      var providerCells = 0
      guard let (table, diffable) = await diffableTable(in: context, cells: { providerCells += 1 })
      else {
        return .failed("the screen did not reach the window")
      }
      let (kinds, closureRuns) = registerRefusedClosures(on: table)
      verdict.expectEqual(
        kinds.filter { $0 == "closureRefused" }.count, 2, "closureRefused diagnostics")
      verdict.fact("diagnostics of the refused data source closures", "\(kinds)")
      verdict.expect(
        (table.dataSource as AnyObject?) === diffable,
        "dataSource is \(Responders.typeName(table.dataSource)), not the diffable data source")
      providerCells = 0
      table.reloadData()
      table.layoutIfNeeded()
      verdict.expectEqual(table.numberOfRows(inSection: 0), itemCount, "rows after reloadData")
      verdict.expect(providerCells > 0, "the diffable data source's cell provider did not run")
      verdict.expectEqual(closureRuns.value, 0, "refused closures that ran")
      var selected: [IndexPath] = []
      table.re.onSelectRow(with: table) { _, indexPath in selected.append(indexPath) }
      let row = IndexPath(row: 2, section: 0)
      table.delegate?.tableView?(table, didSelectRowAt: row)
      verdict.expectEqual(selected, [row], "onSelectRow beside the diffable data source")
      verdict.expect(
        (table.dataSource as AnyObject?) === diffable, "the delegate closure moved the data source")
      // The app replaces the diffable data source: the closures that waited answer now.
      let own = PlainRows()
      table.dataSource = own
      await Stage.turnRunLoop()
      table.reloadData()
      table.layoutIfNeeded()
      verdict.expectEqual(
        table.numberOfRows(inSection: 0), 3, "rows once the app set a data source of its own")
      verdict.expect(closureRuns.value > 0, "the closures that waited did not run")
      withExtendedLifetime(own) {}
      return verdict.outcome(
        "closures waited beside the diffable data source, and answered once it was replaced")
    }

    static let diffableCollection = DeviceCheck(
      area: "Delegates", name: "UICollectionViewDiffableDataSource stays the data source",
      verifies: "re.provideCell and re.provideNumberOfItems on a collection view fed by a"
        + " diffable data source are refused (closureRefused) and never run; dataSource is"
        + " still the diffable data source, which answers its 20 items after reloadData; and"
        + " re.onSelectItem runs once beside it.",
      calls: .both(
        "reloadData() and layoutIfNeeded() make UIKit ask the data source for items and cells; "
          + Cites.selectItem)
    ) { context in
      var verdict = Verdict()
      var providerCells = 0
      guard
        let (collection, diffable) = await diffableCollection(
          in: context, cells: { providerCells += 1 })
      else {
        return .failed("the screen did not reach the window")
      }
      var closureCalls = 0
      let kinds = AppObjectScenario.diagnostics {
        collection.re.provideCell(with: collection) { _, _ in
          closureCalls += 1
          return UICollectionViewCell()
        }
        collection.re.provideNumberOfItems(with: collection) { _, _ in
          closureCalls += 1
          return 3
        }
      }
      verdict.expectEqual(
        kinds.filter { $0 == "closureRefused" }.count, 2, "closureRefused diagnostics")
      verdict.expect(
        (collection.dataSource as AnyObject?) === diffable,
        "dataSource is \(Responders.typeName(collection.dataSource)), not the diffable one")
      providerCells = 0
      collection.reloadData()
      collection.layoutIfNeeded()
      verdict.expectEqual(
        collection.numberOfItems(inSection: 0), itemCount, "items after reloadData")
      verdict.expect(providerCells > 0, "the diffable data source's cell provider did not run")
      verdict.expectEqual(closureCalls, 0, "refused closures that ran")
      var selected: [IndexPath] = []
      collection.re.onSelectItem(with: collection) { _, indexPath in selected.append(indexPath) }
      let item = IndexPath(item: 2, section: 0)
      collection.delegate?.collectionView?(collection, didSelectItemAt: item)
      verdict.expectEqual(selected, [item], "onSelectItem beside the diffable data source")
      return verdict.outcome("closures refused, the diffable data source answered its 20 items")
    }

    static let appDataSourceBesideDiffable = DeviceCheck(
      area: "Delegates", name: "re.dataSource beside a diffable data source",
      verifies: "After a refused data source closure, re.dataSource of a table and of a"
        + " collection view still returns the diffable data source the app gave them, as it"
        + " returns the app's own data source behind a proxy.",
      calls: .check("registers a closure and reads re.dataSource; no callback is judged")
    ) { context in
      var verdict = Verdict()
      guard let (table, tableDiffable) = await diffableTable(in: context, cells: {}) else {
        return .failed("the screen did not reach the window")
      }
      _ = AppObjectScenario.diagnostics {
        table.re.provideNumberOfRows(with: table) { _, _ in 0 }
      }
      verdict.expect(
        table.re.dataSource === tableDiffable,
        "table: re.dataSource is \(Responders.typeName(table.re.dataSource))")
      guard let (collection, collectionDiffable) = await diffableCollection(in: context, cells: {})
      else {
        return .failed("the second screen did not reach the window")
      }
      _ = AppObjectScenario.diagnostics {
        collection.re.provideNumberOfItems(with: collection) { _, _ in 0 }
      }
      verdict.expect(
        collection.re.dataSource === collectionDiffable,
        "collection: re.dataSource is \(Responders.typeName(collection.re.dataSource))")
      return verdict.outcome("re.dataSource named both diffable data sources")
    }
  }

  /// An app's own data source with 20 rows, set in place of a diffable one.
  @MainActor
  private final class PlainRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

    func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }
  }
#endif
