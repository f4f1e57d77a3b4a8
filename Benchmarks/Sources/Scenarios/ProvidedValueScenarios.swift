import ResponderEventsCore

// Provided values (issue 32): a node provides a value to everything below it, and observers
// below are called with each new one. The budgets: delivering a new value to 10,000
// observing nodes costs no more than a broadcast to them; registering an observer allocates no
// more than registering a handler; nodes without observers pay nothing (the quiet hop and the
// broadcast's per-node cost, whose budgets the upward and broadcast scenarios already hold).

/// The value the scenarios provide and observe: one `Int`, as small as a theme's identity.
package struct Shade: ProvidedValue, Sendable {
  package var level: Int

  package init(level: Int) {
    self.level = level
  }

  package static let defaultValue = Shade(level: 0)
}

/// A tree of `size` nodes, each with up to `fanout` children (the broadcast scenario's shape),
/// every node observing ``Shade`` and the root providing it.
///
/// ``deliver()`` provides a new value from the root, which reaches every observer, the root's
/// own included: the work a ``BroadcastTree`` of the same shape does with one broadcast
/// handler per node and a broadcast from the root, origin included.
@MainActor
package final class ProvidedValueTree {
  package let root: BenchmarkNode
  package let sink = Sink()
  private let nodes: [BenchmarkNode]
  private var level = 0

  package init(size: Int, fanout: Int = 8) {
    let nodes = breadthFirstTree(size: size, fanout: fanout)
    self.nodes = nodes
    self.root = nodes[0]
    root.re.provide(Shade(level: 0))
    for node in nodes {
      node.re.observe(Shade.self) { [sink] _, shade in
        sink.total &+= shade.level
      }
    }
  }

  /// Provides a new value from the root: every observer is called with it once.
  package func deliver() {
    level &+= 1
    root.re.provide(Shade(level: level))
  }
}

/// A chain `depth` hops long whose top provides ``Shade`` (and handles ``Tap``, as
/// ``ResponderEventsChain``'s does), for registering an observer at the bottom and removing it.
@MainActor
package final class ObserverRegistration {
  package let sink = Sink()
  private let nodes: [BenchmarkNode]
  private let observing: BenchmarkNode
  private var level = 0

  package init(depth: Int) {
    let nodes = linkedChain(depth: depth, of: BenchmarkNode.init) { node, above in
      above.add(node)
    }
    self.nodes = nodes
    self.observing = nodes[depth]
    nodes[0].re.handle(Tap.self) { [sink] _, context in
      sink.total &+= context.event.row
      return .stop
    }
    nodes[0].re.provide(Shade(level: 1))
  }

  /// Registers an observer on the bottom node and removes it again.
  ///
  /// The observer captures the sink, as ``ResponderEventsChain/registerAndRemoveHandler()``'s
  /// handler does, and is called once with the top's value as it registers: finding the
  /// provider and the first delivery are part of a registration.
  package func registerAndRemoveObserver() {
    let token = observing.re.observe(Shade.self) { [sink] _, shade in
      sink.total &+= shade.level
    }
    token.remove()
  }
}
