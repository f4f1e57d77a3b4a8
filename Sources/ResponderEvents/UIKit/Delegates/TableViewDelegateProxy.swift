#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEventsCore
  import UIKit

  /// The hidden `UITableViewDelegate`, which is also the table's scroll view delegate.
  @MainActor
  final class TableViewDelegateProxy: ScrollViewDelegateProxy, UITableViewDelegate {
    let didSelectRow = CallbackList<(UITableView, IndexPath) -> Void>()
    let didDeselectRow = CallbackList<(UITableView, IndexPath) -> Void>()
    let heightForRow = CallbackList<(UITableView, IndexPath) -> CGFloat>()
    let willDisplayCell = CallbackList<(UITableView, UITableViewCell, IndexPath) -> Void>()

    nonisolated(unsafe) private static let selectors: Set<Selector> = [
      #selector((any UITableViewDelegate).tableView(_:didSelectRowAt:)),
      #selector((any UITableViewDelegate).tableView(_:didDeselectRowAt:)),
      #selector((any UITableViewDelegate).tableView(_:heightForRowAt:)),
      #selector((any UITableViewDelegate).tableView(_:willDisplay:forRowAt:)),
    ]

    /// The scroll view's managed methods and these, computed once: `responds(to:)` reads them
    /// on every question UIKit asks.
    nonisolated(unsafe) private static let allSelectors =
      ScrollViewDelegateProxy.managedSelectors.union(selectors)

    nonisolated override class var managedSelectors: Set<Selector> { allSelectors }

    private func app(answering selector: Selector) -> (any UITableViewDelegate)? {
      forwardee(as: (any UITableViewDelegate).self, answering: selector)
    }

    func tableView(_ table: UITableView, didSelectRowAt indexPath: IndexPath) {
      closures(didSelectRow, for: table).notifyAll(
        { $0(table, indexPath) },
        then: {
          self.app(answering: #selector((any UITableViewDelegate).tableView(_:didSelectRowAt:)))?
            .tableView?(table, didSelectRowAt: indexPath)
        })
    }

    func tableView(_ table: UITableView, didDeselectRowAt indexPath: IndexPath) {
      closures(didDeselectRow, for: table).notifyAll(
        { $0(table, indexPath) },
        then: {
          self.app(answering: #selector((any UITableViewDelegate).tableView(_:didDeselectRowAt:)))?
            .tableView?(table, didDeselectRowAt: indexPath)
        })
    }

    func tableView(_ table: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      closures(heightForRow, for: table).newestAnswer(
        { $0(table, indexPath) },
        else: app(answering: #selector((any UITableViewDelegate).tableView(_:heightForRowAt:)))
          .map { app in { app.tableView?(table, heightForRowAt: indexPath) ?? table.rowHeight } },
        default: { table.rowHeight })
    }

    func tableView(
      _ table: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      closures(willDisplayCell, for: table).notifyAll(
        { $0(table, cell, indexPath) },
        then: {
          self.app(
            answering: #selector((any UITableViewDelegate).tableView(_:willDisplay:forRowAt:))
          )?.tableView?(table, willDisplay: cell, forRowAt: indexPath)
        })
    }
  }
#endif
