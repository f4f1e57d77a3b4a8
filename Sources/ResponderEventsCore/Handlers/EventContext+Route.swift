@MainActor
extension EventContext {
  /// The node on this event's route, from its sender up to `ancestor`, that is closest to
  /// `ancestor` and satisfies `isMatch`; `nil` when none does or `ancestor` is not on the route.
  ///
  /// The route is read again at the time of asking, from the sender up, following redirects as
  /// the dispatch does: after a handler inserted or deleted rows, the answer describes the tree
  /// as it is now, not as it was when the event left. The sender itself is a candidate;
  /// `ancestor` is not.
  ///
  /// It answers "which cell of this table did the event come through?": for a nested table,
  /// asking for the outer table finds the outer cell and asking for the inner table the inner
  /// cell. The UIKit layer builds `indexPath(in:)` on it.
  ///
  /// ```swift
  /// controller.re.handle(AddToCart.self) { controller, context in
  ///   let shelf = context.nodeOnRoute(below: controller.shelfList) { $0 is ShelfRow }
  ///   controller.highlight(shelf)
  ///   return .stop
  /// }
  /// ```
  ///
  /// A broadcast has no upward route: for one, this returns `nil`. A route that loops is
  /// followed once round; a loop that never reaches `ancestor` gives `nil`.
  public func nodeOnRoute(
    below ancestor: any EventNode, where isMatch: (any EventNode) -> Bool
  ) -> (any EventNode)? {
    guard direction == .up else { return nil }
    let target = ObjectIdentifier(ancestor)
    var closest: (any EventNode)?
    var reachedTarget = false
    walkUpwardRoute(from: sender) { node in
      if ObjectIdentifier(node) == target {
        reachedTarget = true
        return false
      }
      if isMatch(node) { closest = node }
      return true
    }
    return reachedTarget ? closest : nil
  }
}

/// Visits the nodes of the upward route from `start`, `start` included, each once, until
/// `visit` returns `false`, the route ends, or it comes back to a node it visited.
///
/// Reads the route as it is now, without creating storage or changing a redirect (see
/// ``nextOnUpwardRoute(after:)``).
@MainActor
func walkUpwardRoute(from start: any EventNode, _ visit: (any EventNode) -> Bool) {
  var seen = Set<ObjectIdentifier>()
  var node: (any EventNode)? = start
  while let current = node.moveOut(), seen.insert(ObjectIdentifier(current)).inserted {
    guard visit(current) else { return }
    node = nextOnUpwardRoute(after: current)
  }
}

/// The node after `node` on an upward route: its redirect target, else its parent.
///
/// Reads without creating storage or changing a redirect whose target is gone, so that
/// questions about a route (``EventContext/nodeOnRoute(below:where:)``, contracts) leave the
/// nodes as they were.
@MainActor
func nextOnUpwardRoute(after node: any EventNode) -> (any EventNode)? {
  if let storage = node.existingResponderEventsStorage, storage.isRedirected,
    let target = storage.redirectTarget.node
  {
    return target
  }
  return node.responderEventsParent
}
