/// Visits `start` and the nodes below it in the order a broadcast offers them (pre-order: a
/// node, its children, then the nodes redirected to it), each once: the one downward walk of
/// every question about a tree (deepest receivers, a broadcast's review, the provided values'
/// refresh after a move); the broadcast itself walks with visit marks and borrowed nodes
/// instead, which cost less per node.
///
/// `visit` receives a node and what its parent's visit returned (`state` for `start`), and
/// returns what the node's children receive, or `nil` to skip them.
@MainActor
func walkDownward<State>(
  from start: any EventNode, _ state: State, _ visit: (any EventNode, State) -> State?
) {
  var seen = Set<ObjectIdentifier>()
  var pending: [(node: any EventNode, state: State)] = [(start, state)]
  while let (node, state) = pending.popLast() {
    guard seen.insert(ObjectIdentifier(node)).inserted, let below = visit(node, state) else {
      continue
    }
    let children =
      node.existingResponderEventsStorage.map { Dispatcher.children(of: node, storage: $0) }
      ?? node.responderEventsChildren
    // Reversed, so that the first child is visited first.
    for child in children.reversed() { pending.append((child, below)) }
  }
}
