import ResponderEventsCore
import ResponderEventsTesting
import Testing

@Suite("Handlers for a protocol that several events adopt", .collectingDiagnostics)
@MainActor
struct ConformanceHandlerTests {
  @Test("one registration receives every conforming event type and no other")
  func receivesConformingTypes() {
    let root = nestedTableTree()
    var logged = [String]()
    root["controller"].re.handle(conformingTo: (any AnalyticsEvent).self) { _, context in
      logged.append(context.event.analyticsName)
      return .pass
    }
    root["button"].re.send(Purchase(amount: 3))
    root["button"].re.send(Share())
    _ = collectingDiagnostics { root["button"].re.send(Tapped(button: "x")) }
    #expect(logged == ["purchase", "share"])
  }

  @Test("it runs in registration order with exact-type handlers")
  func orderWithExactHandlers() {
    let root = nestedTableTree()
    var order = [String]()
    root["controller"].re.handle(Purchase.self) { _, _ in
      order.append("exact")
      return .handled
    }
    root["controller"].re.handle(conformingTo: (any AnalyticsEvent).self) { _, _ in
      order.append("protocol")
      return .handled
    }
    root["button"].re.send(Purchase(amount: 1))
    #expect(order == ["exact", "protocol"])
  }

  @Test("it can change the event when the type is kept")
  func enrichmentKeepsType() {
    let root = nestedTableTree()
    root["superCell"].re.handle(conformingTo: (any AnalyticsEvent).self) { _, context in
      if let purchase = context.event as? Purchase {
        context.event = Purchase(amount: purchase.amount * 10)
      }
      return .pass
    }
    let (result, _) = collectingDiagnostics { root["button"].re.send(Purchase(amount: 2)) }
    #expect(result.event == Purchase(amount: 20))
  }

  @Test("modify(as:) changes the event when it has that type, as reply(as:) answers it")
  func modifyAsTheEventsOwnType() {
    let root = nestedTableTree()
    var applied = [Bool]()
    root["superCell"].re.handle(conformingTo: (any AnalyticsEvent).self) { _, context in
      applied.append(context.modify(as: Share.self) { _ in })
      applied.append(context.modify(as: Purchase.self) { $0.amount *= 10 })
      return .pass
    }
    let result = root["button"].re.send(Purchase(amount: 2), options: .tracing)
    #expect(applied == [false, true])
    #expect(result.event == Purchase(amount: 20))
    #expect(result.trace?.hops.first { $0.node.name == "superCell" }?.changedEvent == true)
  }

  @Test("replacing the event with another type is ignored and reported")
  func typeChangeRejected() {
    let root = nestedTableTree()
    root["superCell"].re.handle(conformingTo: (any AnalyticsEvent).self) { _, context in
      context.event = Share()
      return .handled
    }
    let (result, diagnostics) = collectingDiagnostics {
      root["button"].re.send(Purchase(amount: 2))
    }
    #expect(result.event == Purchase(amount: 2))
    #expect(diagnostics.map(\.kind) == [.eventTypeChanged])
    #expect(diagnostics.first?.node?.name == "superCell")
    let message = diagnostics.first?.message ?? ""
    #expect(message.contains("replaced the event with a value of type Share"))
  }

  // Guarantees, "Names and types": "A handler for a protocol that replaces the event with a
  // value of another type has its change ignored, and eventTypeChanged is reported", for a
  // broadcast too, and for a handler of every event (a protocol handler for `Any`).
  @Test("a replacement of another type is ignored in a broadcast and by a handler of Any")
  func typeChangeRejectedEverywhere() {
    let root = nestedTableTree()
    var seen: [String] = []
    root["superCell"].re.handleBroadcast(conformingTo: (any AnalyticsEvent).self) { _, context in
      context.event = Share()
      return .handled
    }
    root["superCell"].re.handleBroadcast(Purchase.self) { _, context in
      seen.append("down \(context.event.amount)")
      return .handled
    }
    root["subCell"].re.handle(conformingTo: Any.self) { _, context in
      context.event = 42
      return .handled
    }
    root["controller"].re.handle(Purchase.self) { _, context in
      seen.append("up \(context.event.amount)")
      return .stop
    }
    let (results, diagnostics) = collectingDiagnostics {
      (
        root.re.broadcast(Purchase(amount: 2)).event,
        root["button"].re.send(Purchase(amount: 3)).event
      )
    }
    #expect(results.0 == Purchase(amount: 2))
    #expect(results.1 == Purchase(amount: 3))
    #expect(seen == ["down 2", "up 3"])
    #expect(diagnostics.map(\.kind) == [.eventTypeChanged, .eventTypeChanged])
  }

  @Test("protocol handlers work for broadcasts")
  func broadcast() {
    let root = nestedTableTree()
    var hits = 0
    root["subTable"].re.handleBroadcast(conformingTo: (any AnalyticsEvent).self) { _, _ in
      hits += 1
      return .skipSubtree
    }
    let result = root.re.broadcast(Share(), options: .tracing)
    #expect(hits == 1)
    expectRoute(result.trace, ["superTable", "superCell", "subTable"])
  }

  @Test("a request reaches it with its reply: for its own type, or through reply(as:)")
  func replies() {
    let root = nestedTableTree()
    root["controller"].re.handle(conformingTo: Confirm.self) { _, context in
      context.reply(true)
      return .stop
    }
    root["superCell"].re.handle(conformingTo: (any ResponderEvent).self) { _, context in
      guard context.isReplyRequested else { return .pass }
      return context.reply(as: AskName.self, "cell") ? .stop : .pass
    }
    var confirmed: Result<Bool, ReplyError>?
    var named: Result<String, ReplyError>?
    root["button"].re.request(Confirm(question: "Delete?")) { confirmed = $0 }
    root["button"].re.request(AskName()) { named = $0 }
    #expect((try? confirmed?.get()) == true)
    #expect((try? named?.get()) == "cell")
  }
}
