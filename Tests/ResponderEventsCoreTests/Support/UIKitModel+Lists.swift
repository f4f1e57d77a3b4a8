@_spi(Rules) import ResponderEventsCore

// Tables and collection views, as the broadcast rules see them. UITableView.h:
// "@property (nonatomic, readonly) NSArray<__kindof UITableViewCell *> *visibleCells;" and
// "- (nullable __kindof UITableViewCell *)dequeueReusableCellWithIdentifier:…" ("Used by the
// delegate to acquire an already allocated cell, in lieu of allocating a new one");
// UICollectionView.h: "@property (nonatomic, readonly) NSArray<__kindof UICollectionViewCell *>
// *visibleCells;" and prefetching ("prefetchingEnabled … cells … are created … before they are
// displayed"). That cells waiting for reuse and prefetched cells stay subviews of the list is
// observed, not documented: the model keeps them there, the case the rule must survive.

/// A table or collection view: displays some of its cells, keeps others for reuse or prefetched.
@MainActor
final class ModelListView: ModelView {
  /// The cells shown, by row.
  private(set) var displayed: [Int: ModelCell] = [:]
  /// The cells kept for reuse, by the view they are subviews of: the list, or its orthogonal
  /// section's scroller.
  private var reusable: [ObjectIdentifier: [ModelCell]] = [:]
  private var made = 0
  /// The scroll view a compositional layout keeps an orthogonal-scrolling section's cells in,
  /// shown or kept for reuse: a subview of the collection view (observed, not documented).
  private(set) var orthogonalScroller: ModelView?

  /// The views the list displays apart from its rows.
  ///
  /// Section headers and footers, its own header. A cell among them is a cell used as a header: a `UITableViewCell` returned from
  /// `tableView(_:viewForHeaderInSection:)`, or a `UICollectionViewListCell` registered as a
  /// section header (`UICollectionView.SupplementaryRegistration<UICollectionViewListCell>`).
  /// It has no row ("returns nil if cell is not visible", UITableView.h, on `indexPathForCell:`).
  private(set) var shownApart: [ModelView] = []

  /// `visibleCells`.
  var visibleCells: [ModelCell] { displayed.keys.sorted().compactMap { displayed[$0] } }

  /// Adds `view` as a header the list displays, apart from its rows.
  func addHeader(_ view: ModelView) {
    addSubview(view)
    shownApart.append(view)
  }

  /// Shows `rows`: cells of rows no longer shown wait for reuse (still subviews); new rows take
  /// a reusable cell or a new one, which the caller configures.
  ///
  /// With `orthogonal`, the rows are those of an orthogonal-scrolling section, whose cells are
  /// subviews of ``orthogonalScroller``; rows elsewhere are left as they are.
  @discardableResult
  func show(
    rows: Range<Int>, orthogonal: Bool = false, configure: (ModelCell, Int) -> Void = { _, _ in }
  ) -> [ModelCell] {
    let container = orthogonal ? scroller() : self
    for (row, cell) in displayed where !rows.contains(row) && cell.superview === container {
      displayed[row] = nil
      reusable[ObjectIdentifier(container), default: []].append(cell)
    }
    for row in rows where displayed[row] == nil {
      let cell = dequeue(in: container)
      displayed[row] = cell
      configure(cell, row)
    }
    return visibleCells
  }

  private func scroller() -> ModelView {
    if let orthogonalScroller { return orthogonalScroller }
    let scroller = ModelView("\(name).orthogonalScroller")
    addSubview(scroller)
    orthogonalScroller = scroller
    return scroller
  }

  /// Inserts a row at `row`: the rows shown from there on move down by one, and the new row
  /// takes a reusable cell or a new one, which the caller configures.
  ///
  /// UITableView.h: "- (void)insertRowsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths
  /// withRowAnimation:(UITableViewRowAnimation)animation;".
  func insertRow(at row: Int, configure: (ModelCell, Int) -> Void = { _, _ in }) {
    var moved: [Int: ModelCell] = [:]
    for (shown, cell) in displayed { moved[shown >= row ? shown + 1 : shown] = cell }
    displayed = moved
    let cell = dequeue(in: self)
    displayed[row] = cell
    configure(cell, row)
  }

  /// The row `cell` shows, or `nil` when the list does not show it (kept for reuse, prefetched,
  /// or not one of its cells).
  ///
  /// UITableView.h: "- (nullable NSIndexPath *)indexPathForCell:(UITableViewCell *)cell;
  /// // returns nil if cell is not visible".
  func row(of cell: ModelView) -> Int? {
    displayed.first { $0.value === cell }?.key
  }

  /// The cell that shows `row`, if the list shows it.
  ///
  /// UITableView.h: "- (nullable __kindof UITableViewCell *)cellForRowAtIndexPath:(NSIndexPath
  /// *)indexPath;".
  func cell(at row: Int) -> ModelCell? { displayed[row] }

  /// Prepares a cell for `row` ahead of display, as prefetching does: a subview, not shown.
  func prefetch(
    row: Int, orthogonal: Bool = false, configure: (ModelCell, Int) -> Void = { _, _ in }
  ) {
    let container = orthogonal ? scroller() : self
    let cell = dequeue(in: container)
    reusable[ObjectIdentifier(container), default: []].append(cell)
    configure(cell, row)
  }

  private func dequeue(in container: ModelView) -> ModelCell {
    if let cell = reusable[ObjectIdentifier(container)]?.first {
      reusable[ObjectIdentifier(container)]?.removeFirst()
      return cell
    }
    made += 1
    let cell = ModelCell("\(name).cell\(made)")
    container.addSubview(cell)
    return cell
  }
}

/// A cell or a supplementary view of a `ModelListView`.
@MainActor
final class ModelCell: ModelView {
  var row = -1

  /// The list that shows or keeps it, directly or in its orthogonal section's scroller.
  var list: ModelListView? {
    superview as? ModelListView ?? superview?.superview as? ModelListView
  }
}

/// The model's answers to the list rules' questions, as the UIKit adapter (`UIKitListAnswers`)
/// gives them: lists are lists, cells items, and a cell's position is the row its list shows it
/// at.
@MainActor
struct ModelListPositions: ListPositionModel {
  func role(of view: ModelView) -> ListRole? {
    switch view {
    case is ModelListView: .list
    case is ModelCell: .item
    default: nil
    }
  }

  func position(of item: ModelView, in list: ModelView) -> Int? {
    (list as? ModelListView)?.row(of: item)
  }

  /// As `UIKitListAnswers` answers it: a cell with a row, or one that the view holding it does
  /// not display (`undisplayedItems(of:)`, the broadcast rule's answer); not a cell displayed
  /// apart from the rows, such as a cell used as a header.
  func isItem(_ item: ModelView, of list: ModelView) -> Bool {
    position(of: item, in: list) != nil
      || item.superview.map { ModelAnswers().undisplayedItems(of: $0).contains { $0 === item } }
        ?? true
  }
}

extension EventContext {
  /// The rows of the cells the event came up through, the innermost first: the model's
  /// `indexPaths`.
  @MainActor
  var rows: [Int] {
    ModelListPositions().positions(along: nodesOnRoute(ModelView.self))
  }

  /// The row of `list`'s cell the event came up through: the model's `indexPath(in:)`.
  @MainActor
  func row(in list: ModelListView) -> Int? {
    ModelListPositions().position(in: list, along: nodesOnRoute(ModelView.self))
  }
}
