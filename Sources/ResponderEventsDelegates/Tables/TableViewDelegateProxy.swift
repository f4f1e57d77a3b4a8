#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The hidden `UITableViewDelegate`, which is also the table's scroll view delegate.
  final class TableViewDelegateProxy: ScrollViewDelegateProxy, UITableViewDelegate {
    let didSelectRow = DelegateClosures<(UITableView, IndexPath) -> Void>(
      #selector(Self.tableView(_:didSelectRowAt:)))
    let didDeselectRow = DelegateClosures<(UITableView, IndexPath) -> Void>(
      #selector(Self.tableView(_:didDeselectRowAt:)))
    let heightForRow = DelegateClosures<(UITableView, IndexPath) -> CGFloat>(
      #selector(Self.tableView(_:heightForRowAt:)))
    let willDisplayCell = DelegateClosures<(UITableView, UITableViewCell, IndexPath) -> Void>(
      #selector(Self.tableView(_:willDisplay:forRowAt:)))
    let estimatedHeightForRow = DelegateClosures<(UITableView, IndexPath) -> CGFloat>(
      #selector(Self.tableView(_:estimatedHeightForRowAt:)))
    let viewForHeader = DelegateClosures<(UITableView, Int) -> UIView?>(
      #selector(Self.tableView(_:viewForHeaderInSection:)))
    let viewForFooter = DelegateClosures<(UITableView, Int) -> UIView?>(
      #selector(Self.tableView(_:viewForFooterInSection:)))
    let heightForHeader = DelegateClosures<(UITableView, Int) -> CGFloat>(
      #selector(Self.tableView(_:heightForHeaderInSection:)))
    let heightForFooter = DelegateClosures<(UITableView, Int) -> CGFloat>(
      #selector(Self.tableView(_:heightForFooterInSection:)))

    /// The app's own object, whether or not it declares the protocol; optional methods are
    /// sent through it with `?`, which asks `responds(to:)` first.
    private var app: (any UITableViewDelegate)? { appDelegate() }

    func tableView(_ table: UITableView, didSelectRowAt indexPath: IndexPath) {
      call(didSelectRow, table, indexPath).notifyAll(
        then: { self.app?.tableView?(table, didSelectRowAt: indexPath) })
    }

    func tableView(_ table: UITableView, didDeselectRowAt indexPath: IndexPath) {
      call(didDeselectRow, table, indexPath).notifyAll(
        then: { self.app?.tableView?(table, didDeselectRowAt: indexPath) })
    }

    func tableView(_ table: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      call(heightForRow, table, indexPath).newestAnswer(
        else: { self.app?.tableView?(table, heightForRowAt: indexPath) },
        default: { table.rowHeight })
    }

    func tableView(
      _ table: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      call(willDisplayCell, table, cell, indexPath).notifyAll(
        then: { self.app?.tableView?(table, willDisplay: cell, forRowAt: indexPath) })
    }

    func tableView(_ table: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
      // "Return automaticDimension if you have no estimate" (Apple's page for this method):
      // the table's own `estimatedRowHeight` could be 0 ("set to 0 to disable", UITableView.h),
      // no estimate at all.
      call(estimatedHeightForRow, table, indexPath).newestAnswer(
        else: { self.app?.tableView?(table, estimatedHeightForRowAt: indexPath) },
        default: { UITableView.automaticDimension })
    }

    // "custom view for header. will be adjusted to default or specified header height"
    // (UITableView.h): without one the table shows its title, if any, so the default is nil.
    func tableView(_ table: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      call(viewForHeader, table, section).newestAnswer(
        else: { self.app?.tableView?(table, viewForHeaderInSection: section) })
    }

    func tableView(_ table: UITableView, viewForFooterInSection section: Int) -> UIView? {
      call(viewForFooter, table, section).newestAnswer(
        else: { self.app?.tableView?(table, viewForFooterInSection: section) })
    }

    // Without these methods the table uses `sectionHeaderHeight` and `sectionFooterHeight`
    // ("default is UITableViewAutomaticDimension", UITableView.h), so those are the defaults.
    func tableView(_ table: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      call(heightForHeader, table, section).newestAnswer(
        else: { self.app?.tableView?(table, heightForHeaderInSection: section) },
        default: { table.sectionHeaderHeight })
    }

    func tableView(_ table: UITableView, heightForFooterInSection section: Int) -> CGFloat {
      call(heightForFooter, table, section).newestAnswer(
        else: { self.app?.tableView?(table, heightForFooterInSection: section) },
        default: { table.sectionFooterHeight })
    }

    #if !os(tvOS)
      // UISwipeActionsConfiguration is "API_UNAVAILABLE(tvos)", and UIContextMenuConfiguration
      // "tvos(17.0)" (their headers). The context menus stay off tvOS with the swipe actions:
      // this product's tvOS surface is what it was, and widening it is a choice of its own.
      let leadingSwipeActions =
        DelegateClosures<(UITableView, IndexPath) -> UISwipeActionsConfiguration?>(
          #selector(Self.tableView(_:leadingSwipeActionsConfigurationForRowAt:)))
      let trailingSwipeActions =
        DelegateClosures<(UITableView, IndexPath) -> UISwipeActionsConfiguration?>(
          #selector(Self.tableView(_:trailingSwipeActionsConfigurationForRowAt:)))
      let contextMenu =
        DelegateClosures<(UITableView, IndexPath, CGPoint) -> UIContextMenuConfiguration?>(
          #selector(Self.tableView(_:contextMenuConfigurationForRowAt:point:)))

      // "return nil to get the default swipe actions" (UITableView.h).
      func tableView(
        _ table: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
      ) -> UISwipeActionsConfiguration? {
        call(leadingSwipeActions, table, indexPath).newestAnswer(
          else: {
            self.app?.tableView?(table, leadingSwipeActionsConfigurationForRowAt: indexPath)
          })
      }

      func tableView(
        _ table: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
      ) -> UISwipeActionsConfiguration? {
        call(trailingSwipeActions, table, indexPath).newestAnswer(
          else: {
            self.app?.tableView?(table, trailingSwipeActionsConfigurationForRowAt: indexPath)
          })
      }

      // "Return nil to prevent the interaction from beginning" (UITableView.h): no menu, as
      // when no delegate implements the method.
      func tableView(
        _ table: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
      ) -> UIContextMenuConfiguration? {
        closures(contextMenu, for: table, indexPath).newestAnswer(
          { $0(table, indexPath, point) },
          else: {
            self.app?.tableView?(table, contextMenuConfigurationForRowAt: indexPath, point: point)
          },
          default: { nil })
      }
    #endif
  }
#endif
