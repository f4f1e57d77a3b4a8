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
    let saved = EventDiagnostics.maximumNestingDepth
    EventDiagnostics.maximumNestingDepth = limit
    _ = collectingDiagnostics { node["child"].re.send(Tapped(button: "loop")) }
    EventDiagnostics.maximumNestingDepth = saved
    #expect(depth == limit)
  }
}
