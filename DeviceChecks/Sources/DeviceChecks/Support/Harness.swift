#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEvents
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  /// What the run can do beyond a window, found out once per need with plain UIKit and no
  /// ResponderEvents, so that a check that needs it is reported as not applicable, not failed,
  /// when the harness (a test bundle without a host app) cannot do it.
  @MainActor
  final class Harness {
    private let window: UIWindow
    /// Whether the run has a host app and the window is on its window scene.
    let hasHost: Bool
    /// For each need looked at: `nil` when the run has it, otherwise what was found.
    private var findings: [DeviceCheckNeed: String?] = [:]

    init(window: UIWindow) {
      self.window = window
      self.hasHost = HostEnvironment.hasHost(window: window)
    }

    /// What the runner reports instead of running a check that needs what the run lacks, or
    /// `nil` when the run has everything in `needs`.
    ///
    /// Without a host app, the check does not apply, for want of a host. With one, the check
    /// fails: a hosted run must provide every need.
    func outcome(for needs: Set<DeviceCheckNeed>) async -> DeviceCheckOutcome? {
      var missing: [String] = []
      for need in DeviceCheckNeed.allCases where needs.contains(need) {
        if let finding = await finding(for: need) { missing.append(finding) }
      }
      guard !missing.isEmpty else { return nil }
      let what = missing.joined(separator: "; ")
      if hasHost {
        return .failed("the hosted run lacks what the check needs: \(what)")
      }
      return .notApplicable(what, missingHost: true)
    }

    /// The findings so far, as report facts.
    var facts: [DeviceFact] {
      DeviceCheckNeed.allCases.compactMap { need in
        guard let finding = findings[need] else { return nil }
        return DeviceFact("harness: \(need.rawValue)", observed: finding ?? "yes")
      }
    }

    private func finding(for need: DeviceCheckNeed) async -> String? {
      if let known = findings[need] { return known }
      let found: String?
      switch need {
      case .windowScene:
        found = hasHost ? nil : "no window scene: this run has no host app"
      case .controlActions:
        found = controlActionRuns(throughTarget: false)
      case .targetActions:
        found = controlActionRuns(throughTarget: true)
      case .gestureActions:
        await Stage.clear(window)
        found =
          await gestureTargetsCalled()
          ? nil
          : "a gesture recognizer set to .ended did not call its target within "
            + Stage.timeoutDescription
        await Stage.clear(window)
      case .swiftUIAppears:
        await Stage.clear(window)
        found =
          await swiftUIContentAppears(in: window)
          ? nil : "SwiftUI content in a UIHostingController did not appear (no onAppear)"
        await Stage.clear(window)
      }
      findings[need] = .some(found)
      return found
    }

    /// Why `sendActions(for:)` did not run a button's action, or `nil` if it did.
    ///
    /// A `UIAction` (`addAction(_:for:)`, the control closures) and a target's action
    /// (`addTarget(_:action:for:)`, the input rules) have their own dispatch methods
    /// (UIControl.h:127-130); a target's action goes through the application
    /// (UIApplication.h:111), which a run without a host may lack.
    private func controlActionRuns(throughTarget: Bool) -> String? {
      let button = UIButton(type: .system)
      var ran = false
      let target = ControlTarget()
      if throughTarget {
        button.addTarget(target, action: #selector(ControlTarget.fired), for: .touchUpInside)
      } else {
        button.addAction(UIAction { _ in ran = true }, for: .touchUpInside)
      }
      button.sendActions(for: .touchUpInside)
      if throughTarget ? target.ran : ran { return nil }
      return "sendActions(for:) did not run a " + (throughTarget ? "target's action" : "UIAction")
    }

    /// Whether a recognizer on a view in the window calls its target once a subclass sets its
    /// state to `.ended`, as UIGestureRecognizerSubclass.h lets subclasses do.
    private func gestureTargetsCalled() async -> Bool {
      let screen = UIViewController()
      guard await Stage.show(screen, in: window) else { return false }
      let view = UIView(frame: CGRect(x: 20, y: 200, width: 100, height: 100))
      screen.view.addSubview(view)
      let target = RecognizerTarget()
      let recognizer = StateSettingRecognizer(
        target: target, action: #selector(RecognizerTarget.fired(_:)))
      view.addGestureRecognizer(recognizer)
      recognizer.move(to: .ended)
      return await Stage.waitUntil { !target.states.isEmpty }
    }
  }

  /// A recognizer whose state a check sets, as UIGestureRecognizerSubclass.h lets subclasses do
  /// ("the action will be called" when the state changes to a recognized state).
  final class StateSettingRecognizer: UIGestureRecognizer {
    func move(to newState: UIGestureRecognizer.State) {
      state = newState
    }
  }

  /// A control's plain target-action target.
  @MainActor
  final class ControlTarget: NSObject {
    private(set) var ran = false

    @objc func fired() {
      ran = true
    }
  }

  /// A plain target-action target that records the states its recognizer called it in.
  @MainActor
  final class RecognizerTarget: NSObject {
    private(set) var states: [UIGestureRecognizer.State] = []

    @objc func fired(_ recognizer: UIGestureRecognizer) {
      states.append(recognizer.state)
    }
  }

  #if !canImport(SwiftUI)
    /// Without SwiftUI there is no SwiftUI content to appear.
    @MainActor
    func swiftUIContentAppears(in window: UIWindow) async -> Bool {
      false
    }
  #endif
#endif
