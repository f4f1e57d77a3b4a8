import ResponderEventsCore

/// A node whose parent and children are set freely, so scenarios can build any shape.
@MainActor
final class ScenarioNode: EventNode {
  let index: Int
  weak var parent: ScenarioNode?
  var children: [any EventNode] = []
  private let storage: StorageOnFirstUse

  /// Makes node `index`, with its storage at once, or with `lazyStorage` only when something
  /// first uses it, as `UIResponder` does.
  init(index: Int, lazyStorage: Bool) {
    self.index = index
    storage = StorageOnFirstUse(createdNow: !lazyStorage)
  }

  var responderEventsParent: (any EventNode)? { parent }
  var responderEventsChildren: [any EventNode] { children }

  var responderEventsStorage: EventNodeStorage { storage.storage }
  var existingResponderEventsStorage: EventNodeStorage? { storage.existing }
}

/// Builds a scenario out of real nodes and handlers and runs it through the engine.
@MainActor
final class EngineHarness {
  private let scenario: Scenario
  private let nodes: [ScenarioNode]
  private var tokens: [Int: HandlerToken] = [:]
  private var calls: [[Int]] = []

  /// Builds `scenario`; with `lazyStorage`, its nodes create their storage on first use.
  init(_ scenario: Scenario, lazyStorage: Bool = false) {
    self.scenario = scenario
    nodes = (0..<scenario.nodeCount).map { ScenarioNode(index: $0, lazyStorage: lazyStorage) }
    for (index, parent) in scenario.parents.enumerated() {
      nodes[index].parent = parent.map { nodes[$0] }
    }
    for (index, children) in scenario.children.enumerated() {
      nodes[index].children = children.map { nodes[$0] }
    }
    for redirect in scenario.redirects {
      nodes[redirect.node].re.redirect(to: nodes[redirect.target])
    }
    for handler in scenario.handlers { register(handler) }
  }

  private func register(_ handler: Scenario.Handler) {
    let node = nodes[handler.node]
    switch handler.direction {
    case .up:
      tokens[handler.id] = node.re.handle(ModelEvent.self) { [unowned self] node, context in
        run(handler, at: node, context: &context)
        return [.pass, .handled, .stop][handler.disposition]
      }
    case .down:
      tokens[handler.id] = node.re.handleBroadcast(ModelEvent.self) {
        [unowned self] node, context in
        run(handler, at: node, context: &context)
        return [.pass, .handled, .skipSubtree, .stop][handler.disposition]
      }
    }
  }

  private func run(
    _ handler: Scenario.Handler, at node: ScenarioNode, context: inout EventContext<ModelEvent>
  ) {
    calls.append([node.index, handler.id])
    if handler.enriches { context.event.log.append(handler.id) }
    if let reply = handler.reply { context.reply(reply) }
    switch handler.action {
    case .none: break
    case .remove(let id): tokens[id]?.remove()
    case .add(let added): register(added)
    }
  }

  /// Children lists may loop, and nodes hold their children strongly: break the loops so
  /// that every case frees its nodes.
  private func tearDown() {
    for node in nodes { node.children = [] }
  }

  /// Sends and broadcasts an event nobody handles from every node, so that each node's storage
  /// knows its owner and whether the node handles events itself: later untraced dispatches
  /// then take the engine's fast paths, specialized for the node type.
  func warmUp() {
    _ = collectingDiagnostics {
      for node in nodes {
        node.re.send(WarmUpEvent())
        node.re.broadcast(WarmUpEvent())
      }
    }
  }

  /// Sends the event up from the scenario's sender, with a trace unless `traced` is `false`,
  /// in which case ``Observed/route`` stays empty.
  func sendUp(requestingReply: Bool, traced: Bool = true) -> Observed {
    defer { tearDown() }
    var observed = Observed()
    var reply: Result<Int, ReplyError>?
    var options: DispatchOptions = traced ? .tracing : []
    if scenario.includingOrigin { options.insert(.includingOrigin) }
    let (result, diagnostics) = collectingDiagnostics {
      requestingReply
        ? nodes[scenario.sender].re.request(ModelEvent(), options: options) { reply = $0 }
        : nodes[scenario.sender].re.send(ModelEvent(), options: options)
    }
    observed.route = indices(of: result.trace?.hops ?? [])
    observed.changed = indices(of: result.trace?.hops.filter(\.changedEvent) ?? [])
    observed.visited = result.visitedCount
    observed.calls = calls
    observed.log = result.event.log
    observed.handlers = result.handlers.map { ($0 as! ScenarioNode).index }
    observed.handledCount = result.handlers.count
    observed.termination = result.termination
    observed.stoppedBy = (result.stoppedBy as? ScenarioNode)?.index
    observed.reply = reply
    observed.diagnostics = diagnostics.map(\.kind).filter { $0 != .duplicateReply }
    return observed
  }

  /// Broadcasts the event from the scenario's sender, with a trace unless `traced` is `false`,
  /// in which case ``Observed/route`` stays empty.
  func broadcast(traced: Bool = true) -> Observed {
    defer { tearDown() }
    var observed = Observed()
    var options: DispatchOptions = traced ? .tracing : []
    if scenario.includingOrigin { options.insert(.includingOrigin) }
    let (result, diagnostics) = collectingDiagnostics {
      nodes[scenario.sender].re.broadcast(ModelEvent(), options: options)
    }
    observed.route = indices(of: result.trace?.hops ?? [])
    observed.changed = indices(of: result.trace?.hops.filter(\.changedEvent) ?? [])
    observed.visited = result.visitedCount
    observed.calls = calls
    observed.log = result.event.log
    observed.handledCount = result.handledCount
    observed.termination = result.termination
    observed.stoppedBy = (result.stoppedBy as? ScenarioNode)?.index
    observed.diagnostics = diagnostics.map(\.kind)
    return observed
  }
}

extension EngineHarness {
  /// The indices of the nodes of `hops`, found by identity.
  private func indices(of hops: [EventTrace.Hop]) -> [Int] {
    hops.compactMap { hop in nodes.first { ObjectIdentifier($0) == hop.node.id }?.index }
  }
}

/// An event no scenario handles, sent by ``EngineHarness/warmUp()``.
struct WarmUpEvent: ResponderEvent {}
