#if canImport(UIKit) && !os(watchOS)
  public import Foundation
  import ResponderEvents
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
    /// - Returns: A token that removes the block.
    @available(swift, obsoleted: 1)
    @objc(re_provideNumberOfSections:)
    @discardableResult
    public func reProvideNumberOfSections(
      _ body: @escaping @MainActor @convention(block) (UITableView) -> Int
    ) -> REToken {
      REToken(re.provideNumberOfSections { body($0) })
    }

    /// Answers how many rows a section has: HWBlocksUI's `numberOfRowsHandler`.
    ///
    /// ```objc
    /// [tableView re_provideNumberOfRows:^NSInteger(UITableView *tableView, NSInteger section) {
    ///     return titles.count;
    /// }];
    /// ```
    ///
    /// - Returns: A token that removes the block.
    @available(swift, obsoleted: 1)
    @objc(re_provideNumberOfRows:)
    @discardableResult
    public func reProvideNumberOfRows(
      _ body: @escaping @MainActor @convention(block) (UITableView, Int) -> Int
    ) -> REToken {
      REToken(re.provideNumberOfRows { body($0, $1) })
    }

    /// Provides the cell for a row: HWBlocksUI's `cellForRowHandler`.
    ///
    /// - Returns: A token that removes the block.
    @available(swift, obsoleted: 1)
    @objc(re_provideCell:)
    @discardableResult
    public func reProvideCell(
      _ body: @escaping @MainActor @convention(block) (UITableView, IndexPath) -> UITableViewCell
    ) -> REToken {
      REToken(re.provideCell { body($0, $1) })
    }

    /// Called when the user selects a row: HWBlocksUI's `didSelectRowHandler`.
    ///
    /// - Returns: A token that removes the block.
    @available(swift, obsoleted: 1)
    @objc(re_onSelectRow:)
    @discardableResult
    public func reOnSelectRow(
      _ body: @escaping @MainActor @convention(block) (UITableView, IndexPath) -> Void
    ) -> REToken {
      REToken(re.onSelectRow { body($0, $1) })
    }

    /// Answers a row's height: HWBlocksUI's `heightForRowHandler`.
    ///
    /// - Returns: A token that removes the block.
    @available(swift, obsoleted: 1)
    @objc(re_provideRowHeight:)
    @discardableResult
    public func reProvideRowHeight(
      _ body: @escaping @MainActor @convention(block) (UITableView, IndexPath) -> CGFloat
    ) -> REToken {
      REToken(re.provideRowHeight { body($0, $1) })
    }

    /// Provides a section's header view, or `nil` to show the title, if any: HWBlocksUI's
    /// `viewForHeaderHandler`.
    ///
    /// - Returns: A token that removes the block.
    @available(swift, obsoleted: 1)
    @objc(re_provideHeaderView:)
    @discardableResult
    public func reProvideHeaderView(
      _ body: @escaping @MainActor @convention(block) (UITableView, Int) -> UIView?
    ) -> REToken {
      REToken(re.provideHeaderView { body($0, $1) })
    }

    /// Provides a section's footer view, or `nil` to show the title, if any: HWBlocksUI's
    /// `viewForFooterHandler`.
    ///
    /// - Returns: A token that removes the block.
    @available(swift, obsoleted: 1)
    @objc(re_provideFooterView:)
    @discardableResult
    public func reProvideFooterView(
      _ body: @escaping @MainActor @convention(block) (UITableView, Int) -> UIView?
    ) -> REToken {
      REToken(re.provideFooterView { body($0, $1) })
    }

    /// Answers a section header's height: HWBlocksUI's `heightForHeaderHandler`.
    ///
    /// Without it, the table uses `sectionHeaderHeight`.
    ///
    /// - Returns: A token that removes the block.
    @available(swift, obsoleted: 1)
    @objc(re_provideHeaderHeight:)
    @discardableResult
    public func reProvideHeaderHeight(
      _ body: @escaping @MainActor @convention(block) (UITableView, Int) -> CGFloat
    ) -> REToken {
      REToken(re.provideHeaderHeight { body($0, $1) })
    }

    /// Answers a section footer's height: HWBlocksUI's `heightForFooterHandler`.
    ///
    /// Without it, the table uses `sectionFooterHeight`.
    ///
    /// - Returns: A token that removes the block.
    @available(swift, obsoleted: 1)
    @objc(re_provideFooterHeight:)
    @discardableResult
    public func reProvideFooterHeight(
      _ body: @escaping @MainActor @convention(block) (UITableView, Int) -> CGFloat
    ) -> REToken {
      REToken(re.provideFooterHeight { body($0, $1) })
    }

    /// Provides a section's header title, or `nil` for none.
    ///
    /// - Returns: A token that removes the block.
    @available(swift, obsoleted: 1)
    @objc(re_provideHeaderTitle:)
    @discardableResult
    public func reProvideHeaderTitle(
      _ body: @escaping @MainActor @convention(block) (UITableView, Int) -> String?
    ) -> REToken {
      REToken(re.provideHeaderTitle { body($0, $1) })
    }

    /// Provides a section's footer title, or `nil` for none.
    ///
    /// - Returns: A token that removes the block.
    @available(swift, obsoleted: 1)
    @objc(re_provideFooterTitle:)
    @discardableResult
    public func reProvideFooterTitle(
      _ body: @escaping @MainActor @convention(block) (UITableView, Int) -> String?
    ) -> REToken {
      REToken(re.provideFooterTitle { body($0, $1) })
    }
  }
#endif
