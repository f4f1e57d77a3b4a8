import ResponderEventsCore
import ResponderEventsTesting

/// An event with a field that nodes on the way fill in, like the router write-up's cell adding its row.
struct Tapped: ResponderEvent, Equatable {
  var button: String
  var row: Int? = nil
  var section: Int? = nil
}

/// An event whose sender awaits a yes/no answer.
struct Confirm: ResponderRequest {
  typealias Reply = Bool
  var question: String
}

/// An event that asks for a string.
struct AskName: ResponderRequest {
  typealias Reply = String
}

/// A protocol several event types adopt.
protocol AnalyticsEvent: ResponderEvent {
  var analyticsName: String { get }
}

struct Purchase: AnalyticsEvent, Equatable {
  var analyticsName: String { "purchase" }
  var amount: Int
}

struct Share: AnalyticsEvent {
  var analyticsName: String { "share" }
}

/// A broadcast event.
struct ThemeChanged: ResponderEvent {
  var dark: Bool
}

/// Collects the diagnostics emitted while `body` runs, in this task only.
@MainActor
func collectingDiagnostics<R>(_ body: () throws -> R) rethrows -> (R, [EventDiagnostic]) {
  let box = DiagnosticBox()
  let result = try EventDiagnostics.withHandler({ box.items.append($0) }, operation: body)
  return (result, box.items)
}

/// Collects the diagnostics emitted while the asynchronous `body` runs.
@MainActor
func collectingDiagnostics<R>(
  _ body: @MainActor () async throws -> R
) async rethrows -> (R, [EventDiagnostic]) {
  let box = DiagnosticBox()
  let result = try await EventDiagnostics.withHandler({ box.items.append($0) }, operation: body)
  return (result, box.items)
}

@MainActor
final class DiagnosticBox {
  var items: [EventDiagnostic] = []
}

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

/// Lets the main actor run tasks it has queued (promise and deallocation notifications).
@MainActor
func drainMainActor() async {
  for _ in 0..<10 { await Task.yield() }
}

/// A top node that handles events in a method (``EventHandling``), for contract checks.
@MainActor
final class HandlingTop: EventNode, EventHandling {
  let responderEventsStorage = EventNodeStorage()
  var responderEventsParent: (any EventNode)? { nil }
  var responderEventsChildren: [any EventNode] { [] }
}
