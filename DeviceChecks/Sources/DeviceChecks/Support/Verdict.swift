#if canImport(UIKit) && !os(watchOS)
  /// Collects a check's assertions and facts, and turns them into its outcome.
  struct Verdict {
    private(set) var failures: [String] = []
    private(set) var facts: [DeviceFact] = []

    /// Fails the check with `message` unless `condition` holds.
    mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition { failures.append(message()) }
    }

    /// Fails the check unless `actual == expected`.
    mutating func expectEqual<Value: Equatable>(
      _ actual: Value, _ expected: Value, _ what: String
    ) {
      if actual != expected { failures.append("\(what): expected \(expected), got \(actual)") }
    }

    /// Fails the check unless the route `actual` is exactly `expected`.
    mutating func expectRoute(_ actual: [String], _ expected: [String], _ what: String) {
      if actual != expected {
        failures.append(
          "\(what): expected \(Responders.arrows(expected)), got \(Responders.arrows(actual))")
      }
    }

    /// Fails the check unless `route` passes the names of `expected` in that order.
    mutating func expectRoute(_ route: [String], passesInOrder expected: [String], _ what: String) {
      if !Responders.route(route, passesInOrder: expected) {
        failures.append(
          "\(what): expected to pass \(Responders.arrows(expected)) in order, got "
            + Responders.arrows(route))
      }
    }

    /// Records what the device did, without judging it.
    mutating func fact(_ subject: String, _ observed: String, expected: String? = nil) {
      facts.append(DeviceFact(subject, observed: observed, expected: expected))
    }

    /// Fails the check with `message`.
    mutating func fail(_ message: String) {
      failures.append(message)
    }

    /// Passed with `summary` when nothing failed; otherwise failed with every failure.
    func outcome(_ summary: String) -> DeviceCheckOutcome {
      failures.isEmpty
        ? .passed(summary, facts: facts)
        : .failed(failures.joined(separator: "\n"), facts: facts)
    }
  }
#endif
