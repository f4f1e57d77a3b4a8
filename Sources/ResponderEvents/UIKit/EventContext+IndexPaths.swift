#if canImport(UIKit) && !os(watchOS)
  public import ResponderEventsCore
  public import UIKit

  @MainActor
  extension EventContext {
    /// The index path of the cell of `tableView` that this event came through on its way up,
    /// or `nil` when it did not come through one.
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
    /// The cell is found from the event's route at the time of asking (see
    /// `nodeOnRoute(below:where:)`), and its index path from the table at that time, so the
    /// answer is right after rows were inserted or deleted. In nested tables, pass the table
    /// you mean: the outer table gives the outer row, the inner table the inner row. `nil` also
    /// when the table no longer shows the cell (`UITableView.indexPath(for:)` is `nil` for a
    /// cell that is not visible).
    public func indexPath(in tableView: UITableView) -> IndexPath? {
      guard let cell = nodeOnRoute(below: tableView, where: { $0 is UITableViewCell }) else {
        return nil
      }
      return tableView.indexPath(for: narrowed(cell, to: UITableViewCell.self))
    }

    /// The index path of the cell of `collectionView` that this event came through on its way
    /// up, or `nil` when it did not come through one.
    ///
    /// The rules are those of the table view form: the cell is found from the route at the
    /// time of asking, so the answer is right after items were inserted or deleted.
    public func indexPath(in collectionView: UICollectionView) -> IndexPath? {
      guard let cell = nodeOnRoute(below: collectionView, where: { $0 is UICollectionViewCell })
      else { return nil }
      return collectionView.indexPath(for: narrowed(cell, to: UICollectionViewCell.self))
    }
  }
#endif
