import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// A node added where a released one was.
///
/// A handler releases a node the dispatch has visited, then adds a new one, which the allocator
/// may place at the released node's address. A walk that remembered visits by address alone
/// took the new node for one already visited and skipped it, or saw a cycle.
@Suite("Nodes added where released ones were", .collectingDiagnostics)
@MainActor
struct AddressReuseTests {
  @Test("a nested broadcast reaches the new node")
  func nestedBroadcast() {
    let root = TestNode("root") {
      TestNode("p") { TestNode("x") }
      TestNode("q")
    }
    var ran = [String]()
    root["q"].re.handleBroadcast(ThemeChanged.self) { [unowned root] q, _ in
      let old = ObjectIdentifier(root["x"])
      root["x"].removeFromParent()
      let y = makeNode(reusing: old) { TestNode("y") }
      y.re.handleBroadcast(ThemeChanged.self) { _, _ in
        ran.append("y")
        return .handled
      }
      q.addChild(y)
      return .handled
    }
    let (_, diagnostics) = collectingDiagnostics {
      insideAHandler { root.re.broadcast(ThemeChanged(dark: true)) }
    }
    #expect(ran == ["y"])
    #expect(diagnostics.isEmpty)
  }

  @Test("a broadcast through nodes without storage reaches the new node")
  func broadcastWithoutStorage() {
    let p = LazyNode("p", [LazyNode("x")])
    let q = LazyNode("q")
    let root = LazyNode("root", [p, q])
    var ran = [String]()
    q.re.handleBroadcast(ThemeChanged.self) { q, _ in
      let old = ObjectIdentifier(p.children[0])
      p.children.removeAll()
      let y = makeNode(reusing: old) { LazyNode("y") }
      let z = LazyNode("z")
      z.re.handleBroadcast(ThemeChanged.self) { _, _ in
        ran.append("z")
        return .handled
      }
      y.add(z)
      q.add(y)
      return .handled
    }
    root.re.broadcast(ThemeChanged(dark: true))
    #expect(ran == ["z"])
  }

  @Test("a nested send goes on through the new node and sees no cycle")
  func nestedSend() {
    let top = TestNode("top")
    let mid = TestNode("mid")
    let sender = TestNode("sender")
    var v: TestNode? = TestNode("v")
    top.addChild(mid)
    mid.addChild(v!)
    v!.addChild(sender)
    var ran = [String]()
    mid.re.handle(Tapped.self) { [unowned top] mid, _ in
      let old = ObjectIdentifier(v!)
      v!.removeFromParent()
      v = nil
      let w = makeNode(reusing: old) { TestNode("w") }
      w.re.handle(Tapped.self) { _, _ in
        ran.append("w")
        return .stop
      }
      top.addChild(w)
      w.addChild(mid)
      return .pass
    }
    let (_, diagnostics) = collectingDiagnostics {
      insideAHandler { sender.re.send(Tapped(button: "inner")) }
    }
    #expect(ran == ["w"])
    #expect(diagnostics.isEmpty)
  }

  @Test("deepestReceiversOnly does not offer the event to a receiver a handler added")
  func deepestReceivers() {
    let root = TestNode("root") {
      TestNode("p") { TestNode("x") }
      TestNode("q") { TestNode("z") }
    }
    var ran = [String]()
    root["z"].re.handleBroadcast(ThemeChanged.self) { _, _ in
      ran.append("z")
      return .handled
    }
    root["x"].re.handleBroadcast(ThemeChanged.self) { [unowned root] _, _ in
      ran.append("x")
      let old = ObjectIdentifier(root["z"])
      root["z"].removeFromParent()
      let y = makeNode(reusing: old) { TestNode("y") }
      y.re.handleBroadcast(ThemeChanged.self) { _, _ in
        ran.append("y")
        return .handled
      }
      root["q"].addChild(y)
      return .handled
    }
    root.re.broadcast(ThemeChanged(dark: true), options: .deepestReceiversOnly)
    #expect(ran == ["x"])
  }

  @Test("a node the dispatch holds is deallocated when the dispatch ends, nested or not")
  func heldUntilTheEnd() {
    for nested in [false, true] {
      let p = LazyNode("p", [LazyNode("x")])
      let q = LazyNode("q")
      let root = LazyNode("root", [p, q])
      weak let released = p.children.first
      var aliveInHandler: Bool?
      q.re.handleBroadcast(ThemeChanged.self) { _, _ in
        p.children.removeAll()
        aliveInHandler = released != nil
        return .handled
      }
      let broadcast: @MainActor () -> Void = {
        root.re.broadcast(ThemeChanged(dark: true))
        #expect(released == nil)
      }
      if nested { insideAHandler(broadcast) } else { broadcast() }
      #expect(aliveInHandler == true)
      #expect(released == nil)
    }
  }

  @Test("a redirect to a held node still leads to it: in a nested send, the route ends as a cycle")
  func redirectToHeldNode() {
    let r = TestNode("r")
    let h = TestNode("h")
    let s = TestNode("s")
    var t: TestNode? = TestNode("t")
    r.addChild(h)
    h.addChild(t!)
    t!.addChild(s)
    r.re.redirect(to: t!)
    h.re.handle(Tapped.self) { _, _ in
      t?.removeFromParent()
      t = nil
      return .pass
    }
    var termination: DispatchTermination?
    let (_, diagnostics) = collectingDiagnostics {
      insideAHandler { termination = s.re.send(Tapped(button: "inner")).termination }
    }
    #expect(termination == .cycleDetected)
    #expect(diagnostics.map(\.kind) == [.cycleDetected])
  }

  @Test("questions about a route through parents made for each read reach its top")
  func routeQuestions() {
    let top = TestNode("top")
    top.re.provide(Level(number: 7))
    var nearest: String?
    top.re.handle(Tapped.self) { _, context in
      nearest = context.nearest(TestNode.self)?.name
      return .stop
    }
    let start = MadeForEachRead(6, below: top)
    start.re.declare(EventContract(events: [Tapped.self]))
    var values = [Int]()
    let (missing, diagnostics) = collectingDiagnostics {
      start.re.send(Tapped(button: "b"))
      start.re.observe(Level.self) { _, level in values.append(level.number) }
      return start.re.checkContract()
    }
    #expect(nearest == "top")
    #expect(values == [7])
    #expect(start.re.providedValue(Level.self).number == 7)
    #expect(missing.isEmpty)
    #expect(diagnostics.isEmpty)
  }
}

/// A node whose parent is made anew each time it is read, `levels` of them below `top`: a
/// walk up holds each only as long as it keeps it.
@MainActor
private final class MadeForEachRead: EventNode {
  let levels: Int
  let top: TestNode
  let responderEventsStorage = EventNodeStorage()

  init(_ levels: Int, below top: TestNode) { (self.levels, self.top) = (levels, top) }

  var responderEventsParent: (any EventNode)? {
    levels == 0 ? top : MadeForEachRead(levels - 1, below: top)
  }
  var responderEventsChildren: [any EventNode] { [] }
}

/// Runs `body` inside a handler of a send from a tree of its own, so that what it dispatches
/// is a nested dispatch.
@MainActor
private func insideAHandler(_ body: @escaping @MainActor () -> Void) {
  let outer = TestNode("outer") { TestNode("sender") }
  outer.re.handle(Tapped.self) { _, _ in
    body()
    return .stop
  }
  outer["sender"].re.send(Tapped(button: "outer"))
}

/// A new node, at the address `old` had when the allocator gives it back, which it does at
/// once unless something still holds the node that was there; otherwise the first one made.
@MainActor
private func makeNode<Node: AnyObject>(reusing old: ObjectIdentifier, _ make: () -> Node) -> Node {
  var made = [Node]()
  for _ in 0..<64 {
    let node = make()
    if ObjectIdentifier(node) == old { return node }
    made.append(node)
  }
  return made[0]
}
