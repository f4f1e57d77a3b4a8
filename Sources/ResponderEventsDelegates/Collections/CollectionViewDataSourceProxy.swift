#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// The hidden `UICollectionViewDataSource`.
  @MainActor
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

    /// The app's own object when it responds to `selector`, a required method: named by this
    /// class's own method, which takes the Objective-C name of the requirement it implements
    /// (UIKit calls the proxy by it).
    private func app(answering selector: Selector) -> (any UICollectionViewDataSource)? {
      appDelegate(answering: selector)
    }

    /// The app's own object, whether or not it declares the protocol; optional methods are
    /// sent through it with `?`, which asks `responds(to:)` first.
    private var app: (any UICollectionViewDataSource)? { appDelegate() }

    /// The reuse identifier of the empty cell returned when nobody provides one.
    ///
    /// UIKit requires
    /// every cell to come from `dequeueReusableCell(withReuseIdentifier:for:)` (throwing
    /// otherwise), so the proxy registers a plain cell under this identifier when it installs.
    static let fallbackCellIdentifier = "ResponderEvents.fallbackCell"

    /// The reuse identifier of the empty supplementary view returned when nobody provides one.
    ///
    /// "The view that is returned must be retrieved from a call to
    /// -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:"
    /// (UICollectionView.h). Kinds are open-ended (a layout names its own), so a plain view is
    /// registered under this identifier for each kind the first time it is needed.
    static let fallbackSupplementaryViewIdentifier = "ResponderEvents.fallbackSupplementaryView"

    /// The kinds the fallback supplementary view is registered for on the proxy's own view.
    private var fallbackKinds: Set<String> = []

    override func didInstall() {
      (owner as? UICollectionView)?.register(
        UICollectionViewCell.self, forCellWithReuseIdentifier: Self.fallbackCellIdentifier)
    }

    func numberOfSections(in collection: UICollectionView) -> Int {
      call(numberOfSections, collection).newestAnswer(
        else: { self.app?.numberOfSections?(in: collection) },
        default: { 1 })
    }

    func collectionView(_ collection: UICollectionView, numberOfItemsInSection section: Int) -> Int
    {
      call(numberOfItems, collection, section).newestAnswer(
        else: app(answering: #selector(collectionView(_:numberOfItemsInSection:)))
          .map { app in { app.collectionView(collection, numberOfItemsInSection: section) } },
        default: { 0 })
    }

    func collectionView(
      _ collection: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      call(cellForItem, collection, indexPath).newestAnswer(
        else: app(answering: #selector(collectionView(_:cellForItemAt:)))
          .map { app in { app.collectionView(collection, cellForItemAt: indexPath) } },
        default: {
          self.reportMissingView(
            "collectionView(_:cellForItemAt:)", returned: "an empty cell",
            closure: "provideCell", of: collection)
          return collection.dequeueReusableCell(
            withReuseIdentifier: Self.fallbackCellIdentifier, for: indexPath)
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
          // Registered once per kind on the proxy's own view; on another view that was handed
          // this proxy, every time (registering again replaces the registration, nothing more).
          if collection !== owner || fallbackKinds.insert(kind).inserted {
            collection.register(
              UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
              withReuseIdentifier: Self.fallbackSupplementaryViewIdentifier)
          }
          return collection.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: Self.fallbackSupplementaryViewIdentifier,
            for: indexPath)
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
        self.app?.collectionView?(
          collection, moveItemAt: sourceIndexPath, to: destinationIndexPath)
      }
    }
  }
#endif
