import Foundation
import ResponderEventsCore
import ResponderEventsTesting

/// The nested-table screen of the router write-up as test nodes:
/// controller → superTable → superCell → subTable → subCell → button.
@MainActor
func nestedTableTree() -> TestNode {
  TestNode("controller") {
    TestNode("superTable") {
      TestNode("superCell") {
        TestNode("subTable") {
          TestNode("subCell") { TestNode("button") }
        }
      }
    }
  }
}

/// Collects the diagnostics emitted while `body` runs, in this task only.
@MainActor
func collectingDiagnostics<R>(_ body: () throws -> R) rethrows -> (R, [EventDiagnostic]) {
  let box = DiagnosticBox()
  let result = try EventDiagnostics.withHandler({ box.items.append($0) }, operation: body)
  return (result, box.items)
}

@MainActor
final class DiagnosticBox {
  var items: [EventDiagnostic] = []
}

/// Lets the main actor run the tasks it has queued (promise notifications).
@MainActor
func drainMainActor() async {
  for _ in 0..<10 { await Task.yield() }
}

/// Runs `body` on a new thread, not the main one, and returns once it has.
func onBackgroundThread(_ body: @escaping @Sendable () -> Void) async {
  await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
    Thread.detachNewThread {
      body()
      done.resume()
    }
  }
}

/// Runs `body` in a child task, off the main actor, and returns what it returns.
///
/// Unlike a thread, a child task inherits the caller's task-local values, among them the
/// diagnostics scope of `EventDiagnostics.withHandler`.
func inChildTask<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
  await withTaskGroup(of: T.self) { group in
    group.addTask { body() }
    return await group.next()!
  }
}

/// A typed Swift event, for checking that Objective-C handlers leave it alone.
struct AddToCart: ResponderEvent {
  var quantity = 1
}
