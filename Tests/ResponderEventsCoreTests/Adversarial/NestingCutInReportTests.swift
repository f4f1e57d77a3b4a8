import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// A diagnostics handler's own work, refused silently inside a nestingLimitExceeded report,
/// must not cut off the app's later work in the same outermost dispatch.
@Suite("Nesting limit: what a report's handler is refused does not outlive the report")
@MainActor
struct NestingCutInReportTests {
  @Test("a delivery refused inside the report of a dispatch cut leaves later provides taking")
  func deliveryRefusedInReport() {
    let root = TestNode("root") { TestNode("child") }
    root.re.handle(Tapped.self) { root, context in
      root["child"].re.send(Tapped(button: "loop"))
      // Not nested in the loop: the outermost handler's own state, at depth 1
      // (ReentrancyTests.stateSetAfterTheCut).
      if context.event.button == "outer" { root.re.provide(Level(number: 7)) }
      return .handled
    }
    // An observer of what the diagnostics handler provides, which derives a value of its own:
    // called one level past the limit, its provide is refused, silently (a report runs).
    root["child"].re.observe(Held.self) { child, held in
      if held.number > 0 { child.re.provide(Level(number: 100 + held.number)) }
    }
    var reports = 0
    let saved = EventDiagnostics.maximumNestingDepth
    EventDiagnostics.maximumNestingDepth = 4
    defer { EventDiagnostics.maximumNestingDepth = saved }
    EventDiagnostics.withHandler(
      { diagnostic in
        guard diagnostic.kind == .nestingLimitExceeded else { return }
        reports += 1
        root.re.provide(Held(number: reports))
      },
      operation: { root["child"].re.send(Tapped(button: "outer")) })
    #expect(reports == 1)
    // A delivery refused inside the report must not cut off deliveries: this provide would be
    // refused too, silently, and the value stay 0.
    #expect(root.re.providedValue(Level.self).number == 7)
  }
}

extension NestingCutInReportTests {
  @Test("a dispatch refused inside the report of a delivery cut leaves later sends going")
  func dispatchRefusedInReport() {
    let root = TestNode("root") { TestNode("child") }
    var after: [DispatchTermination] = []
    root.re.handle(Tapped.self) { root, context in
      guard context.event.button == "outer" else { return .stop }
      // An observer that provides again without end, cut at the limit.
      root.re.provide(Level(number: 1))
      after.append(root["child"].re.send(Tapped(button: "after")).termination)
      return .handled
    }
    root["child"].re.observe(Level.self) { child, level in
      if (1..<100).contains(level.number), let parent = child.parent {
        parent.re.provide(Level(number: level.number + 1))
      }
    }
    let saved = EventDiagnostics.maximumNestingDepth
    EventDiagnostics.maximumNestingDepth = 4
    defer { EventDiagnostics.maximumNestingDepth = saved }
    var reports = 0
    EventDiagnostics.withHandler(
      { diagnostic in
        guard diagnostic.kind == .nestingLimitExceeded else { return }
        reports += 1
        // An app's diagnostics handler that sends (analytics): refused silently here.
        root["child"].re.send(Tapped(button: "analytics"))
      },
      operation: { root["child"].re.send(Tapped(button: "outer")) })
    #expect(reports == 1)
    // A dispatch refused inside the report must not cut off dispatches: this send, at depth 2,
    // would be refused too.
    #expect(after == [.stopped])
  }
}
