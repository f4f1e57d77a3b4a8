import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// A node that handles events in its own methods, the way a view controller overrides a method.
@MainActor
private class ScreenNode: EventHandling {
  let responderEventsStorage = EventNodeStorage()
  var children: [any EventNode] = []
  var log: [String] = []
  var responderEventsParent: (any EventNode)? { nil }
  var responderEventsChildren: [any EventNode] { children }

  func handleEvent<Event: ResponderEvent>(_ context: inout EventContext<Event>) -> EventDisposition
  {
    switch context.event {
    case let tap as Tapped:
      log.append("tapped \(tap.button) row \(tap.row ?? -1)")
      context.modify(as: Tapped.self) { $0.section = 9 }
      return .stop
    case is Confirm:
      context.reply(as: Confirm.self, true)
      return .stop
    default:
      return .pass
    }
  }

  func handleBroadcast<Event: ResponderEvent>(
    _ context: inout EventContext<Event>
  ) -> BroadcastDisposition {
    if let theme = context.event as? ThemeChanged {
      log.append("theme \(theme.dark)")
      return .handled
    }
    return .pass
  }
}

/// A subclass overriding the method, as a view controller subclass would.
@MainActor
private final class SpecialScreenNode: ScreenNode {
  override func handleEvent<Event: ResponderEvent>(
    _ context: inout EventContext<Event>
  ) -> EventDisposition {
    log.append("special")
    return super.handleEvent(&context)
  }
}

/// A child that points at a screen node.
@MainActor
private final class ChildNode: EventNode {
  let responderEventsStorage = EventNodeStorage()
  weak var parent: (any EventNode)?
  var responderEventsParent: (any EventNode)? { parent }
  var responderEventsChildren: [any EventNode] { [] }
  init(parent: any EventNode) {
    self.parent = parent
  }
}

@Suite("Handling in the node's own methods", .timeLimit(.minutes(10)), .collectingDiagnostics)
@MainActor
struct EventHandlingTests {
  @Test("a conforming node handles events in its method, and may change them")
  func methodHandles() {
    let screen = ScreenNode()
    let child = ChildNode(parent: screen)
    let result = child.re.send(Tapped(button: "buy", row: 2))
    #expect(screen.log == ["tapped buy row 2"])
    #expect(result.termination == .stopped)
    #expect(result.event.section == 9)
  }

  @Test("a subclass overrides the method and can call super")
  func subclassOverride() {
    let screen = SpecialScreenNode()
    let child = ChildNode(parent: screen)
    child.re.send(Tapped(button: "buy"))
    #expect(screen.log == ["special", "tapped buy row -1"])
  }

  @Test("closure handlers run before the method; a closure's stop skips the method")
  func closuresFirst() {
    let screen = ScreenNode()
    let child = ChildNode(parent: screen)
    screen.re.handle(Tapped.self) { node, _ in
      node.log.append("closure")
      return .handled
    }
    child.re.send(Tapped(button: "a"))
    #expect(screen.log == ["closure", "tapped a row -1"])
    screen.re.handle(Tapped.self) { _, _ in .stop }
    child.re.send(Tapped(button: "b"))
    #expect(screen.log == ["closure", "tapped a row -1", "closure"])
  }

  @Test("the method can answer requests")
  func methodReplies() async throws {
    try await finishing {
      let screen = ScreenNode()
      let child = ChildNode(parent: screen)
      let answer = try await child.re.request(Confirm(question: "ok?"))
      #expect(answer)
    }
  }

  @Test("the broadcast method receives broadcasts")
  func broadcastMethod() {
    let screen = ScreenNode()
    let result = screen.re.broadcast(ThemeChanged(dark: true), options: .includingOrigin)
    #expect(screen.log == ["theme true"])
    #expect(result.isHandled)
  }

  @Test("modify and reply(as:) do nothing for other event types")
  func mismatchedTypeHelpers() {
    let parent = TestNode("parent") { TestNode("child") }
    var applied: [Bool] = []
    parent.re.handle(Tapped.self) { _, context in
      applied.append(context.modify(as: ThemeChanged.self) { $0.dark = true })
      applied.append(context.reply(as: Confirm.self, true))
      applied.append(context.modify(as: Tapped.self) { $0.row = 1 })
      return .stop
    }
    let result = parent["child"].re.send(Tapped(button: "x"))
    #expect(applied == [false, false, true])
    #expect(result.event.row == 1)
  }

  @Test("a modify(as:) that leaves the event of a type the context cannot hold is reported")
  func modifyChangingType() {
    let parent = TestNode("parent") { TestNode("child") }
    var applied: Bool?
    parent.re.handle(Tapped.self) { _, context in
      applied = context.modify(as: (any ResponderEvent).self) { $0 = ThemeChanged(dark: true) }
      return .stop
    }
    let (result, diagnostics) = collectingDiagnostics {
      parent["child"].re.send(Tapped(button: "x"))
    }
    #expect(applied == false)
    #expect(result.event.button == "x")
    #expect(diagnostics.map(\.kind) == [.eventTypeChanged])
    #expect(diagnostics.first?.message.contains("value of type ThemeChanged") == true)
  }
}
