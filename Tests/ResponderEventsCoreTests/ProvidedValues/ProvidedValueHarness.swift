import ResponderEventsCore
import ResponderEventsTesting

/// Runs a ``ProvidedValueScenario`` on real nodes and on the ``ProvidedValueModel`` side by
/// side, recording every observer call.
@MainActor
final class ProvidedValueHarness {
  final class Observer {
    let node: Int
    var token: HandlerToken?
    var calls: [Int] = []

    init(node: Int) {
      self.node = node
    }
  }

  private var nodes: [TestNode?]
  private(set) var model: ProvidedValueModel
  private(set) var observers: [Observer] = []
  /// Steps to take from inside an observer's next call, by observer index.
  private var duringDelivery: [Int: ProvidedValueScenario.Step] = [:]

  init(_ scenario: ProvidedValueScenario) {
    let nodes = (0..<scenario.nodeCount).map { TestNode("n\($0)") }
    for (index, parent) in scenario.parents.enumerated() {
      if let parent { nodes[parent].addChild(nodes[index]) }
    }
    self.nodes = nodes
    model = ProvidedValueModel(parents: scenario.parents)
  }

  /// Takes `step` on both sides; returns whether it released a node (whose providers stop on
  /// the main actor's next turn).
  @discardableResult
  func apply(_ step: ProvidedValueScenario.Step) -> Bool {
    switch step {
    case .provide(let index, let value):
      guard let node = nodes[index] else { return false }
      model.provided[index] = value
      node.re.provide(Level(number: value))
    case .stop(let index):
      guard let node = nodes[index] else { return false }
      model.provided[index] = nil
      node.re.stopProviding(Level.self)
    case .observe(let index):
      guard let node = nodes[index] else { return false }
      let position = observers.count
      let record = Observer(node: index)
      observers.append(record)
      record.token = node.re.observe(Level.self) { [unowned self] _, level in
        record.calls.append(level.number)
        if let pending = self.duringDelivery.removeValue(forKey: position) {
          self.apply(pending)
        }
      }
    case .removeObserver(let position):
      guard position < observers.count else { return false }
      observers[position].token?.remove()
    case .move(let index, let parent):
      guard let node = nodes[index] else { return false }
      if let parent {
        guard let newParent = nodes[parent],
          !model.wouldLoop(index, under: parent, redirecting: false)
        else { return false }
        model.parents[index] = parent
        newParent.addChild(node)
      } else {
        model.parents[index] = nil
        node.removeFromParent()
      }
      node.re.refreshProvidedValues()
    case .redirect(let index, let target):
      guard let node = nodes[index] else { return false }
      if let target {
        guard let targetNode = nodes[target],
          !model.wouldLoop(index, under: target, redirecting: true)
        else { return false }
        model.redirects[index] = target
        node.re.redirect(to: targetNode)
      } else {
        model.redirects[index] = nil
        node.re.removeRedirect()
      }
    case .release(let index):
      guard let node = nodes[index] else { return false }
      node.removeFromParent()
      for released in model.subtree(of: index) {
        model.alive.remove(released)
        model.provided[released] = nil
        nodes[released] = nil
      }
      model.parents[index] = nil
      return true
    case .duringDelivery(let position, let step):
      duringDelivery[position] = step
    }
    return false
  }

  /// What is wrong with the observers' last values, or `nil` when every living observer's last
  /// call had the model's value and no observer was called twice in a row with one value.
  func mismatches() -> String? {
    var problems: [String] = []
    for (position, observer) in observers.enumerated() {
      guard observer.token?.isActive == true, model.alive.contains(observer.node) else { continue }
      let expected = model.value(at: observer.node)
      if observer.calls.last != expected {
        problems.append(
          "observer \(position) on n\(observer.node): \(observer.calls), want \(expected)")
      }
      if zip(observer.calls, observer.calls.dropFirst()).contains(where: { $0 == $1 }) {
        problems.append(
          "observer \(position) on n\(observer.node) repeated a value: \(observer.calls)")
      }
    }
    return problems.isEmpty ? nil : problems.joined(separator: "; ")
  }
}
