import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// What `responderEnvironment(_:)` does after SwiftUI's update (`PendingProvide`): nothing while
/// the body runs, then one turn that provides the newest value first and refreshes after.
@Suite("A SwiftUI provider's work after the update", .collectingDiagnostics)
@MainActor
struct PendingProvideTests {
  /// A scheduler that keeps the work until the test runs it, as the main queue's next turn.
  @MainActor
  final class Turns {
    var waiting: [@MainActor () -> Void] = []

    func runAll() {
      let work = waiting
      waiting = []
      for item in work { item() }
    }
  }

  @Test(
    "nothing runs until the turn; then one provide with the newest value, and no observer twice")
  func oneTurnNewestValue() {
    let turns = Turns()
    let pending = PendingProvide<Level> { turns.waiting.append($0) }
    let parent = TestNode("parent")
    parent.re.provide(Level(number: 5))
    let scope = ScopeNode(name: "scope")
    let below = ScopeNode(name: "below")
    below.attach(to: scope)
    var seen: [Int] = []
    below.re.observe(Level.self) { _, level in seen.append(level.number) }
    let moved = scope.attachLeavingObservers(to: parent)
    pending.note(Level(number: 1), on: scope, scopeMoved: moved)
    pending.note(Level(number: 2), on: scope, scopeMoved: false)
    #expect(seen == [0], "nothing ran inside the body")
    #expect(turns.waiting.count == 1, "one turn for two updates")
    turns.runAll()
    #expect(seen == [0, 2], "the new value first: the parent's 5 never shows")
  }

  @Test("work for a scope that went away before its turn does not stop later work")
  func scopeGoneBeforeItsTurn() {
    let turns = Turns()
    let pending = PendingProvide<Level> { turns.waiting.append($0) }
    do {
      let gone = ScopeNode(name: "gone")
      pending.note(Level(number: 1), on: gone, scopeMoved: false)
    }
    turns.runAll()
    let scope = ScopeNode(name: "scope")
    pending.note(Level(number: 2), on: scope, scopeMoved: false)
    #expect(turns.waiting.count == 1)
    turns.runAll()
    #expect(scope.re.providedValue(Level.self).number == 2)
  }

  @Test("a value back to the one provided provides nothing; a moved scope still refreshes")
  func sameValueOnlyRefreshes() {
    let turns = Turns()
    let pending = PendingProvide<Level> { turns.waiting.append($0) }
    let first = TestNode("first")
    let second = TestNode("second")
    second.re.provide(Level(number: 9))
    let scope = ScopeNode(name: "scope")
    let reader = ScopeNode(name: "reader")
    reader.attach(to: scope)
    pending.note(Level(number: 1), on: scope, scopeMoved: scope.attachLeavingObservers(to: first))
    turns.runAll()
    var seen: [Int] = []
    reader.re.observe(Level.self) { _, level in seen.append(level.number) }
    pending.note(Level(number: 1), on: scope, scopeMoved: false)
    #expect(turns.waiting.isEmpty, "an unchanged value schedules nothing")
    // The scope's own value still wins after the move; the refresh runs after the provide.
    pending.note(Level(number: 1), on: scope, scopeMoved: scope.attachLeavingObservers(to: second))
    turns.runAll()
    #expect(seen == [1])
    pending.note(Level(number: 3), on: scope, scopeMoved: false)
    pending.note(Level(number: 1), on: scope, scopeMoved: false)
    turns.runAll()
    #expect(seen == [1], "a value that came back before the turn provides nothing")
  }

  @Test("a UIKit view connected below in the provider's first update never sees the outer value")
  func firstUpdateConnectedView() {
    let turns = Turns()
    let pending = PendingProvide<Level> { turns.waiting.append($0) }
    let parent = TestNode("parent")
    parent.re.provide(Level(number: 5))
    // The provider's first body: its new scope attaches and notes its value.
    let scope = ScopeNode(name: "responderEnvironment")
    pending.note(Level(number: 1), on: scope, scopeMoved: scope.attachLeavingObservers(to: parent))
    // Later in the same update, a representable's makeUIView connects its view below
    // (`connect(_:)` redirects it to the scope); the view observes the value.
    let view = TestNode("connected view")
    var seen: [Int] = []
    view.re.observe(Level.self) { _, level in seen.append(level.number) }
    view.re.redirect(to: scope)
    turns.runAll()
    #expect(seen == [0, 1], "the parent's 5 shows before the provider's own 1")
  }

  @Test("a new scope observed itself waits for the turn, as one with something below does")
  func firstValueWaitsForAnObserver() {
    let turns = Turns()
    let pending = PendingProvide<Level> { turns.waiting.append($0) }
    let scope = ScopeNode(name: "responderEnvironment")
    var seen: [Int] = []
    scope.re.observe(Level.self) { _, level in seen.append(level.number) }
    pending.note(Level(number: 1), on: scope, scopeMoved: false)
    #expect(seen == [0], "no observer runs inside the body")
    turns.runAll()
    #expect(seen == [0, 1])
  }

  @Test("a first value refused for the nesting limit is provided on the turn")
  func refusedFirstValueWaitsForTheTurn() {
    let turns = Turns()
    let pending = PendingProvide<Level> { turns.waiting.append($0) }
    let scope = ScopeNode(name: "responderEnvironment")
    let host = TestNode("host")
    // The body runs inside an observer's call, past a limit of no nesting at all.
    let previous = EventDiagnostics.maximumNestingDepth
    EventDiagnostics.maximumNestingDepth = 0
    defer { EventDiagnostics.maximumNestingDepth = previous }
    host.re.observe(Level.self) { _, level in
      if level.number == 7 { pending.note(Level(number: 1), on: scope, scopeMoved: false) }
    }
    host.re.provide(Level(number: 7))
    #expect(scope.re.providedValue(Level.self).number == 0, "refused inside the observer")
    turns.runAll()
    #expect(scope.re.providedValue(Level.self).number == 1)
  }
}
