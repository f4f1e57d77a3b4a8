import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// Nodes that go away while an event is in flight.
@Suite("Nodes deallocated during a dispatch", .collectingDiagnostics)
@MainActor
struct DeallocationTests {
  @Test("a node released by a handler ends the route there; nothing crashes")
  func ancestorReleasedMidDispatch() {
    var holder: [TestNode]? = TestNode.chain(length: 4)  // node0 (top) … node3 (sender)
    let sender = holder![3]
    var reached = [String]()
    holder![2].re.handle(Tapped.self) { node, _ in
      reached.append(node.name)
      holder = nil  // node0 and node1 are now held by nobody
      return .pass
    }
    let result = sender.re.send(Tapped(button: "x"), options: .tracing)
    #expect(reached == ["node2"])
    expectRoute(result.trace, ["node2"])
    #expect(result.termination == .completed)
  }

  @Test("a handler releasing its own node: the dispatch keeps it alive until it moves on")
  func ownNodeReleasedMidDispatch() {
    var parent: TestNode? = TestNode("parent") { TestNode("child") }
    let child = parent!["child"]
    weak let weakParent = parent
    var ranAfterRelease = false
    parent!.re.handle(Tapped.self) { node, _ in
      parent = nil
      ranAfterRelease = node.name == "parent"
      return .handled
    }
    let result = child.re.send(Tapped(button: "x"))
    #expect(ranAfterRelease)
    #expect(result.isHandled)
    _ = consume result
    #expect(weakParent == nil)
  }

  @Test("a sender that only the caller holds stays alive for the whole send")
  func senderReleasedDuringSend() {
    var sender: TestNode? = TestNode("sender")
    let top = TestNode("top")
    weak let weakSender = sender
    sender!.re.redirect(to: top)
    var senderNames: [String?] = []
    top.re.handle(Tapped.self) { _, context in
      // The context holds the sender without retaining it; the send's caller keeps it alive.
      sender = nil
      senderNames.append((context.sender as? TestNode)?.name)
      return .stop
    }
    sender?.re.send(Tapped(button: "x"))
    #expect(senderNames == ["sender"])
    #expect(weakSender == nil)
  }

  @Test("a broadcasting node that only the caller holds stays alive for the whole broadcast")
  func broadcasterReleasedDuringBroadcast() {
    var root: TestNode? = TestNode("root") { TestNode("child") }
    weak let weakRoot = root
    var senderNames: [String?] = []
    root!["child"].re.handleBroadcast(ThemeChanged.self) { _, context in
      root = nil
      senderNames.append((context.sender as? TestNode)?.name)
      return .handled
    }
    root?.re.broadcast(ThemeChanged(dark: true))
    #expect(senderNames == ["root"])
    #expect(weakRoot == nil)
  }

  @Test("a redirect target released by a handler: the next hop falls back to the natural parent")
  func redirectTargetReleasedMidDispatch() {
    let natural = TestNode("natural") { TestNode("popup") { TestNode("button") } }
    var controller: TestNode? = TestNode("controller")
    natural["popup"].re.redirect(to: controller!)
    natural["popup"].re.handle(Tapped.self) { _, _ in
      controller = nil
      return .pass
    }
    let (result, diagnostics) = collectingDiagnostics {
      natural["button"].re.send(Tapped(button: "x"), options: .tracing)
    }
    expectRoute(result.trace, ["popup", "natural"])
    #expect(diagnostics.map(\.kind).contains(.redirectTargetDeallocated))
  }

  @Test("a broadcast still visits siblings a handler removed and released: they were queued")
  func broadcastSiblingReleased() {
    let root = TestNode("root") {
      TestNode("first")
      TestNode("second") { TestNode("grandchild") }
    }
    weak let weakSecond = root["second"]
    root["first"].re.handleBroadcast(ThemeChanged.self) { [unowned root] _, _ in
      root.descendant(named: "second")?.removeFromParent()
      return .handled
    }
    let result = root.re.broadcast(ThemeChanged(dark: true), options: .tracing)
    expectRoute(result.trace, ["first", "second", "grandchild"])
    #expect(weakSecond == nil)
    let again = root.re.broadcast(ThemeChanged(dark: true), options: .tracing)
    expectRoute(again.trace, ["first"])
  }

  @Test("a node queued in a broadcast can remove its own handlers and be dropped from the tree")
  func broadcastNodeDropsItself() {
    let root = TestNode("root") { TestNode("a") { TestNode("a1") } }
    var runs = 0
    root["a"].re.handleBroadcast(ThemeChanged.self) { node, _ in
      runs += 1
      node.re.removeAllHandlers()
      node.removeFromParent()
      return .handled
    }
    let first = root.re.broadcast(ThemeChanged(dark: true), options: .tracing)
    expectRoute(first.trace, ["a", "a1"])
    let (second, _) = collectingDiagnostics { root.re.broadcast(ThemeChanged(dark: true)) }
    #expect(runs == 1)
    #expect(second.visitedCount == 0)
  }

  @Test("an untraced broadcast keeps nodes a handler drops from the tree alive until visited")
  func broadcastNodesDroppedUntraced() {
    let root = TestNode("root") {
      TestNode("a") { TestNode("a1") }
      TestNode("b")
    }
    weak let weakA = root["a"]
    weak let weakB = root["b"]
    var visited = [String]()
    for name in ["a", "a1", "b"] {
      root.descendant(named: name)?.re.handleBroadcast(ThemeChanged.self) {
        [unowned root] node, _ in
        visited.append(node.name)
        if node.name == "a" {
          // From here on, only the broadcast's list of root's children holds "a" and "b".
          root.descendant(named: "b")?.removeFromParent()
          node.removeFromParent()
        }
        return .handled
      }
    }
    let result = root.re.broadcast(ThemeChanged(dark: true))
    #expect(visited == ["a", "a1", "b"])
    #expect(result.visitedCount == 3)
    #expect(result.handledCount == 3)
    #expect(weakA == nil)
    #expect(weakB == nil)
    #expect(root.children.isEmpty)
  }
}
