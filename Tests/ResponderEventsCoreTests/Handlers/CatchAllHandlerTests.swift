import ResponderEventsCore
import ResponderEventsTesting
import Testing

private struct SaveError: Error {}

/// Catch-all handlers and transforms: handlers for `any ResponderEvent`, throwing or not, and
/// transforms of every event.
@Suite("Catch-all handlers and transforms", .timeLimit(.minutes(10)), .collectingDiagnostics)
@MainActor
struct CatchAllHandlerTests {
  @Test("catch-all handlers run nearest first, as typed ones do")
  func nearestFirst() {
    let root = nestedTableTree()
    var order: [String] = []
    for name in ["controller", "subCell", "superCell"] {
      root[name].re.handle(conformingTo: (any ResponderEvent).self) { node, _ in
        order.append(node.name)
        return .pass
      }
    }
    _ = collectingDiagnostics { root["button"].re.send(Tapped(button: "x")) }
    #expect(order == ["subCell", "superCell", "controller"])
  }

  @Test(
    "on one node, a catch-all runs before the typed handlers registered after it, and after those before"
  )
  func beforeAndAfterTypedHandlers() {
    let root = nestedTableTree()
    var order: [String] = []
    let cell = root["superCell"]
    cell.re.handle(conformingTo: (any ResponderEvent).self) { _, _ in
      order.append("catch-all before")
      return .pass
    }
    cell.re.handle(Tapped.self) { _, _ in
      order.append("typed")
      return .handled
    }
    cell.re.handle(conformingTo: (any ResponderEvent).self) { _, _ in
      order.append("throwing catch-all after")
      return .pass
    }
    root["button"].re.send(Tapped(button: "x"))
    #expect(order == ["catch-all before", "typed", "throwing catch-all after"])
  }

  // Guarantees, "Changes during a dispatch": "A handler removed during a dispatch never runs
  // after its removal, at any node, including later handlers of the node being visited. A
  // handler added during a dispatch runs for nodes the event reaches afterwards, but not at the
  // node being visited", for handlers of every event, which run "where they were registered
  // among a node's handlers", in a broadcast as well as on the way up.
  @Test(
    "catch-alls removed or added by a typed handler, up and down, as typed handlers are",
    arguments: [false, true])
  func catchAllsChangedMidDispatch(broadcast: Bool) {
    let root = nestedTableTree()
    var order: [String] = []
    let cell = root["superCell"]
    let below = root["subTable"]
    func catchAll(_ node: TestNode, _ name: String) -> HandlerToken {
      broadcast
        ? node.re.handleBroadcast(conformingTo: Any.self) { _, _ in
          order.append(name)
          return .pass
        }
        : node.re.handle(conformingTo: Any.self) { _, _ in
          order.append(name)
          return .pass
        }
    }
    var removed: HandlerToken?
    var elsewhere: HandlerToken?
    // The tree holds this closure through its handler: it holds the tree weakly.
    let typed: (TestNode) -> Void = { [weak root] node in
      order.append("typed")
      removed?.remove()
      elsewhere?.remove()
      _ = catchAll(node, "added here")
      if let root {
        _ = catchAll(broadcast ? root["subCell"] : root["controller"], "added further on")
      }
    }
    _ = catchAll(cell, "before")
    if broadcast {
      cell.re.handleBroadcast(Tapped.self) { node, _ in
        typed(node)
        return .handled
      }
    } else {
      cell.re.handle(Tapped.self) { node, _ in
        typed(node)
        return .handled
      }
    }
    removed = catchAll(cell, "removed here")
    elsewhere = catchAll(broadcast ? below : root["superTable"], "removed further on")
    if broadcast {
      root.re.broadcast(Tapped(button: "x"))
    } else {
      root["button"].re.send(Tapped(button: "x"))
    }
    #expect(order == ["before", "typed", "added further on"])
  }

  @Test("a catch-all has the typed handlers' context, dispositions and trace")
  func sameContextDispositionsAndTrace() {
    let root = nestedTableTree()
    root["subTable"].re.handle(conformingTo: (any ResponderEvent).self) { _, context in
      if var tapped = context.event as? Tapped {
        tapped.row = 3
        context.event = tapped
      }
      return .pass
    }
    var seen: [String] = []
    root["superCell"].re.handle(conformingTo: (any ResponderEvent).self) { _, context in
      seen.append(
        "\((context.event as? Tapped)?.row ?? -1) from \((context.sender as? TestNode)?.name ?? "?")"
      )
      return .stop
    }
    root["controller"].re.handle(conformingTo: (any ResponderEvent).self) { _, _ in
      seen.append("controller")
      return .stop
    }
    let result = root["button"].re.send(Tapped(button: "x"), options: .tracing)
    #expect(seen == ["3 from button"])
    #expect(result.event.row == 3)
    #expect(result.termination == .stopped)
    #expect((result.stoppedBy as? TestNode)?.name == "superCell")
    let hops = result.trace?.hops.map { "\($0.node.name) \($0.outcome) \($0.changedEvent)" }
    #expect(
      hops == [
        "subCell - false", "subTable pass true", "superCell stop false",
      ])
  }

  @Test("a throwing catch-all stops its event and reports the error from its node")
  func throwingCatchAll() {
    let root = nestedTableTree()
    var log: [String] = []
    root["superCell"].re.handle(conformingTo: (any ResponderEvent).self) { _, context in
      if (context.event as? Tapped)?.button == "bad" { throw SaveError() }
      return .pass
    }
    root["controller"].re.handle(Tapped.self) { _, context in
      log.append("tapped \(context.event.button)")
      return .stop
    }
    root["controller"].re.catchError(SaveError.self) { _, _, context in
      log.append("caught from \((context.sender as? TestNode)?.name ?? "?")")
      return .stop
    }
    root["button"].re.send(Tapped(button: "good"))
    let result = root["button"].re.send(Tapped(button: "bad"))
    #expect(log == ["tapped good", "caught from superCell"])
    #expect((result.stoppedBy as? TestNode)?.name == "superCell")
  }

  @Test("a transform of every event replaces each one, and what it returns goes on from there")
  func transformEveryEvent() {
    let root = nestedTableTree()
    root["superCell"].re.transform(conformingTo: (any ResponderEvent).self) { _, event in
      Purchase(amount: (event as? Tapped)?.button.count ?? 0)
    }
    var log: [String] = []
    root["controller"].re.handle(conformingTo: (any ResponderEvent).self) { _, context in
      log.append("\(type(of: context.event)) from \((context.sender as? TestNode)?.name ?? "?")")
      return .stop
    }
    let result = root["button"].re.send(Tapped(button: "four"))
    #expect(log == ["Purchase from superCell"])
    #expect((result.stoppedBy as? TestNode)?.name == "superCell")
  }

  @Test("a transform for a protocol leaves the other events alone")
  func transformForAProtocol() {
    let root = nestedTableTree()
    root["superCell"].re.transform(conformingTo: (any AnalyticsEvent).self) { _, event in
      Tapped(button: event.analyticsName)
    }
    var buttons: [String] = []
    root["controller"].re.handle(Tapped.self) { _, context in
      buttons.append(context.event.button)
      return .stop
    }
    root["button"].re.send(Purchase(amount: 1))
    root["button"].re.send(Tapped(button: "plain"))
    #expect(buttons == ["purchase", "plain"])
  }

  @Test("a throwing typed transform stops the original, sends nothing, and reports from its node")
  func throwingTypedTransform() {
    let root = nestedTableTree()
    root["superCell"].re.transform(Tapped.self) { _, tapped -> Purchase in
      guard tapped.button != "bad" else { throw SaveError() }
      return Purchase(amount: 1)
    }
    var log: [String] = []
    root["controller"].re.handle(conformingTo: (any ResponderEvent).self) { _, context in
      log.append("\(type(of: context.event))")
      return .stop
    }
    root["controller"].re.catchError((any Error).self) { _, error, context in
      log.append("\(type(of: error)) from \((context.sender as? TestNode)?.name ?? "?")")
      return .stop
    }
    root["button"].re.send(Tapped(button: "good"))
    let result = root["button"].re.send(Tapped(button: "bad"))
    #expect(log == ["Purchase", "SaveError from superCell"])
    #expect(result.termination == .stopped)
  }

  @Test("a throwing transform of every event sends nothing and reports from its node")
  func throwingCatchAllTransform() {
    let root = nestedTableTree()
    root["superCell"].re.transform(conformingTo: (any ResponderEvent).self) { _, _ in
      throw SaveError()
    }
    var log: [String] = []
    root["controller"].re.handle(conformingTo: (any ResponderEvent).self) { _, _ in
      log.append("event")
      return .stop
    }
    root["controller"].re.catchError(SaveError.self) { _, _, context in
      log.append("caught from \((context.sender as? TestNode)?.name ?? "?")")
      return .stop
    }
    root["button"].re.send(Tapped(button: "x"))
    #expect(log == ["caught from superCell"])
  }

  @Test("a request through a forwarding transform that throws ends with noReply")
  func throwingForwardingTransform() async throws {
    try await finishing {
      let root = nestedTableTree()
      root["superCell"].re.transform(AskName.self) { _, _ -> AskName in throw SaveError() }
      var caught = 0
      root["controller"].re.catchError(SaveError.self) { _, _, _ in
        caught += 1
        return .stop
      }
      await #expect(throws: ReplyError.noReply) {
        try await root["button"].re.request(AskName())
      }
      #expect(caught == 1)
    }
  }

  @Test("a handler for every event answers a request only by naming its type")
  func catchAllAnswersByNamingTheType() {
    let root = nestedTableTree()
    root["superCell"].re.handle(conformingTo: (any ResponderEvent).self) { _, context in
      context.reply(as: AskName.self, "super cell") ? .stop : .pass
    }
    var outcomes: [Result<String, ReplyError>] = []
    root["button"].re.request(AskName()) { outcomes.append($0) }
    #expect(outcomes.count == 1)
    #expect((try? outcomes.first?.get()) == "super cell")
  }

  @Test("a request through a transform of every event ends with noReply; the new event goes on")
  func requestThroughCatchAllTransform() async throws {
    try await finishing {
      let root = nestedTableTree()
      root["superCell"].re.transform(conformingTo: (any ResponderEvent).self) { _, _ in
        Purchase(amount: 2)
      }
      var log: [String] = []
      root["controller"].re.handle(AskName.self) { _, context in
        log.append("asked")
        context.reply("never")
        return .stop
      }
      root["controller"].re.handle(Purchase.self) { _, context in
        log.append("purchase \(context.event.amount)")
        return .stop
      }
      await #expect(throws: ReplyError.noReply) {
        try await root["button"].re.request(AskName())
      }
      #expect(log == ["purchase 2"])
    }
  }

  @Test("a request through a throwing transform of every event ends with noReply; it reports")
  func requestThroughThrowingCatchAllTransform() async throws {
    try await finishing {
      let root = nestedTableTree()
      root["superCell"].re.transform(conformingTo: (any ResponderEvent).self) { _, _ in
        throw SaveError()
      }
      var caught: [String] = []
      root["controller"].re.catchError(SaveError.self) { _, _, context in
        caught.append((context.sender as? TestNode)?.name ?? "?")
        return .stop
      }
      await #expect(throws: ReplyError.noReply) {
        try await root["button"].re.request(AskName())
      }
      #expect(caught == ["superCell"])
    }
  }
}
