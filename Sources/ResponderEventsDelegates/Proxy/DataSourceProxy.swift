#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The base of the table's and the collection view's data source proxies.
  ///
  /// They serve the view's `dataSource`, and never move these out of it:
  ///
  /// - A diffable data source: "Do not change the dataSource on the table view after you
  ///   configure it with a diffable data source. If the table view needs a new data source
  ///   after you configure it initially, create and configure a new table view and diffable
  ///   data source." (Apple's `UITableViewDiffableDataSource` page; the collection view's page
  ///   says the same.) It sets itself as the view's data source when created.
  /// - Another library's data source proxy that says what it forwards to (RxCocoa's, bound by
  ///   `items`): RxCocoa checks, on every change it binds, that its proxy is still the data
  ///   source ("Proxy changed from the time it was first set", `DelegateProxyType.swift`), and
  ///   stops a debug build if not.
  @MainActor
  class DataSourceProxy: ClosureDelegateProxy {
    override var propertyName: String { "dataSource" }

    override func mustStayInFront(_ object: AnyObject) -> Bool {
      object is any DiffableDataSource || Self.isAnotherLibrarysProxy(object)
    }
  }

  /// The diffable data source classes, whatever their identifier types.
  ///
  /// One cast recognizes them all. Internal: nothing is added to UIKit's types for apps.
  protocol DiffableDataSource: AnyObject {}

  extension UITableViewDiffableDataSource: DiffableDataSource {}
  extension UICollectionViewDiffableDataSource: DiffableDataSource {}
  extension UITableViewDiffableDataSourceReference: DiffableDataSource {}
  extension UICollectionViewDiffableDataSourceReference: DiffableDataSource {}
#endif
