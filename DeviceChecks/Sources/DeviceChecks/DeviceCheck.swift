#if canImport(UIKit) && !os(watchOS)
  public import UIKit
#endif

/// One check run on a real device or simulator: a UIKit hierarchy to build, events to send or
/// broadcast through it, and what must come out.
///
/// A check says what it verifies, runs on the main actor inside the window it is given, and
/// returns a ``DeviceCheckOutcome``: passed or failed with a message, plus the ``DeviceFact``s
/// it observed along the way. Facts are what UIKit did that no header promises exactly; they are
/// reported, never failed on.
public struct DeviceCheck: Sendable {
  /// The area the check belongs to: `Routing`, `Presentation`, `Controls`, `Delegates` or
  /// `SwiftUI`.
  public let area: String
  /// A short name, unique among the checks.
  public let name: String
  /// What the check verifies, in a sentence.
  public let verifies: String
  /// Builds the hierarchy in the context's window, dispatches, and judges the result.
  public let run: @MainActor @Sendable (DeviceCheckContext) async -> DeviceCheckOutcome

  /// Creates a check.
  ///
  /// - Parameters:
  ///   - area: The area the check belongs to.
  ///   - name: A short, unique name.
  ///   - verifies: What the check verifies.
  ///   - run: The check itself; it may await (presentations, layout), and must leave nothing
  ///     presented: the runner clears the window after it, but cannot undo global settings.
  public init(
    area: String, name: String, verifies: String,
    run: @escaping @MainActor @Sendable (DeviceCheckContext) async -> DeviceCheckOutcome
  ) {
    self.area = area
    self.name = name
    self.verifies = verifies
    self.run = run
  }
}

/// What one check found: whether it passed, a message, and the device facts it recorded.
public struct DeviceCheckOutcome: Sendable, Hashable {
  /// Whether every assertion of the check held.
  public let passed: Bool
  /// What passed, or every assertion that failed, one per line.
  public let message: String
  /// What the device did where UIKit's headers leave room, recorded for the report.
  public let facts: [DeviceFact]

  /// A passing outcome.
  public static func passed(_ message: String, facts: [DeviceFact] = []) -> DeviceCheckOutcome {
    DeviceCheckOutcome(passed: true, message: message, facts: facts)
  }

  /// A failing outcome.
  public static func failed(_ message: String, facts: [DeviceFact] = []) -> DeviceCheckOutcome {
    DeviceCheckOutcome(passed: false, message: message, facts: facts)
  }

  private init(passed: Bool, message: String, facts: [DeviceFact]) {
    self.passed = passed
    self.message = message
    self.facts = facts
  }
}

/// Something the device did that a check records rather than asserts: which controller UIKit
/// reports as presenting a sheet, whether `UISwitch.setOn(_:animated:)` fires `.valueChanged`.
///
/// Facts answer questions the routing rules and the documentation depend on; compare them with
/// ``expected`` after each new iOS release.
public struct DeviceFact: Sendable, Hashable, CustomStringConvertible {
  /// What was observed.
  public let subject: String
  /// What the device said.
  public let observed: String
  /// What Apple's headers or documentation lead one to expect, when they say something.
  public let expected: String?

  /// Creates a fact.
  public init(_ subject: String, observed: String, expected: String? = nil) {
    self.subject = subject
    self.observed = observed
    self.expected = expected
  }

  /// `subject: observed (expected: …)`.
  public var description: String {
    guard let expected else { return "\(subject): \(observed)" }
    return "\(subject): \(observed) (expected: \(expected))"
  }
}

/// Where a check runs: the window, and what the runner must undo after it.
@MainActor
public final class DeviceCheckContext {
  #if canImport(UIKit) && !os(watchOS)
    /// The window the check builds its hierarchy in; the runner empties it before each check.
    public let window: UIWindow

    init(window: UIWindow) {
      self.window = window
    }
  #endif

  private var teardowns: [@MainActor () -> Void] = []

  /// Runs `body` after the check, before the window is cleared: handler removals on shared
  /// responders (the window, the scene, the application) and global settings.
  func addTeardown(_ body: @escaping @MainActor () -> Void) {
    teardowns.append(body)
  }

  /// Runs the teardowns, newest first.
  func tearDown() {
    while let body = teardowns.popLast() { body() }
  }
}
