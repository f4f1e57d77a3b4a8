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

extension DeviceCheckReport {
  /// Prints `text` and flushes standard output at once.
  ///
  /// Standard output is buffered when it is a pipe, as under `xcodebuild test`: a process that
  /// crashes loses what is still in the buffer, which would be the last results before the
  /// crash, the ones that say where it happened.
  public static func printFlushed(_ text: String) {
    print(text)
    fflush(nil)
  }
}

/// The run's results as they happen: one JSON object a line, appended to the file named by the
/// `DEVICE_CHECKS_RESULTS` environment variable before each check starts and as it ends.
///
/// The report is whole only once every check ran; a check that crashes the process (UIKit
/// raising, a stack overflow) would take it with it. This file keeps every finished result and
/// names the check that was running: its last line is that check's `start`. Each line is
/// written with one `write` call, unbuffered, so it is on disk as soon as the call returns.
/// `DeviceChecks/run` reads it (`scripts/run-lib.bash`, `dc_summarize_results`):
///
/// ```text
/// {"event":"run-start","environment":["…"],"total":150}
/// {"area":"Routing","event":"start","index":1,"name":"…","total":150}
/// {"area":"Routing","calls":"…","event":"end","facts":["…"],"index":1,"message":"…","missingHost":false,"name":"…","status":"passed"}
/// {"event":"run-end","failed":0,"notApplicable":2,"passed":148,"total":150}
/// ```
@MainActor
public final class DeviceCheckResultsLog {
  /// The environment variable that names the file.
  public static let pathVariable = "DEVICE_CHECKS_RESULTS"

  /// The file's path.
  public let path: String
  private var handle: FileHandle?
  private let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  /// A log that writes to `path`, emptied first; `nil` when the file cannot be made.
  public init?(path: String) {
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else { return nil }
    self.path = path
    self.handle = handle
  }

  /// The log the `DEVICE_CHECKS_RESULTS` environment variable asks for, if any; says (printed)
  /// where the results go, or why they cannot.
  public static func openIfAsked() -> DeviceCheckResultsLog? {
    guard let path = ProcessInfo.processInfo.environment[pathVariable], !path.isEmpty else {
      return nil
    }
    guard let log = DeviceCheckResultsLog(path: path) else {
      DeviceCheckReport.printFlushed("could not open \(path) for the results (\(pathVariable))")
      return nil
    }
    DeviceCheckReport.printFlushed("results are appended to \(path) as each check ends")
    return log
  }

  /// Records the start of a run of `total` checks, in `environment`.
  public func runStarted(total: Int, environment: [DeviceFact]) {
    append(Record(event: "run-start", total: total, environment: environment.map(\.description)))
  }

  /// Records that the check at `index` (from 1) of `total` is about to run.
  public func checkStarted(index: Int, of total: Int, area: String, name: String) {
    append(Record(event: "start", index: index, total: total, area: area, name: name))
  }

  /// Records the result of the check at `index`.
  public func checkEnded(index: Int, result: DeviceCheckResult) {
    append(
      Record(
        event: "end", index: index, area: result.area, name: result.name,
        status: result.outcome.status.rawValue, message: result.outcome.message,
        missingHost: result.outcome.missingHost, calls: result.calls.description,
        facts: result.outcome.facts.map(\.description)))
  }

  /// Records the end of the run, with its counts.
  public func runEnded(_ report: DeviceCheckReport) {
    let failed = report.failures.count
    let notApplicable = report.notApplicable.count
    append(
      Record(
        event: "run-end", total: report.results.count,
        passed: report.results.count - failed - notApplicable, failed: failed,
        notApplicable: notApplicable))
    try? handle?.close()
    handle = nil
  }

  private func append(_ record: Record) {
    guard let handle else { return }
    do {
      var line = try encoder.encode(record)
      line.append(UInt8(ascii: "\n"))
      try handle.write(contentsOf: line)
    } catch {
      self.handle = nil
      DeviceCheckReport.printFlushed("could not append to \(path), stopped writing it: \(error)")
    }
  }

  /// One line of the file; absent fields are left out.
  private struct Record: Encodable {
    var event: String
    var index: Int? = nil
    var total: Int? = nil
    var area: String? = nil
    var name: String? = nil
    var status: String? = nil
    var message: String? = nil
    var missingHost: Bool? = nil
    var calls: String? = nil
    var facts: [String]? = nil
    var environment: [String]? = nil
    var passed: Int? = nil
    var failed: Int? = nil
    var notApplicable: Int? = nil
  }
}
