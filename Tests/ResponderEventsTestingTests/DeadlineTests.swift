import ResponderEventsTesting
import Testing

/// Holds the main actor for `duration`, as the million-node tests of the run do, so that
/// every other main-actor job waits behind it.
@MainActor
private func holdMainActor(for duration: Duration) {
  let end = ContinuousClock.now + duration
  while ContinuousClock.now < end {}
}

@Suite("Deadline", .timeLimit(.minutes(10)))
@MainActor
struct DeadlineTests {
  @Test("a test that only waits its turn behind others holding the main actor is not failed")
  func waitingItsTurnIsNotStuck() async throws {
    // Each hop of the operation waits behind another job holding the main actor for longer
    // than the whole deadline: the operation is slow, and makes progress at every turn.
    let hops = try await finishing(within: 0.1) {
      var hops = 0
      for _ in 0..<3 {
        Task { @MainActor in holdMainActor(for: .milliseconds(400)) }
        await Task.yield()
        hops += 1
      }
      return hops
    }
    #expect(hops == 3)
  }

  @Test("an operation that is never resumed still fails with its name")
  func stuckOperationFails() async {
    let stuck = Stuck()
    await #expect(throws: DeadlineExceeded.self) {
      try await finishing(within: 0.2) {
        await withCheckedContinuation { stuck.continuation = $0 }
      }
    }
    // Resumed only now, so that the operation left behind ends.
    stuck.continuation?.resume()
  }
}

/// The continuation of an operation that nothing resumes until the test is over.
@MainActor
private final class Stuck {
  var continuation: CheckedContinuation<Void, Never>?
}
