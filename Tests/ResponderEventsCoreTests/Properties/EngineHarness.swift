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

/// The kinds of node a scenario can be built from.
enum HarnessNodes {
  /// ``ScenarioNode``s, parents and children set freely, storage made at once.
  case free
  /// ``ScenarioNode``s that create their storage on first use, as `UIResponder` does.
  case lazyStorage
  /// ``ScopeNode``s, attached to their parents in index order: the tree SwiftUI's handlers
  /// make. Only for scope-shaped scenarios (``Scenario/scopeShaped()``).
  case scopes
}

/// Builds a scenario out of real nodes and handlers and runs it through the engine.
@MainActor
final class EngineHarness {
  private let scenario: Scenario
  private let nodes: [any EventNode]
  private let indexOf: [ObjectIdentifier: Int]
  private var tokens: [Int: HandlerToken] = [:]
  private var calls: [[Int]] = []

  /// Builds `scenario` out of `kind` nodes.
  init(_ scenario: Scenario, nodes kind: HarnessNodes = .free) {
    self.scenario = scenario
    switch kind {
    case .free, .lazyStorage:
      let built = (0..<scenario.nodeCount).map {
        ScenarioNode(index: $0, lazyStorage: kind == .lazyStorage)
      }
      for (index, parent) in scenario.parents.enumerated() {
        built[index].parent = parent.map { built[$0] }
      }
      for (index, children) in scenario.children.enumerated() {
        built[index].children = children.map { built[$0] }
      }
      nodes = built
    case .scopes:
      let built = (0..<scenario.nodeCount).map { ScopeNode(name: "\($0)") }
      for (index, parent) in scenario.parents.enumerated() {
        built[index].attach(to: parent.map { built[$0] })
      }
      nodes = built
    }
    indexOf = Dictionary(
      uniqueKeysWithValues: nodes.enumerated().map { (ObjectIdentifier($1), $0) })
    for redirect in scenario.redirects {
      nodes[redirect.node].harness.redirect(to: nodes[redirect.target])
    }
    for handler in scenario.handlers { register(handler) }
  }

  /// The scenario index of `node`.
  private func index(of node: any EventNode) -> Int {
    indexOf[ObjectIdentifier(node)] ?? -1
  }

  private func register(_ handler: Scenario.Handler) {
    let node = nodes[handler.node]
    switch handler.direction {
    case .up:
      tokens[handler.id] = node.harness.handle(ModelEvent.self) { [unowned self] node, context in
        run(handler, at: node, context: &context)
        return [.pass, .handled, .stop][handler.disposition]
      }
    case .down:
      tokens[handler.id] = node.harness.handleBroadcast(ModelEvent.self) {
        [unowned self] node, context in
        run(handler, at: node, context: &context)
        return [.pass, .handled, .skipSubtree, .stop][handler.disposition]
      }
    }
  }

  private func run(
    _ handler: Scenario.Handler, at node: any EventNode, context: inout EventContext<ModelEvent>
  ) {
    calls.append([index(of: node), handler.id])
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
    for case let node as ScenarioNode in nodes { node.children = [] }
  }

  /// Sends and broadcasts an event nobody handles from every node, so that each node's storage
  /// knows its owner and whether the node handles events itself: later untraced dispatches
  /// then take the engine's fast paths, specialized for the node type.
  func warmUp() {
    _ = collectingDiagnostics {
      for node in nodes {
        node.harness.send(WarmUpEvent())
        node.harness.broadcast(WarmUpEvent())
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
        ? nodes[scenario.sender].harness.request(ModelEvent(), options: options) { reply = $0 }
        : nodes[scenario.sender].harness.send(ModelEvent(), options: options)
    }
    observed.route = indices(of: result.trace?.hops ?? [])
    observed.changed = indices(of: result.trace?.hops.filter(\.changedEvent) ?? [])
    observed.visited = result.visitedCount
    observed.calls = calls
    observed.log = result.event.log
    observed.handlers = result.handlers.map { index(of: $0) }
    observed.handledCount = result.handlers.count
    observed.termination = result.termination
    observed.stoppedBy = result.stoppedBy.map { index(of: $0) }
    observed.reply = reply
    observed.diagnostics = kinds(of: diagnostics).filter { $0 != .duplicateReply }
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
      nodes[scenario.sender].harness.broadcast(ModelEvent(), options: options)
    }
    observed.route = indices(of: result.trace?.hops ?? [])
    observed.changed = indices(of: result.trace?.hops.filter(\.changedEvent) ?? [])
    observed.visited = result.visitedCount
    observed.calls = calls
    observed.log = result.event.log
    observed.handledCount = result.handledCount
    observed.termination = result.termination
    observed.stoppedBy = result.stoppedBy.map { index(of: $0) }
    observed.diagnostics = kinds(of: diagnostics)
    return observed
  }

  /// The kinds of `diagnostics`, with a misdirected handler counted once: the engine reports
  /// one per type of node, and scenarios' nodes are all of one type, with no debug name.
  private func kinds(of diagnostics: [EventDiagnostic]) -> [EventDiagnostic.Kind] {
    var kinds = diagnostics.map(\.kind)
    if let first = kinds.firstIndex(of: .handlerInOtherDirection) {
      kinds.removeAll { $0 == .handlerInOtherDirection }
      kinds.insert(.handlerInOtherDirection, at: first)
    }
    return kinds
  }
}

extension EngineHarness {
  /// The indices of the nodes of `hops`, found by identity.
  private func indices(of hops: [EventTrace.Hop]) -> [Int] {
    hops.compactMap { indexOf[$0.node.id] }
  }
}

/// An event no scenario handles, sent by ``EngineHarness/warmUp()``.
struct WarmUpEvent: ResponderEvent {}

/// The `re` namespace of a node whose type the harness does not know, for the operations the
/// harness uses; `re` itself cannot be reached through `any EventNode`.
@MainActor
struct AnyNodeNamespace {
  let node: any EventNode

  func redirect(to target: any EventNode) {
    node.redirectForHarness(to: target)
  }

  func handle<Event: ResponderEvent>(
    _ type: Event.Type,
    _ body: @escaping @MainActor (any EventNode, inout EventContext<Event>) -> EventDisposition
  ) -> HandlerToken {
    node.handleForHarness(type, body)
  }

  func handleBroadcast<Event: ResponderEvent>(
    _ type: Event.Type,
    _ body: @escaping @MainActor (any EventNode, inout EventContext<Event>) -> BroadcastDisposition
  ) -> HandlerToken {
    node.handleBroadcastForHarness(type, body)
  }

  @discardableResult
  func send<Event: ResponderEvent>(
    _ event: Event, options: DispatchOptions = []
  ) -> DispatchResult<Event> {
    node.sendForHarness(event, options: options)
  }

  func request<Event: ResponderRequest>(
    _ event: Event, options: DispatchOptions,
    completion: @escaping @MainActor (Result<Event.Reply, ReplyError>) -> Void
  ) -> DispatchResult<Event> {
    node.requestForHarness(event, options: options, completion: completion)
  }

  @discardableResult
  func broadcast<Event: ResponderEvent>(
    _ event: Event, options: DispatchOptions = []
  ) -> BroadcastResult<Event> {
    node.broadcastForHarness(event, options: options)
  }
}

extension EventNode {
  /// This node's namespace, reachable through `any EventNode`.
  var harness: AnyNodeNamespace { AnyNodeNamespace(node: self) }

  fileprivate func redirectForHarness(to target: any EventNode) { re.redirect(to: target) }

  fileprivate func handleForHarness<Event: ResponderEvent>(
    _ type: Event.Type,
    _ body: @escaping @MainActor (any EventNode, inout EventContext<Event>) -> EventDisposition
  ) -> HandlerToken {
    re.handle(type) { node, context in body(node, &context) }
  }

  fileprivate func handleBroadcastForHarness<Event: ResponderEvent>(
    _ type: Event.Type,
    _ body: @escaping @MainActor (any EventNode, inout EventContext<Event>) -> BroadcastDisposition
  ) -> HandlerToken {
    re.handleBroadcast(type) { node, context in body(node, &context) }
  }

  fileprivate func sendForHarness<Event: ResponderEvent>(
    _ event: Event, options: DispatchOptions
  ) -> DispatchResult<Event> {
    re.send(event, options: options)
  }

  fileprivate func requestForHarness<Event: ResponderRequest>(
    _ event: Event, options: DispatchOptions,
    completion: @escaping @MainActor (Result<Event.Reply, ReplyError>) -> Void
  ) -> DispatchResult<Event> {
    re.request(event, options: options, completion: completion)
  }

  fileprivate func broadcastForHarness<Event: ResponderEvent>(
    _ event: Event, options: DispatchOptions
  ) -> BroadcastResult<Event> {
    re.broadcast(event, options: options)
  }
}
