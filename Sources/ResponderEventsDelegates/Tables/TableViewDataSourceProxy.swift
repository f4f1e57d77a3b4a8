#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The hidden `UITableViewDataSource`.
  final class TableViewDataSourceProxy: DataSourceProxy, UITableViewDataSource {
    let numberOfSections = DelegateClosures<(UITableView) -> Int>(
      #selector(Self.numberOfSections(in:)))
    let numberOfRows = DelegateClosures<(UITableView, Int) -> Int>()
    let cellForRow = DelegateClosures<(UITableView, IndexPath) -> UITableViewCell>()
    let titleForHeader = DelegateClosures<(UITableView, Int) -> String?>(
      #selector(Self.tableView(_:titleForHeaderInSection:)))
    let titleForFooter = DelegateClosures<(UITableView, Int) -> String?>(
      #selector(Self.tableView(_:titleForFooterInSection:)))
    let canEditRow = DelegateClosures<(UITableView, IndexPath) -> Bool>(
      #selector(Self.tableView(_:canEditRowAt:)))
    let commitEditing =
      DelegateClosures<(UITableView, UITableViewCell.EditingStyle, IndexPath) -> Void>(
        #selector(Self.tableView(_:commit:forRowAt:)))
    let canMoveRow = DelegateClosures<(UITableView, IndexPath) -> Bool>(
      #selector(Self.tableView(_:canMoveRowAt:)))
    let moveRow = DelegateClosures<(UITableView, IndexPath, IndexPath) -> Void>(
      #selector(Self.tableView(_:moveRowAt:to:)))

    /// The app's own object, whether or not it declares the protocol; optional methods are
    /// sent through it with `?`, which asks `responds(to:)` first, and required ones by name
    /// through `AnyObject`, whose `?` asks it too: the app's object may lack them.
    private var app: (any UITableViewDataSource)? { appDelegate() }

    func numberOfSections(in table: UITableView) -> Int {
      call(numberOfSections, table).newestAnswer(
        else: { self.app?.numberOfSections?(in: table) }, default: { 1 })
    }

    func tableView(_ table: UITableView, numberOfRowsInSection section: Int) -> Int {
      call(numberOfRows, table, section).newestAnswer(
        else: { (self.app as AnyObject?)?.tableView?(table, numberOfRowsInSection: section) },
        default: { 0 })
    }

    func tableView(_ table: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      call(cellForRow, table, indexPath).newestAnswer(
        else: { (self.app as AnyObject?)?.tableView?(table, cellForRowAt: indexPath) },
        default: {
          self.reportMissingView(
            "tableView(_:cellForRowAt:)", returned: "an empty cell", closure: "provideCell",
            of: table)
          return UITableViewCell()
        })
    }

    func tableView(_ table: UITableView, titleForHeaderInSection section: Int) -> String? {
      call(titleForHeader, table, section).newestAnswer(
        else: { self.app?.tableView?(table, titleForHeaderInSection: section) })
    }

    func tableView(_ table: UITableView, titleForFooterInSection section: Int) -> String? {
      call(titleForFooter, table, section).newestAnswer(
        else: { self.app?.tableView?(table, titleForFooterInSection: section) })
    }

    // "Individual rows can opt out of having the -editing property set for them. If not
    // implemented, all rows are assumed to be editable." (UITableView.h)
    func tableView(_ table: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      call(canEditRow, table, indexPath).newestAnswer(
        else: { self.app?.tableView?(table, canEditRowAt: indexPath) }, default: { true })
    }

    // Claimed only while a closure or the app's data source has it, as every optional method
    // here (`managedSelectors`): implementing it is what turns on swipe-to-delete.
    func tableView(
      _ table: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      call(commitEditing, table, editingStyle, indexPath).notifyAll(
        then: { self.app?.tableView?(table, commit: editingStyle, forRowAt: indexPath) })
    }

    // "By default, the reorder control will be shown only if the datasource implements
    // -tableView:moveRowAtIndexPath:toIndexPath:" (UITableView.h): a row may move whenever
    // moving is implemented at all, so the default is true.
    func tableView(_ table: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      call(canMoveRow, table, indexPath).newestAnswer(
        else: { self.app?.tableView?(table, canMoveRowAt: indexPath) }, default: { true })
    }

    // Likewise: "the reorder control will be shown only if the datasource implements
    // -tableView:moveRowAtIndexPath:toIndexPath:" (UITableView.h).
    func tableView(
      _ table: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
      call(moveRow, table, sourceIndexPath, destinationIndexPath).notifyAll(
        then: { self.app?.tableView?(table, moveRowAt: sourceIndexPath, to: destinationIndexPath) })
    }
  }
#endif
