import Foundation

/// What the samples print.
///
/// The documentation's samples call `print`, as an app would, and the test run runs them; the
/// run's output should hold the test runner's lines only. So inside this target `print` is this
/// module's function, which keeps the text here for tests to read instead of writing it out.
public enum SampleOutput {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var printed: [String] = []

  /// Everything printed so far, one entry per call.
  public static var lines: [String] {
    lock.withLock { printed }
  }

  static func append(_ line: String) {
    lock.withLock { printed.append(line) }
  }
}

/// Keeps what a sample prints in ``SampleOutput`` (see there why); same parameters as
/// `Swift.print`.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  SampleOutput.append(items.map { "\($0)" }.joined(separator: separator) + terminator)
}
