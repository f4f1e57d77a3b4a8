#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEventsCore
  import UIKit

  /// The hidden `UICollectionViewDataSource`.
  @MainActor
  final class CollectionViewDataSourceProxy: DelegateProxy, UICollectionViewDataSource {
    let numberOfSections = CallbackList<(UICollectionView) -> Int>()
    let numberOfItems = CallbackList<(UICollectionView, Int) -> Int>()
    let cellForItem = CallbackList<(UICollectionView, IndexPath) -> UICollectionViewCell>()

    static func installed(on collection: UICollectionView) -> CollectionViewDataSourceProxy {
      installed(on: collection, key: &dataSourceProxyKey) {
        CollectionViewDataSourceProxy(
          slot: .property(\UICollectionView.dataSource, of: collection),
          owner: collection)
      }
    }

    nonisolated(unsafe) private static let selectors: Set<Selector> = [
      #selector((any UICollectionViewDataSource).numberOfSections(in:))
    ]

    nonisolated override class var managedSelectors: Set<Selector> { selectors }

    private var appDataSource: (any UICollectionViewDataSource)? {
      forwardee as? any UICollectionViewDataSource
    }

    func numberOfSections(in collection: UICollectionView) -> Int {
      closures(numberOfSections, for: collection).newestAnswer(
        { $0(collection) },
        else: appDataSource.map { app in { app.numberOfSections?(in: collection) ?? 1 } },
        default: { 1 })
    }

    func collectionView(_ collection: UICollectionView, numberOfItemsInSection section: Int) -> Int
    {
      closures(numberOfItems, for: collection).newestAnswer(
        { $0(collection, section) },
        else: appDataSource.map { app in
          { app.collectionView(collection, numberOfItemsInSection: section) }
        },
        default: { 0 })
    }

    func collectionView(
      _ collection: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      closures(cellForItem, for: collection).newestAnswer(
        { $0(collection, indexPath) },
        else: appDataSource.map { app in
          { app.collectionView(collection, cellForItemAt: indexPath) }
        },
        default: {
          MissingAnswer.report("collectionView(_:cellForItemAt:)", of: collection)
          return UICollectionViewCell()
        })
    }
  }

  /// The hidden `UICollectionViewDelegate` (with the flow layout's item size), which is also the
  /// collection view's scroll view delegate.
  @MainActor
  final class CollectionViewDelegateProxy: ScrollViewDelegateProxy,
    UICollectionViewDelegateFlowLayout
  {
    let didSelectItem = CallbackList<(UICollectionView, IndexPath) -> Void>()
    let sizeForItem = CallbackList<(UICollectionView, IndexPath) -> CGSize>()

    nonisolated(unsafe) private static let selectors: Set<Selector> = [
      #selector((any UICollectionViewDelegate).collectionView(_:didSelectItemAt:)),
      #selector(
        (any UICollectionViewDelegateFlowLayout).collectionView(_:layout:sizeForItemAt:)),
    ]

    nonisolated override class var managedSelectors: Set<Selector> {
      super.managedSelectors.union(selectors)
    }

    func collectionView(_ collection: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      closures(didSelectItem, for: collection).notifyAll(
        { $0(collection, indexPath) },
        then: {
          (self.forwardee as? any UICollectionViewDelegate)?.collectionView?(
            collection, didSelectItemAt: indexPath)
        })
    }

    func collectionView(
      _ collection: UICollectionView, layout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      let layoutSize = (layout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
      return closures(sizeForItem, for: collection).newestAnswer(
        { $0(collection, indexPath) },
        else: (forwardee as? any UICollectionViewDelegateFlowLayout).map { app in
          {
            app.collectionView?(collection, layout: layout, sizeForItemAt: indexPath) ?? layoutSize
          }
        },
        default: { layoutSize })
    }
  }
#endif
