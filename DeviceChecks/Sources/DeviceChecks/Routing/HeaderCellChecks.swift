#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// Cells a list displays apart from its rows.
  ///
  /// A `UICollectionViewListCell` registered as a section header, the pattern of list layouts,
  /// has no index path, as a cell kept for reuse has none; the library tells the two apart by
  /// the collection view's supplementary views. A table cell returned as a section header (an
  /// older pattern) has none either; the library counts it as displayed when
  /// `headerView(forSection:)` returns it, which UITableView.h declares as returning a
  /// `UITableViewHeaderFooterView`: whether UIKit returns a cell there is what the second
  /// check records.
  @MainActor
  enum HeaderCellChecks {
    static var all: [DeviceCheck] { [listCellHeaderInNestedList, tableCellAsSectionHeader] }

    /// The shelf and section whose header the check sends from.
    private static let shelfRow = 1
    private static let section = 1

    static let listCellHeaderInNestedList = DeviceCheck(
      area: "Routing",
      name: "a list cell shown as a section header hears broadcasts and keeps the outer row",
      verifies: "In a table whose 3 rows each hold a collection view with a list layout whose"
        + " section headers are UICollectionViewListCells (SupplementaryRegistration,"
        + " headerMode .supplementary), the controller's broadcastCollectingReplies is answered"
        + " once by every header in visibleSupplementaryViews(ofKind:) of every shelf, and by"
        + " no cell kept for reuse; an event sent from a button in the header of section 1 of"
        + " shelf 1 gives the controller indexPaths [[0, 1]] (the outer row: the header is no"
        + " item of the inner list) and indexPath(in: table) row 1.",
      calls: .both(
        "layoutIfNeeded() makes the table and the collection views ask their data sources for"
          + " cells and headers; the check broadcasts and sends through ResponderEvents")
    ) { context in
      var verdict = Verdict()
      let screen = ShelvesController()
      guard await Stage.show(screen, in: context.window),
        await Stage.waitUntil({ screen.header(shelf: shelfRow, section: section) != nil }),
        let header = screen.header(shelf: shelfRow, section: section)
      else { return .failed("the shelves' section headers were not laid out in time") }

      let answers = screen.re.broadcastCollectingReplies(WhichHeader()).values
      let shown = screen.shelves.flatMap { shelf in
        shelf.collection.visibleSupplementaryViews(
          ofKind: UICollectionView.elementKindSectionHeader
        ).compactMap { ($0 as? HeaderListCell)?.place }
      }
      verdict.expect(!shown.isEmpty, "no list cell is shown as a section header")
      verdict.expectEqual(Set(answers), Set(shown), "headers that answered")
      verdict.expectEqual(answers.count, Set(answers).count, "headers answering twice")
      verdict.fact(
        "UICollectionViewListCell headers shown / answering", "\(shown.count) / \(answers.count)")

      header.button.re.send(HeaderTapped())
      verdict.expectEqual(screen.received.count, 1, "events the controller received")
      if let (indexPaths, row) = screen.received.first {
        verdict.expectEqual(indexPaths, [IndexPath(row: shelfRow, section: 0)], "indexPaths")
        verdict.expectEqual(row, shelfRow, "indexPath(in: table)?.row")
        verdict.fact("indexPaths from a button in a header list cell", "\(indexPaths)")
      }
      return verdict.outcome(
        "\(answers.count) header list cells answered once each; the button's event kept the"
          + " outer row")
    }

    static let tableCellAsSectionHeader = DeviceCheck(
      area: "Routing",
      name: "a table cell returned as a section header hears broadcasts and is no row",
      verifies: "In a grouped table of 8 sections of 3 rows whose"
        + " tableView(_:viewForHeaderInSection:) returns a dequeued UITableViewCell, scrolled so"
        + " that headers leave the screen, the"
        + " controller's broadcastCollectingReplies is answered once by the header cell of every"
        + " section whose rectForHeader(inSection:) meets the table's bounds, and by no other"
        + " header cell; an event sent from a button in a shown header cell gives the controller"
        + " indexPaths [] and indexPath(in: table) nil (the header is no row). Records whether"
        + " headerView(forSection:) returns the cell, which the library relies on.",
      calls: .both(
        "setting contentOffset and layoutIfNeeded() make the table ask its data source and"
          + " delegate for cells and headers; the check broadcasts and sends through"
          + " ResponderEvents")
    ) { context in
      var verdict = Verdict()
      let screen = HeaderCellTableController()
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      let table = screen.table
      table.layoutIfNeeded()
      Stage.scrollPastMiddle(table, step: 60, overshoot: 200, settle: 10)
      let meetsBounds = (0..<table.numberOfSections).filter {
        table.rectForHeader(inSection: $0).intersects(table.bounds)
      }
      let answers = screen.re.broadcastCollectingReplies(WhichHeader()).values.map { $0[0] }
      verdict.expect(!meetsBounds.isEmpty, "no section header meets the table's bounds")
      verdict.expectEqual(answers.sorted(), meetsBounds, "sections whose header cell answered")
      verdict.expectEqual(answers.count, Set(answers).count, "header cells answering twice")
      let returned = meetsBounds.filter { section in
        screen.headers[section].map { (table.headerView(forSection: section) as AnyObject?) === $0 }
          ?? false
      }
      verdict.fact(
        "sections whose headerView(forSection:) returns their header cell",
        "\(returned) of \(meetsBounds)", expected: "every one")
      verdict.fact(
        "header cells among the table's subviews / answering",
        "\(table.subviews.filter { $0 is HeaderCell }.count) / \(answers.count)")

      guard let shown = meetsBounds.first.flatMap({ screen.headers[$0] }) else {
        return verdict.outcome("no header cell to send from")
      }
      shown.button.re.send(HeaderTapped())
      verdict.expectEqual(screen.received.count, 1, "events the controller received")
      if let (indexPaths, row) = screen.received.first {
        verdict.expectEqual(indexPaths, [], "indexPaths from a button in a header cell")
        verdict.expectEqual(row, nil, "indexPath(in: table)?.row from a header cell")
      }
      return verdict.outcome(
        "\(answers.count) header cells answered once each; the button's event named no row")
    }
  }

  /// Sent from a header's button.
  private struct HeaderTapped: ResponderEvent {}

  /// Broadcast by the check; each displayed header answers with its shelf and section.
  private struct WhichHeader: ResponderRequest {
    typealias Reply = [Int]
  }

  /// A table of 3 shelves, each a `ShelfCell`; records the positions of each `HeaderTapped`.
  private final class ShelvesController: UIViewController, UITableViewDataSource {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
    private(set) var received: [(indexPaths: [IndexPath], row: Int?)] = []

    var shelves: [ShelfCell] { table.visibleCells.compactMap { $0 as? ShelfCell } }

    override func viewDidLoad() {
      super.viewDidLoad()
      table.register(ShelfCell.self, forCellReuseIdentifier: ShelfCell.reuseID)
      table.rowHeight = 190
      table.dataSource = self
      view.addSubview(table)
      re.handle(HeaderTapped.self) { controller, context in
        controller.received.append(
          (context.indexPaths, context.indexPath(in: controller.table)?.row))
        return .stop
      }
    }

    /// The header list cell of `section` in the shelf at `row`, once laid out.
    func header(shelf row: Int, section: Int) -> HeaderListCell? {
      view.layoutIfNeeded()
      let shelf = table.cellForRow(at: IndexPath(row: row, section: 0)) as? ShelfCell
      shelf?.collection.layoutIfNeeded()
      return shelf?.collection.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: section)) as? HeaderListCell
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: ShelfCell.reuseID, for: indexPath)
      (cell as? ShelfCell)?.row = indexPath.row
      (cell as? ShelfCell)?.collection.reloadData()
      return cell
    }
  }

  /// A shelf: a collection view with a list layout of 2 sections of 2 items, each section under
  /// a `HeaderListCell`.
  private final class ShelfCell: UITableViewCell, UICollectionViewDataSource {
    static let reuseID = "Shelf"
    var row = -1
    let collection: UICollectionView
    private let headers = UICollectionView.SupplementaryRegistration<HeaderListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { _, _, _ in }
    private let items = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = "Item \(item)"
      cell.contentConfiguration = content
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      var list = UICollectionLayoutListConfiguration(appearance: .plain)
      list.headerMode = .supplementary
      collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 190),
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      collection.dataSource = self
      contentView.addSubview(collection)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { 2 }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueConfiguredReusableCell(
        using: items, for: indexPath, item: indexPath.item)
    }

    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      let header = collectionView.dequeueConfiguredReusableSupplementary(
        using: headers, for: indexPath)
      header.place = [row, indexPath.section]
      return header
    }
  }

  /// A section header that is a list cell, with a button; answers `WhichHeader` with its
  /// shelf and section.
  private final class HeaderListCell: UICollectionViewListCell {
    let button = UIButton(type: .system)
    var place: [Int] = []

    override init(frame: CGRect) {
      super.init(frame: frame)
      button.setTitle("All", for: .normal)
      button.frame = CGRect(x: 260, y: 0, width: 44, height: 30)
      contentView.addSubview(button)
      re.handleBroadcast(WhichHeader.self) { header, context in
        context.reply(header.place)
        return .handled
      }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }
  }

  /// A grouped table of 8 sections of 3 rows whose section headers are `HeaderCell`s, dequeued
  /// as cells; records the positions of each `HeaderTapped`.
  private final class HeaderCellTableController: UIViewController, UITableViewDataSource,
    UITableViewDelegate
  {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .grouped)
    /// The header cell last returned for each section.
    private(set) var headers: [Int: HeaderCell] = [:]
    private(set) var received: [(indexPaths: [IndexPath], row: Int?)] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
      table.register(HeaderCell.self, forCellReuseIdentifier: HeaderCell.reuseID)
      (table.rowHeight, table.sectionHeaderHeight) = (44, 40)
      (table.estimatedRowHeight, table.estimatedSectionHeaderHeight) = (0, 0)
      (table.dataSource, table.delegate) = (self, self)
      view.addSubview(table)
      re.handle(HeaderTapped.self) { controller, context in
        controller.received.append(
          (context.indexPaths, context.indexPath(in: controller.table)?.row))
        return .stop
      }
    }

    func numberOfSections(in tableView: UITableView) -> Int { 8 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      let cell = tableView.dequeueReusableCell(withIdentifier: HeaderCell.reuseID) as? HeaderCell
      cell?.section = section
      headers[section] = cell
      return cell
    }
  }

  /// A table cell used as a section header, with a button; answers `WhichHeader` with its
  /// section.
  private final class HeaderCell: UITableViewCell {
    static let reuseID = "HeaderCell"
    let button = UIButton(type: .system)
    var section = -1

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      button.setTitle("All", for: .normal)
      button.frame = CGRect(x: 260, y: 0, width: 44, height: 30)
      contentView.addSubview(button)
      re.handleBroadcast(WhichHeader.self) { header, context in
        context.reply([header.section])
        return .handled
      }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }
  }
#endif
