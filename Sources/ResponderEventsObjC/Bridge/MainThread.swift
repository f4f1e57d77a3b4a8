import Dispatch
import Foundation

/// The main thread, for the few Objective-C calls that may come from any thread.
///
/// Objective-C does not check isolation: a completion handler on a background queue can call
/// `-[REReplyPromise fulfill:]` or `-[REToken remove]` from wherever it runs. Those calls go
/// through ``run(_:)``, which does the work on the main thread either way.
enum MainThread {
  /// Runs `body` now when called on the main thread, otherwise on the main queue, soon.
  nonisolated static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
    if Thread.isMainThread {
      MainActor.assumeIsolated { body() }
    } else {
      DispatchQueue.main.async { body() }
    }
  }
}
