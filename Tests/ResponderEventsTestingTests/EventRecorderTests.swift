import ResponderEventsCore
import ResponderEventsTesting
import Testing

private struct AddToCart: ResponderEvent, Equatable {
  var productID: Int
  var row: Int? = nil
}

private struct Confirm: ResponderRequest {
  typealias Reply = Bool
}

private struct Refresh: ResponderEvent {}
private struct Offline: Error {}

@Suite("EventRecorder", .timeLimit(.minutes(10)), .collectingDiagnostics)
@MainActor
struct EventRecorderTests {
  @Test("attached as the parent of a detached subtree, it records what the subtree sends")
  func recordsDetachedSubtree() {
    let cell = TestNode("cell") { TestNode("button") }
    cell.re.handle(AddToCart.self) { _, context in
      context.event.row = 3
      return .pass
    }
    let recorder = EventRecorder()
    recorder.attach(to: cell)
    let result = cell["button"].re.send(AddToCart(productID: 42))
    #expect(recorder.events(of: AddToCart.self) == [AddToCart(productID: 42, row: 3)])
    #expect(recorder.records.first?.sender.name == "button")
    #expect(recorder.records.first?.direction == .up)
    #expect(recorder.records.first?.event(as: AddToCart.self)?.productID == 42)
    #expect(
      recorder.records.first?.description
        == "↑ AddToCart(productID: 42, row: Optional(3)) from button")
    #expect(result.isHandled)
    #expect(result.handlers.first === recorder)
  }

  @Test("it can stand in mid-chain with a pass disposition")
  func spyInTheMiddle() {
    let controller = TestNode("controller")
    var controllerSaw = false
    controller.re.handle(AddToCart.self) { _, _ in
      controllerSaw = true
      return .stop
    }
    let recorder = EventRecorder(name: "spy")
    recorder.parent = controller
    recorder.disposition = .pass
    let cell = TestNode("cell")
    recorder.attach(to: cell)
    let result = cell.re.send(AddToCart(productID: 1), options: .tracing)
    #expect(controllerSaw)
    #expect(recorder.events(of: AddToCart.self).count == 1)
    expectRoute(result.trace, ["spy", "controller"])
  }

  @Test("an error the node reports is recorded and handled, not reported as lost")
  func recordsReportedErrors() {
    let recorder = EventRecorder()
    let view = TestNode("view")
    recorder.attach(to: view)
    let result = view.re.report(Offline())
    // Not named as a likely mistake (errorPassedEventHandlers) either: it handles errors.
    #expect(recorder.errors.count == 1 && recorder.errors.first is Offline)
    #expect(recorder.records.isEmpty)
    #expect(result.isHandled)
    #expect(DiagnosticsCollector.current?.diagnostics.map(\.kind) == [])
    recorder.removeAllRecords()
    #expect(recorder.errors.isEmpty)
  }

  /// EventRecorder: "The recorder keeps errors with a handler of its own, which
  /// `recorder.re.removeAllHandlers()` removes too".
  @Test("removing every handler of the recorder removes the one that keeps errors")
  func removeAllHandlersStopsKeepingErrors() {
    let recorder = EventRecorder()
    let view = TestNode("view")
    recorder.attach(to: view)
    recorder.re.removeAllHandlers()
    let result = view.re.report(Offline())
    #expect(recorder.errors.isEmpty)
    #expect(!result.isHandled)
    #expect(DiagnosticsCollector.current?.diagnostics.first?.kind == .unhandled)
  }

  /// EventRecorder: its own error handler "runs before any error handler you register on it
  /// …: catch an expected error on a node below instead".
  @Test("an error handler on the recorder sees errors it kept; one below keeps them out")
  func errorHandlersOnTheRecorderRunAfterItKeeps() {
    let recorder = EventRecorder()
    let view = TestNode("view") { TestNode("button") }
    recorder.attach(to: view)
    var caughtOnRecorder = 0
    recorder.re.catchError(Offline.self) { _, _, _ in
      caughtOnRecorder += 1
      return .stop
    }
    view["button"].re.report(Offline())
    #expect(recorder.errors.count == 1, "a handler of yours on the recorder cannot keep it out")
    #expect(caughtOnRecorder == 1)
    view.re.catchError(Offline.self) { _, _, _ in .stop }
    view["button"].re.report(Offline())
    #expect(recorder.errors.count == 1)
    #expect(caughtOnRecorder == 1)
  }

  /// TestingYourEventFlows: "a request such a recorder answers gets its reply, and, unless a
  /// node above handles it, is still reported as `unhandled`".
  @Test("a passing recorder answers a request, which is still reported as unhandled")
  func passingRecorderAnswersButDoesNotHandle() async throws {
    let recorder = EventRecorder()
    recorder.disposition = .pass
    recorder.reply(to: Confirm.self) { _ in true }
    let view = TestNode("view")
    recorder.attach(to: view)
    #expect(try await view.re.request(Confirm()))
    #expect(DiagnosticsCollector.current?.diagnostics.map(\.kind) == [.unhandled])
  }

  /// A spy that sees an error and passes it on lost nothing.
  ///
  /// It is in `errors`, through the recorder's error handler: the likely-mistake review must
  /// not name it as a node "whose handlers for every event ... never see errors".
  @Test("a spy that passes an error on is not named as a node that never sees errors")
  func spyPassingAnErrorIsNoLikelyMistake() {
    let controller = TestNode("controller")
    let recorder = EventRecorder(name: "spy")
    recorder.parent = controller
    recorder.disposition = .pass
    let view = TestNode("view")
    recorder.attach(to: view)
    view.re.report(Offline())
    #expect(recorder.errors.count == 1)
    // Nobody above catches it: unhandled, and nothing else.
    #expect(DiagnosticsCollector.current?.diagnostics.map(\.kind) == [.unhandled])
  }

  @Test("it answers requests for which a reply is set, and only those")
  func replies() async throws {
    try await finishing {
      let recorder = EventRecorder()
      let view = TestNode("view")
      recorder.attach(to: view)
      await #expect(throws: ReplyError.noReply) { try await view.re.request(Confirm()) }
      recorder.reply(to: Confirm.self) { _ in true }
      let confirmed = try await view.re.request(Confirm())
      #expect(confirmed)
    }
  }

  @Test("it records broadcasts it receives and reaches attached nodes when it broadcasts")
  func broadcasts() {
    let recorder = EventRecorder()
    let view = TestNode("view")
    var viewSaw = false
    view.re.handleBroadcast(Refresh.self) { _, _ in
      viewSaw = true
      return .handled
    }
    recorder.attach(to: view)
    recorder.re.broadcast(Refresh(), options: .includingOrigin)
    #expect(viewSaw)
    #expect(recorder.records.map(\.direction) == [.down])
  }

  @Test("it answers requests broadcast to it, as it answers those sent up")
  func answersBroadcastRequests() {
    let top = TestNode("top")
    let recorder = EventRecorder()
    recorder.re.redirect(to: top)
    recorder.reply(to: Confirm.self) { _ in true }
    #expect(top.re.broadcastCollectingReplies(Confirm()).values == [true])
    #expect(recorder.records.map(\.direction) == [.down])
  }

  @Test("detaching gives the node back the redirect it had, attached once or twice")
  func detachingRestoresTheRedirect() {
    for attachments in 1...2 {
      let controller = TestNode("controller")
      let window = TestNode("window") { TestNode("popup") }
      let popup = window["popup"]
      popup.re.redirect(to: controller)
      let recorder = EventRecorder()
      for _ in 0..<attachments { recorder.attach(to: popup) }
      #expect(recorder.responderEventsChildren.count == 1)
      recorder.detach(from: popup)
      #expect(popup.re.redirectTarget === controller)
      let result = EventDiagnostics.withHandler(
        { _ in }, operation: { popup.re.send(AddToCart(productID: 1), options: .tracing) })
      expectRoute(result.trace, ["controller"])
    }
  }

  @Test(
    "two recorders detached last in, first out leave the node as it was; never on a dropped one")
  func twoRecordersDetached() {
    for lastInFirstOut in [true, false] {
      let controller = TestNode("controller")
      let popup = TestNode("popup")
      popup.re.redirect(to: controller)
      let recorders = [EventRecorder(), EventRecorder()]
      for recorder in recorders { recorder.attach(to: popup) }
      let order = lastInFirstOut ? [1, 0] : [0, 1]
      for index in order { recorders[index].detach(from: popup) }
      // Out of order, the first recorder's saved redirect went with it.
      #expect(popup.re.redirectTarget === (lastInFirstOut ? controller : nil))
    }
  }

  @Test("last event, clearing, and detaching")
  func bookkeeping() {
    let recorder = EventRecorder()
    let view = TestNode("view")
    recorder.attach(to: view)
    view.re.send(AddToCart(productID: 1))
    view.re.send(AddToCart(productID: 2))
    #expect(recorder.lastEvent(of: AddToCart.self)?.productID == 2)
    recorder.removeAllRecords()
    #expect(recorder.records.isEmpty)
    recorder.detach(from: view)
    #expect(view.re.redirectTarget == nil)
    #expect(recorder.responderEventsChildren.isEmpty)
    _ = EventDiagnostics.withHandler({ _ in }, operation: { view.re.send(AddToCart(productID: 3)) })
    #expect(recorder.records.isEmpty)
  }

  @Test("recorders and the nodes attached to them are freed")
  func noLeaks() {
    weak var weakRecorder: EventRecorder?
    weak var weakView: TestNode?
    do {
      let recorder = EventRecorder()
      let view = TestNode("view")
      recorder.attach(to: view)
      view.re.send(AddToCart(productID: 1))
      weakRecorder = recorder
      weakView = view
    }
    #expect(weakRecorder == nil)
    #expect(weakView == nil)
  }
}
