#if canImport(UIKit) && !os(watchOS)
  import ResponderEventsDelegates
  public import UIKit

  // HWBlocksUI's table blocks, for Objective-C only (see UIResponder+ObjCEvents.swift for why
  // each is obsoleted in Swift). They register on the table's hidden per-view proxies, as the
  // Swift closures do: the app's own data source and delegate, set before or after, still get
  // every call, and the proxies claim only the methods that have a block or an implementation
  // of the app's, so UIKit's defaults stay (a header's height, for one).
  //
  // A method that returns a value is answered by the block registered last; blocks that
  // return nothing all run, in registration order.

  @available(swift, obsoleted: 1)
  extension UITableView {
    /// Answers how many sections the table has (UIKit's default is 1).
    ///
    /// A `nil` block is ignored, and reported.
    ///
    /// Main thread only.
    ///
    /// - Returns: A token that removes the block.
    @objc(re_provideNumberOfSections:)
    @discardableResult
    public func reProvideNumberOfSections(
      _ body: (@MainActor @convention(block) (UITableView) -> Int)?
    ) -> REToken {
      token("re_provideNumberOfSections:", body) { re.provideNumberOfSections(with: self, $0) }
    }

    /// Answers how many rows a section has: HWBlocksUI's `numberOfRowsHandler`.
    ///
    /// ```objc
    /// [tableView re_provideNumberOfRows:^NSInteger(UITableView *tableView, NSInteger section) {
    ///     return titles.count;
    /// }];
    /// ```
    ///
    /// A `nil` block is ignored, and reported.
    ///
    /// Main thread only.
    ///
    /// - Returns: A token that removes the block.
    @objc(re_provideNumberOfRows:)
    @discardableResult
    public func reProvideNumberOfRows(
      _ body: (@MainActor @convention(block) (UITableView, Int) -> Int)?
    ) -> REToken {
      token("re_provideNumberOfRows:", body) { re.provideNumberOfRows(with: self, $0) }
    }

    /// Provides the cell for a row: HWBlocksUI's `cellForRowHandler`.
    ///
    /// Return a cell for every row, as `tableView:cellForRowAtIndexPath:` must: the block's
    /// result is `_Nullable` only so that a `nil` can be caught. A `nil` cell is replaced by an
    /// empty `UITableViewCell`, and reported as `objectiveCValueDropped`, rather than UIKit
    /// raising an exception.
    ///
    /// A `nil` block is ignored, and reported.
    ///
    /// Main thread only.
    ///
    /// - Returns: A token that removes the block.
    @objc(re_provideCell:)
    @discardableResult
    public func reProvideCell(
      // The cell is optional only so that a nil from Objective-C can be caught: see below.
      _ body: (@MainActor @convention(block) (UITableView, IndexPath) -> UITableViewCell?)?
    ) -> REToken {
      token("re_provideCell:", body) { body in
        re.provideCell(with: self) { table, indexPath in
          // `-[UITableViewDataSource tableView:cellForRowAtIndexPath:]` returns a nonnull
          // `UITableViewCell *` (UITableView.h, inside `NS_HEADER_AUDIT_BEGIN(nullability)`),
          // and UIKit raises an exception when a data source returns `nil`. An Objective-C block
          // can return `nil` whatever its type says: UIKit gets a plain cell instead, reported
          // as `EventDiagnostic.Kind.objectiveCValueDropped`.
          if let cell = body(table, indexPath) { return cell }
          ObjCValues.reportNilCell(at: indexPath, in: table)
          return UITableViewCell()
        }
      }
    }

    /// Called when the user selects a row: HWBlocksUI's `didSelectRowHandler`.
    ///
    /// A `nil` block is ignored, and reported.
    ///
    /// Main thread only.
    ///
    /// - Returns: A token that removes the block.
    @objc(re_onSelectRow:)
    @discardableResult
    public func reOnSelectRow(
      _ body: (@MainActor @convention(block) (UITableView, IndexPath) -> Void)?
    ) -> REToken {
      token("re_onSelectRow:", body) { re.onSelectRow(with: self, $0) }
    }

    /// Answers a row's height: HWBlocksUI's `heightForRowHandler`.
    ///
    /// A `nil` block is ignored, and reported.
    ///
    /// Main thread only.
    ///
    /// - Returns: A token that removes the block.
    @objc(re_provideRowHeight:)
    @discardableResult
    public func reProvideRowHeight(
      _ body: (@MainActor @convention(block) (UITableView, IndexPath) -> CGFloat)?
    ) -> REToken {
      token("re_provideRowHeight:", body) { re.provideRowHeight(with: self, $0) }
    }

    /// Provides a section's header view, or `nil` to show the title, if any: HWBlocksUI's
    /// `viewForHeaderHandler`.
    ///
    /// A `nil` block is ignored, and reported.
    ///
    /// Main thread only.
    ///
    /// - Returns: A token that removes the block.
    @objc(re_provideHeaderView:)
    @discardableResult
    public func reProvideHeaderView(
      _ body: (@MainActor @convention(block) (UITableView, Int) -> UIView?)?
    ) -> REToken {
      token("re_provideHeaderView:", body) { re.provideHeaderView(with: self, $0) }
    }

    /// Provides a section's footer view, or `nil` to show the title, if any: HWBlocksUI's
    /// `viewForFooterHandler`.
    ///
    /// A `nil` block is ignored, and reported.
    ///
    /// Main thread only.
    ///
    /// - Returns: A token that removes the block.
    @objc(re_provideFooterView:)
    @discardableResult
    public func reProvideFooterView(
      _ body: (@MainActor @convention(block) (UITableView, Int) -> UIView?)?
    ) -> REToken {
      token("re_provideFooterView:", body) { re.provideFooterView(with: self, $0) }
    }

    /// Answers a section header's height: HWBlocksUI's `heightForHeaderHandler`.
    ///
    /// Without it, the table uses `sectionHeaderHeight`.
    ///
    /// A `nil` block is ignored, and reported.
    ///
    /// Main thread only.
    ///
    /// - Returns: A token that removes the block.
    @objc(re_provideHeaderHeight:)
    @discardableResult
    public func reProvideHeaderHeight(
      _ body: (@MainActor @convention(block) (UITableView, Int) -> CGFloat)?
    ) -> REToken {
      token("re_provideHeaderHeight:", body) { re.provideHeaderHeight(with: self, $0) }
    }

    /// Answers a section footer's height: HWBlocksUI's `heightForFooterHandler`.
    ///
    /// Without it, the table uses `sectionFooterHeight`.
    ///
    /// A `nil` block is ignored, and reported.
    ///
    /// Main thread only.
    ///
    /// - Returns: A token that removes the block.
    @objc(re_provideFooterHeight:)
    @discardableResult
    public func reProvideFooterHeight(
      _ body: (@MainActor @convention(block) (UITableView, Int) -> CGFloat)?
    ) -> REToken {
      token("re_provideFooterHeight:", body) { re.provideFooterHeight(with: self, $0) }
    }

    /// Provides a section's header title, or `nil` for none.
    ///
    /// A `nil` block is ignored, and reported.
    ///
    /// Main thread only.
    ///
    /// - Returns: A token that removes the block.
    @objc(re_provideHeaderTitle:)
    @discardableResult
    public func reProvideHeaderTitle(
      _ body: (@MainActor @convention(block) (UITableView, Int) -> String?)?
    ) -> REToken {
      token("re_provideHeaderTitle:", body) { re.provideHeaderTitle(with: self, $0) }
    }

    /// Provides a section's footer title, or `nil` for none.
    ///
    /// A `nil` block is ignored, and reported.
    ///
    /// Main thread only.
    ///
    /// - Returns: A token that removes the block.
    @objc(re_provideFooterTitle:)
    @discardableResult
    public func reProvideFooterTitle(
      _ body: (@MainActor @convention(block) (UITableView, Int) -> String?)?
    ) -> REToken {
      token("re_provideFooterTitle:", body) { re.provideFooterTitle(with: self, $0) }
    }
  }
#endif
