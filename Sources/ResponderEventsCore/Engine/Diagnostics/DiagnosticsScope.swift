/// The scoped diagnostics handler in effect where some work was scheduled, carried into that
/// work when it runs on a later turn of the run loop.
///
/// ``EventDiagnostics/withHandler(_:operation:)-(_,()->R)`` scopes a handler to a task, and a
/// task-local value reaches the tasks it creates but not a block given to
/// `DispatchQueue.main.async` or a run loop. The UIKit and SwiftUI layers schedule such blocks
/// (a proxy acting once the run loop's turn ends, a contract checked once the views above have
/// appeared); capturing the scope where they are scheduled sends their diagnostics where the
/// diagnostics of the work that caused them go: to a test's collector rather than the console.
package struct DiagnosticsScope: Sendable {
  let sink: DiagnosticSink?

  /// The scope of the current task: its scoped handler, or none.
  package static var current: DiagnosticsScope {
    DiagnosticsScope(sink: EventDiagnostics.scopedSink.get())
  }

  /// Runs `work` with this scope's handler, as it would have run where the scope was captured.
  @MainActor
  package func run<R>(_ work: () throws -> R) rethrows -> R {
    try EventDiagnostics.scopedSink.withValue(sink, operation: work)
  }
}
