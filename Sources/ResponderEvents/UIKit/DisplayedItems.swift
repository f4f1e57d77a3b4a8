#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Which cells and supplementary views a table or collection view displays now, for the
  /// broadcast rule that skips the others (`ResponderChainRules`, "A cell or supplementary view
  /// that its table or collection view does not display is not a child").
  ///
  /// What UIKit says is displayed:
  /// - a table's cells: `visibleCells` (UITableView.h);
  /// - a table's headers and footers: `headerViewForSection:` and `footerViewForSection:` of the
  ///   sections whose `rectForSection:` meets the table's bounds (UITableView.h);
  /// - a collection view's cells: `visibleCells` (UICollectionView.h);
  /// - its supplementary views: `visibleSupplementaryViewsOfKind:` for each kind its layout
  ///   places in the visible bounds (`layoutAttributesForElementsInRect:`,
  ///   UICollectionViewLayout.h). A decoration view, which no such list names, is not visited.
  ///
  /// Any other view is displayed as far as this rule goes. That the undisplayed cells are the
  /// list's subviews at all is observed, not documented; the simulator checks look at it.
  @MainActor
  enum DisplayedItems {
    /// Whether `view` is a cell or supplementary view of a table or collection view that does
    /// not display it now.
    static func isUndisplayed(_ view: UIView) -> Bool {
      switch view {
      case let cell as UITableViewCell:
        guard let table = enclosing(UITableView.self, of: cell) else { return false }
        return !table.visibleCells.contains(cell)
      case let headerFooter as UITableViewHeaderFooterView:
        guard let table = enclosing(UITableView.self, of: headerFooter) else { return false }
        return !displayedHeadersAndFooters(of: table).contains(headerFooter)
      case let cell as UICollectionViewCell:
        guard let collection = enclosing(UICollectionView.self, of: cell) else { return false }
        return !collection.visibleCells.contains(cell)
      case let reusable as UICollectionReusableView:
        guard let collection = enclosing(UICollectionView.self, of: reusable) else {
          return false
        }
        return !displayedSupplementaryViews(of: collection).contains(reusable)
      default:
        return false
      }
    }

    /// The nearest superview of `view` that is a `List`.
    private static func enclosing<List: UIView>(_ type: List.Type, of view: UIView) -> List? {
      var current = view.superview
      while let candidate = current {
        if let list = candidate as? List { return list }
        current = candidate.superview
      }
      return nil
    }

    private static func displayedHeadersAndFooters(of table: UITableView) -> [UIView] {
      let count = table.numberOfSections
      guard count > 0 else { return [] }
      let bounds = table.bounds
      let visibleRows = table.indexPathsForVisibleRows?.map(\.section) ?? []
      var low = visibleRows.min() ?? 0
      var high = visibleRows.max() ?? low
      // Sections without visible rows (empty ones, or a header above the first row) can show
      // their header or footer: look outwards while a section still meets the bounds.
      while low > 0, table.rect(forSection: low - 1).intersects(bounds) { low -= 1 }
      while high < count - 1, table.rect(forSection: high + 1).intersects(bounds) { high += 1 }
      return (low...high).flatMap { section in
        [table.headerView(forSection: section), table.footerView(forSection: section)]
          .compactMap { $0 }
      }
    }

    private static func displayedSupplementaryViews(
      of collection: UICollectionView
    ) -> [UICollectionReusableView] {
      let attributes =
        collection.collectionViewLayout.layoutAttributesForElements(in: collection.bounds) ?? []
      let kinds = Set(
        attributes.compactMap {
          $0.representedElementCategory == .supplementaryView ? $0.representedElementKind : nil
        })
      return kinds.flatMap { collection.visibleSupplementaryViews(ofKind: $0) }
    }
  }
#endif
