import ResponderEventsCore
import ResponderEventsTesting
import Testing

@Suite("Traces")
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
}

@MainActor
private final class PlainNode: EventNode {
  let eventStorage = EventNodeStorage()
  var eventParent: (any EventNode)? { nil }
  var eventChildren: [any EventNode] { [] }
}
