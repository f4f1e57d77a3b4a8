#if canImport(UIKit) && !os(watchOS)
  public import UIKit

  /// Deleting and moving a table's rows as closures.
  ///
  /// ```swift
  /// tableView.re.onCommitEditing(with: tableView) { tableView, style, indexPath in
  ///   guard style == .delete else { return }
  ///   cities.remove(at: indexPath.row)
  ///   tableView.deleteRows(at: [indexPath], with: .automatic)
  /// }
  /// tableView.re.provideCanMoveRow(with: tableView) { _, indexPath in indexPath.row > 0 }
  /// tableView.re.onMoveRow(with: tableView) { _, source, destination in
  ///   cities.insert(cities.remove(at: source.row), at: destination.row)
  /// }
  /// ```
  ///
  /// UIKit turns features on because a data source implements a method: swipe-to-delete
  /// appears once `tableView(_:commit:forRowAt:)` exists, and the reorder control once
  /// `tableView(_:moveRowAt:to:)` does ("the reorder control will be shown only if the
  /// datasource implements -tableView:moveRowAtIndexPath:toIndexPath:", UITableView.h). The
  /// hidden data source claims these methods only while a closure is registered or the app's
  /// own data source implements them, so a table without `onCommitEditing` and `onMoveRow`
  /// keeps neither feature.
  extension ResponderEventsWrapper where Base: UITableView {
    /// Answers whether a row can be edited (deleted, inserted, or moved in editing mode);
    /// without it every row can ("If not implemented, all rows are assumed to be editable",
    /// UITableView.h).
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideCanEditRow<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, IndexPath) -> Bool
    ) -> HandlerToken {
      register(on: dataSourceProxy, with: owner, WeakOwner.making(body), in: \.canEditRow)
    }

    /// Called when the user confirms a row's deletion or insertion: update the data, then the
    /// table.
    ///
    /// Registering it turns on swipe-to-delete; removing the last one turns it off again,
    /// unless the app's data source implements `tableView(_:commit:forRowAt:)`. A swipe action
    /// of `provideTrailingSwipeActions` runs its own handler, not this closure. A table fed by
    /// a `UITableViewDiffableDataSource` runs no data-source closure (one registered waits,
    /// reported, until the app replaces that data source): subclass it and override
    /// `tableView(_:canEditRowAt:)` and `tableView(_:commit:forRowAt:)` there.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onCommitEditing<Owner: AnyObject>(
      with owner: Owner,
      _ body: @escaping @MainActor (Owner, UITableViewCell.EditingStyle, IndexPath) -> Void
    ) -> HandlerToken {
      register(on: dataSourceProxy, with: owner, WeakOwner.making(body), in: \.commitEditing)
    }

    /// Answers whether a row shows the reorder control in editing mode; without it every row
    /// does, once rows can move at all (`onMoveRow`).
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideCanMoveRow<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, IndexPath) -> Bool
    ) -> HandlerToken {
      register(on: dataSourceProxy, with: owner, WeakOwner.making(body), in: \.canMoveRow)
    }

    /// Called when the user has moved a row from the first index path to the second: update
    /// the data (the table has already moved the row).
    ///
    /// Registering it shows the reorder control in editing mode; removing the last one hides
    /// it again, unless the app's data source implements `tableView(_:moveRowAt:to:)`.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onMoveRow<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, IndexPath, IndexPath) -> Void
    ) -> HandlerToken {
      register(on: dataSourceProxy, with: owner, WeakOwner.making(body), in: \.moveRow)
    }
  }
#endif
