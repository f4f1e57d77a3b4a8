import ResponderEventsTesting
import Testing

@testable import ResponderEventsCore

@Suite("Diagnostics nobody receives")
@MainActor
struct SilentDiagnosticsTests {
  @Test("a release build's default handler gets no diagnostics built; any other handler does")
  func onlyBuiltWhenReceived() {
    // Synchronous on the main actor, so no other test runs between the change and the restore.
    let saved = (
      EventDiagnostics.handler, EventDiagnostics.isHandlerReplaced,
      EventDiagnostics.defaultHandlerPrints
    )
    defer {
      EventDiagnostics.handler = saved.0
      EventDiagnostics.isHandlerReplaced = saved.1
      EventDiagnostics.defaultHandlerPrints = saved.2
    }
    // As in a release build that never set a handler.
    EventDiagnostics.isHandlerReplaced = false
    EventDiagnostics.defaultHandlerPrints = false
    let tally = DescriptionTally()
    let root = TestNode("root") { TestNode("leaf") }

    root["leaf"].re.send(Described(tally: tally))
    root.re.broadcast(Described(tally: tally))
    #expect(tally.count == 0)

    let (_, scoped) = collectingDiagnostics { root["leaf"].re.send(Described(tally: tally)) }
    #expect(scoped.map(\.message) == ["described went up through 1 node(s) and nobody handled it"])
    #expect(tally.count == 1)

    var received = [EventDiagnostic.Kind]()
    EventDiagnostics.handler = { received.append($0.kind) }
    root.re.broadcast(Described(tally: tally))
    #expect(received == [.unhandled])
    #expect(tally.count == 2)
  }
}

/// Counts how often an event was described, which only building a diagnostic does.
@MainActor
private final class DescriptionTally {
  var count = 0
}

private struct Described: ResponderEvent, CustomStringConvertible {
  let tally: DescriptionTally

  var description: String {
    MainActor.assumeIsolated { tally.count += 1 }
    return "described"
  }
}
