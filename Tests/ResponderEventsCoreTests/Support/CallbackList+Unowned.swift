@testable import ResponderEventsCore

/// An owner that lives as long as the test process.
private final class TestProcess: Sendable {
  static let owner = TestProcess()
}

extension CallbackList {
  /// Registers `callback` after the others, for as long as the test runs: the library
  /// registers every closure with an owner, and these tests are about the list, not owners.
  @discardableResult
  func append(_ callback: Callback) -> UInt64 {
    append(WeakOwner(TestProcess.owner)) { _ in callback }
  }
}
