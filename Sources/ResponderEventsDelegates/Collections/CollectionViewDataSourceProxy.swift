#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The hidden `UICollectionViewDataSource`.
  final class CollectionViewDataSourceProxy: DataSourceProxy, UICollectionViewDataSource {
    let numberOfSections = DelegateClosures<(UICollectionView) -> Int>(
      #selector(Self.numberOfSections(in:)))
    let numberOfItems = DelegateClosures<(UICollectionView, Int) -> Int>()
    let cellForItem = DelegateClosures<(UICollectionView, IndexPath) -> UICollectionViewCell>()
    let supplementaryView =
      DelegateClosures<(UICollectionView, String, IndexPath) -> UICollectionReusableView>(
        #selector(Self.collectionView(_:viewForSupplementaryElementOfKind:at:)))
    let canMoveItem = DelegateClosures<(UICollectionView, IndexPath) -> Bool>(
      #selector(Self.collectionView(_:canMoveItemAt:)))
    let moveItem = DelegateClosures<(UICollectionView, IndexPath, IndexPath) -> Void>(
      #selector(Self.collectionView(_:moveItemAt:to:)))

    /// The app's own object, whether or not it declares the protocol; optional methods are
    /// sent through it with `?`, which asks `responds(to:)` first, and required ones by name
    /// through `AnyObject`, whose `?` asks it too: the app's object may lack them.
    private var app: (any UICollectionViewDataSource)? { appDelegate() }

    /// The reuse identifier of the empty cell or supplementary view returned when nobody
    /// provides one.
    ///
    /// UIKit requires every cell to come from `dequeueReusableCell(withReuseIdentifier:for:)`
    /// (throwing otherwise), and "The view that is returned must be retrieved from a call to
    /// -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:"
    /// (UICollectionView.h). So a plain view is registered under this identifier where it is
    /// the default answer, on whichever view asks (a view handed this proxy included), and
    /// for whichever kind (kinds are open-ended: a layout names its own); registering again
    /// replaces the registration, nothing more. Cells and each kind of supplementary view are
    /// registered apart, so one identifier serves them all.
    static let fallbackIdentifier = "ResponderEvents.fallback"

    func numberOfSections(in collection: UICollectionView) -> Int {
      call(numberOfSections, collection).newestAnswer(
        else: { self.app?.numberOfSections?(in: collection) }, default: { 1 })
    }

    func collectionView(_ collection: UICollectionView, numberOfItemsInSection section: Int) -> Int
    {
      call(numberOfItems, collection, section).newestAnswer(
        else: {
          (self.app as AnyObject?)?.collectionView?(collection, numberOfItemsInSection: section)
        },
        default: { 0 })
    }

    func collectionView(
      _ collection: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      call(cellForItem, collection, indexPath).newestAnswer(
        else: { (self.app as AnyObject?)?.collectionView?(collection, cellForItemAt: indexPath) },
        default: {
          self.reportMissingView(
            "collectionView(_:cellForItemAt:)", returned: "an empty cell",
            closure: "provideCell", of: collection)
          collection.register(
            UICollectionViewCell.self, forCellWithReuseIdentifier: Self.fallbackIdentifier)
          return collection.dequeueReusableCell(
            withReuseIdentifier: Self.fallbackIdentifier, for: indexPath)
        })
    }

    func collectionView(
      _ collection: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      call(supplementaryView, collection, kind, indexPath).newestAnswer(
        else: {
          self.app?.collectionView?(
            collection, viewForSupplementaryElementOfKind: kind, at: indexPath)
        },
        default: {
          // A plain supplementary view of `kind`, dequeued as UIKit requires, with a diagnostic.
          reportMissingView(
            "collectionView(_:viewForSupplementaryElementOfKind:at:) for kind \(kind)",
            returned: "an empty view", closure: "provideSupplementaryView", of: collection)
          collection.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
            withReuseIdentifier: Self.fallbackIdentifier)
          return collection.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: Self.fallbackIdentifier, for: indexPath)
        })
    }

    // UICollectionView.h says nothing of a default; Apple's documentation of the method says
    // that without it, when collectionView(_:moveItemAt:to:) is implemented, every item can
    // move. So true.
    func collectionView(_ collection: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    {
      call(canMoveItem, collection, indexPath).newestAnswer(
        else: { self.app?.collectionView?(collection, canMoveItemAt: indexPath) },
        default: { true })
    }

    // Claimed only while a closure or the app's data source has it, as every optional method
    // here (`managedSelectors`): "You must implement this method to support the reordering of
    // items" (Apple's documentation of the method).
    func collectionView(
      _ collection: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      call(moveItem, collection, sourceIndexPath, destinationIndexPath).notifyAll {
        self.app?.collectionView?(collection, moveItemAt: sourceIndexPath, to: destinationIndexPath)
      }
    }
  }
#endif
