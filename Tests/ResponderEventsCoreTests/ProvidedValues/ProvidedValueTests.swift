import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// Provided values, one rule at a time (the model-based tests check them together).
@Suite("Provided values", .timeLimit(.minutes(10)), .collectingDiagnostics)
@MainActor
struct ProvidedValueTests {
  /// controller → list → cell → label, and controller → header.
  func screen() -> TestNode {
    TestNode("controller") {
      TestNode("list") { TestNode("cell") { TestNode("label") } }
      TestNode("header")
    }
  }

  @Test("an observer gets the default at once, then each new value, never the same twice")
  func observerFollowsProvider() {
    let root = screen()
    var seen: [Int] = []
    root["label"].re.observe(Level.self) { _, level in seen.append(level.number) }
    #expect(seen == [0])
    root.re.provide(Level(number: 1))
    root.re.provide(Level(number: 1))
    root.re.provide(Level(number: 2))
    #expect(seen == [0, 1, 2])
    #expect(root["header"].re.providedValue(Level.self).number == 2)
  }

  @Test("the nearest provider wins; a shadowing subtree does not get the outer changes")
  func nearestProviderWins() {
    let root = screen()
    var label: [Int] = []
    var header: [Int] = []
    root["label"].re.observe(Level.self) { _, level in label.append(level.number) }
    root["header"].re.observe(Level.self) { _, level in header.append(level.number) }
    root.re.provide(Level(number: 1))
    root["list"].re.provide(Level(number: 5))
    root.re.provide(Level(number: 2))
    #expect(label == [0, 1, 5])
    #expect(header == [0, 1, 2])
  }

  @Test("a provider that stops hands its observers to the next one up, and tells them")
  func stoppingProvider() {
    let root = screen()
    var label: [Int] = []
    root["label"].re.observe(Level.self) { _, level in label.append(level.number) }
    root.re.provide(Level(number: 1))
    root["list"].re.provide(Level(number: 5))
    root["list"].re.stopProviding(Level.self)
    root.re.stopProviding(Level.self)
    #expect(label == [0, 1, 5, 1, 0])
  }

  @Test("a provider that goes away hands its observers on, on the main actor's next turn")
  func deallocatedProvider() async throws {
    let root = screen()
    var list: TestNode? = TestNode("inner list")
    let cell = TestNode("cell")
    list?.addChild(cell)
    root.addChild(list!)
    var seen: [Int] = []
    cell.re.observe(Level.self) { _, level in seen.append(level.number) }
    root.re.provide(Level(number: 1))
    list?.re.provide(Level(number: 7))
    // The cell moves to the controller, and its old parent goes away.
    root.addChild(cell)
    list?.removeFromParent()
    list = nil
    try await finishing {
      while seen.last != 1 { await Task.yield() }
    }
    #expect(seen == [0, 1, 7, 1])
  }

  @Test("a node of your own tree gets the value of its new place when refreshed")
  func refreshAfterMove() {
    let root = screen()
    let loose = TestNode("loose") { TestNode("child") }
    var seen: [Int] = []
    loose["child"].re.observe(Level.self) { _, level in seen.append(level.number) }
    root.re.provide(Level(number: 3))
    root["header"].addChild(loose)
    #expect(seen == [0])
    loose.re.refreshProvidedValues()
    #expect(seen == [0, 3])
  }

  @Test("a redirect, and its removal, refresh the observers below by themselves")
  func redirectRefreshes() {
    let root = screen()
    let other = TestNode("other")
    other.re.provide(Level(number: 9))
    var seen: [Int] = []
    root["label"].re.observe(Level.self) { _, level in seen.append(level.number) }
    root["cell"].re.redirect(to: other)
    root["cell"].re.removeRedirect()
    #expect(seen == [0, 9, 0])
  }

  @Test("a scope that attaches gets the value of its new parent")
  func scopeAttach() {
    let root = screen()
    root.re.provide(Level(number: 4))
    let outer = ScopeNode(name: "outer")
    let inner = ScopeNode(name: "inner")
    inner.attach(to: outer)
    var seen: [Int] = []
    inner.re.observe(Level.self) { _, level in seen.append(level.number) }
    outer.attach(to: root["label"])
    outer.re.provide(Level(number: 6))
    outer.attach(to: nil)
    #expect(seen == [0, 4, 6])
    outer.re.stopProviding(Level.self)
    #expect(seen == [0, 4, 6, 0])
  }

  @Test("a scope attached during a SwiftUI update calls no observer until the caller refreshes")
  func scopeAttachLeavingObservers() {
    let root = screen()
    root.re.provide(Level(number: 4))
    let scope = ScopeNode(name: "scope")
    var seen: [Int] = []
    scope.re.observe(Level.self) { _, level in seen.append(level.number) }
    #expect(scope.attachLeavingObservers(to: root["label"]))
    #expect(!scope.attachLeavingObservers(to: root["label"]), "the same parent is no move")
    #expect(seen == [0])
    scope.re.refreshProvidedValues()
    #expect(seen == [0, 4])
  }

  @Test("a removed observer is not called again; its token says so")
  func removal() {
    let root = screen()
    var seen: [Int] = []
    let token = root["label"].re.observe(Level.self) { _, level in seen.append(level.number) }
    #expect(token.isActive)
    #expect(token.remove())
    #expect(!token.isActive)
    #expect(!token.remove())
    root.re.provide(Level(number: 1))
    #expect(seen == [0])
  }

  @Test("an observer that changes the value from inside its call leaves everyone with it")
  func reentrantProvide() {
    let root = screen()
    var first: [Int] = []
    var second: [Int] = []
    // Unowned: the label's observer must not hold the tree the label is in.
    root["label"].re.observe(Level.self) { [unowned root] _, level in
      first.append(level.number)
      if level.number == 1 { root.re.provide(Level(number: 2)) }
    }
    root["header"].re.observe(Level.self) { _, level in second.append(level.number) }
    root.re.provide(Level(number: 1))
    #expect(first == [0, 1, 2])
    #expect(second == [0, 2])
  }

  @Test("an observer that missed a value in between is not called again with the one it has")
  func missedValueInBetween() {
    let root = TestNode("root") {
      TestNode("switcher")
      TestNode("late")
    }
    root.re.provide(Level(number: 1))
    var late: [Int] = []
    // The switcher comes first, in the tree and in registration order: it puts the first value
    // back before the delivery of the second reaches the late observer, which never sees it.
    root["switcher"].re.observe(Level.self) { [unowned root] _, level in
      if level.number == 2 { root.re.provide(Level(number: 1)) }
    }
    root["late"].re.observe(Level.self) { _, level in late.append(level.number) }
    root.re.provide(Level(number: 2))
    root.re.provide(Level(number: 3))
    #expect(late == [1, 3])
  }

  @Test("a scope moving between two providers of one value never shows the default between")
  func scopeMoveBetweenProviders() {
    let first = TestNode("first")
    let second = TestNode("second")
    first.re.provide(Level(number: 3))
    second.re.provide(Level(number: 3))
    let scope = ScopeNode(name: "scope")
    scope.attach(to: first)
    var seen: [Int] = []
    scope.re.observe(Level.self) { _, level in seen.append(level.number) }
    scope.attach(to: second)
    second.re.provide(Level(number: 4))
    #expect(seen == [3, 4])
  }

  @Test("a scope whose parent scope goes away keeps its provider until it is refreshed")
  func scopeParentGoneEndsRoute() async {
    let top = TestNode("top")
    top.re.provide(Level(number: 1))
    var middle: ScopeNode? = ScopeNode(name: "middle")
    let child = ScopeNode(name: "child")
    middle?.attach(to: top)
    child.attach(to: middle)
    var seen: [Int] = []
    child.re.observe(Level.self) { _, level in seen.append(level.number) }
    // "A deallocated parent ends the route there" (ScopeNode); its observers learn of it when
    // refreshed, as ScopeNode says.
    middle = nil
    #expect(child.parent == nil)
    #expect(child.re.providedValue(Level.self).number == 0)
    child.re.refreshProvidedValues()
    top.re.provide(Level(number: 2))
    #expect(seen == [1, 0], "called with the value of a provider no longer on its route")
  }

  @Test("a scope whose providing parent scope goes away is told, on the main actor's next turn")
  func scopeProvidingParentGone() async {
    let top = TestNode("top")
    top.re.provide(Level(number: 1))
    var middle: ScopeNode? = ScopeNode(name: "middle")
    let child = ScopeNode(name: "child")
    middle?.attach(to: top)
    child.attach(to: middle)
    middle?.re.provide(Level(number: 7))
    var seen: [Int] = []
    child.re.observe(Level.self) { _, level in seen.append(level.number) }
    middle = nil
    for _ in 0..<100 where seen.count < 2 { await Task.yield() }
    // ScopeNode: "keep the provider they had until one of them is refreshed … or moves:
    // nothing tells them of a scope's death". A scope that provided is a provider that goes
    // away, and its observers are handed on (Guarantees, "Deallocation") with no refresh.
    #expect(seen == [7, 0])
  }

  @Test("a provider on a redirect cycle still gives its value to the observers on it")
  func providerOnCycle() {
    let a = TestNode("a")
    let b = TestNode("b")
    let (seen, _) = collectingDiagnostics {
      a.re.redirect(to: b)
      b.re.redirect(to: a)
      var seen: [Int] = []
      a.re.observe(Level.self) { _, level in seen.append(level.number) }
      a.re.provide(Level(number: 7))
      return seen
    }
    #expect(seen == [0, 7])
  }

  @Test("a redirect cycle ends the walk with the default value and a diagnostic")
  func cycle() {
    let a = TestNode("a")
    let b = TestNode("b")
    let (seen, diagnostics) = collectingDiagnostics {
      a.re.redirect(to: b)
      b.re.redirect(to: a)
      var seen: [Int] = []
      a.re.observe(Level.self) { _, level in seen.append(level.number) }
      return seen
    }
    #expect(seen == [0])
    #expect(diagnostics.map(\.kind).contains(.cycleDetected))
  }
}
