import ResponderEventsCore

/// The rules of dispatch written as plainly as possible, to check the engine against.
///
/// Upward: from the sender's parent (or the sender, when included) through each node's parent,
/// a redirect replacing the natural parent; a node reached twice ends the dispatch as a cycle.
/// At each node, the handlers registered when the event arrives run in registration order,
/// skipping any removed meanwhile; the first `stop` ends everything. Broadcast: pre-order,
/// children read after the node's handlers ran (natural children, then nodes redirected to
/// it), each node at most once. An event nobody handled is reported, and then, once, a node
/// it was offered to that has a live handler for the other direction only (a handler added
/// meanwhile counts, a removed one does not).
struct ReferenceModel {
  private let scenario: Scenario
  private var specs: [Int: Scenario.Handler] = [:]
  private var upward: [[Int]]
  private var downward: [[Int]]
  private var removed: Set<Int> = []
  private var redirect: [Int: Int] = [:]
  private var adopted: [[Int]]

  init(_ scenario: Scenario) {
    self.scenario = scenario
    upward = Array(repeating: [], count: scenario.nodeCount)
    downward = Array(repeating: [], count: scenario.nodeCount)
    adopted = Array(repeating: [], count: scenario.nodeCount)
    for (node, target) in scenario.redirects {
      if let old = redirect[node] { adopted[old].removeAll { $0 == node } }
      redirect[node] = target
      adopted[target].append(node)
    }
    for handler in scenario.handlers { register(handler) }
  }

  private mutating func register(_ handler: Scenario.Handler) {
    specs[handler.id] = handler
    if handler.direction == .up {
      upward[handler.node].append(handler.id)
    } else {
      downward[handler.node].append(handler.id)
    }
  }

  private mutating func perform(_ action: Scenario.Action) {
    switch action {
    case .none: break
    case .remove(let id): if specs[id] != nil { removed.insert(id) }
    case .add(let handler): register(handler)
    }
  }

  private func parent(of node: Int) -> Int? {
    redirect[node] ?? scenario.naturalParent(node)
  }

  mutating func sendUp(requestingReply: Bool) -> Observed {
    var observed = Observed()
    observed.handlers = []
    var visited: Set<Int> = []
    var reply: Int?
    var current: Int?
    if scenario.includingOrigin {
      current = scenario.sender
    } else {
      visited.insert(scenario.sender)
      current = parent(of: scenario.sender)
    }
    walk: while let node = current {
      if visited.contains(node) {
        observed.termination = .cycleDetected
        observed.diagnostics.append(.cycleDetected)
        break
      }
      visited.insert(node)
      observed.route.append(node)
      var handled = false
      var changed = false
      defer { if changed { observed.changed.append(node) } }
      for id in upward[node] where !removed.contains(id) {
        let handler = specs[id]!
        observed.calls.append([node, id])
        if handler.enriches {
          observed.log.append(id)
          changed = true
        }
        if requestingReply, reply == nil, let value = handler.reply { reply = value }
        perform(handler.action)
        if handler.disposition >= 1 { handled = true }
        if handler.disposition == 2 {
          observed.handlers?.append(node)
          observed.termination = .stopped
          observed.stoppedBy = node
          break walk
        }
      }
      if handled { observed.handlers?.append(node) }
      current = parent(of: node)
    }
    observed.visited = observed.route.count
    observed.handledCount = observed.handlers?.count ?? 0
    if observed.handledCount == 0 && observed.termination != .cycleDetected {
      observed.diagnostics.append(.unhandled)
      if observed.route.contains(where: { handlesOnly(.down, at: $0) }) {
        observed.diagnostics.append(.handlerInOtherDirection)
      }
    }
    if requestingReply {
      if let reply {
        observed.reply = .success(reply)
      } else {
        observed.reply = .failure(observed.handledCount > 0 ? .noReply : .unhandled)
      }
    }
    return observed
  }

  mutating func broadcast() -> Observed {
    var observed = Observed()
    var visited: Set<Int> = [scenario.sender]
    if scenario.includingOrigin {
      _ = visit(scenario.sender, &visited, &observed)
    } else {
      for child in children(of: scenario.sender) where !visited.contains(child) {
        visited.insert(child)
        if !visit(child, &visited, &observed) { break }
      }
    }
    if observed.handledCount == 0 {
      observed.diagnostics.append(.unhandled)
      // A broadcaster that handles the type travelling up relays it: the type travels up below
      // it too, and no handler there is taken for one meant for broadcasts.
      let relays =
        !scenario.includingOrigin && upward[scenario.sender].contains { !removed.contains($0) }
      if !relays, observed.route.contains(where: { handlesOnly(.up, at: $0) }) {
        observed.diagnostics.append(.handlerInOtherDirection)
      }
    }
    observed.visited = observed.route.count
    return observed
  }

  /// Whether `node` has a live handler for `direction` and none for the other one.
  private func handlesOnly(_ direction: EventDirection, at node: Int) -> Bool {
    let live = { (ids: [Int]) in ids.contains { !removed.contains($0) } }
    return direction == .up
      ? live(upward[node]) && !live(downward[node])
      : live(downward[node]) && !live(upward[node])
  }

  /// Offers the broadcast to `node`, then its subtree; returns `false` when it was stopped.
  private mutating func visit(
    _ node: Int, _ visited: inout Set<Int>, _ observed: inout Observed
  ) -> Bool {
    observed.route.append(node)
    var handled = false
    var skipChildren = false
    var changed = false
    for id in downward[node] where !removed.contains(id) {
      let handler = specs[id]!
      observed.calls.append([node, id])
      if handler.enriches {
        observed.log.append(id)
        if !changed { observed.changed.append(node) }
        changed = true
      }
      perform(handler.action)
      if handler.disposition >= 1 { handled = true }
      if handler.disposition == 2 { skipChildren = true }
      if handler.disposition == 3 {
        observed.handledCount += 1
        observed.termination = .stopped
        observed.stoppedBy = node
        return false
      }
    }
    if handled { observed.handledCount += 1 }
    if !skipChildren {
      for child in children(of: node) where !visited.contains(child) {
        visited.insert(child)
        if !visit(child, &visited, &observed) { return false }
      }
    }
    return true
  }

  private func children(of node: Int) -> [Int] {
    scenario.children[node] + adopted[node]
  }
}
