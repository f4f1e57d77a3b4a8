#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEventsCore
  import UIKit

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

    /// The scroll view's managed methods and these, computed once: `responds(to:)` reads them
    /// on every question UIKit asks.
    nonisolated(unsafe) private static let allSelectors =
      ScrollViewDelegateProxy.managedSelectors.union(selectors)

    nonisolated override class var managedSelectors: Set<Selector> { allSelectors }

    func collectionView(_ collection: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      closures(didSelectItem, for: collection).notifyAll(
        { $0(collection, indexPath) },
        then: {
          self.forwardee(
            as: (any UICollectionViewDelegate).self,
            answering: #selector((any UICollectionViewDelegate).collectionView(_:didSelectItemAt:))
          )?.collectionView?(collection, didSelectItemAt: indexPath)
        })
    }

    func collectionView(
      _ collection: UICollectionView, layout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      let layoutSize = (layout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
      return closures(sizeForItem, for: collection).newestAnswer(
        { $0(collection, indexPath) },
        else: forwardee(
          as: (any UICollectionViewDelegateFlowLayout).self,
          answering: #selector(
            (any UICollectionViewDelegateFlowLayout).collectionView(_:layout:sizeForItemAt:))
        ).map { app in
          {
            app.collectionView?(collection, layout: layout, sizeForItemAt: indexPath) ?? layoutSize
          }
        },
        default: { layoutSize })
    }
  }
#endif
