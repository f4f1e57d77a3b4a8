@MainActor
extension EventContext {
  /// The node of type `Node` on this event's upward route that is closest to the sender, the
  /// sender included; `nil` when there is none or the event is a broadcast.
  ///
  /// `Node` is a node class, or a protocol some nodes adopt. The answer comes typed, so a
  /// handler above a list asks which row the event came through without a cast:
  ///
  /// ```swift
  /// controller.re.handle(AddToCart.self) { controller, context in
  ///   controller.highlight(context.nearest(ShelfRow.self))
  ///   return .stop
  /// }
  /// ```
  ///
  /// In UIKit, `context.nearest(UITableViewCell.self)` is the cell the event came from.
  ///
  /// The route is read again at the time of asking, from the sender up, following redirects as
  /// the dispatch does: after a handler moved a node (inserted or deleted rows), the answer
  /// describes the tree as it is now, not as it was when the event left. The whole route is
  /// read, above the node whose handler asks too. A route that loops is followed once round. A
  /// broadcast has no upward route: for one, this returns `nil`.
  public func nearest<Node>(_ type: Node.Type) -> Node? {
    guard direction == .up else { return nil }
    var found: Node?
    walkUpwardRoute(from: sender) { node in
      found = node as? Node
      return found == nil
    }
    return found
  }

  /// Every node of type `Node` on this event's upward route, the one closest to the sender
  /// first; empty when there is none or the event is a broadcast.
  ///
  /// The route is read as ``nearest(_:)`` reads it, now, each node once; the first element is
  /// ``nearest(_:)``'s answer. In nested lists, it names every row the event came up through,
  /// the innermost first:
  ///
  /// ```swift
  /// controller.re.handle(AddToCart.self) { controller, context in
  ///   let rows = context.nodesOnRoute(ShelfRow.self)  // the innermost first
  ///   controller.highlight(rows.last)
  ///   return .stop
  /// }
  /// ```
  ///
  /// In UIKit, `context.indexPaths` gives the index paths of the table and collection view
  /// cells on the route.
  public func nodesOnRoute<Node>(_ type: Node.Type) -> [Node] {
    guard direction == .up else { return [] }
    var found: [Node] = []
    walkUpwardRoute(from: sender) { node in
      if let match = node as? Node { found.append(match) }
      return true
    }
    return found
  }
}

/// Visits the nodes of the upward route from `start`, `start` included, each once, until
/// `visit` returns `false`, the route ends, or it comes back to a node it visited: the one
/// upward walk of every question about a route (lookups, contracts, diagnostics, the nearest
/// provider of a value); dispatch walks with visit marks instead, which cost less per hop.
///
/// The route is read as it is now, by ``nextOnUpwardRoute(after:)``.
///
/// - Returns: The node the route came back to, when a cycle ended the walk; otherwise `nil`.
/// Remembering the first 16 nodes costs no allocation (``RouteVisits``), and the list that holds
/// them is borrowed warm.
@MainActor
@discardableResult
func walkUpwardRoute(
  from start: any EventNode, _ visit: (any EventNode) -> Bool
) -> (any EventNode)? {
  var visits = RouteVisits()
  // Each node after `start` (which the caller holds) is held until the walk ends, in the list
  // dispatches keep nodes in: let go sooner (a parent made anew for each read, a node a visit
  // released), it could leave its address to a later node, which would pass for one visited.
  var held: [any EventNode]?
  defer { if let held = held.moveOut() { VisitTracker.giveBack(held) } }
  var node: (any EventNode)? = start
  while let current = node.moveOut() {
    guard visits.insert(ObjectIdentifier(current)) else { return current }
    guard visit(current) else { return nil }
    node = nextOnUpwardRoute(after: current)
    if current === start { continue }
    if held == nil { held = VisitTracker.spareKept.moveOut() ?? [] }
    held!.append(current)
  }
  return nil
}

/// The node after `node` on an upward route: its redirect target while alive, else its parent.
///
/// Reads without creating storage or changing a redirect whose target is gone, so that
/// questions about a route (``EventContext/nearest(_:)``, contracts) leave the nodes as they
/// were. A dispatch takes ``Dispatcher/parent(of:storage:)`` instead, which has the node's
/// storage at hand and removes a redirect whose target is gone.
@MainActor
func nextOnUpwardRoute(after node: any EventNode) -> (any EventNode)? {
  guard let storage = node.existingResponderEventsStorage, storage.isRedirected,
    let target = storage.redirectTarget.node
  else { return node.responderEventsParent }
  return target
}
