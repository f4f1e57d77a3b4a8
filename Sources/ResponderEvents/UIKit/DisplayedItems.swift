#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The subviews of a table or collection view that it does not display now, for the
  /// broadcast rule that skips them (`ResponderChainRules`, "A cell or supplementary view that
  /// its table or collection view does not display is not a child").
  ///
  /// Computed once per list for each broadcast that passes it, from what UIKit says is
  /// displayed:
  /// - a table's cells: those with an index path ("returns nil if cell is not visible",
  ///   `indexPathForCell:`, UITableView.h);
  /// - a table's headers and footers: `headerViewForSection:` and `footerViewForSection:` of the
  ///   sections whose `rectForSection:` meets the table's bounds, and its `tableHeaderView` and
  ///   `tableFooterView`; a cell used as a header counts as a header when
  ///   `headerViewForSection:` returns it, though UITableView.h declares a
  ///   `UITableViewHeaderFooterView` (`HeaderCellChecks` records whether it does);
  /// - a collection view's cells: those whose index path is among `indexPathsForVisibleItems`
  ///   (UICollectionView.h);
  /// - its supplementary views: `visibleSupplementaryViewsOfKind:` for each kind its layout
  ///   places in the visible bounds (`layoutAttributesForElementsInRect:`,
  ///   UICollectionViewLayout.h); a cell used as one (a `UICollectionViewListCell` registered as
  ///   a section header), which has no index path, counts as one. A decoration view, which no
  ///   such list names, is skipped.
  ///
  /// The list's direct subviews are judged, and the cells of a collection view's
  /// orthogonal-scrolling sections, which it keeps in a scroll view of their own (observed,
  /// not documented). While the list is outside a window (asking
  /// for what it displays would make it lay out) or has uncommitted updates (its answers are in
  /// flux: UIKit warns about reading `visibleCells` then), only its cells are, by their index
  /// path alone: a cell kept for reuse has none, and so has a cell used as a header, which is
  /// then skipped too (documented in WhatHasBeenVerifiedWhere). That the undisplayed
  /// cells are the list's subviews at all is observed, not documented; the simulator checks
  /// record it.
  ///
  /// `UIKitAnswers`' answer to the routing rules' `undisplayedItems(of:)`.
  extension UIKitAnswers {
    /// The direct subviews of `view` it does not display, when it is a table or collection
    /// view; none otherwise.
    func undisplayedItems(of view: UIResponder) -> [UIResponder] {
      switch view {
      case let table as UITableView:
        // Outside a window (an unselected tab, a screen under the top one) or in the middle
        // of updates, only the cells are judged, by their index path: `indexPath(for:)` is the
        // one question that does not make the list lay out or read its visible cells.
        let isSettled = table.window != nil && !table.hasUncommittedUpdates
        // Asked of the table only when a subview needs it.
        lazy var headersAndFooters = isSettled ? displayedHeadersAndFooters(of: table) : []
        return table.subviews.filter { subview in
          switch subview {
          case let cell as UITableViewCell:
            return table.indexPath(for: cell) == nil
              && !headersAndFooters.contains(ObjectIdentifier(cell))
          case is UITableViewHeaderFooterView:
            return isSettled && !headersAndFooters.contains(ObjectIdentifier(subview))
          default: return false
          }
        }
      case let scroller as UIScrollView:
        // A collection view, or the scroll view of its own in which a compositional layout
        // keeps an orthogonal-scrolling section's cells, shown and waiting for reuse alike
        // (observed, not documented; the simulator checks record it). Settled, a cell is
        // displayed when its index path is visible; else when it has one. A cell without one
        // in a settled collection view is judged with its supplementary views: it is kept for
        // reuse, or it is one (a `UICollectionViewListCell` registered as a section header).
        guard
          let collection = scroller as? UICollectionView ?? scroller.superview as? UICollectionView
        else { return [] }
        let isSettled = collection.window != nil && !collection.hasUncommittedUpdates
        let visibleItems = isSettled ? Set(collection.indexPathsForVisibleItems) : nil
        let judgesSupplementaryViews = isSettled && scroller === collection
        let cells = scroller.subviews.filter { subview in
          guard let cell = subview as? UICollectionViewCell else { return false }
          guard let item = collection.indexPath(for: cell) else { return !judgesSupplementaryViews }
          return visibleItems?.contains(item) == false
        }
        guard judgesSupplementaryViews else { return cells }
        return cells + undisplayedSupplementaryViews(of: collection)
      default: return []
      }
    }

    private func displayedHeadersAndFooters(of table: UITableView) -> Set<ObjectIdentifier> {
      let count = table.numberOfSections
      let meetsBounds = { table.rect(forSection: $0).intersects(table.bounds) }
      let visibleRows = table.indexPathsForVisibleRows?.map(\.section) ?? []
      let sections: [Int]
      if var first = visibleRows.min(), var last = visibleRows.max() {
        // Sections without visible rows (empty ones, a header above the first row) can show
        // their header or footer: look outwards while a section still meets the bounds.
        while first > 0, meetsBounds(first - 1) { first -= 1 }
        while last < count - 1, meetsBounds(last + 1) { last += 1 }
        sections = Array(first...last)
      } else {
        // No row shows: only empty sections' headers and footers can, anywhere.
        sections = (0..<count).filter(meetsBounds)
      }
      let displayed =
        [table.tableHeaderView, table.tableFooterView]
        + sections.flatMap { [table.headerView(forSection: $0), table.footerView(forSection: $0)] }
      return Set(displayed.compactMap { $0.map(ObjectIdentifier.init) })
    }

    /// The supplementary views among `collection`'s subviews that it does not display, and its
    /// cells without an index path, which may be supplementary views; its layout is asked only
    /// when it has some.
    private func undisplayedSupplementaryViews(of collection: UICollectionView) -> [UIView] {
      let views = collection.subviews.filter {
        guard let cell = $0 as? UICollectionViewCell else { return $0 is UICollectionReusableView }
        return collection.indexPath(for: cell) == nil
      }
      guard !views.isEmpty else { return [] }
      let attributes =
        collection.collectionViewLayout.layoutAttributesForElements(in: collection.bounds) ?? []
      let kinds = Set(
        attributes.compactMap {
          $0.representedElementCategory == .supplementaryView ? $0.representedElementKind : nil
        })
      let displayed = kinds.flatMap { collection.visibleSupplementaryViews(ofKind: $0) }
      return views.filter { view in !displayed.contains { $0 === view } }
    }
  }
#endif
