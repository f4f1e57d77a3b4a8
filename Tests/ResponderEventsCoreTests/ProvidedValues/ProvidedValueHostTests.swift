import ResponderEventsCore
import ResponderEventsTesting
import Testing

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
