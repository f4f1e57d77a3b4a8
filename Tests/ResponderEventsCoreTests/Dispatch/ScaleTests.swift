import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// Both walks are loops, so depth is bounded by memory, not by the stack.
@Suite("Scale", .collectingDiagnostics)
@MainActor
struct ScaleTests {
  static let size = 1_000_000

  @Test("an event climbs a 1,000,000-node chain without overflowing the stack")
  func deepChainUp() {
    let nodes = TestNode.chain(length: Self.size)
    var reachedTop = false
    nodes[0].re.handle(Tapped.self) { _, _ in
      reachedTop = true
      return .stop
    }
    let result = nodes[Self.size - 1].re.send(Tapped(button: "deep"))
    #expect(reachedTop)
    #expect(result.visitedCount == Self.size - 1)
    #expect(result.termination == .stopped)
  }

  @Test("a broadcast reaches every node of a 1,000,000-deep chain")
  func deepChainBroadcast() {
    let nodes = TestNode.chain(length: Self.size)
    var bottomReached = false
    nodes[Self.size - 1].re.handleBroadcast(ThemeChanged.self) { _, _ in
      bottomReached = true
      return .handled
    }
    let result = nodes[0].re.broadcast(ThemeChanged(dark: true))
    #expect(bottomReached)
    #expect(result.visitedCount == Self.size - 1)
  }

  @Test("a broadcast reaches every node of a 1,000,000-node wide tree")
  func wideTreeBroadcast() {
    let root = TestNode("root")
    for branch in 0..<1_000 {
      let child = TestNode("b\(branch)")
      for leaf in 0..<999 { child.addChild(TestNode("l\(leaf)")) }
      root.addChild(child)
    }
    var handled = 0
    root["b999"].re.handleBroadcast(ThemeChanged.self) { _, _ in
      handled += 1
      return .handled
    }
    let result = root.re.broadcast(ThemeChanged(dark: true), options: .includingOrigin)
    #expect(result.visitedCount == 1_000_000 + 1)
    #expect(handled == 1)
  }
}
