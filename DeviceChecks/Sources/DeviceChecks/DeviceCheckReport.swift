/// One check and its outcome.
public struct DeviceCheckResult: Sendable, Hashable {
  /// The check's area.
  public let area: String
  /// The check's name.
  public let name: String
  /// What the check verifies.
  public let verifies: String
  /// What it found.
  public let outcome: DeviceCheckOutcome

  /// Creates a result.
  public init(area: String, name: String, verifies: String, outcome: DeviceCheckOutcome) {
    self.area = area
    self.name = name
    self.verifies = verifies
    self.outcome = outcome
  }

  /// Whether the check passed.
  public var passed: Bool { outcome.passed }

  /// `✓ Area / name — message` (or `✗`), the message indented under the first line.
  public var line: String {
    let mark = passed ? "✓" : "✗"
    let message = outcome.message.split(separator: "\n").joined(separator: "\n    ")
    return "\(mark) \(area) / \(name) — \(message)"
  }
}

/// The outcome of a run: every check's result, the facts the device reported, and a summary.
public struct DeviceCheckReport: Sendable, Hashable {
  /// Where the checks ran: the system, the device, whether a host application and window
  /// scene were there.
  public let environment: [DeviceFact]
  /// Every check's result, in the order the checks ran.
  public let results: [DeviceCheckResult]

  /// Creates a report.
  public init(environment: [DeviceFact], results: [DeviceCheckResult]) {
    self.environment = environment
    self.results = results
  }

  /// The checks that failed.
  public var failures: [DeviceCheckResult] { results.filter { !$0.passed } }

  /// Whether every check passed (true for an empty run).
  public var allPassed: Bool { failures.isEmpty }

  /// Every fact the checks recorded, each with the check that recorded it.
  public var facts: [(check: String, fact: DeviceFact)] {
    results.flatMap { result in result.outcome.facts.map { (result.name, $0) } }
  }

  /// A readable report: a count, one line per check, the failures again, the environment and
  /// the device facts.
  public var summary: String {
    let failed = failures.count
    var lines = [
      "Device checks: \(results.count - failed) passed, \(failed) failed, of \(results.count)"
    ]
    if results.isEmpty { lines.append("(no checks: UIKit is not available on this platform)") }
    lines += results.map(\.line)
    if !failures.isEmpty {
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
