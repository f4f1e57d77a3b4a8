/// Ways for this package's own tests to await without ever hanging the run.

/// The error a test gets when what it awaited did not finish in time.
package struct DeadlineExceeded: Error, CustomStringConvertible {
  /// How long the test waited.
  package let seconds: Double

  package var description: String {
    "did not finish within \(seconds) s: something the library should have resumed never was,"
      + " or the machine is slower than this deadline allows"
  }
}

/// Runs `operation` and returns what it returns, or throws ``DeadlineExceeded`` once `seconds`
/// have passed, without waiting any longer for `operation`.
///
/// Swift Testing's `.timeLimit` cancels a test that runs too long, but then still waits for it
/// to return; a continuation the library never resumes ignores cancellation, and the whole
/// run hangs. Here the test goes on and fails with its own name: the stuck operation is
/// cancelled and left behind.
///
/// The default is generous on purpose: every test of the run shares the main actor, and the
/// million-node tests hold it for seconds at a time, so a test only waiting its turn can take
/// minutes on a loaded machine under AddressSanitizer. The suites' `.timeLimit(.minutes(10))`
/// is longer still, so the deadline is what ends a stuck test.
@MainActor
package func finishing<T: Sendable>(
  within seconds: Double = 300, _ operation: @escaping @MainActor () async throws -> T
) async throws -> T {
  let race = Race<T>()
  return try await withCheckedThrowingContinuation { continuation in
    race.continuation = continuation
    let work = Task { @MainActor in
      do {
        race.finish(.success(try await operation()))
      } catch {
        race.finish(.failure(error))
      }
    }
    Task { @MainActor in
      // Clamped, so a negative or huge deadline waits none or a day rather than trapping.
      try? await Task.sleep(nanoseconds: UInt64(min(max(seconds, 0), 86_400) * 1_000_000_000))
      if race.finish(.failure(DeadlineExceeded(seconds: seconds))) { work.cancel() }
    }
  }
}

/// The first of an operation and its deadline to finish resumes the waiting test.
@MainActor
private final class Race<T: Sendable> {
  var continuation: CheckedContinuation<T, any Error>?

  /// Resumes the test with `result` unless it was resumed already; returns whether it was not.
  @discardableResult
  func finish(_ result: Result<T, any Error>) -> Bool {
    guard let continuation else { return false }
    self.continuation = nil
    continuation.resume(with: result)
    return true
  }
}
