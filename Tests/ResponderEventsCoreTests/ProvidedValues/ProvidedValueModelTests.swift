import PropertyBased
import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// Provided values against the reference model, on random histories (see
/// ``ProvidedValueScenario``): providers starting, changing, stopping and going away, observers
/// registering and leaving, nodes moving and redirected, steps taken from inside a delivery.
///
/// No wall-clock limit: under AddressSanitizer on a loaded 2-core machine a run takes minutes.
/// `modelCheck`'s watchdog ends one only if a case holds the main actor without progress.
@Suite("Provided values agree with a reference model", .collectingDiagnostics)
@MainActor
struct ProvidedValueModelTests {
  static let scenarios = Gen<Int>.int(in: 0...99).array(of: 0...80).map(
    ProvidedValueScenario.decode)

  @Test("every observer's last value is the nearest provider's, after every step")
  func agreesAfterEveryStep() async {
    await modelCheck(count: 10_000, input: Self.scenarios) { scenario, progress in
      let harness = ProvidedValueHarness(scenario)
      // Observers everywhere first, so that every step has someone to tell.
      for node in 0..<scenario.nodeCount where node % 2 == 0 {
        harness.apply(.observe(node: node))
      }
      for (number, step) in scenario.steps.enumerated() {
        if harness.apply(step) {
          // A released provider stops on the main actor's next turn.
          for _ in 0..<5 { await progress.yield() }
        }
        if let problem = harness.mismatches() {
          Issue.record("after step \(number) (\(step)) of \(scenario): \(problem)")
          return
        }
        progress.step()
      }
    }
  }
}
