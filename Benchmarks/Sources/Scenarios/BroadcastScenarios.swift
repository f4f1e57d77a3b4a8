import ResponderEventsCore

/// A tree of `size` nodes, each with up to `fanout` children, built breadth first.
@MainActor
package final class BroadcastTree {
  package let root: BenchmarkNode
  package let sink = Sink()
  private let nodes: [BenchmarkNode]

  package init(size: Int, fanout: Int = 8) {
    let nodes = breadthFirstTree(size: size, fanout: fanout)
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

/// `size` nodes linked as a tree, each with up to `fanout` children, built breadth first: the
/// root first, then its children, then theirs.
///
/// Each parent gets its children in one assignment, so that a flat tree (one parent, thousands
/// of children) takes linear time to build, not the quadratic time of adding them one by one.
@MainActor
func breadthFirstTree(size: Int, fanout: Int) -> [BenchmarkNode] {
  var nodes = [BenchmarkNode()]
  nodes.reserveCapacity(size)
  var parentIndex = 0
  while nodes.count < size {
    let count = min(fanout, size - nodes.count)
    let children = (0..<count).map { _ in BenchmarkNode() }
    nodes[parentIndex].add(contentsOf: children)
    nodes.append(contentsOf: children)
    parentIndex += 1
  }
  return nodes
}
