import ResponderEventsCore

/// A tree of `size` nodes, each with up to `fanout` children, built breadth first.
@MainActor
package final class BroadcastTree {
  package let root: BenchmarkNode
  package let sink = Sink()
  private let nodes: [BenchmarkNode]

  package init(size: Int, fanout: Int = 8) {
    var nodes = [BenchmarkNode()]
    nodes.reserveCapacity(size)
    var parentIndex = 0
    while nodes.count < size {
      let child = BenchmarkNode()
      nodes[parentIndex].add(child)
      nodes.append(child)
      if nodes[parentIndex].children.count == fanout { parentIndex += 1 }
    }
    self.nodes = nodes
    self.root = nodes[0]
    for node in nodes {
      node.re.handleBroadcast(Tap.self) { [sink] _, context in
        sink.total &+= context.event.row
        return .handled
      }
    }
  }

  /// Broadcasts one event from the root to every node, the root included.
  package func broadcast(row: Int = 1) {
    root.re.broadcast(Tap(row: row), options: .includingOrigin)
  }

  /// The hand-written alternative: recurse through the same children and call one closure per
  /// node, as the broadcast calls one handler per node.
  package func bareWalk(row: Int = 1) {
    let sink = self.sink
    let visit: @MainActor (any EventNode) -> Void = { _ in sink.total &+= row }
    func walk(_ node: any EventNode) {
      visit(node)
      for child in node.responderEventsChildren { walk(child) }
    }
    walk(root)
  }
}
