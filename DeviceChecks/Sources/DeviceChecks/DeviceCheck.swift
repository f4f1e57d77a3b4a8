#if canImport(UIKit) && !os(watchOS)
  public import UIKit
#endif

/// One check run on a real device or simulator: a UIKit hierarchy to build, events to send or
/// broadcast through it, and what must come out.
///
/// A check says what it verifies, who makes the calls it judges (``calls``), what it needs
/// from the run beyond a window (``needs``), runs on the main actor inside the window it is
/// given, and returns a ``DeviceCheckOutcome``: passed, failed, or not applicable here, with a
/// message, plus the ``DeviceFact``s it observed along the way. Facts are what UIKit did that no
/// header promises exactly; they are reported, never failed on.
public struct DeviceCheck: Sendable {
  /// The area the check belongs to: `Routing`, `Presentation`, `Controls`, `Delegates`,
  /// `SwiftUI` or `Objective-C`.
  public let area: String
  /// A short name, unique among the checks.
  public let name: String
  /// What the check verifies, in a sentence.
  public let verifies: String
  /// Who makes the calls the check judges: UIKit, or the check itself.
  public let calls: DeviceCheckCalls
  /// What the check needs from the run beyond a window; the runner reports the check as not
  /// applicable, without running it, when the run lacks one of them.
  public let needs: Set<DeviceCheckNeed>
  /// Builds the hierarchy in the context's window, dispatches, and judges the result.
  public let run: @MainActor @Sendable (DeviceCheckContext) async -> DeviceCheckOutcome

  /// Creates a check.
  ///
  /// - Parameters:
  ///   - area: The area the check belongs to.
  ///   - name: A short, unique name.
  ///   - verifies: What the check verifies.
  ///   - calls: Who makes the calls the check judges.
  ///   - needs: What the check needs beyond a window (a window scene, UIKit delivering control
  ///     actions, …).
  ///   - run: The check itself; it may await (presentations, layout), and must leave nothing
  ///     presented: the runner clears the window after it, but cannot undo global settings.
  public init(
    area: String, name: String, verifies: String, calls: DeviceCheckCalls,
    needs: Set<DeviceCheckNeed> = [],
    run: @escaping @MainActor @Sendable (DeviceCheckContext) async -> DeviceCheckOutcome
  ) {
    self.area = area
    self.name = name
    self.verifies = verifies
    self.calls = calls
    self.needs = needs
    self.run = run
  }
}

/// Who makes the calls a check judges: UIKit itself (driven through a public API such as
/// `layoutIfNeeded()`, `contentOffset` or `sendActions(for:)`), or the check, which calls a
/// delegate method as UIKit would when no public API makes UIKit call it.
public struct DeviceCheckCalls: Sendable, Hashable, CustomStringConvertible {
  /// Who calls.
  public enum Caller: String, Sendable, Hashable {
    /// UIKit (or WebKit, MapKit, SwiftUI) makes every call the check judges.
    case uikit = "UIKit"
    /// The check calls the methods itself, as UIKit calls them.
    case check = "the check"
    /// UIKit makes some of the calls and the check the others; the detail says which.
    case both = "UIKit and the check"
  }

  /// Who calls.
  public let caller: Caller
  /// How: the API that makes UIKit call, or why the check calls itself (with the header that
  /// says UIKit would not).
  public let detail: String

  /// UIKit makes the calls; `detail` says through what.
  public static func uikit(_ detail: String) -> DeviceCheckCalls {
    DeviceCheckCalls(caller: .uikit, detail: detail)
  }

  /// The check makes the calls; `detail` says why.
  public static func check(_ detail: String) -> DeviceCheckCalls {
    DeviceCheckCalls(caller: .check, detail: detail)
  }

  /// UIKit makes some calls, the check others; `detail` says which.
  public static func both(_ detail: String) -> DeviceCheckCalls {
    DeviceCheckCalls(caller: .both, detail: detail)
  }

  /// `Caller: detail`.
  public var description: String { "\(caller.rawValue): \(detail)" }
}

/// What a check may need from the run beyond a window: what a test bundle without a host app
/// may lack.
///
/// The runner finds out once per run whether each is there, with plain UIKit and no
/// ResponderEvents (a `UIAction` on a button, a recognizer's target, a `Text`'s `onAppear`),
/// so that a check is not failed for what the harness cannot do.
public enum DeviceCheckNeed: String, Sendable, Hashable, CaseIterable {
  /// The window is on a connected `UIWindowScene` of a running `UIApplication`: the scene, the
  /// application and the app delegate are in the responder chain, and presentations happen.
  case windowScene = "a window scene"
  /// `sendActions(for:)` runs a plain `UIAction` added to a button.
  case controlActions = "UIKit running a control's actions"
  /// `sendActions(for:)` runs a target's action added to a button, which goes through the
  /// application (UIApplication.h:111).
  case targetActions = "UIKit running a control's target-action"
  /// A gesture recognizer whose state a subclass sets calls its targets.
  case gestureActions = "UIKit calling a gesture recognizer's targets"
  /// SwiftUI content in a `UIHostingController` appears (runs `onAppear`).
  case swiftUIAppears = "SwiftUI content appearing"
}

/// What one check found: passed, failed, or not applicable here; a message; and the device
/// facts it recorded.
public struct DeviceCheckOutcome: Sendable, Hashable {
  /// The three outcomes.
  public enum Status: String, Sendable, Hashable {
    /// Every assertion held, and the scenario the assertions are about happened.
    case passed
    /// An assertion failed, or the scenario did not happen where it should have.
    case failed
    /// The check could not mean anything in this run (no window scene, say); ``message``
    /// says why.
    case notApplicable = "not applicable"
  }

  /// The outcome.
  public let status: Status
  /// What passed, every assertion that failed (one per line), or why the check does not apply.
  public let message: String
  /// For a check that does not apply: whether the reason is that this run has no host app.
  public let missingHost: Bool
  /// What the device did where UIKit's headers leave room, recorded for the report.
  public let facts: [DeviceFact]

  /// Whether every assertion of the check held.
  public var passed: Bool { status == .passed }

  /// A passing outcome.
  public static func passed(_ message: String, facts: [DeviceFact] = []) -> DeviceCheckOutcome {
    DeviceCheckOutcome(status: .passed, message: message, missingHost: false, facts: facts)
  }

  /// A failing outcome.
  public static func failed(_ message: String, facts: [DeviceFact] = []) -> DeviceCheckOutcome {
    DeviceCheckOutcome(status: .failed, message: message, missingHost: false, facts: facts)
  }

  /// An outcome for a check that means nothing in this run, with the reason.
  ///
  /// - Parameters:
  ///   - reason: Why, e.g. "no window scene: this run has no host app".
  ///   - missingHost: Whether the reason is the missing host app (a hosted run fails on those).
  ///   - facts: What the check recorded before it found out.
  public static func notApplicable(
    _ reason: String, missingHost: Bool = false, facts: [DeviceFact] = []
  ) -> DeviceCheckOutcome {
    DeviceCheckOutcome(
      status: .notApplicable, message: reason, missingHost: missingHost, facts: facts)
  }

  /// This outcome failed, with `failure` added to its message.
  func failing(with failure: String) -> DeviceCheckOutcome {
    let message = status == .failed ? self.message + "\n" + failure : failure
    return .failed(message, facts: facts)
  }

  private init(status: Status, message: String, missingHost: Bool, facts: [DeviceFact]) {
    self.status = status
    self.message = message
    self.missingHost = missingHost
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

/// Where a check runs: the window, whether the run has a host app, and what the runner must
/// undo after it.
@MainActor
public final class DeviceCheckContext {
  #if canImport(UIKit) && !os(watchOS)
    /// The window the check builds its hierarchy in; the runner empties it before each check.
    public let window: UIWindow

    /// Whether the checks run inside a host app, in a window on its window scene.
    public let hasHost: Bool

    init(window: UIWindow, hasHost: Bool) {
      self.window = window
      self.hasHost = hasHost
    }

    /// The outcome of a check whose scenario did not happen (a load that never finished,
    /// content that never appeared): failed in a hosted run; not applicable, for want of a
    /// host, in a run without one, where the harness may be why.
    func didNotHappen(_ what: String, facts: [DeviceFact] = []) -> DeviceCheckOutcome {
      if hasHost { return .failed("did not happen: \(what)", facts: facts) }
      return .notApplicable(
        "did not happen in this run, which has no host app: \(what)", missingHost: true,
        facts: facts)
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
