import ResponderEventsCore
import ResponderEventsTesting
import Testing

@Suite("Traces", .collectingDiagnostics)
@MainActor
struct EventTraceTests {
  @Test("an upward trace prints one numbered line per hop and how it ended")
  func upwardDescription() {
    let root = nestedTableTree()
    root["superCell"].re.handle(Tapped.self) { _, context in
      context.event.row = 2
      return .pass
    }
    root["controller"].re.handle(Tapped.self) { _, _ in .stop }
    let result = root["button"].re.send(Tapped(button: "buy"), options: .tracing)
    let expected = """
      ↑ Tapped from button
        1  subCell     -
        2  subTable    -
        3  superCell   pass, changed the event
        4  superTable  -
        5  controller  stop
        → stopped
      """
    #expect(result.trace?.description == expected)
    #expect(result.trace?.eventType == "Tapped")
    #expect(result.trace?.direction == .up)
    #expect(result.trace?.origin.name == "button")
    #expect(result.trace?.handlers == ["controller"])
  }

  @Test("a broadcast trace indents each node by its depth")
  func broadcastDescription() {
    let root = TestNode("root") {
      TestNode("a") { TestNode("a1") }
      TestNode("b")
    }
    root["a"].re.handleBroadcast(ThemeChanged.self) { _, _ in .handled }
    root["b"].re.handleBroadcast(ThemeChanged.self) { _, _ in .skipSubtree }
    let result = root.re.broadcast(ThemeChanged(dark: true), options: .tracing)
    let expected = """
      ↓ ThemeChanged from root
          a     handled
            a1  -
          b     skip subtree
        → completed
      """
    #expect(result.trace?.description == expected)
  }

  @Test("no trace is recorded unless asked for, per dispatch or globally")
  func tracingIsOptIn() {
    let root = nestedTableTree()
    root["controller"].re.handle(Tapped.self) { _, _ in .stop }
    #expect(root["button"].re.send(Tapped(button: "x")).trace == nil)
    EventDiagnostics.isTracingEnabled = true
    defer { EventDiagnostics.isTracingEnabled = false }
    #expect(root["button"].re.send(Tapped(button: "x")).trace?.route.count == 5)
  }

  @Test("only the nodes whose handlers changed the event are marked as changing it, every time")
  func changedEventIsPerNode() {
    let root = nestedTableTree()
    root["subCell"].re.handle(Tapped.self) { _, context in
      context.event.row = 3
      return .pass
    }
    root["controller"].re.handle(Tapped.self) { _, _ in .stop }
    root["superTable"].re.handleBroadcast(ThemeChanged.self) { _, context in
      context.event.dark = true
      return .pass
    }
    // The second dispatch of each goes through nodes the engine has seen before, which it
    // knows have nothing to run: it used to mark them as changing the event after any node
    // that did.
    for _ in 0..<2 {
      let sent = root["button"].re.send(Tapped(button: "buy"), options: .tracing)
      expectChanged(by: ["subCell"], in: sent.trace)
      let broadcast = root.re.broadcast(ThemeChanged(dark: false), options: .tracing)
      expectChanged(by: ["superTable"], in: broadcast.trace)
    }
  }

  @Test("debug names label hops; type names are the default")
  func debugNames() {
    let node = PlainNode()
    #expect(node.re.debugName == "PlainNode")
    node.re.debugName = "plain #1"
    #expect(node.re.debugName == "plain #1")
    let child = TestNode("child")
    child.re.redirect(to: node)
    let result = child.re.send(Tapped(button: "x"), options: .tracing)
    _ = result
    #expect(NodeDescription(node).name == "plain #1")
  }

  @Test("a node whose storage another node owns is named by its type, not the owner's name")
  func borrowedStorageIsNotTheOwnersName() {
    let shared = EventNodeStorage()
    let owner = BorrowingNode(storage: shared)
    let borrower = BorrowingNode(storage: shared)
    owner.re.debugName = "owner"
    owner.re.handle(Tapped.self) { _, _ in .stop }
    let sender = TestNode("sender")
    sender.re.redirect(to: borrower)
    borrower.next = owner
    let (result, diagnostics) = collectingDiagnostics {
      sender.re.send(Tapped(button: "x"), options: .tracing)
    }
    // The owner's name for both hops made the route look like one node visited twice, and
    // the report of the sharing named the owner as the node that borrowed.
    expectRoute(result.trace, ["BorrowingNode", "owner"])
    #expect(diagnostics.map(\.kind) == [.storageSharedBetweenNodes])
    #expect(diagnostics.map(\.node?.name) == ["BorrowingNode"])
    #expect(borrower.re.debugName == "BorrowingNode")
    #expect(owner.re.debugName == "owner")
  }

  @Test("type names tell generic specializations apart, in hops, event types and diagnostics")
  func genericTypeNames() {
    let top = LinkNode<String>()
    let middle = LinkNode<Int>(parent: top)
    let sender = LinkNode<Int>(parent: middle)
    // Twice, so that the second trace reads names the first one worked out.
    for _ in 0..<2 {
      let trace = sender.re.send(Labelled<Int>(), options: .tracing).trace
      #expect(trace?.origin.name == "LinkNode<Int>")
      #expect(trace?.route == ["LinkNode<Int>", "LinkNode<String>"])
      #expect(trace?.eventType == "Labelled<Int>")
      #expect(
        top.re.send(Labelled<String>(), options: .tracing).trace?.eventType
          == "Labelled<String>")
    }
    let (_, diagnostics) = collectingDiagnostics { sender.re.send(Labelled<Double>()) }
    #expect(diagnostics.map(\.eventType) == ["Labelled<Double>"])
    #expect(diagnostics.map(\.node?.name) == ["LinkNode<Int>"])
  }
}

/// A node whose type takes a generic parameter, so that specializations have different names.
@MainActor
private final class LinkNode<Tag>: EventNode {
  let responderEventsStorage = EventNodeStorage()
  let link: (any EventNode)?

  init(parent: (any EventNode)? = nil) {
    link = parent
  }

  var responderEventsParent: (any EventNode)? { link }
  var responderEventsChildren: [any EventNode] { [] }
}

private struct Labelled<Tag>: ResponderEvent {}

@MainActor
private final class PlainNode: EventNode {
  let responderEventsStorage = EventNodeStorage()
  var responderEventsParent: (any EventNode)? { nil }
  var responderEventsChildren: [any EventNode] { [] }
}
