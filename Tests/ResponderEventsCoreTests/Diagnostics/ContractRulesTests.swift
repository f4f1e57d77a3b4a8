import ResponderEventsCore
import ResponderEventsTesting
import Testing

private struct ListError: Error {}
private class BaseError: Error, @unchecked Sendable {}
private final class TimeoutError: BaseError, @unchecked Sendable {}

/// `EventContractStrictness` and `EventContractHandlerRequirement` provided to a part of the
/// tree: HierarchyResponder's `responderSafetyLevel(_:)` and `requireExplicitResponders(_:)`.
@Suite("Contract rules for a part of the tree", .serialized, .collectingDiagnostics)
@MainActor
struct ContractRulesTests {
  /// The nested-table tree with a contract on the sub-table that declares neither `Purchase`
  /// nor `OtherError`.
  private func tree() -> TestNode {
    let root = nestedTableTree()
    root["subTable"].re.declare(
      EventContract(events: [Tapped.self], errors: [ListError.self, TimeoutError.self]))
    root["controller"].re.handle(Purchase.self) { _, _ in .stop }
    return root
  }

  @Test("the nearest provided strictness applies to a contract, not the app-wide one")
  func nearestStrictnessWins() {
    let root = tree()
    root["controller"].re.provide(EventContractStrictness.off)
    let (missing, silenced) = collectingDiagnostics {
      root["button"].re.send(Purchase(amount: 1))
      return root["subTable"].re.checkContract()
    }
    #expect(silenced.isEmpty)
    #expect(missing.isEmpty)

    // A nearer provider, the declaring node itself, turns the checks back on for its part.
    root["subTable"].re.provide(EventContractStrictness.report)
    let (_, reported) = collectingDiagnostics {
      root["button"].re.send(Purchase(amount: 1))
      _ = root["subTable"].re.checkContract()
    }
    #expect(
      reported.map(\.kind)
        == [
          .undeclaredEvent, .declaredEventUnhandled, .declaredEventUnhandled,
          .declaredEventUnhandled,
        ])

    root["subTable"].re.stopProviding(EventContractStrictness.self)
    let (_, afterStopping) = collectingDiagnostics { root["button"].re.send(Purchase(amount: 1)) }
    #expect(afterStopping.isEmpty)
  }

  @Test("the app-wide strictness off turns off the parts that provide their own")
  func appWideOffIsTheSwitch() {
    let root = tree()
    root["subTable"].re.provide(EventContractStrictness.stop)
    let previous = EventDiagnostics.contractStrictness
    EventDiagnostics.contractStrictness = .off
    defer { EventDiagnostics.contractStrictness = previous }
    let (missing, diagnostics) = collectingDiagnostics {
      root["button"].re.send(Purchase(amount: 1))
      return root["subTable"].re.checkContract()
    }
    #expect(missing.isEmpty)
    #expect(diagnostics.isEmpty)
  }

  @Test("typed handlers only: a method of every event does not count")
  func typedHandlersOnlyIgnoreEventHandling() {
    let handlingTop = HandlingTop()
    let child = TestNode("child")
    child.re.redirect(to: handlingTop)
    child.re.declare(EventContract(events: [Tapped.self]))
    #expect(child.re.checkContract().isEmpty)
    child.re.provide(EventContractHandlerRequirement.typedHandler)
    let (missing, _) = collectingDiagnostics { child.re.checkContract() }
    #expect(missing == ["Tapped"])
  }

  @Test("looking up the rules through a redirect leaves its target as it was")
  func lookupLeavesRedirectTargets() {
    let target = TestNode("target")
    let child = TestNode("child")
    child.re.redirect(to: target)
    child.re.declare(EventContract(events: [Tapped.self]))
    let (_, diagnostics) = collectingDiagnostics {
      child.re.send(Purchase(amount: 1), options: .includingOrigin)
      _ = child.re.checkContract()
    }
    #expect(diagnostics.map(\.kind).contains(.undeclaredEvent))
    #expect(!ProvidedValueInspection.keepsProvidedValues(target))
  }

  @Test("a contract on a route that comes back on itself adds no report of the cycle")
  func contractOnACycle() {
    let screen = TestNode("screen") { TestNode("button") }
    let other = TestNode("other")
    screen.re.declare(EventContract(events: [Tapped.self]))
    screen.re.redirect(to: other)
    other.re.redirect(to: screen)
    defer { screen.re.removeRedirect() }
    let (_, sent) = collectingDiagnostics { screen["button"].re.send(Purchase(amount: 1)) }
    // Looking up the strictness for the undeclared event went round the cycle too, and reported
    // it a second time as a provided value's, whose "observers" this route has none of.
    #expect(sent.map(\.kind) == [.undeclaredEvent, .cycleDetected])
    #expect(sent.last?.eventType == "Purchase")
    let (missing, checked) = collectingDiagnostics { screen.re.checkContract() }
    #expect(missing == ["Tapped"])
    #expect(checked.map(\.kind) == [.declaredEventUnhandled])
  }

  @Test("typed handlers only: catch-alls and any-Error catchers do not count")
  func typedHandlersOnly() {
    let root = tree()
    root["controller"].re.handle(conformingTo: (any ResponderEvent).self) { _, _ in .pass }
    root["controller"].re.catchError((any Error).self) { _, _, _ in .stop }
    root["superTable"].re.catchError(BaseError.self) { _, _, _ in .stop }
    #expect(root["subTable"].re.checkContract().isEmpty)

    root["superCell"].re.provide(EventContractHandlerRequirement.typedHandler)
    let (missing, diagnostics) = collectingDiagnostics { root["subTable"].re.checkContract() }
    // The superclass catcher names a type, and takes TimeoutError.
    #expect(missing == ["Tapped", "ListError"])
    #expect(diagnostics.first?.message.contains("a handler registered for it") == true)

    root["superTable"].re.handle(Tapped.self) { _, _ in .pass }
    root["controller"].re.catchError(ListError.self) { _, _, _ in .stop }
    #expect(root["subTable"].re.checkContract().isEmpty)
  }

  @Test("handlers not checked: declared types are not looked for, undeclared events still are")
  func handlersNotChecked() {
    let root = tree()
    root["controller"].re.provide(EventContractHandlerRequirement.notChecked)
    let (missing, diagnostics) = collectingDiagnostics {
      let missing = root["subTable"].re.checkContract()
      root["button"].re.send(Purchase(amount: 1))
      return missing
    }
    #expect(missing.isEmpty)
    #expect(diagnostics.map(\.kind) == [.undeclaredEvent])
  }

  @Test("strictness stop ends the program on an undeclared event, with the diagnostic's message")
  func stopOnUndeclaredEvent() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let root = nestedTableTree()
        root["subTable"].re.declare(EventContract(events: [Tapped.self]))
        root["superCell"].re.provide(EventContractStrictness.stop)
        root["button"].re.send(Tapped(button: "declared"))
        root["button"].re.send(Purchase(amount: 1))
      }
    }
    let output = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(output.contains("undeclaredEvent at subTable"))
    #expect(output.contains("the event Purchase"))
  }

  @Test("strictness stop ends the program when a declared type has no handler above")
  func stopOnMissingHandler() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let root = nestedTableTree()
        root["subTable"].re.declare(EventContract(events: [Tapped.self, Purchase.self]))
        EventDiagnostics.contractStrictness = .stop
        _ = root["subTable"].re.checkContract()
      }
    }
    // Every missing type, in the one message the program ends with.
    let output = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(output.contains("declares Purchase"))
    #expect(output.contains("declares Tapped"))
  }
}
