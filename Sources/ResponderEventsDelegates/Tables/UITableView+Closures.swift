#if canImport(UIKit) && !os(watchOS)
  public import ResponderEvents
  public import UIKit

  /// `UITableViewDataSource` and `UITableViewDelegate` as closures.
  ///
  /// ```swift
  /// let titles = ["Beijing", "Shanghai", "Shenzhen", "Guangzhou", "Chengdu", "Xiong'an"]
  /// tableView.register(UITableViewCell.self, forCellReuseIdentifier: "city")
  ///
  /// tableView.re.provideNumberOfRows { _, _ in titles.count }
  /// tableView.re.provideCell { tableView, indexPath in
  ///   let cell = tableView.dequeueReusableCell(withIdentifier: "city", for: indexPath)
  ///   cell.textLabel?.text = titles[indexPath.row]
  ///   return cell
  /// }
  /// tableView.re.onSelectRow { _, indexPath in
  ///   print(titles[indexPath.row])
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
  /// ## Closures that receive their owner
  ///
  /// Each registration also has a form whose first argument is an owner, and whose closure
  /// receives that owner where the plain form receives the table, the other arguments
  /// unchanged:
  ///
  /// ```swift
  /// tableView.re.provideNumberOfRows(with: self) { controller, _ in controller.items.count }
  /// tableView.re.provideCell(with: self) { controller, indexPath in
  ///   controller.cell(for: indexPath)
  /// }
  /// ```
  ///
  /// Which to use:
  ///
  /// - In a controller or a cell that owns the table (through its view, say), use `with: self`.
  ///   A plain closure that used `self` would keep it alive through the table, its hidden proxy
  ///   and the closure, a retain cycle, unless written with `[unowned self]` or `[weak self]`.
  /// - Use the plain form for closures that capture nothing but values (`titles` above) and the
  ///   view they receive.
  ///
  /// The owner is held weakly. While it lives, the closure runs exactly as the plain form's
  /// would. Once it is deallocated, the registration counts as removed, as if its token's
  /// `remove()` had been called: the closure is never called again, a question goes to the
  /// next answerer (an older closure, the app's data source or delegate, or UIKit's default),
  /// and the proxy stops claiming a method nothing else answers, so UIKit's default comes back
  /// (a header's height; no swipe-to-delete without `onCommitEditing`). The token keeps
  /// working: removing it afterwards does nothing. The closures of a deallocated owner are
  /// skipped at once, and the registrations removed, with UIKit told, at the main queue's next
  /// turn: never inside a call UIKit is making, in which the owner may die. Every closure
  /// registration on a view has this form: controls, gestures, delegates and data sources,
  /// pickers, web views.
  extension ResponderEventsWrapper where Base: UITableView {
    /// Answers how many sections the table has (UIKit's default is 1).
    @discardableResult
    public func provideNumberOfSections(
      _ body: @escaping @MainActor (Base) -> Int
    ) -> HandlerToken {
      let proxy = TableViewDataSourceProxy.installed(on: base)
      return proxy.register(
        { body(narrowed($0, to: Base.self)) }, in: proxy.numberOfSections,
        for: #selector((any UITableViewDataSource).numberOfSections(in:)))
    }

    /// Like `provideNumberOfSections(_:)`, but `body` receives `owner` in place of the table.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideNumberOfSections<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner) -> Int
    ) -> HandlerToken {
      let proxy = TableViewDataSourceProxy.installed(on: base)
      return proxy.register(
        with: owner, WeakOwner.making(body), in: proxy.numberOfSections,
        for: #selector((any UITableViewDataSource).numberOfSections(in:)))
    }

    /// Answers how many rows a section has.
    @discardableResult
    public func provideNumberOfRows(
      _ body: @escaping @MainActor (Base, Int) -> Int
    ) -> HandlerToken {
      let proxy = TableViewDataSourceProxy.installed(on: base)
      return proxy.register(
        { body(narrowed($0, to: Base.self), $1) }, in: proxy.numberOfRows, for: nil)
    }

    /// Like `provideNumberOfRows(_:)`, but `body` receives `owner` in place of the table.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideNumberOfRows<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, Int) -> Int
    ) -> HandlerToken {
      let proxy = TableViewDataSourceProxy.installed(on: base)
      return proxy.register(
        with: owner, WeakOwner.making(body), in: proxy.numberOfRows, for: nil)
    }

    /// Provides the cell for a row.
    @discardableResult
    public func provideCell(
      _ body: @escaping @MainActor (Base, IndexPath) -> UITableViewCell
    ) -> HandlerToken {
      let proxy = TableViewDataSourceProxy.installed(on: base)
      return proxy.register(
        { body(narrowed($0, to: Base.self), $1) }, in: proxy.cellForRow, for: nil)
    }

    /// Like `provideCell(_:)`, but `body` receives `owner` in place of the table.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideCell<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, IndexPath) -> UITableViewCell
    ) -> HandlerToken {
      let proxy = TableViewDataSourceProxy.installed(on: base)
      return proxy.register(
        with: owner, WeakOwner.making(body), in: proxy.cellForRow, for: nil)
    }

    /// Called when the user selects a row.
    @discardableResult
    public func onSelectRow(
      _ body: @escaping @MainActor (Base, IndexPath) -> Void
    ) -> HandlerToken {
      let proxy = tableDelegateProxy
      return proxy.register(
        { body(narrowed($0, to: Base.self), $1) }, in: proxy.didSelectRow,
        for: #selector((any UITableViewDelegate).tableView(_:didSelectRowAt:)))
    }

    /// Like `onSelectRow(_:)`, but `body` receives `owner` in place of the table.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onSelectRow<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, IndexPath) -> Void
    ) -> HandlerToken {
      let proxy = tableDelegateProxy
      return proxy.register(
        with: owner, WeakOwner.making(body), in: proxy.didSelectRow,
        for: #selector((any UITableViewDelegate).tableView(_:didSelectRowAt:)))
    }

    /// Called when a row is deselected.
    @discardableResult
    public func onDeselectRow(
      _ body: @escaping @MainActor (Base, IndexPath) -> Void
    ) -> HandlerToken {
      let proxy = tableDelegateProxy
      return proxy.register(
        { body(narrowed($0, to: Base.self), $1) }, in: proxy.didDeselectRow,
        for: #selector((any UITableViewDelegate).tableView(_:didDeselectRowAt:)))
    }

    /// Like `onDeselectRow(_:)`, but `body` receives `owner` in place of the table.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onDeselectRow<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, IndexPath) -> Void
    ) -> HandlerToken {
      let proxy = tableDelegateProxy
      return proxy.register(
        with: owner, WeakOwner.making(body), in: proxy.didDeselectRow,
        for: #selector((any UITableViewDelegate).tableView(_:didDeselectRowAt:)))
    }

    /// Answers a row's height; without it the table uses `rowHeight` or self-sizing cells.
    @discardableResult
    public func provideRowHeight(
      _ body: @escaping @MainActor (Base, IndexPath) -> CGFloat
    ) -> HandlerToken {
      let proxy = tableDelegateProxy
      return proxy.register(
        { body(narrowed($0, to: Base.self), $1) }, in: proxy.heightForRow,
        for: #selector((any UITableViewDelegate).tableView(_:heightForRowAt:)))
    }

    /// Like `provideRowHeight(_:)`, but `body` receives `owner` in place of the table.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideRowHeight<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, IndexPath) -> CGFloat
    ) -> HandlerToken {
      let proxy = tableDelegateProxy
      return proxy.register(
        with: owner, WeakOwner.making(body), in: proxy.heightForRow,
        for: #selector((any UITableViewDelegate).tableView(_:heightForRowAt:)))
    }

    /// Answers a row's estimated height, which the table uses for rows it has not laid out yet;
    /// without it the table uses `estimatedRowHeight`.
    ///
    /// With an estimate, the table asks for the real heights (`provideRowHeight`) only
    /// as rows are about to appear.
    @discardableResult
    public func provideEstimatedRowHeight(
      _ body: @escaping @MainActor (Base, IndexPath) -> CGFloat
    ) -> HandlerToken {
      let proxy = tableDelegateProxy
      return proxy.register(
        { body(narrowed($0, to: Base.self), $1) }, in: proxy.estimatedHeightForRow,
        for: #selector((any UITableViewDelegate).tableView(_:estimatedHeightForRowAt:)))
    }

    /// Like `provideEstimatedRowHeight(_:)`, but `body` receives `owner` in place of the table.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideEstimatedRowHeight<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, IndexPath) -> CGFloat
    ) -> HandlerToken {
      let proxy = tableDelegateProxy
      return proxy.register(
        with: owner, WeakOwner.making(body), in: proxy.estimatedHeightForRow,
        for: #selector((any UITableViewDelegate).tableView(_:estimatedHeightForRowAt:)))
    }

    /// Called just before a cell is displayed.
    @discardableResult
    public func onWillDisplayCell(
      _ body: @escaping @MainActor (Base, UITableViewCell, IndexPath) -> Void
    ) -> HandlerToken {
      let proxy = tableDelegateProxy
      return proxy.register(
        { body(narrowed($0, to: Base.self), $1, $2) }, in: proxy.willDisplayCell,
        for: #selector((any UITableViewDelegate).tableView(_:willDisplay:forRowAt:)))
    }

    /// Like `onWillDisplayCell(_:)`, but `body` receives `owner` in place of the table.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onWillDisplayCell<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, UITableViewCell, IndexPath) -> Void
    ) -> HandlerToken {
      let proxy = tableDelegateProxy
      return proxy.register(
        with: owner, WeakOwner.making(body), in: proxy.willDisplayCell,
        for: #selector((any UITableViewDelegate).tableView(_:willDisplay:forRowAt:)))
    }

    /// The table's delegate proxy, installed on first use.
    var tableDelegateProxy: TableViewDelegateProxy {
      // A table view's delegate proxy is always the table kind (see ScrollViewDelegateProxy).
      narrowed(ScrollViewDelegateProxy.installed(on: base), to: TableViewDelegateProxy.self)
    }
  }
#endif
