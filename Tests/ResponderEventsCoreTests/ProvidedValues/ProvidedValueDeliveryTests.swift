import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// How a new value reaches the observers: by walking the provider's subtree, and through the
/// slot's list for the observers the walk does not reach (`ProvidedValueDelivery.swift`).
@Suite("Provided values: delivery", .timeLimit(.minutes(10)), .collectingDiagnostics)
@MainActor
struct ProvidedValueDeliveryTests {
  @Test("the walk reaches every observer below the provider, each once, and reads no list")
  func walkReachesEveryone() {
    let root = TestNode("root") {
      TestNode("a") { TestNode("a1") }
      TestNode("b") { TestNode("b1") }
    }
    let log = CallLog()
    for name in ["root", "a", "a1", "b", "b1"] { log.observe(root[name], as: name) }
    // A node with several observers, one of them of another type.
    log.observe(root["a1"], as: "a1'")
    log.observe(root["a1"], as: "a1''")
    root["a1"].re.observe(Accent.self) { _, _ in log.calls.append("accent") }
    log.calls.removeAll()
    root.re.provide(Level(number: 1))
    #expect(log.calls.sorted() == ["a1'':1", "a1':1", "a1:1", "a:1", "b1:1", "b:1", "root:1"])
    #expect(ProvidedValueInspection.lastDelivery == (visited: 5, walked: 7, throughList: false))
  }

  @Test("observers that remove themselves or others keep the rest in the tree's order")
  func removalsKeepTheOrder() {
    // Who removes whom, and the calls then: the first observer's place passes to the next, and
    // a removal moves the later ones down.
    let cases: [(removals: [String: String], calls: [String])] = [
      (["o1": "o1"], ["o1", "o2", "o3", "o4", "b"]),
      (["o2": "o2"], ["o1", "o2", "o3", "o4", "b"]),
      (["o3": "o2"], ["o1", "o2", "o3", "o4", "b"]),
      (["o2": "o3"], ["o1", "o2", "o4", "b"]),
      (["o1": "o1", "o2": "o2"], ["o1", "o2", "o3", "o4", "b"]),
      (["o1": "o1", "o2": "o2", "o3": "o3"], ["o1", "o2", "o3", "o4", "b"]),
      (["o3": "o1", "o4": "o2"], ["o1", "o2", "o3", "o4", "b"]),
    ]
    for (removals, expected) in cases {
      let root = TestNode("root") { TestNode("a") { TestNode("b") } }
      let log = CallLog()
      var tokens = [String: HandlerToken]()
      for name in ["o1", "o2", "o3", "o4"] {
        tokens[name] = root["a"].re.observe(Level.self) { [unowned log] _, level in
          log.calls.append("\(name):\(level.number)")
          if level.number == 1, let removed = removals[name] { log.tokens[removed]?.remove() }
        }
      }
      log.tokens = tokens
      log.observe(root["b"], as: "b")
      log.calls.removeAll()
      root.re.provide(Level(number: 1))
      #expect(log.calls == expected.map { "\($0):1" })
    }
  }

  @Test("an observer on a node its parent's children do not list gets each value from the list")
  func nodeMissingFromChildren() {
    let root = TestNode("root") { TestNode("a") }
    let loose = LooseNode(parent: root)
    let log = CallLog()
    log.observe(root["a"], as: "a")
    log.observe(loose, as: "loose")
    log.calls.removeAll()
    root.re.provide(Level(number: 1))
    root.re.provide(Level(number: 2))
    #expect(log.calls.sorted() == ["a:1", "a:2", "loose:1", "loose:2"])
    #expect(ProvidedValueInspection.lastDelivery == (visited: 2, walked: 1, throughList: true))
  }

  @Test("a few observers in a large tree: the walk gives up, and the list reaches them")
  func walkGivesUp() {
    let chain = TestNode.chain(length: 300)
    let log = CallLog()
    log.observe(chain[1], as: "near")
    log.observe(chain[299], as: "far")
    log.calls.removeAll()
    chain[0].re.provide(Level(number: 1))
    #expect(log.calls == ["near:1", "far:1"])
    let delivery = ProvidedValueInspection.lastDelivery
    #expect(delivery.walked == 1 && delivery.throughList)
    #expect(delivery.visited < 100)
  }

  @Test("children lists that loop back do not keep a delivery going")
  func childrenLoop() {
    let top = LooseNode(parent: nil)
    let middle = LooseNode(parent: top)
    top.children = [middle]
    middle.children = [top]
    let loose = LooseNode(parent: middle)
    let log = CallLog()
    log.observe(middle, as: "middle")
    log.observe(loose, as: "loose")
    log.calls.removeAll()
    top.re.provide(Level(number: 1))
    #expect(log.calls.sorted() == ["loose:1", "middle:1"])
    let delivery = ProvidedValueInspection.lastDelivery
    #expect(delivery.walked == 1 && delivery.throughList)
    #expect(delivery.visited < 100)
    // The loop holds both nodes; let them go, so that LeakSanitizer sees no leak.
    middle.children = []
  }

  @Test("a nearer provider's subtree keeps its value, and is not walked")
  func nearerProviderSkipped() {
    let root = TestNode("root") {
      TestNode("list") { TestNode("cell") }
      TestNode("header")
    }
    let log = CallLog()
    log.observe(root["cell"], as: "cell")
    log.observe(root["header"], as: "header")
    root["list"].re.provide(Level(number: 5))
    log.calls.removeAll()
    root.re.provide(Level(number: 1))
    #expect(log.calls == ["header:1"])
    // root, list and header: not the cell, below the list.
    #expect(ProvidedValueInspection.lastDelivery == (visited: 3, walked: 1, throughList: false))
  }

  @Test("a scope's new value goes to its observers through the slot's list")
  func scopeProviderUsesList() {
    let scope = ScopeNode(name: "screen")
    let row = ScopeNode(name: "row")
    row.attach(to: scope)
    let log = CallLog()
    log.observe(row, as: "row")
    log.calls.removeAll()
    scope.re.provide(Level(number: 3))
    #expect(log.calls == ["row:3"])
    #expect(ProvidedValueInspection.lastDelivery == (visited: 0, walked: 0, throughList: true))
  }

  @Test("a value replaced in its slot whose release provides again reaches each observer once")
  func replacedValueProvidesOnRelease() {
    let root = TestNode("root") { TestNode("list") { TestNode("cell") } }
    var calls = [Int]()
    root["cell"].re.observe(Tally.self) { _, tally in calls.append(tally.number) }
    root["list"].re.provide(Tally(number: 1))
    // Equal to the list's value, so the cell keeps that one when it moves to the root's: the
    // root's slot holds the only reference to the farewell.
    root.re.provide(
      Tally(number: 1, farewell: Farewell { [unowned root] in root.re.provide(Tally(number: 7)) }))
    root["list"].re.stopProviding(Tally.self)
    #expect(calls == [0, 1])
    // Replacing the value releases it, which provides 7: before the fix, the slot took its
    // stamps after that, and the cell was called with 7 twice.
    root.re.provide(Tally(number: 5))
    #expect(root.re.providedValue(Tally.self).number == 7)
    #expect(calls == [0, 1, 7])
  }
}

/// Records observer calls as "name:value".
@MainActor
private final class CallLog {
  var calls: [String] = []
  /// The tokens of observers that observers remove.
  var tokens: [String: HandlerToken] = [:]

  func observe<Node: EventNode>(_ node: Node, as name: String) {
    node.re.observe(Level.self) { [unowned self] _, level in
      calls.append("\(name):\(level.number)")
    }
  }
}

/// A node whose parent may not list it among its children, and whose children are whatever
/// the test sets, loops included.
@MainActor
final class LooseNode: EventNode {
  weak var parent: (any EventNode)?
  var children: [any EventNode] = []
  let responderEventsStorage = EventNodeStorage()

  init(parent: (any EventNode)?) {
    self.parent = parent
  }

  var responderEventsParent: (any EventNode)? { parent }
  var responderEventsChildren: [any EventNode] { children }
}

/// A second provided value type.
private struct Accent: ProvidedValue {
  var name: String
  static let defaultValue = Accent(name: "")
}

/// A provided value that may hold an object; equal to another of the same number, whatever
/// they hold.
private struct Tally: ProvidedValue {
  var number: Int
  var farewell: Farewell?
  init(number: Int, farewell: Farewell? = nil) { (self.number, self.farewell) = (number, farewell) }
  static let defaultValue = Tally(number: 0)
  static func == (lhs: Tally, rhs: Tally) -> Bool { lhs.number == rhs.number }
}
