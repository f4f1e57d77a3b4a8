import ResponderEventsCore
import Testing

@testable import ResponderEventsTesting

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

  @Test("each mismatching expectation says what differs, and shows the trace")
  func failing() throws {
    let trace = try #require(tracedResult().trace)
    #expect(
      TraceMismatch.route(trace, ["root"])
        == "Route [\"middle\", \"root\"] is not [\"root\"].\n\(trace)")
    #expect(
      TraceMismatch.hops(trace, [("middle", .passed), ("root", .stopped)])
        == "Hops [\"middle: handled\", \"root: stop\"] are not [\"middle: pass\", \"root: stop\"].\n\(trace)"
    )
    #expect(
      TraceMismatch.handlers(trace, ["root"])
        == "Handled by [\"middle\", \"root\"], not [\"root\"].\n\(trace)")
    #expect(TraceMismatch.changes(trace, []) == "Changed by [\"middle\"], not [].\n\(trace)")
  }

  @Test("matching expectations report nothing, and a missing trace is a mismatch")
  func mismatchesOnlyWhenTheyDiffer() throws {
    let trace = try #require(tracedResult().trace)
    #expect(TraceMismatch.route(trace, ["middle", "root"]) == nil)
    #expect(TraceMismatch.hops(trace, [("middle", .handled), ("root", .stopped)]) == nil)
    #expect(TraceMismatch.handlers(trace, ["middle", "root"]) == nil)
    #expect(TraceMismatch.changes(trace, ["middle"]) == nil)
    #expect(TraceMismatch.route(nil, []) == TraceMismatch.noTrace)
  }

  @Test("a mismatch is recorded as an issue where the expectation is written")
  func recordsAnIssue() {
    withKnownIssue {
      expectRoute(nil, [])
    } matching: { issue in
      issue.comments.map(\.rawValue) == [TraceMismatch.noTrace]
        && issue.sourceLocation?.fileID.hasSuffix("TraceExpectationsTests.swift") == true
    }
  }
}
