#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// Broadcasts into scrolled lists: only the cells and headers a table or collection view
  /// displays answer, not those UIKit keeps for reuse.
  @MainActor
  enum DisplayedItemsBroadcastChecks {
    static var all: [DeviceCheck] {
      [scrolledCollection, scrolledOrthogonalSection, scrolledTable]
    }

    private nonisolated static let calls = DeviceCheckCalls.both(
      "setting contentOffset and layoutIfNeeded() make UIKit scroll, ask the app's data source"
        + " and reuse cells; the check broadcasts through ResponderEvents")

    static let scrolledCollection = DeviceCheck(
      area: "Routing", name: "a broadcast reaches the items a scrolled collection view displays",
      verifies: "In a collection view of 300 items scrolled to the middle, the controller's"
        + " broadcastCollectingReplies is answered by exactly the items of"
        + " indexPathsForVisibleItems, once each: every displayed cell receives it once, and"
        + " every cell UIKit keeps among its subviews without displaying it receives nothing.",
      calls: calls
    ) { context in
      var verdict = Verdict()
      let screen = ProbeController("Items")
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 50, height: 50)
      layout.minimumLineSpacing = 0
      layout.minimumInteritemSpacing = 0
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
      collection.register(ItemCell.self, forCellWithReuseIdentifier: ItemCell.reuseID)
      let dataSource = ItemDataSource()
      collection.dataSource = dataSource
      screen.view.addSubview(collection)
      collection.layoutIfNeeded()
      Stage.scrollPastMiddle(collection, step: 100, overshoot: 400, settle: 25)
      let (answers, undisplayed) = checkItemBroadcast(
        from: screen, in: collection, cellsIn: collection, verdict: &verdict)
      let cellSubviews = collection.subviews.compactMap { $0 as? UICollectionViewCell }
      verdict.fact(
        "UICollectionViewCell subviews / visible cells of a scrolled collection view",
        "\(cellSubviews.count) / \(collection.visibleCells.count)"
          + " (\(cellSubviews.filter(\.isHidden).count) hidden)",
        expected: "more subviews than visible cells: UIKit keeps reused cells in the hierarchy")
      withExtendedLifetime(dataSource) {}
      return notExercisedUnlessKept(
        verdict, undisplayed: undisplayed.count,
        passed: "\(answers) displayed items answered once each; the"
          + " \(undisplayed.count) undisplayed cells received nothing")
    }

    static let scrolledOrthogonalSection = DeviceCheck(
      area: "Routing",
      name: "a broadcast reaches the items an orthogonal-scrolling section displays",
      verifies: "In a compositional layout whose one section of 300 items scrolls sideways"
        + " (orthogonalScrollingBehavior .continuous), scrolled to its middle, the controller's"
        + " broadcastCollectingReplies is answered by exactly the items of"
        + " indexPathsForVisibleItems, once each; the cells UIKit keeps in the section's own"
        + " scroll view without displaying them receive nothing.",
      calls: calls
    ) { context in
      var verdict = Verdict()
      let screen = ProbeController("Sideways")
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(50), heightDimension: .absolute(50)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(50), heightDimension: .absolute(50)), subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .continuous
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 100),
        collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
      collection.register(ItemCell.self, forCellWithReuseIdentifier: ItemCell.reuseID)
      let dataSource = ItemDataSource()
      collection.dataSource = dataSource
      screen.view.addSubview(collection)
      collection.layoutIfNeeded()
      // The section's own scroll view: a subview of the collection view (observed).
      let scrollers = collection.subviews.compactMap { $0 as? UIScrollView }
      verdict.fact(
        "scroll views among the collection view's subviews", "\(scrollers.count)",
        expected: "1: the section's own")
      guard let scroller = scrollers.first else {
        return .notApplicable(
          "UIKit kept the section's cells in no scroll view of its own here",
          facts: verdict.facts)
      }
      for x in stride(from: 0, through: 3_000, by: 100) {
        scroller.contentOffset = CGPoint(x: x, y: 0)
        collection.layoutIfNeeded()
      }
      let (answers, undisplayed) = checkItemBroadcast(
        from: screen, in: collection, cellsIn: scroller, verdict: &verdict)
      withExtendedLifetime(dataSource) {}
      return notExercisedUnlessKept(
        verdict, undisplayed: undisplayed.count,
        passed: "\(answers) displayed items answered once each; the"
          + " \(undisplayed.count) undisplayed cells in the section's scroll view received nothing")
    }

    static let scrolledTable = DeviceCheck(
      area: "Routing", name: "a broadcast reaches the rows and headers a scrolled table displays",
      verifies: "In a grouped table of 10 sections of 20 rows scrolled to the middle, the"
        + " controller's broadcastCollectingReplies is answered by exactly the rows of"
        + " indexPathsForVisibleRows, once each, and by the header of every section whose"
        + " header rectangle is on screen and of no section that is off screen: every displayed"
        + " cell and header receives it once, every cell or header UIKit keeps among its"
        + " subviews without displaying it receives nothing.",
      calls: calls
    ) { context in
      var verdict = Verdict()
      let screen = ProbeController("Rows")
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      let table = sectionedTable()
      let app = SectionedTableObject()
      table.dataSource = app
      table.delegate = app
      screen.view.addSubview(table)
      table.layoutIfNeeded()
      Stage.scrollPastMiddle(table, step: 120, overshoot: 600, settle: 13)
      let answers = screen.re.broadcastCollectingReplies(WhichVisibleRow()).values
      let rows = answers.compactMap { if case .row(let path) = $0 { path } else { nil } }
      let headers = Set(answers.compactMap { if case .header(let s) = $0 { s } else { nil } })
      let visibleRows = table.indexPathsForVisibleRows ?? []
      verdict.expect(!visibleRows.isEmpty, "no row is visible")
      verdict.expectEqual(Set(rows), Set(visibleRows), "rows that answered")
      verdict.expectEqual(answers.count, Set(answers).count, "rows or headers answering twice")
      let bounds = table.bounds
      let sections = 0..<table.numberOfSections
      let onScreen = Set(
        sections.filter { table.rectForHeader(inSection: $0).intersection(bounds).height > 1 })
      let inReach = Set(sections.filter { table.rect(forSection: $0).intersects(bounds) })
      verdict.expect(
        onScreen.isSubset(of: headers),
        "headers on screen that did not answer: \(onScreen.subtracting(headers).sorted())")
      verdict.expect(
        headers.isSubset(of: inReach),
        "headers of sections off screen answered: \(headers.subtracting(inReach).sorted())")
      let cellSubviews = table.subviews.compactMap { $0 as? UITableViewCell }
      let headerSubviews = table.subviews.compactMap { $0 as? UITableViewHeaderFooterView }
      let displayedCells = Set(table.visibleCells.map(ObjectIdentifier.init))
      let displayedHeaders = sections.compactMap { table.headerView(forSection: $0) }
      let displayedHeaderIDs = Set(displayedHeaders.map(ObjectIdentifier.init))
      for case let cell as RowCell in table.visibleCells {
        verdict.expectEqual(
          cell.received, 1, "broadcasts received by the displayed cell of row \(cell.indexPath)")
      }
      for case let header as HeaderView in displayedHeaders {
        verdict.expectEqual(
          header.received, 1, "broadcasts received by the displayed header \(header.section)")
      }
      var undisplayed = 0
      for case let cell as RowCell in cellSubviews
      where !displayedCells.contains(ObjectIdentifier(cell)) {
        undisplayed += 1
        verdict.expectEqual(
          cell.received, 0, "broadcasts received by an undisplayed cell (row \(cell.indexPath))")
      }
      for case let header as HeaderView in headerSubviews
      where !displayedHeaderIDs.contains(ObjectIdentifier(header)) {
        undisplayed += 1
        verdict.expectEqual(
          header.received, 0,
          "broadcasts received by an undisplayed header (section \(header.section))")
      }
      verdict.fact(
        "UITableViewCell subviews / visible cells of a scrolled table",
        "\(cellSubviews.count) / \(table.visibleCells.count)"
          + " (\(cellSubviews.filter(\.isHidden).count) hidden)")
      verdict.fact(
        "header subviews / headers that answered (sections \(headers.sorted()))",
        "\(headerSubviews.count) / \(headers.count)")
      withExtendedLifetime(app) {}
      return notExercisedUnlessKept(
        verdict, undisplayed: undisplayed,
        passed: "\(rows.count) rows and \(headers.count) headers answered once each; the"
          + " \(undisplayed) undisplayed cells and headers received nothing")
    }

    /// Broadcasts `WhichVisibleItem` from `screen` and checks that exactly `collection`'s
    /// visible items answer, once each, that each displayed cell received it once, and that
    /// the cells among `container`'s subviews it does not display received nothing.
    ///
    /// - Returns: How many items answered, and those undisplayed cells.
    private static func checkItemBroadcast(
      from screen: UIViewController, in collection: UICollectionView, cellsIn container: UIView,
      verdict: inout Verdict
    ) -> (answers: Int, undisplayed: [UICollectionViewCell]) {
      let answers = screen.re.broadcastCollectingReplies(WhichVisibleItem()).values
      let visible = collection.indexPathsForVisibleItems.map(\.item)
      verdict.expect(!visible.isEmpty, "no item is visible")
      verdict.expectEqual(Set(answers), Set(visible), "items that answered")
      verdict.expectEqual(answers.count, Set(answers).count, "items answering twice")
      let displayed = Set(collection.visibleCells.map(ObjectIdentifier.init))
      let undisplayed = container.subviews.compactMap { $0 as? UICollectionViewCell }
        .filter { !displayed.contains(ObjectIdentifier($0)) }
      for case let cell as ItemCell in collection.visibleCells {
        verdict.expectEqual(
          cell.received, 1, "broadcasts received by the displayed cell of item \(cell.item)")
      }
      for case let cell as ItemCell in undisplayed {
        verdict.expectEqual(
          cell.received, 0, "broadcasts received by an undisplayed cell (item \(cell.item) last)")
      }
      return (answers.count, undisplayed)
    }

    /// The outcome: failed on any failure; otherwise passed when UIKit kept undisplayed cells
    /// among the subviews, which the broadcast had to leave out, and not applicable when it
    /// kept none, since leaving them out was then not exercised.
    static func notExercisedUnlessKept(
      _ verdict: Verdict, undisplayed: Int, passed: String
    ) -> DeviceCheckOutcome {
      let outcome = verdict.outcome(passed)
      guard outcome.status == .passed, undisplayed == 0 else { return outcome }
      return .notApplicable(
        "UIKit kept no undisplayed cell among the list's subviews, so leaving them out was not"
          + " exercised (the displayed ones answered once each)", facts: outcome.facts)
    }

    /// A grouped table of 300 by 300 points, its rows 44 points high and no height estimated,
    /// with `RowCell` and `HeaderView` registered: the scrolled-table checks' table.
    static func sectionedTable() -> UITableView {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), style: .grouped)
      table.rowHeight = 44
      table.estimatedRowHeight = 0
      table.estimatedSectionHeaderHeight = 0
      table.estimatedSectionFooterHeight = 0
      table.register(RowCell.self, forCellReuseIdentifier: RowCell.reuseID)
      table.register(HeaderView.self, forHeaderFooterViewReuseIdentifier: HeaderView.reuseID)
      return table
    }
  }

  /// Broadcast by a check; each displayed collection view cell answers with its item.
  private struct WhichVisibleItem: ResponderRequest {
    typealias Reply = Int
  }

  /// Broadcast by a check; each displayed row answers with its index path, each displayed
  /// header with its section.
  struct WhichVisibleRow: ResponderRequest {
    typealias Reply = TableItem
  }

  /// A row or a section header of a table.
  enum TableItem: Hashable, Sendable {
    case row(IndexPath)
    case header(Int)
  }

  /// A collection view cell that answers `WhichVisibleItem` with the item it shows.
  private final class ItemCell: UICollectionViewCell {
    static let reuseID = "Item"
    var item = -1
    /// How many broadcasts reached the cell.
    var received = 0

    override init(frame: CGRect) {
      super.init(frame: frame)
      re.handleBroadcast(WhichVisibleItem.self) { cell, context in
        cell.received += 1
        context.reply(cell.item)
        return .handled
      }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }
  }

  /// The app's data source for 300 `ItemCell`s.
  @MainActor
  private final class ItemDataSource: NSObject, UICollectionViewDataSource {
    func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      300
    }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: ItemCell.reuseID, for: indexPath)
      (cell as? ItemCell)?.item = indexPath.item
      return cell
    }
  }

  /// A table cell that answers `WhichVisibleRow` with the index path it shows.
  final class RowCell: UITableViewCell {
    static let reuseID = "Row"
    var indexPath = IndexPath(row: -1, section: -1)
    /// How many broadcasts reached the cell.
    var received = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      re.handleBroadcast(WhichVisibleRow.self) { cell, context in
        cell.received += 1
        context.reply(.row(cell.indexPath))
        return .handled
      }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }
  }

  /// A section header that answers `WhichVisibleRow` with its section.
  final class HeaderView: UITableViewHeaderFooterView {
    static let reuseID = "Header"
    var section = -1
    /// How many broadcasts reached the header.
    var received = 0

    override init(reuseIdentifier: String?) {
      super.init(reuseIdentifier: reuseIdentifier)
      re.handleBroadcast(WhichVisibleRow.self) { header, context in
        header.received += 1
        context.reply(.header(header.section))
        return .handled
      }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }
  }

  /// The app's data source and delegate: 10 sections of 20 `RowCell`s, each under a 28-point
  /// `HeaderView`.
  @MainActor
  private final class SectionedTableObject: NSObject, UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int {
      10
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      20
    }

    func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: RowCell.reuseID, for: indexPath)
      (cell as? RowCell)?.indexPath = indexPath
      return cell
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: HeaderView.reuseID)
      (header as? HeaderView)?.section = section
      return header
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      28
    }
  }
#endif
