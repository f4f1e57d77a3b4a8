import Foundation

/// One check and its outcome.
public struct DeviceCheckResult: Sendable, Hashable {
  /// The check's area.
  public let area: String
  /// The check's name.
  public let name: String
  /// What the check verifies.
  public let verifies: String
  /// Who made the calls the check judged.
  public let calls: DeviceCheckCalls
  /// What it found.
  public let outcome: DeviceCheckOutcome

  /// Creates a result.
  public init(
    area: String, name: String, verifies: String, calls: DeviceCheckCalls,
    outcome: DeviceCheckOutcome
  ) {
    self.area = area
    self.name = name
    self.verifies = verifies
    self.calls = calls
    self.outcome = outcome
  }

  /// Whether the check passed.
  public var passed: Bool { outcome.passed }

  /// `✓ Area / name — message` (`✗` for a failure, `–` for a check that does not apply), the
  /// message indented under the first line, then who made the calls.
  public var line: String {
    let mark: String
    let message: String
    switch outcome.status {
    case .passed:
      mark = "✓"
      message = outcome.message
    case .failed:
      mark = "✗"
      message = outcome.message
    case .notApplicable:
      mark = "–"
      message = "not applicable: " + outcome.message
    }
    let indented = message.split(separator: "\n").joined(separator: "\n    ")
    return "\(mark) \(area) / \(name) — \(indented)\n    calls: \(calls)"
  }
}

/// The outcome of a run: every check's result, the facts the device reported, and a summary.
public struct DeviceCheckReport: Sendable, Hashable {
  /// Where the checks ran: the system, the device, whether a host application and window
  /// scene were there, the timeout of each wait, whether animations were on.
  public let environment: [DeviceFact]
  /// Every check's result, in the order the checks ran.
  public let results: [DeviceCheckResult]

  /// Creates a report.
  public init(environment: [DeviceFact], results: [DeviceCheckResult]) {
    self.environment = environment
    self.results = results
  }

  /// The checks that failed.
  public var failures: [DeviceCheckResult] { results.filter { $0.outcome.status == .failed } }

  /// The checks that did not apply in this run, each with its reason.
  public var notApplicable: [DeviceCheckResult] {
    results.filter { $0.outcome.status == .notApplicable }
  }

  /// The checks that did not apply because this run has no host app.
  public var notApplicableWithoutHost: [DeviceCheckResult] {
    notApplicable.filter(\.outcome.missingHost)
  }

  /// Whether no check failed (true for an empty run, and for checks that did not apply).
  public var allPassed: Bool { failures.isEmpty }

  /// What a test should fail on: each failed check; with `requiringHost`, also each check that
  /// did not apply for want of a host app (a hosted run must have the host each check needs);
  /// and a run in which no check ran.
  public func problems(requiringHost: Bool) -> [String] {
    var problems = failures.map { "\($0.area) / \($0.name): \($0.outcome.message)" }
    if requiringHost {
      problems += notApplicableWithoutHost.map {
        "\($0.area) / \($0.name) did not apply for want of a host, in a hosted run: "
          + $0.outcome.message
      }
    }
    if results.isEmpty { problems.append("no device check ran") }
    return problems
  }

  /// Every fact the checks recorded, each with the check that recorded it.
  public var facts: [(check: String, fact: DeviceFact)] {
    results.flatMap { result in result.outcome.facts.map { (result.name, $0) } }
  }

  /// A readable report: the counts, one line per check, the checks that did not apply with
  /// their reasons, the failures again, the environment and the device facts.
  public var summary: String {
    let failed = failures.count
    let skipped = notApplicable.count
    var lines = [
      "Device checks: \(results.count - failed - skipped) passed, \(failed) failed,"
        + " \(skipped) not applicable, of \(results.count)"
    ]
    if results.isEmpty { lines.append("(no checks: UIKit is not available on this platform)") }
    lines += results.map(\.line)
    if skipped > 0 {
      lines.append("")
      lines.append("Not applicable in this run:")
      lines += notApplicable.map {
        "  – \($0.area) / \($0.name): \($0.outcome.message)"
          + ($0.outcome.missingHost ? " [no host app]" : "")
      }
    }
    if failed > 0 {
      lines.append("")
      lines.append("Failures:")
      lines += failures.map { "  " + $0.line }
    }
    if !environment.isEmpty {
      lines.append("")
      lines.append("Environment:")
      lines += environment.map { "  • \($0)" }
    }
    let facts = self.facts
    if !facts.isEmpty {
      lines.append("")
      lines.append("Device facts (recorded, not asserted):")
      lines += facts.map { "  • [\($0.check)] \($0.fact)" }
    }
    return lines.joined(separator: "\n")
  }
}

extension DeviceCheckReport {
  /// The environment variable that names a file for the report, read by ``saveIfAsked()``.
  public static let reportPathVariable = "DEVICE_CHECKS_REPORT"

  /// Writes ``summary`` to the file named by the `DEVICE_CHECKS_REPORT` environment variable,
  /// when it is set (`DeviceChecks/run` sets it, through `xcodebuild`'s `TEST_RUNNER_` prefix,
  /// so that the report survives as a file beside the result bundle).
  ///
  /// - Returns: A line saying where the report went, or why it did not; `nil` when the
  ///   variable is not set.
  public func saveIfAsked() -> String? {
    guard let path = ProcessInfo.processInfo.environment[Self.reportPathVariable], !path.isEmpty
    else { return nil }
    do {
      try summary.write(toFile: path, atomically: true, encoding: .utf8)
      return "report written to \(path)"
    } catch {
      return "could not write the report to \(path): \(error)"
    }
  }
}
