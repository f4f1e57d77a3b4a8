import ResponderEventsCore
import ResponderEventsTesting

/// A level, the provided value of the model-based tests: a number, 0 where nobody provides.
struct Level: ProvidedValue {
  var number: Int
  static let defaultValue = Level(number: 0)
}

/// A random history of a tree whose nodes provide and observe ``Level``s, decoded from a list of
/// integers so that shrinking the list shrinks the history.
struct ProvidedValueScenario: Sendable, CustomStringConvertible {
  enum Step: Sendable, Equatable {
    case provide(node: Int, value: Int)
    case stop(node: Int)
    case observe(node: Int)
    case removeObserver(Int)
    /// Moves `node` under `parent` (or to the top), then refreshes it.
    case move(node: Int, parent: Int?)
    case redirect(node: Int, target: Int?)
    /// Releases the node and its subtree.
    case release(node: Int)
    /// Makes the observer, next time it is called, take `step` from inside its call.
    indirect case duringDelivery(observer: Int, step: Step)
  }

  var nodeCount = 1
  var parents: [Int?] = []
  var steps: [Step] = []

  static func decode(_ values: [Int]) -> ProvidedValueScenario {
    var input = IntegerReader(values)
    var scenario = ProvidedValueScenario()
    scenario.nodeCount = 1 + input.next(8)
    scenario.parents = (0..<scenario.nodeCount).map { index in
      index > 0 && input.next(5) > 0 ? input.next(index) : nil
    }
    let count = input.next(24)
    for _ in 0..<count { scenario.steps.append(step(&input, nodes: scenario.nodeCount)) }
    return scenario
  }

  private static func step(
    _ input: inout IntegerReader, nodes: Int, nested: Bool = false
  )
    -> Step
  {
    let node = input.next(nodes)
    // Nested steps (taken from inside a delivery) include registering and removing, but not
    // releasing, whose effect waits for the main actor's next turn.
    switch input.next(nested ? 7 : 9) {
    case 0: return .provide(node: node, value: 1 + input.next(3))
    case 1: return .stop(node: node)
    case 2: return .move(node: node, parent: optional(input.next(nodes + 1), nodes))
    case 3: return .redirect(node: node, target: optional(input.next(nodes + 1), nodes))
    case 4: return .provide(node: node, value: 1 + input.next(3))
    case 5: return .observe(node: node)
    case 6: return .removeObserver(input.next(8))
    case 7: return .release(node: node)
    default:
      return .duringDelivery(
        observer: input.next(8), step: step(&input, nodes: nodes, nested: true))
    }
  }

  private static func optional(_ value: Int, _ none: Int) -> Int? { value == none ? nil : value }

  var description: String {
    "nodes: \(nodeCount), parents: \(parents.map { $0.map(String.init) ?? "-" }), steps: \(steps)"
  }
}

/// Reads bounded integers from a list; missing integers read as 0.
struct IntegerReader {
  private let values: [Int]
  private var position = 0

  init(_ values: [Int]) {
    self.values = values
  }

  mutating func next(_ bound: Int) -> Int {
    defer { position += 1 }
    guard bound > 0, position < values.count else { return 0 }
    return abs(values[position]) % bound
  }
}

/// The reference: who provides what, and where each node's next node up is, in plain values.
struct ProvidedValueModel {
  var parents: [Int?]
  var redirects: [Int: Int] = [:]
  var provided: [Int: Int] = [:]
  var alive: Set<Int>

  init(parents: [Int?]) {
    self.parents = parents
    self.alive = Set(parents.indices)
  }

  /// The next node up from `node`: its living redirect target, else its parent.
  func next(after node: Int) -> Int? {
    if let target = redirects[node], alive.contains(target) { return target }
    return parents[node]
  }

  /// The value `node` gets: the nearest provided one from the node itself up, else 0.
  func value(at node: Int) -> Int {
    var current: Int? = node
    var hops = 0
    while let here = current, hops <= parents.count {
      if let value = provided[here] { return value }
      current = next(after: here)
      hops += 1
    }
    return 0
  }

  /// Whether making `target` the next node up from `node` would close a loop.
  func wouldLoop(_ node: Int, under target: Int, redirecting: Bool) -> Bool {
    // Children lists stay a tree: a node never moves under itself or its own subtree.
    if !redirecting, subtree(of: node).contains(target) { return true }
    var model = self
    if redirecting { model.redirects[node] = target } else { model.parents[node] = target }
    var current: Int? = node
    var seen: Set<Int> = []
    while let here = current {
      guard seen.insert(here).inserted else { return true }
      current = model.next(after: here)
    }
    return false
  }

  /// The node and everything below it through parents (not redirects).
  func subtree(of node: Int) -> [Int] {
    var result = [node]
    var index = 0
    while index < result.count {
      let parent = result[index]
      result += parents.indices.filter { parents[$0] == parent && alive.contains($0) }
      index += 1
    }
    return result
  }
}
