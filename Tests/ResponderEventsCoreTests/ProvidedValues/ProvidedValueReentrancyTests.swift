import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// Runs an app's code when the last copy of a value holding it goes, as a value holding a model
/// object (a session, a document) can.
final class DeinitHook: Sendable {
  private let action: @MainActor () -> Void

  init(_ action: @escaping @MainActor () -> Void) {
    self.action = action
  }

  deinit {
    let action = action
    MainActor.assumeIsolated { action() }
  }
}

/// A provided value that may hold a ``DeinitHook``; two are equal when their numbers are.
struct Held: ProvidedValue {
  var number: Int
  var hook: DeinitHook?
  static let defaultValue = Held(number: 0)

  init(number: Int, hook: DeinitHook? = nil) {
    (self.number, self.hook) = (number, hook)
  }

  static func == (lhs: Held, rhs: Held) -> Bool { lhs.number == rhs.number }
}

/// A node that sees its moves, as a UIKit responder does, and records what it is told it
/// provides: a value's number, or `nil` when it stopped.
@MainActor
final class TellingNode: EventNode, ProvidedValueHost {
  let responderEventsStorage = EventNodeStorage()
  private(set) var told: [Int?] = []

  var responderEventsParent: (any EventNode)? { nil }
  var responderEventsChildren: [any EventNode] { [] }
  var responderEventsEndsDetachedRoute: Bool { false }
  var responderEventsUndisplayedChildren: [any EventNode] { [] }

  func responderEventsWatchMoves<Value: ProvidedValue>(observing type: Value.Type) {}

  func responderEventsKeptValue<Value: ProvidedValue>(of type: Value.Type) -> Value? { nil }

  func responderEventsProvidedValueChanged<Value: ProvidedValue>(
    _ type: Value.Type, _ state: ProvidedValueState<Value>?
  ) {
    told.append(state.map { ($0.value as? Held)?.number ?? -1 })
  }
}

/// The app's code run inside a change: a value's `deinit` that provides or stops, an observer
/// that moves its node on every call (Guarantees, "Provided values", *Re-entrancy*).
@Suite(
  "Provided values: a value's deinit and an observer's moves inside a change",
  .timeLimit(.minutes(10)), .collectingDiagnostics)
@MainActor
struct ProvidedValueReentrancyTests {
  @Test("an observer is never called with an older value when the value it drops provides anew")
  func observerDroppingOldValueThatProvides() {
    let root = TestNode("root") { TestNode("leaf") }
    var seen: [Int] = []
    root["leaf"].re.observe(Held.self) { _, value in seen.append(value.number) }
    // The first value's last copy is the observer's: it goes when the observer takes the second.
    root.re.provide(
      Held(number: 1, hook: DeinitHook { [unowned root] in root.re.provide(Held(number: 3)) }))
    root.re.provide(Held(number: 2))
    #expect(root.re.providedValue(Held.self).number == 3)
    // 2 was current when the observer's turn came, until taking it let 1 go, which made 3
    // current: the observer gets 3 then, and never 2 after it.
    #expect(seen == [0, 1, 3])
  }

  @Test("an observer reached through its provider's list ends with the value its old one provided")
  func listObserverDroppingOldValueThatProvides() {
    // A scope's observers are reached through the slot's list, not a walk of the tree.
    let scope = ScopeNode(name: "scope")
    var seen: [Int] = []
    scope.re.observe(Held.self) { _, value in seen.append(value.number) }
    scope.re.provide(
      Held(number: 1, hook: DeinitHook { [unowned scope] in scope.re.provide(Held(number: 3)) }))
    scope.re.provide(Held(number: 2))
    #expect(scope.re.providedValue(Held.self).number == 3)
    // 2 was current when the observer's turn came, until taking it let 1 go, which made 3
    // current: the observer gets 3 then, and never 2 after it.
    #expect(seen == [0, 1, 3])
  }

  @Test("an equal value provided nearer from the replaced one's deinit still reaches the observer")
  func equalValueProvidedNearerFromDeinit() {
    let root = TestNode("root") { TestNode("mid") { TestNode("leaf") } }
    var seen: [Int] = []
    root["leaf"].re.observe(Held.self) { _, value in seen.append(value.number) }
    root.re.provide(
      Held(
        number: 1, hook: DeinitHook { [unowned root] in root["mid"].re.provide(Held(number: 2)) }))
    root.re.provide(Held(number: 2))
    #expect(root["leaf"].re.providedValue(Held.self).number == 2)
    // The observer's closure was last called with 1, and the current value is 2.
    #expect(seen == [0, 1, 2])
  }

  @Test("a replaced value's deinit that provides nearer and stops: no second call with one value")
  func nestedDeliveryBackToTheSameStamp() {
    let root = TestNode("root") { TestNode("mid") { TestNode("leaf") } }
    var seen: [Int] = []
    root["leaf"].re.observe(Held.self) { _, value in seen.append(value.number) }
    root.re.provide(
      Held(
        number: 1,
        hook: DeinitHook { [unowned root] in
          root["mid"].re.provide(Held(number: 5))
          root["mid"].re.stopProviding(Held.self)
        }))
    root.re.provide(Held(number: 2))
    #expect(root["leaf"].re.providedValue(Held.self).number == 2)
    // 5, then 2 from the nested stop; the outer call must not add a second 2.
    #expect(seen == [0, 1, 5, 2])
  }

  @Test("a provider whose replaced value stops it from its deinit is told it stopped, last")
  func replacedValueStopsProvider() {
    let node = TellingNode()
    node.re.provide(
      Held(number: 1, hook: DeinitHook { [unowned node] in node.re.stopProviding(Held.self) }))
    node.re.provide(Held(number: 2))
    #expect(node.re.providedValue(Held.self).number == 0)
    #expect(node.told == [1, nil])
  }

  @Test("a provider whose replaced value stops it and provides anew is told the newest value")
  func replacedValueReprovides() {
    let node = TellingNode()
    node.re.provide(
      Held(
        number: 1,
        hook: DeinitHook { [unowned node] in
          node.re.stopProviding(Held.self)
          node.re.provide(Held(number: 3))
        }))
    node.re.provide(Held(number: 2))
    #expect(node.re.providedValue(Held.self).number == 3)
    #expect(node.told == [1, nil, 3])
  }

  @Test("an observer that moves its node on every call is stopped at the nesting limit")
  func movesWithoutEndAreLimited() {
    let a = TestNode("a")
    let b = TestNode("b")
    a.re.provide(Level(number: 1))
    b.re.provide(Level(number: 2))
    let leaf = TestNode("leaf")
    a.addChild(leaf)
    var calls = 0
    // Capped here, so that a failure ends: without the limit, the calls nest until the stack
    // overflows.
    let (_, diagnostics) = collectingDiagnostics {
      leaf.re.observe(Level.self) { [unowned a, unowned b] leaf, level in
        calls += 1
        guard calls < 200 else { return }
        (level.number == 1 ? b : a).addChild(leaf)
        leaf.re.refreshProvidedValues()
      }
    }
    #expect(calls <= EventDiagnostics.maximumNestingDepth + 2, "\(calls) calls")
    #expect(diagnostics.map(\.kind) == [.nestingLimitExceeded])
  }

  @Test("an observer that provides two new values per call ends at the limit, reported once")
  func providingTwicePerCallEnds() {
    let root = TestNode("root") { TestNode("leaf") }
    var calls = 0
    var next = 1
    root["leaf"].re.observe(Level.self) { leaf, level in
      calls += 1
      // Capped here, so that a failure ends: without the cut, each level's second value starts
      // a chain of its own to the limit, 2^32 calls.
      guard level.number > 0, calls < 2_000, let parent = leaf.parent else { return }
      next += 1
      parent.re.provide(Level(number: next))
      next += 1
      parent.re.provide(Level(number: next))
    }
    let (_, diagnostics) = collectingDiagnostics { root.re.provide(Level(number: 1)) }
    #expect(calls <= 2 * EventDiagnostics.maximumNestingDepth, "\(calls) calls")
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.kind == .nestingLimitExceeded)
    // The cut ends with the outermost delivery: the next value is provided and observed.
    calls = 0
    let (_, later) = collectingDiagnostics { root.re.provide(Level(number: -1)) }
    #expect(calls == 1)
    #expect(later.isEmpty)
  }

  @Test("two observers that provide again without end: one nestingLimitExceeded")
  func twoProvidingObserversReportOnce() {
    let root = TestNode("root") {
      TestNode("a")
      TestNode("b")
    }
    for name in ["a", "b"] {
      root[name].re.observe(Level.self) { node, level in
        guard level.number > 0, let parent = node.parent else { return }
        parent.re.provide(Level(number: level.number + 1))
      }
    }
    let (_, diagnostics) = collectingDiagnostics { root.re.provide(Level(number: 1)) }
    #expect(diagnostics.map(\.kind) == [.nestingLimitExceeded])
  }

  @Test("an observer that observes again from its closure does not make a delivery endless")
  func observingFromTheClosureEnds() {
    let root = TestNode("root")
    let leaf = TestNode("leaf")
    root.addChild(leaf)
    var calls = 0
    var observe: @MainActor () -> Void = {}
    // Each registration calls the new observer, which registers another, until the nesting
    // limit refuses one; a delivery's walk used to call each refused one, without end.
    observe = {
      leaf.re.observe(Level.self) { _, _ in
        calls += 1
        // Capped here, so that a failure ends.
        guard calls < 10_000 else { return }
        observe()
      }
    }
    let (_, diagnostics) = collectingDiagnostics {
      observe()
      root.re.provide(Level(number: 1))
    }
    #expect(calls < 10_000, "\(calls) calls")
    #expect(Set(diagnostics.map(\.kind)) == [.nestingLimitExceeded, .registrationsPiledUp])
    // The closure holds itself through `observe` (and the leaf through its observers): let go,
    // or LeakSanitizer reports the cycle.
    observe = {}
  }

  @Test("a refresh ends when each observer it calls builds a child that observes the same way")
  func refreshEndsWhenObserversBuildObservingChildren() {
    let root = TestNode("root")
    root.re.provide(Level(number: 1))
    var calls = 0
    var grow: @MainActor (TestNode) -> Void = { _ in }
    // Each observer builds a child that observes, until the nesting limit refuses one; a refresh
    // used to call the refused one, which built another chain, and walk into it, without end.
    grow = { parent in
      let child = TestNode("child")
      parent.addChild(child)
      child.re.observe(Level.self) { child, _ in
        calls += 1
        // Capped here, so that a failure ends.
        guard calls < 5_000 else { return }
        grow(child)
      }
    }
    let (_, diagnostics) = collectingDiagnostics {
      grow(root)
      root.re.refreshProvidedValues()
      root.re.refreshProvidedValues()
    }
    #expect(calls < 5_000, "\(calls) calls")
    #expect(Set(diagnostics.map(\.kind)) == [.nestingLimitExceeded])
    // `grow` holds itself through its observers' closures: let go, or LeakSanitizer reports it.
    grow = { _ in }
  }
}
