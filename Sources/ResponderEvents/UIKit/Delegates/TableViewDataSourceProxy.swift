#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEventsCore
  import UIKit

  /// The hidden `UITableViewDataSource`.
  @MainActor
  final class TableViewDataSourceProxy: DelegateProxy, UITableViewDataSource {
    let numberOfSections = CallbackList<(UITableView) -> Int>()
    let numberOfRows = CallbackList<(UITableView, Int) -> Int>()
    let cellForRow = CallbackList<(UITableView, IndexPath) -> UITableViewCell>()
    let titleForHeader = CallbackList<(UITableView, Int) -> String?>()
    let titleForFooter = CallbackList<(UITableView, Int) -> String?>()

    static func installed(on table: UITableView) -> TableViewDataSourceProxy {
      installed(on: table, in: dataSourceSlot) {
        TableViewDataSourceProxy(
          slot: .property(\UITableView.dataSource, of: table),
          owner: table)
      }
    }

    nonisolated(unsafe) private static let selectors: Set<Selector> = [
      #selector((any UITableViewDataSource).numberOfSections(in:)),
      #selector((any UITableViewDataSource).tableView(_:titleForHeaderInSection:)),
      #selector((any UITableViewDataSource).tableView(_:titleForFooterInSection:)),
    ]

    nonisolated override class var managedSelectors: Set<Selector> { selectors }

    private func app(answering selector: Selector) -> (any UITableViewDataSource)? {
      forwardee(as: (any UITableViewDataSource).self, answering: selector)
    }

    func numberOfSections(in table: UITableView) -> Int {
      closures(numberOfSections, for: table).newestAnswer(
        { $0(table) },
        else: app(answering: #selector((any UITableViewDataSource).numberOfSections(in:))).map {
          app in { app.numberOfSections?(in: table) ?? 1 }
        },
        default: { 1 })
    }

    func tableView(_ table: UITableView, numberOfRowsInSection section: Int) -> Int {
      closures(numberOfRows, for: table).newestAnswer(
        { $0(table, section) },
        else: app(
          answering: #selector(
            (any UITableViewDataSource).tableView(_:numberOfRowsInSection:))
        ).map { app in { app.tableView(table, numberOfRowsInSection: section) } },
        default: { 0 })
    }

    func tableView(_ table: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      closures(cellForRow, for: table).newestAnswer(
        { $0(table, indexPath) },
        else: app(answering: #selector((any UITableViewDataSource).tableView(_:cellForRowAt:)))
          .map { app in { app.tableView(table, cellForRowAt: indexPath) } },
        default: {
          DelegateProxyDiagnostics.reportMissingCell("tableView(_:cellForRowAt:)", of: table)
          return UITableViewCell()
        })
    }

    func tableView(_ table: UITableView, titleForHeaderInSection section: Int) -> String? {
      closures(titleForHeader, for: table).newestAnswer(
        { $0(table, section) },
        else: app(
          answering: #selector((any UITableViewDataSource).tableView(_:titleForHeaderInSection:))
        ).map { app in { app.tableView?(table, titleForHeaderInSection: section) } },
        default: { nil })
    }

    func tableView(_ table: UITableView, titleForFooterInSection section: Int) -> String? {
      closures(titleForFooter, for: table).newestAnswer(
        { $0(table, section) },
        else: app(
          answering: #selector((any UITableViewDataSource).tableView(_:titleForFooterInSection:))
        ).map { app in { app.tableView?(table, titleForFooterInSection: section) } },
        default: { nil })
    }
  }
#endif
