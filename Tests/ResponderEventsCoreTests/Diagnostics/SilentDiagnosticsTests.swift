import ResponderEventsTesting
import Testing

@testable import ResponderEventsCore

@Suite("Diagnostics nobody receives")
@MainActor
struct SilentDiagnosticsTests {
  @Test("a release build's default handler gets no diagnostics built; any other handler does")
  func onlyBuiltWhenReceived() {
    asReleaseBuildWithDefaultHandler {
      checkOnlyBuiltWhenReceived()
    }
  }

  private func checkOnlyBuiltWhenReceived() {
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

  @Test("a storage shared while nobody listens is still reported once someone does")
  func sharingReportedWhenSomeoneListens() {
    asReleaseBuildWithDefaultHandler {
      let shared = EventNodeStorage()
      let owner = SharingNode(storage: shared)
      let borrower = SharingNode(storage: shared)
      owner.re.handle(Ping.self) { _, _ in .handled }
      borrower.parent = owner

      borrower.re.send(Ping())
      let (_, first) = collectingDiagnostics { borrower.re.send(Ping()) }
      #expect(first.map(\.kind) == [.storageSharedBetweenNodes])
      // Once received, it is not reported again.
      let (_, second) = collectingDiagnostics { borrower.re.send(Ping()) }
      #expect(second.isEmpty)
    }
  }

  /// Runs `body` as a release build that never set a diagnostics handler, then restores the
  /// handler and flags.
  ///
  /// Synchronous on the main actor, so no other test runs between the change and the restore.
  private func asReleaseBuildWithDefaultHandler(_ body: () -> Void) {
    let saved = (
      EventDiagnostics.handler, EventDiagnostics.isHandlerReplaced,
      EventDiagnostics.defaultHandlerPrints
    )
    defer {
      EventDiagnostics.handler = saved.0
      EventDiagnostics.isHandlerReplaced = saved.1
      EventDiagnostics.defaultHandlerPrints = saved.2
    }
    EventDiagnostics.isHandlerReplaced = false
    EventDiagnostics.defaultHandlerPrints = false
    body()
  }
}

/// A node whose storage is given to it, so that two nodes can share one.
@MainActor
private final class SharingNode: EventNode {
  let responderEventsStorage: EventNodeStorage
  var parent: (any EventNode)?

  init(storage: EventNodeStorage) {
    responderEventsStorage = storage
  }

  var responderEventsParent: (any EventNode)? { parent }
  var responderEventsChildren: [any EventNode] { [] }
}

private struct Ping: ResponderEvent {}

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
