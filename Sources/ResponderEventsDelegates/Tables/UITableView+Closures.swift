#if canImport(UIKit) && !os(watchOS)
  public import UIKit

  /// `UITableViewDataSource` and `UITableViewDelegate` as closures.
  ///
  /// ```swift
  /// tableView.register(UITableViewCell.self, forCellReuseIdentifier: "city")
  /// tableView.re.provideNumberOfRows(with: self) { controller, _ in controller.cities.count }
  /// tableView.re.provideCell(with: self) { controller, indexPath in
  ///   let cell = controller.tableView.dequeueReusableCell(
  ///     withIdentifier: "city", for: indexPath)
  ///   var content = cell.defaultContentConfiguration()
  ///   content.text = controller.cities[indexPath.row]
  ///   cell.contentConfiguration = content
  ///   return cell
  /// }
  /// tableView.re.onSelectRow(with: self) { controller, indexPath in
  ///   controller.open(controller.cities[indexPath.row])
  /// }
  /// ```
  ///
  /// Hidden proxies become the table's data source and delegate, and still call the app's own,
  /// set before or after. When closures and the app's own object both answer:
  ///
  /// | Kind of method | Who answers |
  /// |---|---|
  /// | `provide…` (a value) | The closure registered last; with none, the app's data source or delegate; with neither, UIKit's default. |
  /// | `on…` (no result) | Every closure, in registration order, then the app's delegate. |
  ///
  /// Methods without closures that the app's object does not implement are reported to UIKit
  /// as not implemented, so UIKit's defaults stay (header heights, for instance). The scroll
  /// closures (`onDidScroll`) share the same delegate proxy.
  ///
  /// ## The owner
  ///
  /// Every registration takes an owner, `with: self` in the controller or cell that owns the
  /// table, and its closure receives that owner where it would otherwise capture `self`: no
  /// retain cycle through the table, its hidden proxy and the closure, and no `[weak self]`.
  /// A closure that uses nothing but values and the table passes the table itself.
  ///
  /// The owner is held weakly. Once it is deallocated, the registration counts as removed, as
  /// if its token's `remove()` had been called: the closure is never called again, a question
  /// goes to the next answerer (an older closure, the app's data source or delegate, or UIKit's
  /// default), and the proxy stops claiming a method nothing else answers, so UIKit's default
  /// comes back (a header's height; no swipe-to-delete without `onCommitEditing`). The token
  /// keeps working: removing it afterwards does nothing. The closures of a deallocated owner are
  /// skipped at once, and the registrations removed at the main queue's next turn. UIKit is
  /// told a moment after the last closure of a method goes, however it goes (a token removed
  /// from inside the closure itself included): never inside a call UIKit is making, in which
  /// the owner may die or the token be removed. Every closure
  /// registration on a view takes an owner: controls, gestures, menus, delegates and data
  /// sources, pickers, web views.
  extension ResponderEventsWrapper where Base: UITableView {
    /// Answers how many sections the table has (UIKit's default is 1).
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideNumberOfSections<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner) -> Int
    ) -> HandlerToken {
      register(on: dataSourceProxy, with: owner, WeakOwner.making(body), in: \.numberOfSections)
    }

    /// Answers how many rows a section has.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideNumberOfRows<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, Int) -> Int
    ) -> HandlerToken {
      register(on: dataSourceProxy, with: owner, WeakOwner.making(body), in: \.numberOfRows)
    }

    /// Provides the cell for a row.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideCell<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, IndexPath) -> UITableViewCell
    ) -> HandlerToken {
      register(on: dataSourceProxy, with: owner, WeakOwner.making(body), in: \.cellForRow)
    }

    /// Called when the user selects a row.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onSelectRow<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, IndexPath) -> Void
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.didSelectRow)
    }

    /// Called when a row is deselected.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onDeselectRow<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, IndexPath) -> Void
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.didDeselectRow)
    }

    /// Answers a row's height; without it the table uses `rowHeight` or self-sizing cells.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideRowHeight<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, IndexPath) -> CGFloat
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.heightForRow)
    }

    /// Answers a row's estimated height, which the table uses for rows it has not laid out yet;
    /// without it the table uses `estimatedRowHeight`.
    ///
    /// With an estimate, the table asks for the real heights (`provideRowHeight`) only
    /// as rows are about to appear.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideEstimatedRowHeight<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, IndexPath) -> CGFloat
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.estimatedHeightForRow)
    }

    /// Called just before a cell is displayed.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onWillDisplayCell<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, UITableViewCell, IndexPath) -> Void
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.willDisplayCell)
    }

    /// The data source the app gave this table, behind the hidden proxy that runs its
    /// closures; see the scroll view's `re.delegate`.
    public var dataSource: AnyObject? {
      TableViewDataSourceProxy.appDelegate(of: base, at: \UITableView.dataSource)
    }

    /// The table's delegate proxy, installed on first use.
    var delegateProxy: TableViewDelegateProxy {
      // A table view's delegate proxy is always the table kind (see ScrollViewDelegateProxy).
      narrowed(ScrollViewDelegateProxy.installed(on: base), to: TableViewDelegateProxy.self)
    }

    /// The table's data source proxy, installed on first use.
    var dataSourceProxy: TableViewDataSourceProxy {
      .installed(on: base, at: \UITableView.dataSource)
    }
  }
#endif
