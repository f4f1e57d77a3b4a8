#if canImport(UIKit) && !os(watchOS)
  public import UIKit

  /// A flow layout's sizes, insets and spacing as closures, section by section or item by item.
  ///
  /// ```swift
  /// collection.re.provideHeaderSize(with: collection) { collection, _ in
  ///   CGSize(width: collection.bounds.width, height: 44)
  /// }
  /// collection.re.provideSectionInset(with: collection) { _, _ in
  ///   UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
  /// }
  /// collection.re.provideMinimumLineSpacing(with: collection) { _, section in
  ///   section == 0 ? 0 : 8
  /// }
  /// ```
  ///
  /// Only a `UICollectionViewFlowLayout` (or a subclass) asks these questions. Without a
  /// closure the layout's own property applies (`itemSize`, `headerReferenceSize`,
  /// `footerReferenceSize`, `sectionInset`, `minimumLineSpacing`, `minimumInteritemSpacing`).
  extension ResponderEventsWrapper where Base: UICollectionView {
    /// Answers an item's size; without it the layout's `itemSize` applies.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideItemSize<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, IndexPath) -> CGSize
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.sizeForItem)
    }

    /// Answers the size of a section's header; without it the layout's `headerReferenceSize`
    /// applies.
    ///
    /// A vertical layout uses the height, a horizontal one the width; zero shows no header.
    /// The header view itself comes from `provideSupplementaryView`.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideHeaderSize<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, Int) -> CGSize
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.headerSize)
    }

    /// Answers the size of a section's footer; without it the layout's `footerReferenceSize`
    /// applies.
    ///
    /// A vertical layout uses the height, a horizontal one the width; zero shows no footer.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideFooterSize<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, Int) -> CGSize
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.footerSize)
    }

    /// Answers the margins around a section's items; without it the layout's `sectionInset`
    /// applies.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideSectionInset<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, Int) -> UIEdgeInsets
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.sectionInset)
    }

    /// Answers the least space between a section's lines (rows in a vertical layout); without
    /// it the layout's `minimumLineSpacing` applies.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideMinimumLineSpacing<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, Int) -> CGFloat
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.minimumLineSpacing)
    }

    /// Answers the least space between items on one line of a section; without it the
    /// layout's `minimumInteritemSpacing` applies.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideMinimumInteritemSpacing<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, Int) -> CGFloat
    ) -> HandlerToken {
      register(
        on: delegateProxy, with: owner, WeakOwner.making(body), in: \.minimumInteritemSpacing)
    }
  }
#endif
