import PropertyBased
import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// The engine against the reference model, on random scenarios (see ``Scenario``).
///
/// A failing scenario is shrunk to a small one and printed with a seed that reproduces it.
///
/// No wall-clock limit: under AddressSanitizer on a loaded 2-core machine a run takes minutes.
/// `modelCheck`'s watchdog ends one only if a case holds the main actor without progress.
@Suite("The engine agrees with a reference model", .collectingDiagnostics)
@MainActor
struct ModelBasedTests {
  static let cases = 10_000
  static let scenarios = Gen<Int>.int(in: 0...99).array(of: 0...60).map(Scenario.decode)

  @Test("upward dispatch: route, changes, calls, handlers, termination; new and visited nodes")
  func upward() async {
    await modelCheck(count: Self.cases, input: Self.scenarios) { scenario, _ in
      for warmedUp in [false, true] {
        var reference = ReferenceModel(scenario)
        let expected = reference.sendUp(requestingReply: false)
        let harness = EngineHarness(scenario)
        if warmedUp { harness.warmUp() }
        let actual = harness.sendUp(requestingReply: false)
        #expect(actual == expected, "\(scenario)\nengine:    \(actual)\nreference: \(expected)")
      }
    }
  }

  @Test("upward dispatch, untraced, through nodes visited before: the same calls and outcome")
  func upwardUntraced() async {
    await modelCheck(count: Self.cases, input: Self.scenarios) { scenario, _ in
      for requestingReply in [false, true] {
        var reference = ReferenceModel(scenario)
        var expected = reference.sendUp(requestingReply: requestingReply)
        expected.route = []
        expected.changed = []
        let harness = EngineHarness(scenario)
        harness.warmUp()
        let actual = harness.sendUp(requestingReply: requestingReply, traced: false)
        #expect(actual == expected, "\(scenario)\nengine:    \(actual)\nreference: \(expected)")
      }
    }
  }

  @Test("broadcast: pre-order route, changes, skips, stops, overlaps; new and visited nodes")
  func broadcast() async {
    await modelCheck(count: Self.cases, input: Self.scenarios) { scenario, _ in
      for warmedUp in [false, true] {
        var reference = ReferenceModel(scenario)
        let expected = reference.broadcast()
        let harness = EngineHarness(scenario)
        if warmedUp { harness.warmUp() }
        let actual = harness.broadcast()
        #expect(actual == expected, "\(scenario)\nengine:    \(actual)\nreference: \(expected)")
      }
    }
  }

  @Test("broadcast through nodes that create their storage on first use, traced and not")
  func broadcastLazyStorage() async {
    await modelCheck(count: Self.cases, input: Self.scenarios) { scenario, _ in
      for traced in [true, false] {
        var reference = ReferenceModel(scenario)
        var expected = reference.broadcast()
        if !traced {
          expected.route = []
          expected.changed = []
        }
        let actual = EngineHarness(scenario, nodes: .lazyStorage).broadcast(traced: traced)
        #expect(actual == expected, "\(scenario)\nengine:    \(actual)\nreference: \(expected)")
      }
    }
  }

  @Test("broadcast, untraced, through nodes visited before: the same calls and outcome")
  func broadcastUntraced() async {
    await modelCheck(count: Self.cases, input: Self.scenarios) { scenario, _ in
      var reference = ReferenceModel(scenario)
      var expected = reference.broadcast()
      expected.route = []
      expected.changed = []
      let harness = EngineHarness(scenario)
      harness.warmUp()
      let actual = harness.broadcast(traced: false)
      #expect(actual == expected, "\(scenario)\nengine:    \(actual)\nreference: \(expected)")
    }
  }

  @Test("replies: the first reply wins; otherwise noReply or unhandled")
  func replies() async {
    await modelCheck(count: Self.cases, input: Self.scenarios) { scenario, _ in
      var reference = ReferenceModel(scenario)
      let expected = reference.sendUp(requestingReply: true)
      let actual = EngineHarness(scenario).sendUp(requestingReply: true)
      #expect(actual == expected, "\(scenario)\nengine:    \(actual)\nreference: \(expected)")
    }
  }

  @Test("scope trees (SwiftUI's handlers): sends, requests and broadcasts agree with the model")
  func scopeTrees() async {
    await modelCheck(count: Self.cases / 2, input: Self.scenarios.map { $0.scopeShaped() }) {
      scenario, _ in
      for requestingReply in [false, true] {
        var reference = ReferenceModel(scenario)
        let expected = reference.sendUp(requestingReply: requestingReply)
        let actual = EngineHarness(scenario, nodes: .scopes).sendUp(
          requestingReply: requestingReply)
        #expect(actual == expected, "\(scenario)\nengine:    \(actual)\nreference: \(expected)")
      }
      var reference = ReferenceModel(scenario)
      let expected = reference.broadcast()
      let harness = EngineHarness(scenario, nodes: .scopes)
      harness.warmUp()
      let actual = harness.broadcast()
      #expect(actual == expected, "\(scenario)\nengine:    \(actual)\nreference: \(expected)")
    }
  }

  @Test("the decoder produces the shapes the properties need")
  func scenarioVariety() {
    var rng = SystemRandomNumberGenerator()
    var sawCycle = false
    var sawOverlap = false
    var sawMutation = false
    for _ in 0..<2_000 {
      let values = (0..<60).map { _ in Int.random(in: 0...99, using: &rng) }
      let scenario = Scenario.decode(values)
      sawCycle =
        sawCycle || scenario.redirects.contains { $0.node == $0.target }
        || scenario.parents.enumerated().contains { $0.element == $0.offset }
      sawOverlap =
        sawOverlap || scenario.children.joined().count > Set(scenario.children.joined()).count
      sawMutation = sawMutation || scenario.handlers.contains { $0.action != .none }
    }
    #expect(sawCycle && sawOverlap && sawMutation)
    #expect(Scenario.decode([]).nodeCount == 1)
  }
}
