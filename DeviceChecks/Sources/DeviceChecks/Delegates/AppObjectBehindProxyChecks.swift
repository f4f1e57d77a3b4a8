#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEventsDelegates
  import UIKit

  /// `re.delegate` and `re.dataSource`: the app's own object behind the hidden proxy, which
  /// UIKit's `delegate` property no longer returns once a closure is registered.
  @MainActor
  enum AppObjectBehindProxyChecks {
    static var all: [DeviceCheck] {
      [tableView, collectionAndField]
    }

    static let tableView = DeviceCheck(
      area: "Delegates", name: "re.delegate and re.dataSource return the table's own objects",
      verifies: "With closures registered (rows, selection, header views, deleting rows),"
        + " tableView.delegate is the proxy but re.delegate and re.dataSource are the app's"
        + " objects, set before or after the closures; once those die, both are nil.",
      calls: .check(
        "registers closures and reads re.delegate and re.dataSource; no callback is judged")
    ) { _ in
      var verdict = Verdict()
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let first = OwnTableObject()
      table.delegate = first
      table.re.onSelectRow(with: table) { _, _ in }
      table.re.provideNumberOfRows(with: table) { _, _ in 0 }
      table.re.provideHeaderView(with: table) { _, _ in nil }
      table.re.onCommitEditing(with: table) { _, _, _ in }
      verdict.expect((table.delegate as AnyObject?) !== first, "UIKit's delegate is not the proxy")
      verdict.expect(table.re.delegate === first, "re.delegate is not the delegate set before")
      verdict.expect(table.re.dataSource == nil, "re.dataSource is set though the app set none")

      weak var probe: OwnTableObject?
      autoreleasepool {
        let second = OwnTableObject()
        probe = second
        table.delegate = second
        table.dataSource = second
        verdict.expect(table.re.delegate === second, "re.delegate is not the delegate set after")
        verdict.expect(
          table.re.dataSource === second, "re.dataSource is not the data source set after")
      }
      verdict.expect(probe == nil, "the app's object was not deallocated")
      verdict.expect(table.re.delegate == nil, "re.delegate outlived the app's delegate")
      verdict.expect(table.re.dataSource == nil, "re.dataSource outlived the app's data source")
      withExtendedLifetime(first) {}
      return verdict.outcome("the app's own objects, before, after and after death")
    }

    static let collectionAndField = DeviceCheck(
      area: "Delegates", name: "re.delegate and re.dataSource on collections and fields",
      verifies: "A collection view's re.dataSource and re.delegate (behind closures for items,"
        + " selection, supplementary views, moving and the flow layout) and a text field's"
        + " re.delegate return the app's objects behind the proxies, and plain delegates"
        + " without a proxy.",
      calls: .check(
        "registers closures and reads re.delegate and re.dataSource; no callback is judged")
    ) { _ in
      var verdict = Verdict()
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480),
        collectionViewLayout: UICollectionViewFlowLayout())
      let own = OwnCollectionObject()
      collection.dataSource = own
      collection.delegate = own
      verdict.expect(collection.re.dataSource === own, "re.dataSource without a proxy")
      collection.re.provideNumberOfItems(with: collection) { _, _ in 0 }
      collection.re.onSelectItem(with: collection) { _, _ in }
      collection.re.provideSupplementaryView(with: collection) { collection, kind, indexPath in
        collection.dequeueReusableSupplementaryView(
          ofKind: kind, withReuseIdentifier: "unused", for: indexPath)
      }
      collection.re.onMoveItem(with: collection) { _, _, _ in }
      collection.re.provideSectionInset(with: collection) { _, _ in .zero }
      verdict.expect(collection.re.dataSource === own, "re.dataSource behind the proxy")
      verdict.expect(collection.re.delegate === own, "re.delegate behind the proxy")

      let field = UITextField()
      let fieldDelegate = OwnFieldDelegate()
      field.delegate = fieldDelegate
      verdict.expect(field.re.delegate === fieldDelegate, "field re.delegate without a proxy")
      field.re.onShouldReturn(with: field) { _ in true }
      verdict.expect(
        (field.delegate as AnyObject?) !== fieldDelegate, "UIKit's field delegate is not the proxy")
      verdict.expect(field.re.delegate === fieldDelegate, "field re.delegate behind the proxy")
      withExtendedLifetime((own, fieldDelegate)) {}
      return verdict.outcome("the app's own objects behind every proxy")
    }
  }

  /// An app object that is both a table's delegate and its data source.
  @MainActor
  private final class OwnTableObject: NSObject, UITableViewDelegate, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      UITableViewCell()
    }
  }

  /// An app object that is both a collection's delegate and its data source.
  @MainActor
  private final class OwnCollectionObject: NSObject, UICollectionViewDelegate,
    UICollectionViewDataSource
  {
    func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      0
    }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      UICollectionViewCell()
    }
  }

  /// An app text field delegate.
  @MainActor
  private final class OwnFieldDelegate: NSObject, UITextFieldDelegate {}
#endif
