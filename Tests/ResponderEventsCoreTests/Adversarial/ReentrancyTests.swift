import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// Handlers that dispatch again, in every combination, up to and past the nesting limit.
@Suite("Re-entrant dispatches", .collectingDiagnostics)
@MainActor
struct ReentrancyTests {
  @Test("broadcasts that broadcast again are refused past the limit, and the engine recovers")
  func reentrantBroadcast() {
    let root = TestNode("root") { TestNode("child") }
    var depth = 0
    root["child"].re.handleBroadcast(ThemeChanged.self) { [unowned root] _, _ in
      depth += 1
      root.re.broadcast(ThemeChanged(dark: true))
      return .handled
    }
    let (_, diagnostics) = collectingDiagnostics {
      root.re.broadcast(ThemeChanged(dark: true))
    }
    #expect(depth == EventDiagnostics.maximumNestingDepth)
    #expect(diagnostics.map(\.kind).filter { $0 == .nestingLimitExceeded }.count == 1)
    // The nesting count unwound: a fresh dispatch runs normally.
    let fresh = TestNode("fresh") { TestNode("leaf") }
    fresh.re.handle(Tapped.self) { _, _ in .stop }
    #expect(fresh["leaf"].re.send(Tapped(button: "x")).termination == .stopped)
  }

  @Test("sends and broadcasts nested alternately keep their own routes and visit sets")
  func alternatingNesting() {
    let root = TestNode("root") {
      TestNode("a") { TestNode("a1") }
      TestNode("b")
    }
    var innerRoutes = [[String]]()
    root["a1"].re.handleBroadcast(ThemeChanged.self) { node, context in
      guard context.event.dark else { return .pass }
      let up = node.re.send(Tapped(button: "from broadcast"), options: .tracing)
      innerRoutes.append(up.trace?.route ?? [])
      return .handled
    }
    root.re.handle(Tapped.self) { node, context in
      if context.event.button == "from broadcast" {
        let down = node.re.broadcast(ThemeChanged(dark: false), options: .tracing)
        innerRoutes.append(down.trace?.route ?? [])
      }
      return .stop
    }
    var nested = 0
    root["b"].re.handleBroadcast(ThemeChanged.self) { _, context in
      if !context.event.dark { nested += 1 }
      return .handled
    }
    let outer = root.re.broadcast(ThemeChanged(dark: true), options: .tracing)
    expectRoute(outer.trace, ["a", "a1", "b"])
    // The innermost dispatch finishes first: the broadcast started by the send, then the send.
    #expect(innerRoutes == [["a", "a1", "b"], ["a", "root"]])
    #expect(nested == 1)
  }

  @Test("the depth limit can be lowered or raised, and holds exactly", arguments: [1, 2, 3, 7, 40])
  func limits(limit: Int) {
    let node = TestNode("parent") { TestNode("child") }
    var depth = 0
    node.re.handle(Tapped.self) { parent, context in
      depth += 1
      parent["child"].re.send(context.event)
      return .handled
    }
    _ = withNestingLimit(limit) {
      collectingDiagnostics { node["child"].re.send(Tapped(button: "loop")) }
    }
    #expect(depth == limit)
  }

  @Test("observers that provide again nest as dispatches do: refused at the limit, reported once")
  func reentrantProvide() {
    let root = TestNode("root") { TestNode("leaf") }
    var seen: [Int] = []
    // Each value from 1 to 99 asks for the next one.
    root["leaf"].re.observe(Level.self) { [unowned root] _, level in
      seen.append(level.number)
      if (1..<100).contains(level.number) { root.re.provide(Level(number: level.number + 1)) }
    }
    let (_, diagnostics) = collectingDiagnostics { root.re.provide(Level(number: 1)) }
    // Each delivery is one level; a value provided deeper than the limit is not provided.
    let limit = EventDiagnostics.maximumNestingDepth
    #expect(seen == [0] + Array(1...limit + 1))
    #expect(root.re.providedValue(Level.self).number == limit + 1)
    #expect(diagnostics.map(\.kind) == [.nestingLimitExceeded])
    // The count unwound: the next value reaches the observer.
    root.re.provide(Level(number: 100))
    #expect(seen.last == 100)
  }

  @Test("a diagnostics handler that sends is refused at the limit, and that refusal reported once")
  func diagnosticsHandlerThatSends() {
    let root = TestNode("root") { TestNode("leaf") }
    var kinds: [EventDiagnostic.Kind] = []
    EventDiagnostics.withHandler(
      { diagnostic in
        kinds.append(diagnostic.kind)
        root["leaf"].re.send(Tapped(button: "sent from a diagnostic"))
      },
      operation: { root["leaf"].re.send(Tapped(button: "unhandled")) })
    // Each unhandled send's report sends the next, one level deeper, until the limit.
    #expect(kinds.filter { $0 == .nestingLimitExceeded }.count == 1)
    #expect(kinds.count <= 2 * EventDiagnostics.maximumNestingDepth)
  }

  @Test("a diagnostics handler that sends twice per report is called a bounded number of times")
  func diagnosticsHandlerThatSendsTwice() {
    let root = TestNode("root") { TestNode("leaf") }
    var calls = 0
    EventDiagnostics.withHandler(
      { _ in
        calls += 1
        // Without a bound, 2^32 calls within the nesting limit; this test stops at 5,000.
        guard calls < 5_000 else { return }
        root["leaf"].re.send(Tapped(button: "first"))
        root["leaf"].re.send(Tapped(button: "second"))
      },
      operation: { root["leaf"].re.send(Tapped(button: "unhandled")) })
    // One report per level down to the nesting limit, then that limit's: the sends nested in
    // the one it refused are refused with it, silently, so the second send of each level never
    // branches.
    #expect(calls == EventDiagnostics.maximumNestingDepth + 1)
    #expect(calls <= EventDiagnostics.maximumNestedReports)
    // The next report outside the handler starts a new count.
    calls = 5_000
    EventDiagnostics.withHandler(
      { _ in calls += 1 }, operation: { root["leaf"].re.send(Tapped(button: "later")) })
    #expect(calls == 5_001)
  }

  @Test("a handler at the last level may provide; its observers are called and cannot send")
  func provideAtTheLimit() {
    let root = TestNode("root") { TestNode("leaf") }
    var seen: [Int] = []
    var sent: [DispatchTermination] = []
    root["leaf"].re.observe(Level.self) { leaf, level in
      seen.append(level.number)
      if level.number == 1 { sent.append(leaf.re.send(ThemeChanged(dark: true)).termination) }
    }
    root.re.handle(Tapped.self) { root, _ in
      root.re.provide(Level(number: 1))
      return .stop
    }
    let (_, diagnostics) = withNestingLimit(1) {
      collectingDiagnostics { root["leaf"].re.send(Tapped(button: "go")) }
    }
    #expect(seen == [0, 1])
    #expect(sent == [.refused(.nestingLimitExceeded(limit: 1))])
    #expect(diagnostics.map(\.kind) == [.nestingLimitExceeded])
  }

  // Guarantees, "Re-entrancy": "a request from that level fails with the same reason. One
  // nestingLimitExceeded diagnostic is reported. The levels above finish normally".
  @Test("a request nested past the limit fails with the refusal; the levels above finish")
  func requestPastTheLimit() {
    let root = TestNode("root") { TestNode("child") }
    root.re.handle(Confirm.self) { _, context in
      context.reply(true)
      return .stop
    }
    var answers: [Result<Bool, ReplyError>] = []
    var inner: [DispatchTermination] = []
    root.re.handle(Tapped.self) { root, context in
      // Level 1 sends again (level 2), whose handler asks from level 3: past the limit.
      if context.event.button == "outer" {
        inner.append(root["child"].re.send(Tapped(button: "inner")).termination)
      } else {
        root["child"].re.request(Confirm(question: "?")) { answers.append($0) }
      }
      return .stop
    }
    let (outer, diagnostics) = withNestingLimit(2) {
      collectingDiagnostics { root["child"].re.send(Tapped(button: "outer")) }
    }
    #expect(answers == [.failure(.refused(.nestingLimitExceeded(limit: 2)))])
    #expect(inner == [.stopped])
    #expect(outer.termination == .stopped)
    #expect(diagnostics.map(\.kind) == [.nestingLimitExceeded])
    // The next dispatch starts from depth zero: the same request is answered.
    var fresh: [Result<Bool, ReplyError>] = []
    root["child"].re.request(Confirm(question: "?")) { fresh.append($0) }
    #expect(fresh == [.success(true)])
  }

  @Test("a handler that sends twice into its own loop is cut at the limit, reported once")
  func branchingLoopIsCutOnce() {
    let root = TestNode("parent") { TestNode("child") }
    var runs = 0
    root.re.handle(Tapped.self) { parent, context in
      runs += 1
      parent["child"].re.send(context.event)
      parent["child"].re.send(context.event)
      return .handled
    }
    let (_, diagnostics) = withNestingLimit(8) {
      collectingDiagnostics { root["child"].re.send(Tapped(button: "loop")) }
    }
    #expect(Set(diagnostics.map(\.kind)) == [.nestingLimitExceeded])
    // Refused only at the level past the limit, the loop ran 2^8 - 1 times and was reported
    // 2^8 times: 2^32 dispatches at the default limit, a hang. Once refused, every dispatch
    // nested in the same outermost one is refused too, until it returns.
    #expect(diagnostics.count == 1)
    #expect(runs == 8)
    // The next send starts counting again.
    runs = 0
    let (_, again) = withNestingLimit(8) {
      collectingDiagnostics { root["child"].re.send(Tapped(button: "loop")) }
    }
    #expect(again.count == 1)
    #expect(runs == 8)
  }

  @Test("a limit of Int.max, no limit at all, lets a value be provided and observed")
  func limitAtIntMax() {
    let root = TestNode("root") { TestNode("leaf") }
    var seen: [Int] = []
    root["leaf"].re.observe(Level.self) { _, level in seen.append(level.number) }
    // The limit plus one overflowed here: providing trapped.
    withNestingLimit(.max) { root.re.provide(Level(number: 1)) }
    #expect(seen == [0, 1])
  }

  @Test("after a loop was cut, the outermost handler's provide and new observer still take")
  func stateSetAfterTheCut() {
    let root = TestNode("parent") { TestNode("child") }
    var seen: [Int] = []
    root.re.handle(Tapped.self) { parent, context in
      guard context.event.button == "outer" else {
        parent["child"].re.send(context.event)
        return .handled
      }
      // A loop, cut at the limit; then the handler goes on with its own work.
      parent["child"].re.send(Tapped(button: "loop"))
      parent.re.provide(Level(number: 7))
      parent["child"].re.observe(Level.self) { _, level in seen.append(level.number) }
      return .handled
    }
    _ = collectingDiagnostics { root["child"].re.send(Tapped(button: "outer")) }
    // Not nested in the loop: state the handler sets at depth 1, for good. Deliveries are not
    // cut off with the loop's dispatches: the value is stored and the observer called.
    #expect(root.re.providedValue(Level.self).number == 7)
    #expect(seen == [7])
  }

  /// Runs `body` with the nesting limit at `limit`, then puts the limit back.
  private func withNestingLimit<R>(_ limit: Int, _ body: () -> R) -> R {
    let saved = EventDiagnostics.maximumNestingDepth
    EventDiagnostics.maximumNestingDepth = limit
    defer { EventDiagnostics.maximumNestingDepth = saved }
    return body()
  }
}
