import ResponderEventsCore
import ResponderEventsTesting
import Testing

@Suite("TestNode", .collectingDiagnostics)
@MainActor
struct TestNodeTests {
  @Test("the builder creates parents, children and debug names")
  func builder() {
    let includeExtra = true
    let root = TestNode("root") {
      TestNode("a") { TestNode("a1") }
      if includeExtra { TestNode("extra") } else { TestNode("never") }
      for index in 0..<2 { TestNode("loop\(index)") }
      [TestNode("listed")]
    }
    #expect(root.children.map(\.name) == ["a", "extra", "loop0", "loop1", "listed"])
    #expect(root.descendant(named: "a1")?.parent?.name == "a")
    #expect(root.descendant(named: "never") == nil)
    #expect(root.re.debugName == "root")
    #expect(root.description == "root")
  }

  @Test("moving, inserting and removing children keeps parents right")
  func mutation() {
    let root = TestNode("root") { TestNode("a") }
    let other = TestNode("other")
    let a = root.descendant(named: "a")!
    other.addChild(a)
    #expect(root.children.isEmpty)
    #expect(a.parent === other)
    root.insertChild(TestNode("first"), at: 0)
    root.insertChild(a, at: 0)
    #expect(root.children.map(\.name) == ["a", "first"])
    #expect(other.children.isEmpty)
    a.removeFromParent()
    #expect(a.parent == nil)
    #expect(root.children.map(\.name) == ["first"])
  }

  @Test("a child moved past the end of its own parent's children goes last")
  func moveWithinParent() {
    let root = TestNode("root") {
      TestNode("a")
      TestNode("b")
    }
    root.insertChild(root["a"], at: 2)
    #expect(root.children.map(\.name) == ["b", "a"])
    root.addChild(root["b"])
    #expect(root.children.map(\.name) == ["a", "b"])
  }

  @Test("a child inserted at a negative index goes first")
  func negativeIndexInsertsFirst() {
    let root = TestNode("root") { TestNode("a") }
    root.insertChild(TestNode("b"), at: -1)
    #expect(root.children.map(\.name) == ["b", "a"])
  }

  @Test("a chain of negative length traps, naming the length")
  func negativeChainTraps() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run { _ = TestNode.chain(length: -1) }
    }
    let output = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(output.contains("TestNode.chain: the length -1 is negative"))
  }

  @Test("a node added under itself or below it traps, naming both, rather than hang lookups")
  func cycleTraps() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let root = TestNode("root") { TestNode("a") { TestNode("a1") } }
        root["a1"].addChild(root)
      }
    }
    let output = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(output.contains("\"root\" is \"a1\" or above it"))
  }

  @Test("chains run top to bottom")
  func chain() {
    let nodes = TestNode.chain(length: 3, prefix: "n")
    #expect(nodes.map(\.name) == ["n0", "n1", "n2"])
    #expect(nodes[2].parent === nodes[1])
    #expect(nodes[0].responderEventsChildren.count == 1)
  }

  @Test("releasing a very deep tree does not overflow the stack, and frees every node")
  func deepTeardown() {
    weak var weakBottom: TestNode?
    do {
      var nodes = TestNode.chain(length: 500_000)
      weakBottom = nodes.last
      let top = nodes[0]
      nodes = []
      _ = top
    }
    #expect(weakBottom == nil)
  }

  @Test("nodes still held elsewhere survive their tree's teardown")
  func teardownKeepsHeldNodes() {
    var kept: TestNode?
    do {
      let root = TestNode("root") { TestNode("a") { TestNode("b") } }
      kept = root.descendant(named: "a")
    }
    #expect(kept?.children.map(\.name) == ["b"])
  }

  @Test("a chain given as children, to the builder or the initializer, stays a chain")
  func chainAsChildren() {
    let root = TestNode("root") { TestNode.chain(length: 3) }
    #expect(root.children.map(\.name) == ["node0"])
    let result = root["node2"].re.send(TestNodePing(), options: .tracing)
    #expect(result.trace?.route == ["node1", "node0", "root"])
    let chain = TestNode.chain(length: 3)
    let other = TestNode("other", children: chain)
    #expect(other.children.count == 1)
    #expect(chain[1].children.map(\.name) == ["node2"])
  }

  @Test("an optional child in the builder is added when it is there")
  func optionalChild() {
    let present: TestNode? = TestNode("present")
    let absent: TestNode? = nil
    let root = TestNode("root") {
      present
      absent
    }
    #expect(root.children.map(\.name) == ["present"])
  }
}

private struct TestNodePing: ResponderEvent {}
