#if canImport(UIKit) && !os(watchOS)
  public import UIKit

  /// A table's section headers and footers as closures: titles, views and heights.
  ///
  /// ```swift
  /// tableView.register(
  ///   UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
  /// tableView.re.provideHeaderView(with: tableView) { tableView, section in
  ///   let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
  ///   var content = header?.defaultContentConfiguration()
  ///   content?.text = sectionTitles[section]
  ///   header?.contentConfiguration = content
  ///   return header
  /// }
  /// tableView.re.provideHeaderHeight(with: tableView) { _, _ in 44 }
  /// ```
  ///
  /// A view is preferred over a title when a section has both ("Views are preferred over title
  /// should you decide to provide both", UITableView.h). Without a height closure the table
  /// uses its `sectionHeaderHeight` and `sectionFooterHeight`, which self-size by default.
  extension ResponderEventsWrapper where Base: UITableView {
    /// Provides a section's header title.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideHeaderTitle<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, Int) -> String?
    ) -> HandlerToken {
      register(on: dataSourceProxy, with: owner, WeakOwner.making(body), in: \.titleForHeader)
    }

    /// Provides a section's footer title.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideFooterTitle<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, Int) -> String?
    ) -> HandlerToken {
      register(on: dataSourceProxy, with: owner, WeakOwner.making(body), in: \.titleForFooter)
    }

    /// Provides a section's header view; `nil` shows the title, if any.
    ///
    /// UIKit sizes the view to the header's height ("will be adjusted to default or specified
    /// header height", UITableView.h). Dequeue a `UITableViewHeaderFooterView` to have it
    /// reused and returned by `headerView(forSection:)`.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideHeaderView<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, Int) -> UIView?
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.viewForHeader)
    }

    /// Provides a section's footer view; `nil` shows the title, if any.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideFooterView<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, Int) -> UIView?
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.viewForFooter)
    }

    /// Answers a section header's height; without it the table uses `sectionHeaderHeight`.
    ///
    /// `UITableView.automaticDimension` gives a height that fits the section's header title
    /// (UITableView.h).
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideHeaderHeight<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, Int) -> CGFloat
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.heightForHeader)
    }

    /// Answers a section footer's height; without it the table uses `sectionFooterHeight`.
    ///
    /// `UITableView.automaticDimension` gives a height that fits the section's footer title
    /// (UITableView.h).
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideFooterHeight<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, Int) -> CGFloat
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.heightForFooter)
    }
  }
#endif
