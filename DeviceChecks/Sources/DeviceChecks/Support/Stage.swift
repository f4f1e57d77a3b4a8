#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// Puts hierarchies into the window, presents and dismisses without animation, and waits
  /// for UIKit where it finishes later.
  @MainActor
  enum Stage {
    /// How long a presentation, dismissal or layout may take before a check gives up.
    static let timeout: Duration = .seconds(5)

    /// Makes `root` the window's root controller and lays it out; `false` when its view did not
    /// reach the window in time.
    static func show(_ root: UIViewController, in window: UIWindow) async -> Bool {
      window.rootViewController = root
      window.isHidden = false
      window.layoutIfNeeded()
      return await waitUntil { root.viewIfLoaded?.window === window }
    }

    /// Dismisses whatever the window shows and empties it.
    static func clear(_ window: UIWindow) async {
      if let root = window.rootViewController, root.presentedViewController != nil {
        _ = await awaitCompletion { done in root.dismiss(animated: false, completion: done) }
      }
      window.rootViewController = nil
      for view in window.subviews { view.removeFromSuperview() }
      window.layoutIfNeeded()
    }

    /// Presents `controller` through `present` (UIKit's or ResponderEvents', without
    /// animation), waits for the completion and for the controller's view to be in a
    /// window; `false` when either did not happen in time.
    static func present(
      _ controller: UIViewController, _ present: (@escaping @MainActor () -> Void) -> Void
    ) async -> Bool {
      let completed = await awaitCompletion(present)
      let shown = await waitUntil { controller.viewIfLoaded?.window != nil }
      return completed && shown
    }

    /// Dismisses what `presenter` presented, without animation, and waits for it.
    static func dismiss(from presenter: UIViewController) async -> Bool {
      guard presenter.presentedViewController != nil else { return true }
      return await awaitCompletion { done in presenter.dismiss(animated: false, completion: done) }
    }

    /// Starts work that reports completion through a closure, and waits for it, at most
    /// `timeout`; `false` on timeout.
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

    /// Polls `condition` while the main run loop turns, at most `timeout`.
    static func waitUntil(_ condition: () -> Bool) async -> Bool {
      let clock = ContinuousClock()
      let deadline = clock.now + timeout
      while !condition() {
        if clock.now >= deadline { return false }
        try? await Task.sleep(for: .milliseconds(10))
      }
      return true
    }

    /// Lets the main run loop turn once or twice (layout passes, deferred callbacks).
    static func settle() async {
      try? await Task.sleep(for: .milliseconds(50))
    }
  }

  /// Resumes a continuation exactly once: with `true` when the work completes, `false` when
  /// the stage's timeout passes first.
  @MainActor
  private final class CompletionGate {
    private(set) var result: Bool?
    private var continuation: CheckedContinuation<Bool, Never>?

    func wait(with continuation: CheckedContinuation<Bool, Never>) {
      if let result {
        continuation.resume(returning: result)
        return
      }
      self.continuation = continuation
      // Holds the gate strongly: if UIKit drops the completion without calling it, the timeout
      // still resumes the continuation.
      Task { @MainActor in
        try? await Task.sleep(for: Stage.timeout)
        self.finish(false)
      }
    }

    func finish(_ completed: Bool) {
      guard result == nil else { return }
      result = completed
      continuation?.resume(returning: completed)
      continuation = nil
    }
  }
#endif
