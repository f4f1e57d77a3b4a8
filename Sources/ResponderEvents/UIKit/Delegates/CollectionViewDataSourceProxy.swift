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
      installed(on: collection, in: dataSourceSlot) {
        CollectionViewDataSourceProxy(
          slot: .property(\UICollectionView.dataSource, of: collection),
          owner: collection)
      }
    }

    nonisolated(unsafe) private static let selectors: Set<Selector> = [
      #selector((any UICollectionViewDataSource).numberOfSections(in:))
    ]

    nonisolated override class var managedSelectors: Set<Selector> { selectors }

    private func app(answering selector: Selector) -> (any UICollectionViewDataSource)? {
      forwardee(as: (any UICollectionViewDataSource).self, answering: selector)
    }

    /// The reuse identifier of the empty cell returned when nobody provides one.
    ///
    /// UIKit requires
    /// every cell to come from `dequeueReusableCell(withReuseIdentifier:for:)` (throwing
    /// otherwise), so the proxy registers a plain cell under this identifier when it installs.
    static let fallbackCellIdentifier = "ResponderEvents.fallbackCell"

    override func didInstall() {
      (owner as? UICollectionView)?.register(
        UICollectionViewCell.self, forCellWithReuseIdentifier: Self.fallbackCellIdentifier)
    }

    func numberOfSections(in collection: UICollectionView) -> Int {
      closures(numberOfSections, for: collection).newestAnswer(
        { $0(collection) },
        else: app(answering: #selector((any UICollectionViewDataSource).numberOfSections(in:)))
          .map { app in { app.numberOfSections?(in: collection) ?? 1 } },
        default: { 1 })
    }

    func collectionView(_ collection: UICollectionView, numberOfItemsInSection section: Int) -> Int
    {
      closures(numberOfItems, for: collection).newestAnswer(
        { $0(collection, section) },
        else: app(
          answering: #selector(
            (any UICollectionViewDataSource).collectionView(_:numberOfItemsInSection:))
        ).map { app in { app.collectionView(collection, numberOfItemsInSection: section) } },
        default: { 0 })
    }

    func collectionView(
      _ collection: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      closures(cellForItem, for: collection).newestAnswer(
        { $0(collection, indexPath) },
        else: app(
          answering: #selector((any UICollectionViewDataSource).collectionView(_:cellForItemAt:))
        ).map { app in { app.collectionView(collection, cellForItemAt: indexPath) } },
        default: {
          DelegateProxyDiagnostics.reportMissingCell(
            "collectionView(_:cellForItemAt:)", of: collection)
          return collection.dequeueReusableCell(
            withReuseIdentifier: Self.fallbackCellIdentifier, for: indexPath)
        })
    }
  }
#endif
