import Foundation

/// The main thread, for the calls that may come from any thread.
///
/// Objective-C does not check isolation: a completion handler on a background queue can call
/// `-[REReplyPromise fulfill:]` or `-[REToken remove]` from wherever it runs, a web view's
/// delegate can call its decision handler there, and an object can be deallocated, or a
/// delegate property set, on any thread. Those calls go through ``run(later:after:_:)``, which
/// does the work on the main thread either way.
package enum MainThread {
  /// Runs `body` now when called on the main thread, otherwise on the main queue, soon; with
  /// `later`, on the main queue's next turn wherever it is called from, or `delay` seconds
  /// after it.
  ///
  /// Queued, `body` runs in the diagnostics scope of the caller
  /// (`EventDiagnostics.withHandler`), the UIKit layer's work queued with `later` included:
  /// its diagnostics go where those of the call that queued it would have gone. The scope is
  /// captured here and put back around `body`, because a task-local value reaches the tasks
  /// its task creates but not a block given to a dispatch queue or a run loop; so this is the
  /// one way the library queues work that may report something (a proxy acting once UIKit's
  /// call returns, a contract checked once the views above have appeared, an alert's retry).
  /// The few plain `DispatchQueue.main.async` calls left in the UIKit and SwiftUI layers queue
  /// a refresh or a release whose reports, if any, belong to no caller; a completion handler
  /// released uncalled (`CompletionOnce`) reports from a task, which keeps the scope of where
  /// its last reference went, if that was in a task. A scope is a task-local value, so a
  /// caller on a plain thread or a dispatch queue has none, and `body`'s diagnostics then go to
  /// the global handler.
  ///
  /// With no delay the block is queued as `DispatchQueue.main.async` queues it: libdispatch's
  /// `dispatch_after` hands a time already reached to `dispatch_async`.
  package nonisolated static func run(
    later: Bool = false, after delay: Double = 0, _ body: @escaping @MainActor @Sendable () -> Void
  ) {
    guard later || delay != 0 || !Thread.isMainThread else { return MainActor.assumeIsolated(body) }
    let sink = EventDiagnostics.scopedSink.get()
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
      EventDiagnostics.scopedSink.withValue(sink) { body() }
    }
  }
}
