import Dispatch
import Foundation

/// The main thread, for the calls that may come from any thread.
///
/// Objective-C does not check isolation: a completion handler on a background queue can call
/// `-[REReplyPromise fulfill:]` or `-[REToken remove]` from wherever it runs, a web view's
/// delegate can call its decision handler there, and an object can be deallocated, or a
/// delegate property set, on any thread. Those calls go through ``run(later:_:)``, which does
/// the work on the main thread either way.
package enum MainThread {
  /// Runs `body` now when called on the main thread, otherwise on the main queue, soon; with
  /// `later`, on the main queue's next turn wherever it is called from.
  ///
  /// Queued, `body` runs in the diagnostics scope of the caller
  /// (`EventDiagnostics.withHandler`), the UIKit layer's work queued with `later` included:
  /// its diagnostics go where those of the call that queued it would have gone. A scope is a
  /// task-local value, so a caller on a plain thread or a dispatch queue has none, and
  /// `body`'s diagnostics then go to the global handler.
  package nonisolated static func run(
    later: Bool = false, _ body: @escaping @MainActor @Sendable () -> Void
  ) {
    if !later, Thread.isMainThread {
      MainActor.assumeIsolated { body() }
    } else {
      let scope = DiagnosticsScope.current
      DispatchQueue.main.async { scope.run { body() } }
    }
  }
}
