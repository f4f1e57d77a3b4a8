import ResponderEventsCore
import ResponderEventsTesting
import Testing

@Suite("Upward dispatch", .collectingDiagnostics)
@MainActor
struct UpwardDispatchTests {
  @Test("an event travels from the sender's parent to the root")
  func travelsToRoot() {
    let root = nestedTableTree()
    let result = root["button"].re.send(Tapped(button: "buy"), options: .tracing)
    expectRoute(result.trace, ["subCell", "subTable", "superCell", "superTable", "controller"])
    #expect(result.termination == .completed)
    #expect(result.visitedCount == 5)
    #expect(!result.isHandled)
  }

  @Test("the sender is not offered its own event unless asked")
  func senderExcludedByDefault() {
    let root = nestedTableTree()
    let button = root["button"]
    var seen = [String]()
    button.re.handle(Tapped.self) { node, _ in
      seen.append(node.name)
      return .handled
    }
    button.re.send(Tapped(button: "buy"))
    #expect(seen.isEmpty)
    let result = button.re.send(Tapped(button: "buy"), options: [.includingOrigin, .tracing])
    #expect(seen == ["button"])
    #expect(result.trace?.hops.first?.depth == 0)
  }

  @Test("pass leaves the event unhandled and lets it go on")
  func passDisposition() {
    let root = nestedTableTree()
    root["superCell"].re.handle(Tapped.self) { _, _ in .pass }
    let result = root["button"].re.send(Tapped(button: "buy"), options: .tracing)
    #expect(!result.isHandled)
    #expect(result.termination == .completed)
    expectHops(
      result.trace,
      [
        ("subCell", .noHandler), ("subTable", .noHandler), ("superCell", .passed),
        ("superTable", .noHandler), ("controller", .noHandler),
      ])
  }

  @Test("handled marks the event handled and lets it go on")
  func handledDisposition() {
    let root = nestedTableTree()
    var reached = [String]()
    for name in ["subTable", "controller"] {
      root[name].re.handle(Tapped.self) { node, _ in
        reached.append(node.name)
        return .handled
      }
    }
    let result = root["button"].re.send(Tapped(button: "buy"))
    #expect(reached == ["subTable", "controller"])
    #expect(result.handlers.map { ($0 as! TestNode).name } == ["subTable", "controller"])
    #expect(result.termination == .completed)
    #expect(result.stoppedBy == nil)
  }

  @Test("stop ends the dispatch at the handling node")
  func stopDisposition() {
    let root = nestedTableTree()
    var controllerSaw = false
    root["superCell"].re.handle(Tapped.self) { _, _ in .stop }
    root["controller"].re.handle(Tapped.self) { _, _ in
      controllerSaw = true
      return .handled
    }
    let result = root["button"].re.send(Tapped(button: "buy"), options: .tracing)
    #expect(!controllerSaw)
    #expect(result.termination == .stopped)
    #expect((result.stoppedBy as? TestNode)?.name == "superCell")
    expectRoute(result.trace, ["subCell", "subTable", "superCell"])
  }

  @Test("a handler enriches the event for every later node, and the sender sees the final value")
  func enrichment() {
    let root = nestedTableTree()
    root["subCell"].re.handle(Tapped.self) { _, context in
      context.event.row = 3
      return .pass
    }
    root["superCell"].re.handle(Tapped.self) { _, context in
      context.event.section = 1
      return .pass
    }
    var received: Tapped?
    root["controller"].re.handle(Tapped.self) { _, context in
      received = context.event
      return .stop
    }
    let result = root["button"].re.send(Tapped(button: "buy"), options: .tracing)
    #expect(received == Tapped(button: "buy", row: 3, section: 1))
    #expect(result.event == Tapped(button: "buy", row: 3, section: 1))
    expectChanged(by: ["subCell", "superCell"], in: result.trace)
  }

  @Test("reading the event does not count as changing it")
  func readingIsNotChanging() {
    let root = nestedTableTree()
    root["subCell"].re.handle(Tapped.self) { _, context in
      _ = context.event.button
      return .handled
    }
    let result = root["button"].re.send(Tapped(button: "buy"), options: .tracing)
    expectChanged(by: [], in: result.trace)
  }

  @Test("the context names the sender and direction")
  func contextSender() {
    let root = nestedTableTree()
    var sender: String?
    var direction: EventDirection?
    root["controller"].re.handle(Tapped.self) { _, context in
      sender = (context.sender as? TestNode)?.name
      direction = context.direction
      return .stop
    }
    root["button"].re.send(Tapped(button: "buy"))
    #expect(sender == "button")
    #expect(direction == .up)
  }

  @Test("handlers for other event types are not run")
  func typeFiltering() {
    let root = nestedTableTree()
    var ran = false
    root["controller"].re.handle(ThemeChanged.self) { _, _ in
      ran = true
      return .stop
    }
    let (result, _) = collectingDiagnostics { root["button"].re.send(Tapped(button: "x")) }
    #expect(!ran)
    #expect(!result.isHandled)
  }

  @Test("a handler that changes the tree changes the rest of the route")
  func routeReadHopByHop() {
    let root = nestedTableTree()
    let other = TestNode("other")
    root["subCell"].re.handle(Tapped.self) { [unowned other] node, _ in
      node.removeFromParent()
      other.addChild(node)
      return .pass
    }
    let result = root["button"].re.send(Tapped(button: "x"), options: .tracing)
    expectRoute(result.trace, ["subCell", "other"])
  }

  @Test("a sender with no parent reaches nobody")
  func lonelySender() {
    let node = TestNode("alone")
    let (result, diagnostics) = collectingDiagnostics { node.re.send(Tapped(button: "x")) }
    #expect(result.visitedCount == 0)
    #expect(result.termination == .completed)
    #expect(diagnostics.map(\.kind) == [.unhandled])
  }
}
