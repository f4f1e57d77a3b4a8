import ResponderEventsCore
import ResponderEventsTesting
import Testing

@Suite("Downward broadcast", .collectingDiagnostics)
@MainActor
struct BroadcastTests {
  /// A tree: root → a (a1, a2 (a2x)), b (b1), c.
  private func tree() -> TestNode {
    TestNode("root") {
      TestNode("a") {
        TestNode("a1")
        TestNode("a2") { TestNode("a2x") }
      }
      TestNode("b") { TestNode("b1") }
      TestNode("c")
    }
  }

  @Test("visits descendants in pre-order, starting below the broadcaster")
  func preOrder() {
    let root = tree()
    let result = root.re.broadcast(ThemeChanged(dark: true), options: .tracing)
    expectRoute(result.trace, ["a", "a1", "a2", "a2x", "b", "b1", "c"])
    #expect(result.trace?.hops.map(\.depth) == [1, 2, 2, 3, 1, 2, 1])
    #expect(result.visitedCount == 7)
    #expect(result.termination == .completed)
  }

  @Test("includingOrigin offers the broadcast to the broadcaster first")
  func includingOrigin() {
    let root = tree()
    let result = root.re.broadcast(ThemeChanged(dark: true), options: [.includingOrigin, .tracing])
    #expect(result.trace?.route.first == "root")
    #expect(result.trace?.hops.first?.depth == 0)
    #expect(result.visitedCount == 8)
  }

  @Test("skipSubtree prunes only that node's descendants")
  func skipSubtree() {
    let root = tree()
    root["a"].re.handleBroadcast(ThemeChanged.self) { _, _ in .skipSubtree }
    let result = root.re.broadcast(ThemeChanged(dark: true), options: .tracing)
    expectRoute(result.trace, ["a", "b", "b1", "c"])
    #expect(result.termination == .completed)
    #expect(result.handledCount == 1)
    expectHandled(by: ["a"], in: result.trace)
  }

  @Test("stop ends the whole broadcast, siblings included")
  func stopWholeBroadcast() {
    let root = tree()
    root["a2"].re.handleBroadcast(ThemeChanged.self) { _, _ in .stop }
    let result = root.re.broadcast(ThemeChanged(dark: true), options: .tracing)
    expectRoute(result.trace, ["a", "a1", "a2"])
    #expect(result.termination == .stopped)
    #expect((result.stoppedBy as? TestNode)?.name == "a2")
  }

  @Test("skipSubtree and stop are different outcomes")
  func skipVersusStop() {
    let skipping = tree()
    skipping["a"].re.handleBroadcast(ThemeChanged.self) { _, _ in .skipSubtree }
    let stopping = tree()
    stopping["a"].re.handleBroadcast(ThemeChanged.self) { _, _ in .stop }
    let skipped = skipping.re.broadcast(ThemeChanged(dark: true))
    let stopped = stopping.re.broadcast(ThemeChanged(dark: true))
    #expect(skipped.visitedCount == 4)
    #expect(stopped.visitedCount == 1)
    #expect(skipped.termination == .completed)
    #expect(stopped.termination == .stopped)
  }

  @Test("later handlers on a node that skips its subtree still run")
  func skipKeepsSameNodeHandlers() {
    let root = tree()
    var ran = [Int]()
    root["a"].re.handleBroadcast(ThemeChanged.self) { _, _ in
      ran.append(1)
      return .skipSubtree
    }
    root["a"].re.handleBroadcast(ThemeChanged.self) { _, _ in
      ran.append(2)
      return .pass
    }
    let result = root.re.broadcast(ThemeChanged(dark: true), options: .tracing)
    #expect(ran == [1, 2])
    #expect(result.trace?.hops.first?.outcome == .skippedSubtree)
  }

  @Test("handlers see changes made above them, and pass/handled are told apart")
  func enrichmentDown() {
    let root = tree()
    root["a"].re.handleBroadcast(Tapped.self) { _, context in
      context.event.row = 1
      return .pass
    }
    var seen: Int?
    root["a2x"].re.handleBroadcast(Tapped.self) { _, context in
      seen = context.event.row
      return .handled
    }
    let result = root.re.broadcast(Tapped(button: "x"), options: .tracing)
    #expect(seen == 1)
    #expect(result.handledCount == 1)
    #expect(result.isHandled)
    expectHandled(by: ["a2x"], in: result.trace)
    expectChanged(by: ["a"], in: result.trace)
  }

  @Test("a node in several children lists is visited once")
  func overlappingChildren() {
    let shared = SharedNode("shared")
    let left = SharedNode("left", children: [shared])
    let right = SharedNode("right", children: [shared, shared])
    let top = SharedNode("top", children: [left, right, shared])
    var visits = 0
    shared.re.handleBroadcast(ThemeChanged.self) { _, _ in
      visits += 1
      return .handled
    }
    let result = top.re.broadcast(ThemeChanged(dark: true), options: .tracing)
    #expect(visits == 1)
    expectRoute(result.trace, ["left", "shared", "right"])
  }

  @Test("children lists that loop back end without revisiting anyone")
  func loopingChildren() {
    let a = SharedNode("a")
    let b = SharedNode("b", children: [a])
    a.children = [b]
    defer { a.children = [] }  // the loop is the point; break it so the nodes are freed
    let result = a.re.broadcast(ThemeChanged(dark: true), options: [.includingOrigin, .tracing])
    expectRoute(result.trace, ["a", "b"])
    #expect(result.termination == .completed)
  }

  // Guarantees, "Cycles": "A broadcast visits each node at most once and says nothing about
  // the overlap."
  @Test("children lists that overlap or loop are not reported")
  func overlapIsNotReported() {
    let shared = SharedNode("shared")
    let left = SharedNode("left", children: [shared])
    let top = SharedNode("top", children: [left, shared])
    shared.children = [top]
    defer { shared.children = [] }
    shared.re.handleBroadcast(ThemeChanged.self) { _, _ in .handled }
    let (results, diagnostics) = collectingDiagnostics {
      [
        top.re.broadcast(ThemeChanged(dark: true)),
        top.re.broadcast(ThemeChanged(dark: true), options: .tracing),
      ]
    }
    #expect(results.map(\.termination) == [.completed, .completed])
    #expect(results.map(\.visitedCount) == [2, 2])
    #expect(diagnostics.isEmpty)
  }

  @Test("nodes redirected to a broadcaster receive its broadcasts after its own children")
  func adoptedChildren() {
    let root = tree()
    let popup = TestNode("popup") { TestNode("popupButton") }
    popup.re.redirect(to: root["b"])
    let result = root.re.broadcast(ThemeChanged(dark: true), options: .tracing)
    expectRoute(result.trace, ["a", "a1", "a2", "a2x", "b", "b1", "popup", "popupButton", "c"])
    popup.re.removeRedirect()
    let after = root.re.broadcast(ThemeChanged(dark: true), options: .tracing)
    #expect(after.trace?.route.contains("popup") == false)
  }

  @Test("a node reached both naturally and through a redirect is visited once")
  func adoptedAndNatural() {
    let root = tree()
    root["c"].re.redirect(to: root["a"])
    var visits = 0
    root["c"].re.handleBroadcast(ThemeChanged.self) { _, _ in
      visits += 1
      return .handled
    }
    let result = root.re.broadcast(ThemeChanged(dark: true), options: .tracing)
    #expect(visits == 1)
    expectRoute(result.trace, ["a", "a1", "a2", "a2x", "c", "b", "b1"])
  }

  @Test("a handler can change a node's children before the broadcast descends")
  func childrenReadAfterHandlers() {
    let root = tree()
    root["b"].re.handleBroadcast(ThemeChanged.self) { node, _ in
      node.addChild(TestNode("late"))
      return .handled
    }
    let result = root.re.broadcast(ThemeChanged(dark: true), options: .tracing)
    expectRoute(result.trace, ["a", "a1", "a2", "a2x", "b", "b1", "late", "c"])
  }

  @Test("a broadcast inside a broadcast handler runs fully and the outer one continues")
  func nestedBroadcast() {
    let root = tree()
    var innerRoute: [String]?
    root["a"].re.handleBroadcast(ThemeChanged.self) { node, context in
      if context.event.dark {
        innerRoute = node.re.broadcast(ThemeChanged(dark: false), options: .tracing).trace?.route
      }
      return .handled
    }
    let outer = root.re.broadcast(ThemeChanged(dark: true), options: .tracing)
    #expect(innerRoute == ["a1", "a2", "a2x"])
    expectRoute(outer.trace, ["a", "a1", "a2", "a2x", "b", "b1", "c"])
  }
}

/// A node whose children are set freely, so lists can overlap or loop.
@MainActor
private final class SharedNode: EventNode {
  let responderEventsStorage = EventNodeStorage()
  var children: [SharedNode]
  init(_ name: String, children: [SharedNode] = []) {
    self.children = children
    re.debugName = name
  }
  var responderEventsParent: (any EventNode)? { nil }
  var responderEventsChildren: [any EventNode] { children }
}

/// `DispatchOptions.nearestReceiversOnly`.
@Suite("Broadcasts to the nearest receivers only", .collectingDiagnostics)
@MainActor
struct NearestReceiversTests {
  @Test(
    "each path stops at its first node that handles the event; passing nodes let it on",
    arguments: [DispatchOptions.nearestReceiversOnly, [.nearestReceiversOnly, .tracing]])
  func nearestOnly(options: DispatchOptions) {
    let root = TestNode("root") {
      TestNode("a") { TestNode("a1") { TestNode("a11") } }
      TestNode("b") { TestNode("b1") }
      TestNode("c")
    }
    var reached: [String] = []
    for (name, disposition) in [
      ("a", BroadcastDisposition.pass), ("a1", .handled), ("a11", .handled), ("b", .handled),
      ("b1", .handled), ("c", .handled),
    ] {
      root.descendant(named: name)?.re.handleBroadcast(ThemeChanged.self) { node, _ in
        reached.append(node.name)
        return disposition
      }
    }
    let result = root.re.broadcast(ThemeChanged(dark: true), options: options)
    #expect(reached == ["a", "a1", "b", "c"])
    #expect(result.handledCount == 3)
    reached = []
    root.re.broadcast(ThemeChanged(dark: true))
    #expect(reached == ["a", "a1", "a11", "b", "b1", "c"])
  }
}

@Suite("Broadcast results for adapters")
struct RefusedBroadcastResultTests {
  @Test("a refused result says why, with nothing visited or handled")
  func refused() {
    let result = BroadcastResult.refused(ThemeChanged(dark: true), reason: .senderNotConnected)
    #expect(result.termination == .refused(.senderNotConnected))
    #expect(result.visitedCount == 0)
    #expect(!result.isHandled)
    #expect(result.event.dark)
  }
}
