import ResponderEventsCore
import ResponderEventsTesting
import Testing

@Suite("Handler registration", .collectingDiagnostics)
@MainActor
struct HandlerRegistrationTests {
  @Test("several handlers on one node run in registration order")
  func registrationOrder() {
    let root = nestedTableTree()
    var order = [Int]()
    for index in 1...3 {
      root["controller"].re.handle(Tapped.self) { _, _ in
        order.append(index)
        return .handled
      }
    }
    root["button"].re.send(Tapped(button: "x"))
    #expect(order == [1, 2, 3])
  }

  @Test("stop ends the dispatch before later handlers on the same node")
  func stopSkipsLaterHandlersOnNode() {
    let root = nestedTableTree()
    var order = [Int]()
    root["controller"].re.handle(Tapped.self) { _, _ in
      order.append(1)
      return .stop
    }
    root["controller"].re.handle(Tapped.self) { _, _ in
      order.append(2)
      return .handled
    }
    root["button"].re.send(Tapped(button: "x"))
    #expect(order == [1])
  }

  @Test("a node's outcome is the strongest of its handlers'")
  func strongestOutcome() {
    let root = nestedTableTree()
    root["controller"].re.handle(Tapped.self) { _, _ in .handled }
    root["controller"].re.handle(Tapped.self) { _, _ in .pass }
    let result = root["button"].re.send(Tapped(button: "x"), options: .tracing)
    #expect(result.trace?.hops.last?.outcome == .handled)
  }

  @Test("a token removes exactly its handler")
  func tokenRemoval() {
    let root = nestedTableTree()
    var order = [Int]()
    let controller = root["controller"]
    let first = controller.re.handle(Tapped.self) { _, _ in
      order.append(1)
      return .handled
    }
    controller.re.handle(Tapped.self) { _, _ in
      order.append(2)
      return .handled
    }
    #expect(first.isActive)
    #expect(first.remove())
    #expect(!first.isActive)
    #expect(!first.remove())
    root["button"].re.send(Tapped(button: "x"))
    #expect(order == [2])
  }

  @Test("HandlerToken.remove and removeAllHandlers")
  func removalThroughNamespace() {
    let node = TestNode("parent") { TestNode("child") }
    var count = 0
    let token = node.re.handle(Tapped.self) { _, _ in
      count += 1
      return .handled
    }
    node.re.handleBroadcast(ThemeChanged.self) { _, _ in
      count += 10
      return .handled
    }
    #expect(token.remove())
    node["child"].re.send(Tapped(button: "x"))
    node.re.removeAllHandlers()
    let (_, diagnostics) = collectingDiagnostics {
      node["child"].re.send(Tapped(button: "x"))
      node.re.broadcast(ThemeChanged(dark: true), options: .includingOrigin)
    }
    #expect(count == 0)
    #expect(diagnostics.map(\.kind) == [.unhandled, .unhandled])
  }

  @Test("a token outliving its node does nothing")
  func tokenOutlivesNode() {
    var node: TestNode? = TestNode("gone")
    let token = node!.re.handle(Tapped.self) { _, _ in .handled }
    weak let weakNode = node
    node = nil
    #expect(weakNode == nil)
    #expect(!token.isActive)
    #expect(!token.remove())
  }

  @Test("tokens are equal only for the same registration")
  func tokenIdentity() {
    let node = TestNode("n")
    let a = node.re.handle(Tapped.self) { _, _ in .pass }
    let b = node.re.handle(Tapped.self) { _, _ in .pass }
    #expect(a == a)
    #expect(a != b)
    #expect(Set([a, b, a]).count == 2)
  }

  @Test("a handler that removes itself mid-dispatch runs once, and the others still run")
  func selfRemoval() {
    let root = nestedTableTree()
    let controller = root["controller"]
    var runs = [String]()
    var token: HandlerToken?
    token = controller.re.handle(Tapped.self) { _, _ in
      runs.append("once")
      token?.remove()
      return .handled
    }
    controller.re.handle(Tapped.self) { _, _ in
      runs.append("always")
      return .handled
    }
    root["button"].re.send(Tapped(button: "x"))
    root["button"].re.send(Tapped(button: "x"))
    #expect(runs == ["once", "always", "always"])
  }

  @Test("a handler removed by an earlier handler on the same node does not run")
  func removedBeforeItsTurn() {
    let root = nestedTableTree()
    let controller = root["controller"]
    var runs = [String]()
    var victim: HandlerToken?
    controller.re.handle(Tapped.self) { _, _ in
      victim?.remove()
      runs.append("remover")
      return .handled
    }
    victim = controller.re.handle(Tapped.self) { _, _ in
      runs.append("victim")
      return .handled
    }
    root["button"].re.send(Tapped(button: "x"))
    #expect(runs == ["remover"])
  }

  @Test("a handler removed from a node further up does not run for the event in flight")
  func removedAhead() {
    let root = nestedTableTree()
    var runs = [String]()
    let ahead = root["controller"].re.handle(Tapped.self) { _, _ in
      runs.append("controller")
      return .handled
    }
    root["subCell"].re.handle(Tapped.self) { _, _ in
      ahead.remove()
      runs.append("subCell")
      return .handled
    }
    root["button"].re.send(Tapped(button: "x"))
    #expect(runs == ["subCell"])
  }

  @Test("a handler added mid-dispatch runs further up, not at the node being delivered")
  func addedDuringDispatch() {
    let root = nestedTableTree()
    var runs = [String]()
    let subCell = root["subCell"]
    subCell.re.handle(Tapped.self) { [unowned root] node, _ in
      runs.append("first")
      node.re.handle(Tapped.self) { _, _ in
        runs.append("added here")
        return .handled
      }
      root.re.handle(Tapped.self) { _, _ in
        runs.append("added above")
        return .handled
      }
      return .handled
    }
    root["button"].re.send(Tapped(button: "x"))
    #expect(runs == ["first", "added above"])
  }

  @Test("the handler receives its node, so it need not capture it; nodes and handlers are freed")
  func noRetainCycle() {
    weak var weakNode: TestNode?
    weak var weakProbe: Probe?
    do {
      let node = TestNode("owner") { TestNode("child") }
      let probe = Probe()
      weakNode = node
      weakProbe = probe
      node.re.handle(Tapped.self) { [probe] node, _ in
        probe.hits.append(node.name)
        return .stop
      }
      node["child"].re.send(Tapped(button: "x"))
      #expect(probe.hits == ["owner"])
    }
    #expect(weakNode == nil)
    #expect(weakProbe == nil)
  }

  @Test("handlers of one type piled up on a node, one more on each reuse, are reported once")
  func handlersPiledUp() {
    let root = TestNode("root") { TestNode("cell") { TestNode("button") } }
    var runs = 0
    let (_, diagnostics) = collectingDiagnostics {
      for _ in 0..<100 {
        root["cell"].re.handle(Tapped.self) { _, _ in
          runs += 1
          return .handled
        }
      }
      root["button"].re.send(Tapped(button: "x"))
    }
    #expect(runs == 100)
    #expect(diagnostics.map(\.kind) == [.registrationsPiledUp])
    #expect(diagnostics.first?.message.contains("16 handlers of Tapped") == true)
  }

  @Test("broadcast handlers of one type piled up on a node are reported, at the sixteenth")
  func broadcastHandlersPiledUp() {
    let node = TestNode("cell")
    let (_, first15) = collectingDiagnostics {
      for _ in 0..<15 { node.re.handleBroadcast(Tapped.self) { _, _ in .pass } }
    }
    let (_, sixteenth) = collectingDiagnostics {
      node.re.handleBroadcast(Tapped.self) { _, _ in .pass }
    }
    #expect(first15.isEmpty)
    #expect(sixteenth.map(\.kind) == [.registrationsPiledUp])
    #expect(sixteenth.first?.message.contains("16 handlers of Tapped") == true)
  }

  @Test("handlers picked by an error type share a type, and are not reported as piled up")
  func errorHandlersAreNotPiledUp() {
    let node = TestNode("root")
    let (_, diagnostics) = collectingDiagnostics {
      for _ in 0..<20 { node.re.catchError((any Error).self) { _, _, _ in .handled } }
      for _ in 0..<15 { node.re.handleBroadcast(Tapped.self) { _, _ in .pass } }
    }
    #expect(diagnostics.isEmpty)
  }
}

@MainActor
private final class Probe {
  var hits: [String] = []
}
