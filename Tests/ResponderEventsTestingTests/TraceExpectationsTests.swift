import ResponderEventsCore
import ResponderEventsTesting
import Testing

private struct Ping: ResponderEvent {}

@Suite("Trace expectations", .collectingDiagnostics)
@MainActor
struct TraceExpectationsTests {
  private func tracedResult() -> DispatchResult<Ping> {
    let root = TestNode("root") { TestNode("middle") { TestNode("leaf") } }
    root.descendant(named: "middle")!.re.handle(Ping.self) { _, context in
      context.event = Ping()
      return .handled
    }
    root.re.handle(Ping.self) { _, _ in .stop }
    return root.descendant(named: "leaf")!.re.send(Ping(), options: .tracing)
  }

  @Test("matching expectations pass")
  func passing() {
    let trace = tracedResult().trace
    expectRoute(trace, ["middle", "root"])
    expectHops(trace, [("middle", .handled), ("root", .stopped)])
    expectHandled(by: ["middle", "root"], in: trace)
    expectChanged(by: ["middle"], in: trace)
  }

  @Test("each mismatching expectation records an issue")
  func failing() {
    let trace = tracedResult().trace
    withKnownIssue { expectRoute(trace, ["root"]) }
    withKnownIssue { expectHops(trace, [("middle", .passed), ("root", .stopped)]) }
    withKnownIssue { expectHandled(by: ["root"], in: trace) }
    withKnownIssue { expectChanged(by: [], in: trace) }
  }

  @Test("a missing trace records an issue")
  func missingTrace() {
    withKnownIssue { expectRoute(nil, []) }
  }
}
