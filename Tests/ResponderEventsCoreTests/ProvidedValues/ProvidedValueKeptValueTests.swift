import ResponderEventsCore
import ResponderEventsTesting
import Testing

@Suite("Provided values: a new observer out of a window starts from what its node kept")
@MainActor
struct ProvidedValueKeptValueTests {
  @Test("a node out of any window gives a new observer the value it kept, not the default")
  func keptValueFirst() {
    let node = WatchingNode()
    node.kept = Level(number: 5)
    var seen: [Int] = []
    node.re.observe(Level.self) { _, level in seen.append(level.number) }
    #expect(seen == [5])
    #expect(node.watchedTypes == ["Level"], "the node is asked once, for its moves and its value")
  }

  @Test("a node redirected elsewhere, which its kept value does not follow, starts at the default")
  func redirectedRouteStartsFromDefault() {
    let node = WatchingNode()
    node.kept = Level(number: 5)
    let target = WatchingNode()
    target.re.provide(Level(number: 7))
    node.re.redirect(to: target)
    var seen: [Int] = []
    node.re.observe(Level.self) { _, level in seen.append(level.number) }
    #expect(seen == [0])
  }

  @Test("in a tree where nobody provides, the default: the kept value is only for a detached node")
  func attachedNodeIgnoresKeptValue() {
    // No provider, so that the first call is the one a kept value would change.
    let root = TestNode("root")
    let node = WatchingNode()
    node.parent = root
    node.kept = Level(number: 5)
    var seen: [Int] = []
    node.re.observe(Level.self) { _, level in seen.append(level.number) }
    #expect(seen == [0])
  }
}
