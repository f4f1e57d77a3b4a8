#if canImport(UIKit) && !os(watchOS)
  public import UIKit

  /// `UICollectionViewDataSource` and `UICollectionViewDelegate` as closures (the flow layout's
  /// sizes have their own, such as `provideItemSize`).
  ///
  /// In a controller that keeps its `photos` and its `collection`:
  ///
  /// ```swift
  /// collection.re.provideNumberOfItems(with: self) { controller, _ in controller.photos.count }
  /// collection.re.provideCell(with: self) { controller, indexPath in
  ///   let cell = controller.collection.dequeueReusableCell(
  ///     withReuseIdentifier: "photo", for: indexPath)
  ///   (cell as? PhotoCell)?.show(controller.photos[indexPath.item])
  ///   return cell
  /// }
  /// collection.re.provideItemSize(with: self) { _, _ in CGSize(width: 100, height: 100) }
  /// collection.re.onSelectItem(with: self) { controller, indexPath in
  ///   controller.open(controller.photos[indexPath.item])
  /// }
  /// ```
  ///
  /// Answers combine with the app's own data source and delegate as for table views: the newest
  /// `provide…` closure answers, every `on…` closure runs, then the app's object.
  extension ResponderEventsWrapper where Base: UICollectionView {
    /// Answers how many sections the collection has (UIKit's default is 1).
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideNumberOfSections<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner) -> Int
    ) -> HandlerToken {
      register(on: dataSourceProxy, with: owner, WeakOwner.making(body), in: \.numberOfSections)
    }

    /// Answers how many items a section has.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideNumberOfItems<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, Int) -> Int
    ) -> HandlerToken {
      register(on: dataSourceProxy, with: owner, WeakOwner.making(body), in: \.numberOfItems)
    }

    /// Provides the cell for an item.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideCell<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, IndexPath) -> UICollectionViewCell
    ) -> HandlerToken {
      register(on: dataSourceProxy, with: owner, WeakOwner.making(body), in: \.cellForItem)
    }

    /// Called when the user selects an item.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onSelectItem<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, IndexPath) -> Void
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.didSelectItem)
    }

    /// Called just before a cell is displayed.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onWillDisplayCell<Owner: AnyObject>(
      with owner: Owner,
      _ body: @escaping @MainActor (Owner, UICollectionViewCell, IndexPath) -> Void
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.willDisplayCell)
    }

    /// Provides a supplementary view (a flow layout's section header or footer, or a kind your
    /// layout defines) for the kind and index path the layout asks about.
    ///
    /// Return a view dequeued with
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`: UIKit accepts no
    /// other ("must be retrieved from a call to
    /// -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:",
    /// UICollectionView.h). Without this closure or the app's data source the method is not
    /// claimed, so UIKit does what it does for a data source without the method. Asked while it
    /// is claimed and nobody answers (this closure's owner just deallocated, or the proxy handed
    /// to another collection view), the proxy dequeues a plain view and reports `missingAnswer`.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideSupplementaryView<Owner: AnyObject>(
      with owner: Owner,
      _ body: @escaping @MainActor (Owner, String, IndexPath) -> UICollectionReusableView
    ) -> HandlerToken {
      register(on: dataSourceProxy, with: owner, WeakOwner.making(body), in: \.supplementaryView)
    }

    /// Answers whether the user can move an item; without it every item can, once items can
    /// move at all (`onMoveItem`).
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideCanMoveItem<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, IndexPath) -> Bool
    ) -> HandlerToken {
      register(on: dataSourceProxy, with: owner, WeakOwner.making(body), in: \.canMoveItem)
    }

    /// Called when the user has moved an item from the first index path to the second: update
    /// the data (the collection has already moved the item).
    ///
    /// Registering it lets the collection reorder items (`beginInteractiveMovementForItem(at:)`
    /// or a drag); removing the last one stops it, unless the app's data source implements
    /// `collectionView(_:moveItemAt:to:)`.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onMoveItem<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, IndexPath, IndexPath) -> Void
    ) -> HandlerToken {
      register(on: dataSourceProxy, with: owner, WeakOwner.making(body), in: \.moveItem)
    }

    #if !os(tvOS)
      /// Provides the context menu for the items touched and held (several in a multiple
      /// selection, none between items), at a point in the collection's coordinates; `nil`
      /// shows none.
      ///
      /// It answers `collectionView(_:contextMenuConfigurationForItemsAt:point:)`, which
      /// replaced the single-item form deprecated in iOS 16. Not on tvOS.
      ///
      /// `owner` is held weakly; once it is deallocated the closure counts as removed.
      @discardableResult
      public func provideContextMenu<Owner: AnyObject>(
        with owner: Owner,
        _ body: @escaping @MainActor (Owner, [IndexPath], CGPoint) -> UIContextMenuConfiguration?
      ) -> HandlerToken {
        register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.contextMenu)
      }
    #endif

    /// The data source the app gave this collection view, behind the hidden proxy that runs
    /// its closures; see the scroll view's `re.delegate`.
    public var dataSource: AnyObject? {
      CollectionViewDataSourceProxy.appDelegate(of: base, at: \UICollectionView.dataSource)
    }

    /// The collection's delegate proxy, installed on first use.
    var delegateProxy: CollectionViewDelegateProxy {
      narrowed(ScrollViewDelegateProxy.installed(on: base), to: CollectionViewDelegateProxy.self)
    }

    /// The collection's data source proxy, installed on first use.
    var dataSourceProxy: CollectionViewDataSourceProxy {
      .installed(on: base, at: \UICollectionView.dataSource)
    }
  }
#endif
