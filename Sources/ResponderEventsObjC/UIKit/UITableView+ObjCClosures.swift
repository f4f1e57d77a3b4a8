#if canImport(UIKit) && !os(watchOS)
  public import Foundation
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

  extension UITableView {
    /// Answers how many sections the table has (UIKit's default is 1).
    ///
    /// A `nil` block is ignored, and reported.
    ///
    /// Main thread only.
    ///
    /// - Returns: A token that removes the block.
    @available(swift, obsoleted: 1)
    @objc(re_provideNumberOfSections:)
    @discardableResult
    public func reProvideNumberOfSections(
      _ body: (@MainActor @convention(block) (UITableView) -> Int)?
    ) -> REToken {
      guard let body else { return .ignoringNilBlock("re_provideNumberOfSections:", on: self) }
      return REToken(re.provideNumberOfSections(with: self) { body($0) })
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
    @available(swift, obsoleted: 1)
    @objc(re_provideNumberOfRows:)
    @discardableResult
    public func reProvideNumberOfRows(
      _ body: (@MainActor @convention(block) (UITableView, Int) -> Int)?
    ) -> REToken {
      guard let body else { return .ignoringNilBlock("re_provideNumberOfRows:", on: self) }
      return REToken(re.provideNumberOfRows(with: self) { body($0, $1) })
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
    @available(swift, obsoleted: 1)
    @objc(re_provideCell:)
    @discardableResult
    public func reProvideCell(
      // The cell is optional only so that a nil from Objective-C can be caught: see below.
      _ body: (@MainActor @convention(block) (UITableView, IndexPath) -> UITableViewCell?)?
    ) -> REToken {
      guard let body else { return .ignoringNilBlock("re_provideCell:", on: self) }
      return REToken(
        re.provideCell(with: self) { table, indexPath in
          // `-[UITableViewDataSource tableView:cellForRowAtIndexPath:]` returns a nonnull
          // `UITableViewCell *` (UITableView.h, inside `NS_HEADER_AUDIT_BEGIN(nullability)`),
          // and UIKit raises an exception when a data source returns `nil`. An Objective-C block
          // can return `nil` whatever its type says: UIKit gets a plain cell instead, reported
          // as `EventDiagnostic.Kind.objectiveCValueDropped`.
          if let cell = body(table, indexPath) { return cell }
          ObjCValues.reportNilCell(at: indexPath, in: table)
          return UITableViewCell()
        })
    }

    /// Called when the user selects a row: HWBlocksUI's `didSelectRowHandler`.
    ///
    /// A `nil` block is ignored, and reported.
    ///
    /// Main thread only.
    ///
    /// - Returns: A token that removes the block.
    @available(swift, obsoleted: 1)
    @objc(re_onSelectRow:)
    @discardableResult
    public func reOnSelectRow(
      _ body: (@MainActor @convention(block) (UITableView, IndexPath) -> Void)?
    ) -> REToken {
      guard let body else { return .ignoringNilBlock("re_onSelectRow:", on: self) }
      return REToken(re.onSelectRow(with: self) { body($0, $1) })
    }

    /// Answers a row's height: HWBlocksUI's `heightForRowHandler`.
    ///
    /// A `nil` block is ignored, and reported.
    ///
    /// Main thread only.
    ///
    /// - Returns: A token that removes the block.
    @available(swift, obsoleted: 1)
    @objc(re_provideRowHeight:)
    @discardableResult
    public func reProvideRowHeight(
      _ body: (@MainActor @convention(block) (UITableView, IndexPath) -> CGFloat)?
    ) -> REToken {
      guard let body else { return .ignoringNilBlock("re_provideRowHeight:", on: self) }
      return REToken(re.provideRowHeight(with: self) { body($0, $1) })
    }

    /// Provides a section's header view, or `nil` to show the title, if any: HWBlocksUI's
    /// `viewForHeaderHandler`.
    ///
    /// A `nil` block is ignored, and reported.
    ///
    /// Main thread only.
    ///
    /// - Returns: A token that removes the block.
    @available(swift, obsoleted: 1)
    @objc(re_provideHeaderView:)
    @discardableResult
    public func reProvideHeaderView(
      _ body: (@MainActor @convention(block) (UITableView, Int) -> UIView?)?
    ) -> REToken {
      guard let body else { return .ignoringNilBlock("re_provideHeaderView:", on: self) }
      return REToken(re.provideHeaderView(with: self) { body($0, $1) })
    }

    /// Provides a section's footer view, or `nil` to show the title, if any: HWBlocksUI's
    /// `viewForFooterHandler`.
    ///
    /// A `nil` block is ignored, and reported.
    ///
    /// Main thread only.
    ///
    /// - Returns: A token that removes the block.
    @available(swift, obsoleted: 1)
    @objc(re_provideFooterView:)
    @discardableResult
    public func reProvideFooterView(
      _ body: (@MainActor @convention(block) (UITableView, Int) -> UIView?)?
    ) -> REToken {
      guard let body else { return .ignoringNilBlock("re_provideFooterView:", on: self) }
      return REToken(re.provideFooterView(with: self) { body($0, $1) })
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
    @available(swift, obsoleted: 1)
    @objc(re_provideHeaderHeight:)
    @discardableResult
    public func reProvideHeaderHeight(
      _ body: (@MainActor @convention(block) (UITableView, Int) -> CGFloat)?
    ) -> REToken {
      guard let body else { return .ignoringNilBlock("re_provideHeaderHeight:", on: self) }
      return REToken(re.provideHeaderHeight(with: self) { body($0, $1) })
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
    @available(swift, obsoleted: 1)
    @objc(re_provideFooterHeight:)
    @discardableResult
    public func reProvideFooterHeight(
      _ body: (@MainActor @convention(block) (UITableView, Int) -> CGFloat)?
    ) -> REToken {
      guard let body else { return .ignoringNilBlock("re_provideFooterHeight:", on: self) }
      return REToken(re.provideFooterHeight(with: self) { body($0, $1) })
    }

    /// Provides a section's header title, or `nil` for none.
    ///
    /// A `nil` block is ignored, and reported.
    ///
    /// Main thread only.
    ///
    /// - Returns: A token that removes the block.
    @available(swift, obsoleted: 1)
    @objc(re_provideHeaderTitle:)
    @discardableResult
    public func reProvideHeaderTitle(
      _ body: (@MainActor @convention(block) (UITableView, Int) -> String?)?
    ) -> REToken {
      guard let body else { return .ignoringNilBlock("re_provideHeaderTitle:", on: self) }
      return REToken(re.provideHeaderTitle(with: self) { body($0, $1) })
    }

    /// Provides a section's footer title, or `nil` for none.
    ///
    /// A `nil` block is ignored, and reported.
    ///
    /// Main thread only.
    ///
    /// - Returns: A token that removes the block.
    @available(swift, obsoleted: 1)
    @objc(re_provideFooterTitle:)
    @discardableResult
    public func reProvideFooterTitle(
      _ body: (@MainActor @convention(block) (UITableView, Int) -> String?)?
    ) -> REToken {
      guard let body else { return .ignoringNilBlock("re_provideFooterTitle:", on: self) }
      return REToken(re.provideFooterTitle(with: self) { body($0, $1) })
    }
  }
#endif
