import ResponderEventsCore
import ResponderEventsTesting
import Testing

private struct ListError: Error {}
private struct OtherError: Error {}
private class BaseError: Error, @unchecked Sendable {}
private final class TimeoutError: BaseError, @unchecked Sendable {}
private struct DeclinedError: AlertableError {
  var message: String { "Declined." }
}

/// `EventContract`: what a part of the tree declares it sends.
@Suite("Event contracts", .serialized, .collectingDiagnostics)
@MainActor
struct ContractTests {
  /// The nested-table tree with a contract on the sub-table: it sends `Tapped` and reports
  /// `ListError`s.
  private func tree() -> TestNode {
    let root = nestedTableTree()
    root["subTable"].re.declare(EventContract(events: [Tapped.self], errors: [ListError.self]))
    return root
  }

  @Test(
    "an undeclared event or error passing the contract is reported and goes on",
    arguments: [
      false, true,
    ])
  func undeclared(warmedUp: Bool) {
    let root = tree()
    var reached: [String] = []
    root["controller"].re.handle(Purchase.self) { _, _ in
      reached.append("purchase")
      return .stop
    }
    root["controller"].re.catchError((any Error).self) { _, error, _ in
      reached.append("\(type(of: error))")
      return .stop
    }
    if warmedUp {
      _ = collectingDiagnostics { root["button"].re.send(WarmUp()) }
    }
    let (_, diagnostics) = collectingDiagnostics {
      root["button"].re.send(Tapped(button: "declared"))
      root["button"].re.report(ListError())
      root["button"].re.send(Purchase(amount: 1))
      root["button"].re.report(OtherError())
    }
    #expect(reached == ["ListError", "purchase", "OtherError"])
    let undeclared = diagnostics.filter { $0.kind == .undeclaredEvent }
    #expect(undeclared.count == 2)
    #expect(undeclared.first?.node?.name == "subTable")
    #expect(undeclared.last?.message.contains("the error OtherError") == true)
  }

  @Test("checkContract reports declared types with no handler above, and only those")
  func handlersAbove() {
    let root = tree()
    let (missing, diagnostics) = collectingDiagnostics { root["subTable"].re.checkContract() }
    #expect(missing == ["Tapped", "ListError"])
    #expect(diagnostics.map(\.kind) == [.declaredEventUnhandled, .declaredEventUnhandled])
    // Each names its type, as an undeclared event's does, so that an app can filter by it.
    #expect(diagnostics.map(\.eventType) == ["Tapped", "ListError"])
    root["superTable"].re.handle(Tapped.self) { _, _ in .pass }
    root["controller"].re.catchError(ListError.self) { _, _, _ in .stop }
    #expect(root["subTable"].re.checkContract().isEmpty)
  }

  @Test("a catcher for one error type covers that type only, not every declared error")
  func errorCatchersCoverTheirTypes() {
    let root = nestedTableTree()
    root["subTable"].re.declare(
      EventContract(errors: [ListError.self, OtherError.self, TimeoutError.self]))
    root["controller"].re.catchError(ListError.self) { _, _, _ in .stop }
    root["superTable"].re.catchError(BaseError.self) { _, _, _ in .stop }

    let (missing, diagnostics) = collectingDiagnostics { root["subTable"].re.checkContract() }

    #expect(missing == ["OtherError"])
    #expect(diagnostics.map(\.kind) == [.declaredEventUnhandled])
    root["controller"].re.catchError((any Error).self) { _, _, _ in .stop }
    #expect(root["subTable"].re.checkContract().isEmpty)
  }

  /// `catchError((any Error).self)` catches every error, so a contract declaring `any Error`
  /// declares every error: none is reported as undeclared, and that catcher, named for the
  /// declared type itself, covers it even when typed handlers only count.
  @Test("a contract declaring any Error declares every error, which an any-Error catcher covers")
  func anyErrorDeclaresEveryError() {
    let root = nestedTableTree()
    root["subTable"].re.declare(EventContract(errors: [(any Error).self]))
    root["controller"].re.catchError((any Error).self) { _, _, _ in .stop }

    let (missing, diagnostics) = collectingDiagnostics {
      root["button"].re.report(ListError())
      root["button"].re.report(TimeoutError())
      root["superCell"].re.provide(EventContractHandlerRequirement.typedHandler)
      return root["subTable"].re.checkContract()
    }

    #expect(diagnostics.map(\.kind) == [])
    #expect(missing == [])
  }

  @Test("the alert handlers' catcher covers the alertable declared errors, and no other")
  func alertCatcherCoversAlertableErrorsOnly() {
    let root = nestedTableTree()
    root["subTable"].re.declare(EventContract(errors: [ListError.self, DeclinedError.self]))
    root["controller"].re.catchAlertableErrors { _, _, _ in .stop }

    let (missing, diagnostics) = collectingDiagnostics { root["subTable"].re.checkContract() }

    #expect(missing == ["ListError"])
    #expect(diagnostics.map(\.kind) == [.declaredEventUnhandled])
  }

  @Test("the alert handlers' catcher takes alertable errors and lets every other error pass")
  func alertCatcherTakesAlertableErrorsOnly() {
    let root = nestedTableTree()
    var log: [String] = []
    root["subTable"].re.catchAlertableErrors { _, error, _ in
      log.append("alert: \(error.message)")
      return .stop
    }
    root["controller"].re.catchError((any Error).self) { _, error, _ in
      log.append("above: \(type(of: error))")
      return .stop
    }
    root["button"].re.report(DeclinedError())
    root["button"].re.report(ListError())
    #expect(log == ["alert: Declined.", "above: ListError"])
  }

  @Test("a handler for every event covers the declared events but no declared error")
  func catchAllEventHandlerCatchesNoError() {
    let root = nestedTableTree()
    root["subTable"].re.declare(
      EventContract(events: [Tapped.self], errors: [ListError.self, OtherError.self]))
    root["controller"].re.handle(conformingTo: (any ResponderEvent).self) { _, _ in .stop }

    let (missing, _) = collectingDiagnostics { root["subTable"].re.checkContract() }

    #expect(missing == ["ListError", "OtherError"])
  }

  @Test("the declaring node's own sends are checked, as are those from below")
  func ownSendsAreChecked() {
    let root = tree()
    root["controller"].re.handle(Purchase.self) { _, _ in .stop }
    root["controller"].re.handle(Tapped.self) { _, _ in .stop }

    let (_, diagnostics) = collectingDiagnostics {
      root["subTable"].re.send(Tapped(button: "declared"))
      root["subTable"].re.send(Purchase(amount: 1))
    }

    let undeclared = diagnostics.filter { $0.kind == .undeclaredEvent }
    #expect(undeclared.count == 1)
    #expect(undeclared.first?.node?.name == "subTable")
    #expect(undeclared.first?.message.contains("the event Purchase") == true)
  }

  /// An event the declaring node consumes never leaves its part of the tree.
  ///
  /// EventContract: "What a part of the tree declares it sends up"; "each that passes it on
  /// its way up from below, is checked". One its top node stops, or transforms into a
  /// declared one, does not pass it, and the report's "it went on" would be false.
  @Test("an event the declaring node stops, or transforms into a declared one, is not reported")
  func stoppedAtTheDeclaringNode() {
    let root = tree()
    root["subTable"].re.handle(Purchase.self) { _, _ in .stop }
    root["subTable"].re.transform(Share.self) { _, _ in Tapped(button: "shared") }
    root["controller"].re.handle(Tapped.self) { _, _ in .stop }

    let (_, diagnostics) = collectingDiagnostics {
      root["button"].re.send(Purchase(amount: 1))
      root["button"].re.send(Share())
    }

    #expect(diagnostics.map(\.kind) == [])
  }

  @Test("a node above that handles events in a method counts as a handler for every type")
  func eventHandlingAbove() {
    let handlingTop = HandlingTop()
    let child = TestNode("child")
    child.re.redirect(to: handlingTop)
    child.re.declare(EventContract(events: [Tapped.self]))
    #expect(child.re.checkContract().isEmpty)
  }

  @Test("strictness off checks nothing; a removed contract checks nothing")
  func offAndRemoved() {
    let root = tree()
    let previous = EventDiagnostics.contractStrictness
    EventDiagnostics.contractStrictness = .off
    let (_, off) = collectingDiagnostics {
      root["button"].re.send(Purchase(amount: 1))
      _ = root["subTable"].re.checkContract()
    }
    EventDiagnostics.contractStrictness = previous
    #expect(off.filter { $0.kind != .unhandled }.isEmpty)
    root["subTable"].re.removeContract()
    let (_, removed) = collectingDiagnostics { root["button"].re.send(Purchase(amount: 1)) }
    #expect(removed.map(\.kind) == [.unhandled])
  }
}

private struct WarmUp: ResponderEvent {}
