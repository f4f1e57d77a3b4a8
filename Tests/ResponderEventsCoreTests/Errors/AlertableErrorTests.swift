import ResponderEventsCore
import Testing

private struct Declined: AlertableError {
  var message: String { "Declined." }
}

private struct Offline: AlertableError {
  var title: String? { "Offline" }
  var message: String { "Connect to the internet and try again." }
}

/// `AlertableError`: what the alert handlers read from an error.
@Suite("Errors that describe themselves for an alert", .timeLimit(.minutes(10)))
@MainActor
struct AlertableErrorTests {
  @Test("an error without a title shows its message alone; one with a title keeps it")
  func titles() {
    let errors: [any Error] = [Declined(), Offline()]
    let alerts = errors.compactMap { $0 as? any AlertableError }.map {
      "\($0.title ?? "-") \($0.message)"
    }
    #expect(alerts == ["- Declined.", "Offline Connect to the internet and try again."])
  }

}
