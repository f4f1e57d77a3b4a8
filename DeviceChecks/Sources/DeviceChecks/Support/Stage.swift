#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEvents
  import UIKit

  /// Puts hierarchies into the window, presents and dismisses without animation, and waits
  /// for UIKit where it finishes later: on a condition (a completion, the end of a transition,
  /// a view in a window, a turn of the main queue), never on a fixed time.
  @MainActor
  enum Stage {
    /// The environment variable that sets ``timeout``, in seconds.
    static let timeoutVariable = "DEVICE_CHECKS_TIMEOUT"

    /// How long a wait may last before a check gives up, in seconds.
    ///
    /// 30, or the value of `DEVICE_CHECKS_TIMEOUT`. Generous, for a cold simulator on a shared CI runner (a first
    /// `List`, a first web view); a wait that ends on its condition takes no longer than that.
    static let timeoutSeconds: Double = {
      let value = ProcessInfo.processInfo.environment[timeoutVariable].flatMap(Double.init)
      guard let value, value > 0 else { return 30 }
      return value
    }()

    /// ``timeoutSeconds`` as a duration.
    static var timeout: Duration { .milliseconds(Int64(timeoutSeconds * 1_000)) }

    /// The timeout as the report states it.
    static var timeoutDescription: String {
      let seconds =
        timeoutSeconds == timeoutSeconds.rounded() ? "\(Int(timeoutSeconds))" : "\(timeoutSeconds)"
      return "\(seconds) s per wait (\(timeoutVariable))"
    }

    /// Makes `root` the window's root controller and lays it out; `false` when its view did not
    /// reach the window in time.
    static func show(_ root: UIViewController, in window: UIWindow) async -> Bool {
      window.rootViewController = root
      window.isHidden = false
      return await waitUntil {
        window.layoutIfNeeded()
        return root.viewIfLoaded?.window === window && !inTransition(root)
      }
    }

    /// Shows a probe screen titled `title` with `view` on it (its frame as given); `false` when
    /// the screen did not reach the window in time.
    static func show(_ view: UIView, onScreen title: String, in window: UIWindow) async -> Bool {
      let screen = ProbeController(title)
      guard await show(screen, in: window) else { return false }
      screen.view.addSubview(view)
      return true
    }

    /// Dismisses whatever the window shows and empties it; `false` when a presentation could
    /// not be dismissed in time.
    ///
    /// A presentation or dismissal still in flight would ignore a new dismissal, so the stage
    /// first waits for the transition to end.
    @discardableResult
    static func clear(_ window: UIWindow) async -> Bool {
      var cleared = true
      if let root = window.rootViewController {
        cleared = await dismiss(from: root)
      }
      window.rootViewController = nil
      for view in window.subviews { view.removeFromSuperview() }
      window.layoutIfNeeded()
      return cleared
    }

    /// Whether `controller`, or a controller it presented, is in a transition: being presented
    /// or dismissed, or with a `transitionCoordinator` (a push, a presentation).
    static func inTransition(_ controller: UIViewController) -> Bool {
      var current: UIViewController? = controller
      while let next = current {
        if next.transitionCoordinator != nil || next.isBeingPresented || next.isBeingDismissed {
          return true
        }
        current = next.presentedViewController
      }
      return false
    }

    /// Presents `controller` through `present` (UIKit's or ResponderEvents', without
    /// animation), and waits for the completion, for the controller's view to be in a window
    /// and for the transition to end; `false` when any of them did not happen in time.
    static func present(
      _ controller: UIViewController, _ present: (@escaping @MainActor () -> Void) -> Void
    ) async -> Bool {
      let completed = await awaitCompletion(present)
      let shown = await waitUntil {
        controller.viewIfLoaded?.window != nil && !inTransition(controller)
      }
      return completed && shown
    }

    /// Dismisses what `presenter` presented, without animation, once any transition in flight
    /// ended, and waits for the completion and for `presentedViewController` to be `nil`;
    /// `false` when that did not happen in time.
    static func dismiss(from presenter: UIViewController) async -> Bool {
      guard await waitUntil({ !inTransition(presenter) }) else { return false }
      guard presenter.presentedViewController != nil else { return true }
      let completed = await awaitCompletion { done in
        presenter.dismiss(animated: false, completion: done)
      }
      let gone = await waitUntil {
        presenter.presentedViewController == nil && !inTransition(presenter)
      }
      return completed && gone
    }

    /// Starts work that reports completion through a closure, and waits for it, at most
    /// ``timeout``; `false` on timeout.
    static func awaitCompletion(
      _ start: (@escaping @MainActor () -> Void) -> Void
    ) async -> Bool {
      let gate = CompletionGate()
      start { gate.finish(true) }
      if let finished = gate.result { return finished }
      return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        gate.wait(with: continuation)
      }
    }

    /// Polls `condition` while the main run loop turns, at most ``timeout``; `false` when it
    /// did not hold by then.
    static func waitUntil(_ condition: () -> Bool) async -> Bool {
      let clock = ContinuousClock()
      let deadline = clock.now + timeout
      while !condition() {
        if clock.now >= deadline { return false }
        try? await Task.sleep(for: .milliseconds(10))
      }
      return true
    }

    /// Scrolls `list` down past its middle, `step` points at a time to `overshoot` points below
    /// it, laying it out at each step, then back to `settle` points below the middle: rows
    /// leave the screen and UIKit keeps their cells for reuse.
    static func scrollPastMiddle(
      _ list: UIScrollView, step: CGFloat, overshoot: CGFloat, settle: CGFloat
    ) {
      let middle = (list.contentSize.height - list.bounds.height) / 2
      for y in Array(stride(from: 0, through: middle + overshoot, by: step)) + [middle + settle] {
        list.contentOffset = CGPoint(x: 0, y: y)
        list.layoutIfNeeded()
      }
    }

    /// Returns once the main queue and the main run loop have run what was scheduled before.
    ///
    /// That is: the library's work for later (`DispatchQueue.main.async`, or
    /// `asyncAfter` with no delay), UIKit's deferred callbacks, blocks performed on the run
    /// loop. A condition, not a time: waits for those blocks, however long they take.
    static func turnRunLoop() async {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.asyncAfter(deadline: .now()) {
          DispatchQueue.main.async {
            RunLoop.main.perform(inModes: [.common]) {
              continuation.resume()
            }
          }
        }
      }
    }
  }

  /// Resumes a continuation exactly once: with `true` when the work completes, `false` when
  /// the stage's timeout passes first.
  @MainActor
  private final class CompletionGate {
    private(set) var result: Bool?
    private var continuation: CheckedContinuation<Bool, Never>?
    private var timer: Task<Void, Never>?

    func wait(with continuation: CheckedContinuation<Bool, Never>) {
      if let result {
        continuation.resume(returning: result)
        return
      }
      self.continuation = continuation
      // Holds the gate strongly: if UIKit drops the completion without calling it, the timeout
      // still resumes the continuation.
      timer = Task { @MainActor in
        try? await Task.sleep(for: Stage.timeout)
        if !Task.isCancelled { self.finish(false) }
      }
    }

    func finish(_ completed: Bool) {
      guard result == nil else { return }
      result = completed
      continuation?.resume(returning: completed)
      continuation = nil
      timer?.cancel()
      timer = nil
    }
  }
#endif
