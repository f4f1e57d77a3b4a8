import Foundation
import ResponderEventsCore

/// A chain `depth` hops long: the sender at the bottom, the one handler at the top.
///
/// Every approach below does the same work per send: carry one `Int` from the sender to the
/// handler, which adds it to a sink.
@MainActor
package final class ResponderEventsChain {
  package let nodes: [BenchmarkNode]
  package let sink = Sink()
  private let sender: BenchmarkNode

  package init(depth: Int) {
    let nodes = linkedChain(depth: depth, of: BenchmarkNode.init) { node, above in above.add(node) }
    self.nodes = nodes
    self.sender = nodes[depth]
    nodes[0].re.handle(Tap.self) { [sink] _, context in
      sink.total &+= context.event.row
      return .stop
    }
    nodes[0].re.handle(Ask.self) { _, context in
      context.reply(42)
      return .stop
    }
  }

  /// Sends one event up the chain.
  package func send(row: Int = 1) {
    sender.re.send(Tap(row: row))
  }

  /// Follows the chain's weak links from the sender to the top without sending anything: what
  /// every upward walk of this chain does, hand-written or not, before any routing.
  package func climb() {
    sink.total &+= sender.hopsToTop()
  }

  /// Sends one event that no node handles, up to the top of the chain.
  ///
  /// The engine reports it as a diagnostic, which nobody receives in a release build that keeps
  /// the default handler.
  package func sendUnhandled(row: Int = 1) {
    sender.re.send(Unheard(section: 0, row: row))
  }

  /// Sends one event with a trace recorded.
  package func sendTraced(row: Int = 1) {
    sender.re.send(Tap(row: row), options: .tracing)
  }

  /// Requests a reply from the top and awaits it.
  package func requestReply() async throws -> Int {
    try await sender.re.request(Ask())
  }

  /// Registers a handler on the sender and removes it again.
  ///
  /// The handler captures the sink, as an app's handlers capture what they update: its context
  /// is one of the objects a registration allocates.
  package func registerAndRemoveHandler() {
    let token = sender.re.handle(Tap.self) { [sink] _, context in
      sink.total &+= context.event.row
      return .pass
    }
    token.remove()
  }

  deinit {
    // Nothing to do: parents are weak, so the chain unwinds from the array.
  }
}

/// `depth + 1` nodes made by `make`, top first, each linked by `link` to the one made before it:
/// the chain a scenario sends up, from its last node to its first.
@MainActor
func linkedChain<Node>(
  depth: Int, of make: () -> Node, link: (_ node: Node, _ above: Node) -> Void
) -> [Node] {
  var nodes = [make()]
  for _ in 0..<depth {
    let node = make()
    link(node, nodes[nodes.count - 1])
    nodes.append(node)
  }
  return nodes
}

/// The pattern ResponderEvents replaces: each layer has a weak delegate and forwards the
/// callback to it by hand.
@MainActor
package protocol TapDelegate: AnyObject {
  func didTap(row: Int)
}

@MainActor
private final class ForwardingLayer: TapDelegate {
  weak var delegate: (any TapDelegate)?

  func didTap(row: Int) {
    delegate?.didTap(row: row)
  }
}

@MainActor
private final class HandlingLayer: TapDelegate {
  let sink: Sink

  init(sink: Sink) {
    self.sink = sink
  }

  func didTap(row: Int) {
    sink.total &+= row
  }
}

/// A hand-written chain of weak delegates `depth` hops long.
@MainActor
package final class WeakDelegateChain {
  package let sink = Sink()
  private let layers: [any TapDelegate]
  private let sender: ForwardingLayer

  package init(depth: Int) {
    let top = HandlingLayer(sink: sink)
    var layers: [any TapDelegate] = [top]
    var above: any TapDelegate = top
    var bottom: ForwardingLayer?
    for _ in 1..<max(depth, 1) {
      let layer = ForwardingLayer()
      layer.delegate = above
      layers.append(layer)
      above = layer
      bottom = layer
    }
    // The sender's own delegate reference is the first hop.
    let sender = ForwardingLayer()
    sender.delegate = bottom ?? top
    layers.append(sender)
    self.layers = layers
    self.sender = sender
  }

  package func send(row: Int = 1) {
    sender.didTap(row: row)
  }
}

/// The least any event walk can do over a chain of weak links: follow them, mark each node
/// visited (the check every engine needs so that a cycle ends the walk), look at one handler slot
/// per node, and call the first handler found.
///
/// No context, no result, no diagnostics, nothing to register: a floor to measure the engine
/// against, not an alternative to it.
@MainActor
package final class MinimalHandlerChain {
  @MainActor
  final class SlotNode {
    weak var parent: SlotNode?
    var handler: ((Int) -> Void)?
    var visitMark: UInt64 = 0
  }

  package let sink = Sink()
  private let nodes: [SlotNode]
  private let sender: SlotNode
  private var lastMark: UInt64 = 0

  package init(depth: Int) {
    let nodes = linkedChain(depth: depth, of: SlotNode.init) { node, above in node.parent = above }
    let sink = self.sink
    nodes[0].handler = { row in sink.total &+= row }
    self.nodes = nodes
    self.sender = nodes[depth]
  }

  /// Walks from the sender up to the first node with a handler and calls it.
  package func send(row: Int = 1) {
    lastMark &+= 1
    let mark = lastMark
    // Moved out of the optional, as the bare climb and the engine do: one reference at a time.
    var node = sender.parent
    while let current = node.take() {
      guard current.visitMark != mark else { return }
      current.visitMark = mark
      if let handler = current.handler {
        handler(row)
        return
      }
      node = current.parent
    }
  }
}

/// `NotificationCenter` with one observer: the sender posts, carrying the value in `userInfo`.
@MainActor
package final class NotificationCenterRoute {
  package let sink = Sink()
  private let center = NotificationCenter()
  private let name = Notification.Name("ResponderEventsBenchmarks.tap")
  private var observer: (any NSObjectProtocol)?

  package init() {
    let sink = self.sink
    observer = center.addObserver(forName: name, object: nil, queue: nil) { note in
      let row = note.userInfo?["row"] as? Int ?? 0
      MainActor.assumeIsolated { sink.total &+= row }
    }
  }

  package func send(row: Int = 1) {
    center.post(name: name, object: nil, userInfo: ["row": row])
  }
}

/// The `UIResponder` router category's design in Swift: each responder routes by a string name, and the payload is
/// a `[String: Any]` copied at each hop as the Objective-C routers copy `userInfo`.
@MainActor
package final class StringRouterChain {
  @MainActor
  final class RouterNode {
    weak var next: RouterNode?
    var handlers: [String: ([String: Any]) -> Bool] = [:]

    func route(_ name: String, _ userInfo: [String: Any]) {
      if let handler = handlers[name], handler(userInfo) { return }
      var copy = userInfo
      copy["hops"] = (userInfo["hops"] as? Int ?? 0) + 1
      next?.route(name, copy)
    }
  }

  package let sink = Sink()
  private let nodes: [RouterNode]

  package init(depth: Int) {
    let nodes = linkedChain(depth: depth, of: RouterNode.init) { node, above in node.next = above }
    let sink = self.sink
    nodes[0].handlers["tap"] = { userInfo in
      sink.total &+= userInfo["row"] as? Int ?? 0
      return true
    }
    self.nodes = nodes
  }

  package func send(row: Int = 1) {
    nodes[nodes.count - 1].next?.route("tap", ["row": row])
  }
}
