#if canImport(UIKit) && !os(watchOS)
  public import UIKit

  @MainActor
  extension EventContext {
    /// The index path of every table or collection view cell this event came up through, the
    /// innermost first; empty when it came through none, or when one of them is no longer shown.
    ///
    /// A handler on the controller of a nested-list screen reads the product and its shelf
    /// without any handler on the cells: the table the controller owns gives the shelf, and
    /// the first index path is the product's, in the shelf's collection view:
    ///
    /// ```swift
    /// re.handle(AddToCart.self) { controller, context in
    ///   guard let shelf = context.indexPath(in: controller.tableView),
    ///     let product = context.indexPaths.first
    ///   else { return .pass }
    ///   controller.addToCart(controller.shelves[shelf.row].products[product.item])
    ///   return .stop
    /// }
    /// ```
    ///
    /// For a button in a product cell, `indexPaths` is `[product, shelf]`; for a button in the
    /// shelf cell itself, it is `[shelf]`, so a handler that hears events from both checks
    /// `count`. The whole route counts: a screen shown inside a cell of another list adds that
    /// cell's index path after its own.
    ///
    /// Each cell is paired with the first table or collection view above it on the event's
    /// route (`ListPositionModel`'s rules say how), and its index path is asked of that list at the
    /// time of asking (`indexPath(for:)`), so the answer is right after rows were inserted or
    /// deleted while the event was in flight.
    ///
    /// When a list no longer shows its cell (`indexPath(for:)` is `nil`: the cell scrolled away
    /// or is being deleted), the event's place is unknown and the answer is empty, as a handler
    /// gives up when `tableView.indexPath(for: cell)` is `nil`: dropping only that index path
    /// would shift the others, so that `first` would name the shelf instead of the product.
    /// `indexPath(in:)` still answers for each list that does show its cell. A cell that is not
    /// one of a list's cells (a cell used as a plain view inside another cell, or a cell the list
    /// displays as a header or inside one, such as a `UICollectionViewListCell` registered as a
    /// section header) is not counted.
    public var indexPaths: [IndexPath] {
      UIKitListAnswers().positions(along: nodesOnRoute(UIView.self))
    }

    /// The index path of the cell of `tableView` that this event came up through, or `nil` when
    /// it came through none or the table no longer shows it.
    ///
    /// A handler on the controller learns the row without any handler on the cells:
    ///
    /// ```swift
    /// re.handle(ItemTapped.self) { controller, context in
    ///   let shelf = context.indexPath(in: controller.tableView)?.row
    ///   controller.add(context.event.title, fromShelf: shelf)
    ///   return .stop
    /// }
    /// ```
    ///
    /// The cell is the one just below `tableView` on the event's route, found at the time of
    /// asking, and its index path is asked of the table then, so the answer is right after rows
    /// were inserted or deleted. In nested tables, pass the table you mean: the outer table
    /// gives the outer row, the inner table the inner row; `indexPaths` gives them all. `nil`
    /// also when the table no longer shows the cell (`indexPath(for:)` "returns nil if cell is
    /// not visible", UITableView.h).
    public func indexPath(in tableView: UITableView) -> IndexPath? {
      UIKitListAnswers().position(in: tableView, along: nodesOnRoute(UIView.self))
    }

    /// The index path of the cell of `collectionView` that this event came up through, or `nil`
    /// when it came through none or the collection view no longer shows it.
    ///
    /// The rules are those of the table view form: the cell is found on the route at the time
    /// of asking, and its index path asked of the collection view then, so the answer is right
    /// after items were inserted or deleted.
    public func indexPath(in collectionView: UICollectionView) -> IndexPath? {
      UIKitListAnswers().position(in: collectionView, along: nodesOnRoute(UIView.self))
    }
  }

  /// UIKit's answers to the list rules' questions: table and collection views are lists, their
  /// cells items, and a cell's position is the index path its list gives it.
  ///
  /// UITableView.h: "- (nullable NSIndexPath *)indexPathForCell:(UITableViewCell *)cell; //
  /// returns nil if cell is not visible"; UICollectionView.h: "- (nullable NSIndexPath
  /// *)indexPathForCell:(UICollectionViewCell *)cell;". A table cell is asked of a table only,
  /// a collection view cell of a collection view only; any other pair has no position.
  struct UIKitListAnswers: ListPositionModel {
    func role(of view: UIView) -> ListRole? {
      switch view {
      case is UITableViewCell, is UICollectionViewCell: .item
      case is UITableView, is UICollectionView: .list
      default: nil
      }
    }

    func position(of item: UIView, in list: UIView) -> IndexPath? {
      switch (item, list) {
      case (let cell as UITableViewCell, let table as UITableView):
        table.indexPath(for: cell)
      case (let cell as UICollectionViewCell, let collection as UICollectionView):
        collection.indexPath(for: cell)
      default: nil
      }
    }

    /// A cell with an index path is; so is one kept for reuse, prefetched or being deleted: it is
    /// among the subviews that the view holding it does not display
    /// (`UIKitAnswers.undisplayedItems(of:)`), which a cell used as a header or footer, or inside
    /// one, is not.
    func isItem(_ item: UIView, of list: UIView) -> Bool {
      position(of: item, in: list) != nil
        || item.superview.map { UIKitAnswers().undisplayedItems(of: $0).contains(item) } ?? true
    }
  }
#endif
