#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The hidden `UICollectionViewDelegate` (with the flow layout's sizes), which is also the
  /// collection view's scroll view delegate.
  final class CollectionViewDelegateProxy: ScrollViewDelegateProxy,
    UICollectionViewDelegateFlowLayout
  {
    /// A flow layout asks its delegate for sizes, insets and spacing when it lays out, and
    /// keeps the answers until it is invalidated: a size closure registered or removed after
    /// the first layout would otherwise wait for the next unrelated invalidation.
    override func claimsRefreshed() {
      (owner as? UICollectionView)?.collectionViewLayout.invalidateLayout()
    }

    let didSelectItem = DelegateClosures<(UICollectionView, IndexPath) -> Void>(
      #selector(Self.collectionView(_:didSelectItemAt:)))
    let willDisplayCell =
      DelegateClosures<(UICollectionView, UICollectionViewCell, IndexPath) -> Void>(
        #selector(Self.collectionView(_:willDisplay:forItemAt:)))
    let sizeForItem = DelegateClosures<(UICollectionView, IndexPath) -> CGSize>(
      #selector(Self.collectionView(_:layout:sizeForItemAt:)))
    let headerSize = DelegateClosures<(UICollectionView, Int) -> CGSize>(
      #selector(Self.collectionView(_:layout:referenceSizeForHeaderInSection:)))
    let footerSize = DelegateClosures<(UICollectionView, Int) -> CGSize>(
      #selector(Self.collectionView(_:layout:referenceSizeForFooterInSection:)))
    let sectionInset = DelegateClosures<(UICollectionView, Int) -> UIEdgeInsets>(
      #selector(Self.collectionView(_:layout:insetForSectionAt:)))
    let minimumLineSpacing = DelegateClosures<(UICollectionView, Int) -> CGFloat>(
      #selector(Self.collectionView(_:layout:minimumLineSpacingForSectionAt:)))
    let minimumInteritemSpacing = DelegateClosures<(UICollectionView, Int) -> CGFloat>(
      #selector(Self.collectionView(_:layout:minimumInteritemSpacingForSectionAt:)))

    /// The app's own object, whether or not it declares the protocol; optional methods are
    /// sent through it with `?`, which asks `responds(to:)` first.
    private var app: (any UICollectionViewDelegateFlowLayout)? { appDelegate() }

    func collectionView(_ collection: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      call(didSelectItem, collection, indexPath).notifyAll(
        then: { self.app?.collectionView?(collection, didSelectItemAt: indexPath) })
    }

    func collectionView(
      _ collection: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      call(willDisplayCell, collection, cell, indexPath).notifyAll(
        then: { self.app?.collectionView?(collection, willDisplay: cell, forItemAt: indexPath) })
    }

    func collectionView(
      _ collection: UICollectionView, layout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      call(sizeForItem, collection, indexPath).newestAnswer(
        else: { self.app?.collectionView?(collection, layout: layout, sizeForItemAt: indexPath) },
        default: { (layout as? UICollectionViewFlowLayout)?.itemSize ?? .zero })
    }

    // Without these methods a flow layout uses its own properties (headerReferenceSize,
    // footerReferenceSize, sectionInset, minimumLineSpacing, minimumInteritemSpacing;
    // UICollectionViewFlowLayout.h), so those are the defaults; another layout does not ask.

    func collectionView(
      _ collection: UICollectionView, layout: UICollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
      call(headerSize, collection, section).newestAnswer(
        else: {
          self.app?.collectionView?(
            collection, layout: layout, referenceSizeForHeaderInSection: section)
        },
        default: { (layout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero })
    }

    func collectionView(
      _ collection: UICollectionView, layout: UICollectionViewLayout,
      referenceSizeForFooterInSection section: Int
    ) -> CGSize {
      call(footerSize, collection, section).newestAnswer(
        else: {
          self.app?.collectionView?(
            collection, layout: layout, referenceSizeForFooterInSection: section)
        },
        default: { (layout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero })
    }

    func collectionView(
      _ collection: UICollectionView, layout: UICollectionViewLayout, insetForSectionAt section: Int
    ) -> UIEdgeInsets {
      call(sectionInset, collection, section).newestAnswer(
        else: { self.app?.collectionView?(collection, layout: layout, insetForSectionAt: section) },
        default: { (layout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero })
    }

    func collectionView(
      _ collection: UICollectionView, layout: UICollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
      call(minimumLineSpacing, collection, section).newestAnswer(
        else: {
          self.app?.collectionView?(
            collection, layout: layout, minimumLineSpacingForSectionAt: section)
        },
        default: { (layout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0 })
    }

    func collectionView(
      _ collection: UICollectionView, layout: UICollectionViewLayout,
      minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
      call(minimumInteritemSpacing, collection, section).newestAnswer(
        else: {
          self.app?.collectionView?(
            collection, layout: layout, minimumInteritemSpacingForSectionAt: section)
        },
        default: { (layout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0 })
    }

    #if !os(tvOS)
      // Off tvOS, as the table's context menu (see TableViewDelegateProxy).
      let contextMenu =
        DelegateClosures<(UICollectionView, [IndexPath], CGPoint) -> UIContextMenuConfiguration?>(
          #selector(Self.collectionView(_:contextMenuConfigurationForItemsAt:point:)))

      // The form for several items, "API_AVAILABLE(ios(16.0), tvos(17.0))"; the single-item
      // form it replaces is "API_DEPRECATED_WITH_REPLACEMENT(…, ios(13.0, 16.0))"
      // (UICollectionView.h). "Return nil to prevent the interaction from beginning": no menu,
      // as when no delegate implements it.
      func collectionView(
        _ collection: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
        point: CGPoint
      ) -> UIContextMenuConfiguration? {
        closures(contextMenu, for: collection, indexPaths).newestAnswer(
          { $0(collection, indexPaths, point) },
          else: {
            self.app?.collectionView?(
              collection, contextMenuConfigurationForItemsAt: indexPaths, point: point)
          },
          default: { nil })
      }
    #endif
  }
#endif
