import ResponderEventsTesting
import Testing

@testable import ResponderEventsCore

/// An event that handlers take by name.
private struct Named: ResponderEvent {
  var name: String
}

/// A handler registered for the other direction, named when an event goes unhandled
/// (``EventDiagnostic/Kind/handlerInOtherDirection``), once per cause.
@Suite("Likely mistakes: a handler for the other direction", .collectingDiagnostics)
@MainActor
struct HandlerDirectionTests {
  @Test("a broadcast nobody handled names the node that handles its type only travelling up")
  func broadcastPastUpwardHandler() {
    let root = nestedTableTree()
    root["superCell"].re.handle(ThemeChanged.self) { _, _ in .handled }
    let (result, diagnostics) = collectingDiagnostics {
      root.re.broadcast(ThemeChanged(dark: true))
    }
    #expect(result.handledCount == 0)
    #expect(diagnostics.map(\.kind) == [.unhandled, .handlerInOtherDirection])
    #expect(diagnostics.last?.node?.name == "superCell")
    #expect(diagnostics.last?.eventType == "ThemeChanged")
    #expect(
      diagnostics.last?.message
        == "nobody handled the broadcast of ThemeChanged from controller, and this node handles "
        + "it only travelling up, with re.handle: it probably meant re.handleBroadcast, which "
        + "hears broadcasts")
  }

  @Test(
    "an upward event nobody handled names the node on its route that handles it only as a broadcast"
  )
  func sendPastBroadcastHandler() {
    let root = nestedTableTree()
    root["superTable"].re.handleBroadcast(Tapped.self) { _, _ in .handled }
    let (result, diagnostics) = collectingDiagnostics {
      root["button"].re.send(Tapped(button: "buy"))
    }
    #expect(!result.isHandled)
    #expect(diagnostics.map(\.kind) == [.unhandled, .handlerInOtherDirection])
    #expect(diagnostics.last?.node?.name == "superTable")
    #expect(
      diagnostics.last?.message
        == "nobody handled Tapped on its way up from button, and this node handles it only as a "
        + "broadcast, with re.handleBroadcast: it probably meant re.handle, which hears events "
        + "travelling up")
  }

  @Test("handlers for the dispatch's own direction, or none at all, add nothing to the report")
  func correctUsage() {
    let root = nestedTableTree()
    root["superCell"].re.handleBroadcast(ThemeChanged.self) { _, _ in .handled }
    root["controller"].re.handle(Tapped.self) { _, _ in .stop }
    // Both directions on one node: the upward handler passes, which is not a mistake.
    root["subTable"].re.handle(Purchase.self) { _, _ in .pass }
    root["subTable"].re.handleBroadcast(Purchase.self) { _, _ in .pass }
    let (_, diagnostics) = collectingDiagnostics {
      root.re.broadcast(ThemeChanged(dark: false))
      root["button"].re.send(Tapped(button: "buy"))
      root["button"].re.send(Purchase(amount: 1))
      root.re.broadcast(Share())
      root["button"].re.send(Share())
      // The mistake, for contrast: the controller's upward handler offered a broadcast.
      root.re.broadcast(Tapped(button: "buy"), options: .includingOrigin)
    }
    #expect(
      diagnostics.map(\.kind)
        == [.unhandled, .unhandled, .unhandled, .unhandled, .handlerInOtherDirection])
    #expect(diagnostics.last?.node?.name == "controller")
  }

  @Test("a node is offered the event only on the route: the sender, unless included, is not")
  func senderNotOffered() {
    let root = nestedTableTree()
    root["button"].re.handleBroadcast(Tapped.self) { _, _ in .handled }
    root.re.handle(ThemeChanged.self) { _, _ in .handled }
    let (_, diagnostics) = collectingDiagnostics {
      root["button"].re.send(Tapped(button: "x"))
      root.re.broadcast(ThemeChanged(dark: true))
    }
    #expect(diagnostics.map(\.kind) == [.unhandled, .unhandled])
    let (_, included) = collectingDiagnostics {
      root["button"].re.send(Tapped(button: "x"), options: .includingOrigin)
      root.re.broadcast(ThemeChanged(dark: true), options: .includingOrigin)
    }
    #expect(included.map(\.node?.name) == ["button", "button", "controller", "controller"])
    #expect(
      included.map(\.kind)
        == [.unhandled, .handlerInOtherDirection, .unhandled, .handlerInOtherDirection])
  }

  @Test("filtered and protocol handlers count only for the events they would take")
  func filteredAndConformingHandlers() {
    let root = nestedTableTree()
    // As the Objective-C product's named handlers register: by name.
    let handled: @MainActor (TestNode, inout EventContext<Named>) -> EventDisposition = { _, _ in
      .handled
    }
    root["superCell"].re.register(
      Named.self, where: { $0.name == "refresh" }, direction: .up, handled)
    root["subTable"].re.handle(conformingTo: (any AnalyticsEvent).self) { _, _ in .handled }
    let (_, diagnostics) = collectingDiagnostics {
      root.re.broadcast(Named(name: "reload"))
      root.re.broadcast(ThemeChanged(dark: true))
      root.re.broadcast(Named(name: "refresh"))
      root.re.broadcast(Share())
    }
    #expect(
      diagnostics.map(\.kind)
        == [
          .unhandled, .unhandled, .unhandled, .handlerInOtherDirection, .unhandled,
          .handlerInOtherDirection,
        ])
    #expect(
      diagnostics.map(\.node?.name)
        == ["controller", "controller", "controller", "superCell", "controller", "subTable"])
  }

  @Test("a handler for every event (a logger) is no mistake for one type, in either direction")
  func catchAllHandlersAreNoMistake() {
    let root = nestedTableTree()
    // A screen that logs every event passing up, and a table that logs every broadcast: both
    // let everything go on, and neither meant the other direction for any one type.
    root["superTable"].re.handle(conformingTo: (any ResponderEvent).self) { _, _ in .pass }
    root["subTable"].re.handleBroadcast(conformingTo: (any ResponderEvent).self) { _, _ in
      .pass
    }
    let (_, diagnostics) = collectingDiagnostics {
      root.re.broadcast(ThemeChanged(dark: true))
      root["button"].re.send(Tapped(button: "x"))
    }
    #expect(diagnostics.map(\.kind) == [.unhandled, .unhandled])
  }

  @Test("a removed handler is no mistake")
  func removedHandler() {
    let root = nestedTableTree()
    root["superCell"].re.handle(ThemeChanged.self) { _, _ in .handled }.remove()
    root["subCell"].re.handle(ThemeChanged.self) { _, _ in .handled }
    let (_, diagnostics) = collectingDiagnostics { root.re.broadcast(ThemeChanged(dark: true)) }
    #expect(diagnostics.map(\.kind) == [.unhandled, .handlerInOtherDirection])
    #expect(diagnostics.last?.node?.name == "subCell")
  }

  @Test(
    "each cause is reported once: repeated dispatches, and nodes of one type, whatever their names")
  func oncePerCause() {
    let root = TestNode("list") {
      TestNode("cell")
      TestNode("cell")
      TestNode("cell")
      TestNode("header")
    }
    for cell in root.children {
      cell.re.handle(ThemeChanged.self) { _, _ in .handled }
      cell.re.handleBroadcast(Tapped.self) { _, _ in .handled }
    }
    let sender = TestNode("sender")
    root.children[0].addChild(sender)
    let (_, diagnostics) = collectingDiagnostics {
      for _ in 0..<100 {
        root.re.broadcast(ThemeChanged(dark: true))
        sender.re.send(Tapped(button: "x"))
      }
    }
    let hints = diagnostics.filter { $0.kind == .handlerInOtherDirection }
    // The header is a node of the cells' type: the same cause, though named otherwise.
    #expect(hints.map(\.node?.name) == ["cell", "cell"])
    #expect(hints.map(\.eventType) == ["ThemeChanged", "Tapped"])
    #expect(diagnostics.filter { $0.kind == .unhandled }.count == 200)
  }

  @Test("each scope keeps its own record, so tests running in parallel see their own reports")
  func scopedRecord() {
    let root = nestedTableTree()
    root["superCell"].re.handle(ThemeChanged.self) { _, _ in .handled }
    var outer = [EventDiagnostic.Kind]()
    var inner = [EventDiagnostic.Kind]()
    EventDiagnostics.withHandler(
      { outer.append($0.kind) },
      operation: {
        root.re.broadcast(ThemeChanged(dark: true))
        EventDiagnostics.withHandler(
          { inner.append($0.kind) },
          operation: { root.re.broadcast(ThemeChanged(dark: true)) })
        root.re.broadcast(ThemeChanged(dark: true))
      })
    #expect(outer == [.unhandled, .handlerInOtherDirection, .unhandled])
    #expect(inner == [.unhandled, .handlerInOtherDirection])
  }

  @Test("the global handler's record is emptied whenever the handler is set")
  func globalRecord() {
    let root = nestedTableTree()
    root["superCell"].re.handle(ThemeChanged.self) { _, _ in .handled }
    var received = [EventDiagnostic.Kind]()
    outsideAnyScope {
      EventDiagnostics.handler = { received.append($0.kind) }
      root.re.broadcast(ThemeChanged(dark: true))
      root.re.broadcast(ThemeChanged(dark: true))
      EventDiagnostics.handler = { received.append($0.kind) }
      root.re.broadcast(ThemeChanged(dark: true))
    }
    #expect(
      received == [
        .unhandled, .handlerInOtherDirection, .unhandled, .unhandled, .handlerInOtherDirection,
      ])
  }

  @Test("nothing is looked for, or recorded, while nobody receives diagnostics")
  func notRecordedWhileUnobserved() {
    let root = nestedTableTree()
    root["superCell"].re.handle(ThemeChanged.self) { _, _ in .handled }
    var received = [EventDiagnostic.Kind]()
    outsideAnyScope {
      // A release build that never set a handler.
      EventDiagnostics.isHandlerReplaced = false
      EventDiagnostics.defaultHandlerPrints = false
      let before = EventDiagnostics.reportedCauses
      root.re.broadcast(ThemeChanged(dark: true))
      #expect(EventDiagnostics.reportedCauses == before)
      EventDiagnostics.handler = { received.append($0.kind) }
      root.re.broadcast(ThemeChanged(dark: true))
    }
    #expect(received == [.unhandled, .handlerInOtherDirection])
  }

  /// Runs `body` with no scoped handler, so that diagnostics go to the global one, then
  /// restores the global handler and flags.
  ///
  /// Synchronous on the main actor, so no other test runs between the change and the restore.
  private func outsideAnyScope(_ body: () -> Void) {
    let saved = (
      EventDiagnostics.handler, EventDiagnostics.isHandlerReplaced,
      EventDiagnostics.defaultHandlerPrints
    )
    defer {
      EventDiagnostics.handler = saved.0
      EventDiagnostics.isHandlerReplaced = saved.1
      EventDiagnostics.defaultHandlerPrints = saved.2
    }
    EventDiagnostics.scopedSink.withValue(nil, operation: body)
  }
}
