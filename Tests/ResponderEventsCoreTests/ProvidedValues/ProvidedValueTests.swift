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

@Suite("Provided values: likely mistakes", .collectingDiagnostics)
@MainActor
struct ProvidedValueMistakeTests {
  @Test("observers piling up on one node, as from cellForRow, are reported once")
  func piledUp() {
    let cell = TestNode("cell")
    let (_, diagnostics) = collectingDiagnostics {
      for _ in 0..<40 { cell.re.observe(Level.self) { _, _ in } }
    }
    #expect(diagnostics.map(\.kind) == [.registrationsPiledUp])
    #expect(diagnostics.first?.message.contains("initializer") == true)
    let (_, few) = collectingDiagnostics {
      let other = TestNode("other")
      for _ in 0..<3 { other.re.observe(Level.self) { _, _ in } }
    }
    #expect(few.isEmpty)
  }

  // Guarantees, "Observers piling up": "a node with 16 or more observers of one type ... is
  // reported ... once per node type and value type, not once per node; every observer still
  // runs. SwiftUI content's scopes ... are not counted."
  @Test("piling up starts at 16 of one type, is reported once per node type and value type")
  func piledUpThresholdAndCause() {
    let first = TestNode("cell 1")
    let second = TestNode("cell 2")
    var calls = 0
    let (_, fifteen) = collectingDiagnostics {
      for _ in 0..<15 { first.re.observe(Level.self) { _, _ in calls += 1 } }
      // Other types do not add up to 16 of one type.
      for _ in 0..<15 { first.re.observe(Width.self) { _, _ in } }
    }
    #expect(fifteen.isEmpty)
    let (_, diagnostics) = collectingDiagnostics {
      first.re.observe(Level.self) { _, _ in calls += 1 }
      for _ in 0..<20 { second.re.observe(Level.self) { _, _ in } }
      for _ in 0..<20 { second.re.observe(Width.self) { _, _ in } }
      let scope = ScopeNode(name: "content")
      for _ in 0..<20 { scope.re.observe(Level.self) { _, _ in } }
    }
    #expect(diagnostics.map(\.kind) == [.registrationsPiledUp, .registrationsPiledUp])
    #expect(diagnostics.map(\.node?.name) == ["cell 1", "cell 2"])
    #expect(diagnostics.map(\.eventType) == ["Level", "Width"])
    calls = 0
    first.re.provide(Level(number: 1))
    #expect(calls == 16)
  }
}

private struct Width: ProvidedValue {
  var points: Int
  static let defaultValue = Width(points: 0)
}

@Suite("Provided values: bookkeeping")
@MainActor
struct ProvidedValueBookkeepingTests {
  @Test("a nearer provider starting and stopping a thousand times leaves one entry per observer")
  func noRepeatsAfterManyHandOvers() {
    let root = TestNode("root") { TestNode("list") { TestNode("cell") } }
    var calls = 0
    root["cell"].re.observe(Level.self) { _, _ in calls += 1 }
    root.re.provide(Level(number: 1))
    for _ in 0..<1_000 {
      root["list"].re.provide(Level(number: 2))
      root["list"].re.stopProviding(Level.self)
    }
    calls = 0
    root.re.provide(Level(number: 3))
    #expect(calls == 1)
    #expect(ProvidedValueInspection.dependentCount(of: Level.self, at: root) <= 16)
  }
}

/// A node that can see its own moves, as UIKit's responders can.
@MainActor
final class WatchingNode: EventNode, ProvidedValueHost {
  weak var parent: TestNode?
  let responderEventsStorage = EventNodeStorage()
  private(set) var watchedTypes: [String] = []
  /// What the node was told it provides, in order: a value's number, or `nil` when it stopped.
  private(set) var provided: [Int?] = []
  private(set) var stamps: [UInt64] = []

  var responderEventsParent: (any EventNode)? { parent }
  var responderEventsChildren: [any EventNode] { [] }
  /// As a UIKit view without a superview: a route that ends here ends outside the app.
  var responderEventsEndsDetachedRoute: Bool { parent == nil }
  var responderEventsUndisplayedChildren: [any EventNode] { [] }

  func responderEventsWatchMoves<Value: ProvidedValue>(observing type: Value.Type) {
    watchedTypes.append("\(type)")
  }

  /// The value the node kept from where it last was in a window, as UIKit's traits keep it.
  var kept: Level?
  func responderEventsKeptValue<Value: ProvidedValue>(of type: Value.Type) -> Value? {
    kept as? Value
  }

  func responderEventsProvidedValueChanged<Value: ProvidedValue>(
    _ type: Value.Type, _ state: ProvidedValueState<Value>?
  ) {
    provided.append((state?.value as? Level)?.number)
    if let state { stamps.append(state.stamp) }
  }
}

@Suite("Provided values: nodes that see their moves")
@MainActor
struct ProvidedValueHostTests {
  @Test("registering tells the node to watch; a move it reports gives it its new place's value")
  func hostWatchesAndReportsMoves() {
    let first = TestNode("first")
    let second = TestNode("second")
    first.re.provide(Level(number: 1))
    second.re.provide(Level(number: 2))
    let node = WatchingNode()
    node.parent = first
    var seen: [Int] = []
    node.re.observe(Level.self) { _, level in seen.append(level.number) }
    #expect(node.watchedTypes == ["Level"])
    node.parent = second
    #expect(seen == [1])
    ProvidedValueMoves.nodeMoved(node)
    #expect(seen == [1, 2])
  }

  @Test("leaving the tree is not a change: a detached observer keeps its value until it joins one")
  func detachedObserverKeepsItsValue() {
    let first = TestNode("first")
    let second = TestNode("second")
    let unthemed = TestNode("unthemed")
    first.re.provide(Level(number: 1))
    second.re.provide(Level(number: 1))
    let node = WatchingNode()
    node.parent = first
    var seen: [Int] = []
    node.re.observe(Level.self) { _, level in seen.append(level.number) }
    node.parent = nil
    ProvidedValueMoves.nodeMoved(node)
    #expect(seen == [1], "taken out, it is not told the default")
    #expect(node.re.providedValue(Level.self).number == 0)
    node.parent = second
    ProvidedValueMoves.nodeMoved(node)
    #expect(seen == [1], "an equal value in its new place calls nobody")
    second.re.provide(Level(number: 2))
    #expect(seen == [1, 2], "and it follows its new provider")
    node.parent = unthemed
    ProvidedValueMoves.nodeMoved(node)
    #expect(seen == [1, 2, 0], "a place in a tree without a provider is a change to the default")
  }

  @Test("where the route enters a node that sees its moves through a redirect, that node watches")
  func redirectTargetWatches() {
    let anchor = WatchingNode()
    let root = ScopeNode(name: "root")
    let reader = ScopeNode(name: "reader")
    reader.attach(to: root)
    root.attach(to: anchor)
    reader.re.observe(Level.self) { _, _ in }
    #expect(anchor.watchedTypes == ["Level"], "SwiftUI content's anchor watches for its readers")
    let first = TestNode("first")
    first.re.provide(Level(number: 1))
    anchor.parent = first
    var seen: [Int] = []
    reader.re.observe(Level.self) { _, level in seen.append(level.number) }
    let second = TestNode("second")
    second.re.provide(Level(number: 2))
    anchor.parent = second
    ProvidedValueMoves.nodeMoved(anchor)
    #expect(seen == [1, 2], "the anchor's move reaches the readers below it")
  }

  @Test("a new observer on a detached node is called at once, with the default")
  func newObserverOnDetachedNodeIsCalled() {
    let node = WatchingNode()
    var seen: [Int] = []
    node.re.observe(Level.self) { _, level in seen.append(level.number) }
    #expect(seen == [0])
  }

  @Test("a node outside any window that starts providing reaches the scopes already below it")
  func detachedProviderReachesScopesBelow() {
    let host = WatchingNode()
    let reader = ScopeNode(name: "reader")
    reader.attach(to: host)
    var seen: [Int] = []
    reader.re.observe(Level.self) { _, level in seen.append(level.number) }
    host.re.provide(Level(number: 5))
    host.re.provide(Level(number: 6))
    // A scope sees no moves and is never detached: it reads its detached place's value, as one
    // that registers now does.
    let late = ScopeNode(name: "late")
    late.attach(to: host)
    var lateSeen: [Int] = []
    late.re.observe(Level.self) { _, level in lateSeen.append(level.number) }
    #expect(lateSeen == [6])
    #expect(reader.re.providedValue(Level.self).number == 6)
    #expect(seen == [0, 5, 6], "registered before the provider started, it hears nothing")
  }

  @Test("a scope that starts providing outside any window leaves the hosts below it waiting")
  func detachedScopeProviderLeavesHostsBelowWaiting() {
    // SwiftUI content out of a window: its anchor view, a scope, and a UIKit view in the
    // content connected to that scope (`connect(_:)` redirects it there).
    let anchor = WatchingNode()
    let scope = ScopeNode(name: "scope")
    scope.attach(to: anchor)
    let view = WatchingNode()
    view.re.redirect(to: scope)
    var seen: [Int] = []
    view.re.observe(Level.self) { _, level in seen.append(level.number) }
    scope.re.provide(Level(number: 5))
    // The same observer registered now: resolve(_:) finds its route detached (it ends at the
    // anchor, out of any window), so it gets no provider and starts from its kept value.
    let late = WatchingNode()
    late.re.redirect(to: scope)
    var lateSeen: [Int] = []
    late.re.observe(Level.self) { _, level in lateSeen.append(level.number) }
    #expect(lateSeen == [0])
    // provide(_:on:) should agree: "a provider outside any window takes none on nodes that see
    // their moves". A scope provider never asks whether its route is detached, so it takes it.
    #expect(seen == [0], "an observer on a detached host took a provider")
    // And drops it at the first refresh, silently: it hears the next value or not depending
    // on whether anything refreshed it in between.
    view.re.refreshProvidedValues()
    scope.re.provide(Level(number: 6))
    #expect(seen == [0], "called while detached, then no longer")
  }

  @Test("a provider is told what it provides, with a new stamp for each value, and when it stops")
  func providerIsTold() {
    let node = WatchingNode()
    node.re.provide(Level(number: 1))
    node.re.provide(Level(number: 1))
    node.re.provide(Level(number: 2))
    node.re.stopProviding(Level.self)
    node.re.stopProviding(Level.self)
    #expect(node.provided == [1, 2, nil])
    #expect(node.stamps.count == 2 && node.stamps[0] != node.stamps[1])
  }
}
