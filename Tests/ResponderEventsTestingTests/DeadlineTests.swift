import ResponderEventsTesting
import Testing

@Suite("finishing(within:)", .timeLimit(.minutes(10)))
@MainActor
struct DeadlineTests {
  @Test("a negative deadline has passed already: the test fails with it instead of trapping")
  func negativeDeadline() async {
    await #expect(throws: DeadlineExceeded.self) {
      try await finishing(within: -1) {
        // Cancelled when the deadline passes, so it does not outlive the test.
        try await Task.sleep(nanoseconds: 3_600_000_000_000)
        return 0
      }
    }
  }

  @Test("an endless deadline waits for the operation instead of trapping")
  func endlessDeadline() async throws {
    #expect(try await finishing(within: .infinity) { 1 } == 1)
  }
}
