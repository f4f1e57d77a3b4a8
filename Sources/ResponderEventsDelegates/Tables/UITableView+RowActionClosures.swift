#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  public import UIKit

  /// A table row's swipe actions and context menu as closures (not on tvOS, where
  /// `UISwipeActionsConfiguration` does not exist; the context menus stay with them).
  ///
  /// ```swift
  /// tableView.re.provideTrailingSwipeActions(with: tableView) { tableView, indexPath in
  ///   let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
  ///     cities.remove(at: indexPath.row)
  ///     tableView.deleteRows(at: [indexPath], with: .automatic)
  ///     done(true)
  ///   }
  ///   return UISwipeActionsConfiguration(actions: [delete])
  /// }
  /// tableView.re.provideContextMenu(with: tableView) { _, indexPath, _ in
  ///   let city = cities[indexPath.row]
  ///   return UIContextMenuConfiguration(actionProvider: { _ in
  ///     UIMenu(children: [UIAction(title: "Copy") { _ in UIPasteboard.general.string = city }])
  ///   })
  /// }
  /// ```
  extension ResponderEventsWrapper where Base: UITableView {
    /// Provides the actions revealed by swiping a row from its leading edge; `nil` gives
    /// UIKit's default ("return nil to get the default swipe actions", UITableView.h).
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideLeadingSwipeActions<Owner: AnyObject>(
      with owner: Owner,
      _ body: @escaping @MainActor (Owner, IndexPath) -> UISwipeActionsConfiguration?
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.leadingSwipeActions)
    }

    /// Provides the actions revealed by swiping a row from its trailing edge; `nil` gives
    /// UIKit's default.
    ///
    /// UIKit's default is the Delete button of swipe-to-delete, which comes with the data
    /// source's `tableView(_:commit:forRowAt:)`: here, while `onCommitEditing` is registered or
    /// your data source implements it.
    ///
    /// Beside a `UITableViewDiffableDataSource`, which stays the table's data source, no
    /// data-source closure runs, so `onCommitEditing` brings no Delete button. Return the
    /// actions from this closure, a delegate closure that runs beside it, and say which rows
    /// can be edited by overriding `tableView(_:canEditRowAt:)` in a subclass of the diffable
    /// data source; for UIKit's Delete button, override `tableView(_:commit:forRowAt:)` there
    /// as well.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideTrailingSwipeActions<Owner: AnyObject>(
      with owner: Owner,
      _ body: @escaping @MainActor (Owner, IndexPath) -> UISwipeActionsConfiguration?
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.trailingSwipeActions)
    }

    /// Provides the context menu of a row, touched and held at a point in the table's
    /// coordinates; `nil` shows none ("Return nil to prevent the interaction from beginning",
    /// UITableView.h).
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideContextMenu<Owner: AnyObject>(
      with owner: Owner,
      _ body: @escaping @MainActor (Owner, IndexPath, CGPoint) -> UIContextMenuConfiguration?
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.contextMenu)
    }
  }
#endif
