import ResponderEventsCore
import ResponderEventsTesting
import Testing

private struct SaveError: Error {}
private struct ShownError: Error {}
private struct Both: Error, ResponderEvent {}

/// An event that says an error was shown.
private struct ErrorShown: ResponderEvent {}

/// A node that handles every event in its method, and stops each one.
@MainActor
private final class StoppingEverything: EventNode, EventHandling {
  let responderEventsStorage = EventNodeStorage()
  weak var parent: (any EventNode)?
  var seen: [String] = []
  var responderEventsParent: (any EventNode)? { parent }
  var responderEventsChildren: [any EventNode] { [] }

  func handleEvent<Event: ResponderEvent>(_ context: inout EventContext<Event>) -> EventDisposition
  {
    seen.append("\(Event.self)")
    return .stop
  }
}

/// Errors and events are two chains on one route: event handlers never see errors, error
/// handlers never see events, and the bridges are a handler that throws and an error handler
/// that sends.
@Suite("Errors travel apart from events", .timeLimit(.minutes(10)), .collectingDiagnostics)
@MainActor
struct ErrorChannelTests {
  @Test("an error passes a catch-all event handler that stops everything, untouched")
  func errorPassesCatchAll() {
    let root = nestedTableTree()
    var log: [String] = []
    root["superCell"].re.handle(conformingTo: Any.self) { _, _ in
      log.append("catch-all")
      return .stop
    }
    root["superCell"].re.handle(conformingTo: (any ResponderEvent).self) { _, _ in
      log.append("throwing catch-all")
      return .stop
    }
    root["controller"].re.catchError(SaveError.self) { _, _, context in
      log.append("caught from \((context.sender as? TestNode)?.name ?? "?")")
      return .stop
    }
    let result = root["button"].re.report(SaveError())
    #expect(log == ["caught from button"])
    #expect((result.stoppedBy as? TestNode)?.name == "controller")
  }

  @Test("an EventHandling method never sees a reported error")
  func errorPassesEventHandlingMethod() {
    let root = nestedTableTree()
    let middle = StoppingEverything()
    middle.parent = root
    root["superCell"].re.redirect(to: middle)
    var caught: [String] = []
    root.re.catchError((any Error).self) { _, error, _ in
      caught.append("\(type(of: error))")
      return .stop
    }
    root["button"].re.send(Tapped(button: "x"))
    root["button"].re.report(SaveError())
    #expect(middle.seen == ["Tapped"])
    #expect(caught == ["SaveError"])
  }

  @Test("an error handler never sees an event")
  func errorHandlersSeeNoEvent() {
    let root = nestedTableTree()
    var caught = 0
    root["controller"].re.catchError((any Error).self) { _, _, _ in
      caught += 1
      return .stop
    }
    let (result, diagnostics) = collectingDiagnostics {
      root["button"].re.send(Tapped(button: "x"))
    }
    #expect(caught == 0)
    #expect(!result.isHandled)
    #expect(diagnostics.map(\.kind) == [.unhandled])
  }

  @Test("an error handler can replace the error for the handlers above; the result says so")
  func replaceTheError() {
    let root = nestedTableTree()
    var log: [String] = []
    root["subTable"].re.catchError(SaveError.self) { _, _, context in
      log.append("subTable")
      context.event = ShownError()
      return .handled
    }
    root["controller"].re.catchError((any Error).self) { _, error, _ in
      log.append("controller \(type(of: error))")
      return .stop
    }
    let result = root["button"].re.report(SaveError())
    #expect(log == ["subTable", "controller ShownError"])
    #expect(result.event is ShownError)
    #expect(result.handlers.compactMap { ($0 as? TestNode)?.name } == ["subTable", "controller"])
  }

  @Test("an error handler that sends an event bridges to the event chain, from its node")
  func errorBecomesEvent() {
    let root = nestedTableTree()
    root["subTable"].re.catchError(SaveError.self) { subTable, _, _ in
      subTable.re.send(ErrorShown())
      return .stop
    }
    var log: [String] = []
    root["controller"].re.handle(ErrorShown.self) { _, context in
      log.append("shown, from \((context.sender as? TestNode)?.name ?? "?")")
      return .stop
    }
    root["button"].re.report(SaveError())
    #expect(log == ["shown, from subTable"])
  }

  @Test("an error handler that reports another error sends it on from its own node")
  func errorHandlerReportsAgain() {
    let root = nestedTableTree()
    var log: [String] = []
    root["subTable"].re.catchError(SaveError.self) { subTable, _, _ in
      log.append("subTable caught SaveError")
      subTable.re.report(ShownError())
      return .stop
    }
    root["superTable"].re.catchError((any Error).self) { _, error, context in
      log.append("superTable \(type(of: error)) from \((context.sender as? TestNode)?.name ?? "?")")
      return .pass
    }
    root["controller"].re.catchError(ShownError.self) { _, _, _ in
      log.append("controller ShownError")
      return .stop
    }
    let (result, diagnostics) = collectingDiagnostics { root["button"].re.report(SaveError()) }
    #expect(
      log == [
        "subTable caught SaveError", "superTable ShownError from subTable",
        "controller ShownError",
      ])
    #expect((result.stoppedBy as? TestNode)?.name == "subTable")
    #expect(diagnostics.isEmpty)
  }

  @Test("an error handler that reports the same error again from its node passes it on once")
  func errorHandlerReportsTheSameErrorAgain() {
    let root = nestedTableTree()
    var caughtAt: [String] = []
    root["subTable"].re.catchError(SaveError.self) { subTable, error, _ in
      caughtAt.append("subTable")
      subTable.re.report(error)
      return .stop
    }
    root["controller"].re.catchError(SaveError.self) { _, _, _ in
      caughtAt.append("controller")
      return .stop
    }
    let (_, diagnostics) = collectingDiagnostics { root["button"].re.report(SaveError()) }
    #expect(caughtAt == ["subTable", "controller"])
    #expect(diagnostics.isEmpty)
  }

  @Test("an uncaught error past a catch-all event handler names the likely mistake once")
  func likelyMistakeNamed() {
    let root = nestedTableTree()
    root["superCell"].re.handle(conformingTo: (any ResponderEvent).self) { _, _ in .stop }
    let (_, diagnostics) = collectingDiagnostics {
      root["button"].re.report(SaveError())
      root["button"].re.report(SaveError())
    }
    #expect(
      diagnostics.map(\.kind) == [.unhandled, .errorPassedEventHandlers, .unhandled])
    let hint = diagnostics.first { $0.kind == .errorPassedEventHandlers }
    #expect(hint?.node?.name == "superCell")
    #expect(hint?.message.contains("re.catchError") == true)
  }

  @Test("an uncaught error past a handler for every event of Any names the likely mistake")
  func likelyMistakeNamedForAny() {
    let root = nestedTableTree()
    root["subTable"].re.handle(conformingTo: Any.self) { _, _ in .pass }
    let (_, diagnostics) = collectingDiagnostics { root["button"].re.report(SaveError()) }
    #expect(diagnostics.map(\.kind) == [.unhandled, .errorPassedEventHandlers])
    #expect(diagnostics.last?.node?.name == "subTable")
  }

  @Test("an uncaught error past a handler for a protocol the error conforms to names it")
  func likelyMistakeNamedForErrorProtocol() {
    let root = nestedTableTree()
    // What someone who expects errors to travel as events writes: it never sees one.
    root["superCell"].re.handle(conformingTo: (any Error).self) { _, _ in .stop }
    let (_, diagnostics) = collectingDiagnostics { root["button"].re.report(SaveError()) }
    #expect(diagnostics.map(\.kind) == [.unhandled, .errorPassedEventHandlers])
    #expect(diagnostics.last?.node?.name == "superCell")
    #expect(diagnostics.last?.message.contains("for every event") == false)
  }

  @Test("a handler for a narrower protocol of events is not named as a likely mistake")
  func narrowCatchAllNamesNoMistake() {
    let root = nestedTableTree()
    root["superCell"].re.handle(conformingTo: (any AnalyticsEvent).self) { _, _ in .stop }
    root["subTable"].re.transform(conformingTo: (any AnalyticsEvent).self) { _, _ in
      ErrorShown()
    }
    let (_, diagnostics) = collectingDiagnostics { root["button"].re.report(SaveError()) }
    #expect(diagnostics.map(\.kind) == [.unhandled])
  }

  @Test("diagnostics and traces of an error name the error's own type")
  func diagnosticsNameTheErrorType() {
    let root = nestedTableTree()
    let (result, diagnostics) = collectingDiagnostics {
      root["button"].re.report(SaveError(), options: .tracing)
    }
    #expect(diagnostics.map(\.eventType) == ["SaveError"])
    #expect(result.trace?.eventType == "SaveError")
  }

  @Test("an error reported past the nesting limit is named by its own type")
  func nestingLimitNamesTheErrorType() {
    let root = nestedTableTree()
    var depth = 0
    root["controller"].re.catchError((any Error).self) { controller, error, _ in
      depth += 1
      controller.re.report(error, options: .includingOrigin)
      return .stop
    }
    let (_, diagnostics) = collectingDiagnostics { root["button"].re.report(SaveError()) }
    let limit = diagnostics.first { $0.kind == .nestingLimitExceeded }
    #expect(limit?.eventType == "SaveError")
    #expect(depth > 1)
  }

  @Test("an uncaught error with no catch-all on its way names no likely mistake")
  func noMistakeWithoutCatchAll() {
    let root = nestedTableTree()
    root["superCell"].re.handle(Tapped.self) { _, _ in .stop }
    let (_, diagnostics) = collectingDiagnostics { root["button"].re.report(SaveError()) }
    #expect(diagnostics.map(\.kind) == [.unhandled])
  }

  // Guarantees, "Errors and events are two chains": "no event handler sees it: not a typed
  // one", even for a type that is both an error and an event; "no error handler sees an event".
  @Test("a type that is both an error and an event keeps the chains apart")
  func errorThatIsAnEvent() {
    let root = nestedTableTree()
    var log: [String] = []
    root["superCell"].re.handle(Both.self) { _, _ in
      log.append("event handler")
      return .stop
    }
    root["controller"].re.catchError(Both.self) { _, _, _ in
      log.append("error handler")
      return .stop
    }
    root["button"].re.report(Both())
    #expect(log == ["error handler"])
    log = []
    root["button"].re.send(Both())
    #expect(log == ["event handler"])
  }

  // Guarantees, "Errors and events are two chains": "no event handler sees it: ... not a
  // transform".
  @Test("a transform of every event, and a typed one, never sees a reported error")
  func errorPassesTransforms() {
    let root = nestedTableTree()
    var log: [String] = []
    root["subTable"].re.transform(conformingTo: Any.self) { _, _ in
      log.append("transform of Any")
      return ErrorShown()
    }
    root["superCell"].re.transform(conformingTo: (any ResponderEvent).self) { _, _ in
      log.append("transform of every event")
      return ErrorShown()
    }
    root["superTable"].re.transform(Tapped.self) { _, _ in
      log.append("typed transform")
      return ErrorShown()
    }
    root["controller"].re.catchError(SaveError.self) { _, _, context in
      log.append("caught from \((context.sender as? TestNode)?.name ?? "?")")
      return .stop
    }
    let (result, diagnostics) = collectingDiagnostics { root["button"].re.report(SaveError()) }
    #expect(log == ["caught from button"])
    #expect((result.stoppedBy as? TestNode)?.name == "controller")
    #expect(diagnostics.isEmpty)
  }
}
