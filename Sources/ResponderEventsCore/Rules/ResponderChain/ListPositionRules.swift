/// What a node is to a list, for the list position rules (``ListPositionModel``): the list
/// itself or one of its items.
///
/// In UIKit, table and collection views are lists and their cells are items.
package enum ListRole: Sendable, Hashable {
  /// A list, such as a table or collection view.
  case list
  /// An item of a list, such as a cell.
  case item
}

/// The questions the list position rules ask about the nodes of an event's route; the rules
/// themselves are this protocol's extension (``positions(along:)``, ``position(in:along:)``).
///
/// The UIKit adapter answers them for views: table and collection views are lists, their cells
/// are items, and a position is the index path the list gives the cell (`indexPath(for:)`).
/// Tests answer them with models of UIKit's lists, so that the rules run on every platform.
@MainActor
package protocol ListPositionModel {
  /// The nodes the rules read, such as views.
  associatedtype Node: AnyObject
  /// Where a list shows an item, such as an index path.
  associatedtype Position

  /// Whether `node` is a list, an item, or neither (`nil`).
  func role(of node: Node) -> ListRole?
  /// Where `list` shows `item` now, or `nil` when it does not show it (a cell scrolled away,
  /// waiting for reuse, or being deleted) or it is not one of its items.
  func position(of item: Node, in list: Node) -> Position?
  /// Whether `item`, below `list` on a route, is one of its items: one it shows at a position,
  /// or one it does not display now (waiting for reuse, prefetched, being deleted); not an
  /// item it displays apart from its items (in UIKit, a cell used as a header or inside one).
  func isItem(_ item: Node, of list: Node) -> Bool
}

/// The list position rules: which items of which lists an event came up through, and where
/// each list shows its item now, from a model's answers.
///
/// The rules read an event's upward route, the sender first (in UIKit, `indexPaths` passes
/// them `context.nodesOnRoute(UIView.self)`), and pair each list on it with the item closest
/// below it: the last item met before reaching the list. For a button in a cell of a table
/// nested in the cell of another table, the inner cell pairs with the inner table and the outer
/// cell with the outer table. So each item pairs with the first list above it, and:
/// - an item with another item between it and that list (a cell used as a plain view inside
///   another cell) is not counted: it is not one of the list's items;
/// - an item with no list above it is not counted;
/// - an item that the list gives no position but displays (a cell used as a header, or one inside
///   a header) is not counted: it is not one of the list's items either;
/// - a list with no item below it on the route (the event came from a header, or from the list
///   itself) adds nothing.
///
/// Each position is asked of the model when the rules are asked, so it describes the lists as
/// they are now: right after rows were inserted or deleted while the event was in flight.
extension ListPositionModel {
  /// Where each list on `route` shows the item the route came through, the innermost first;
  /// empty when the route came through no item, or when any list no longer shows its item.
  ///
  /// A list that no longer shows its item (its cell scrolled away, or is being deleted) leaves
  /// the event's place unknown: every position is dropped, because leaving out only that one
  /// would shift the others, so that the first position would name an outer row instead of
  /// the inner one. ``position(in:along:)`` still answers for each list that does show its item.
  ///
  /// - Parameter route: The nodes of an upward route, the sender first.
  package func positions(along route: [Node]) -> [Position] {
    let pairs = itemsWithTheirLists(along: route)
    let positions = pairs.compactMap { position(of: $0.item, in: $0.list) }
    return positions.count == pairs.count ? positions : []
  }

  /// Where `list` shows the item `route` came through on its way to `list`; `nil` when the
  /// route does not pass through `list`, reaches it from no item, or `list` no longer shows
  /// that item.
  ///
  /// - Parameters:
  ///   - list: A list; the answer is independent of the other lists on the route.
  ///   - route: The nodes of an upward route, the sender first.
  package func position(in list: Node, along route: [Node]) -> Position? {
    itemsWithTheirLists(along: route).first { $0.list === list }.flatMap {
      position(of: $0.item, in: list)
    }
  }

  /// Each list on `route` that an item precedes, with the last item before it; innermost first.
  private func itemsWithTheirLists(along route: [Node]) -> [(item: Node, list: Node)] {
    var pairs: [(item: Node, list: Node)] = []
    var lastItem: Node?
    for node in route {
      switch role(of: node) {
      case .item: lastItem = node
      case .list:
        if let item = lastItem, isItem(item, of: node) { pairs.append((item, node)) }
        lastItem = nil
      case nil: continue
      }
    }
    return pairs
  }
}
