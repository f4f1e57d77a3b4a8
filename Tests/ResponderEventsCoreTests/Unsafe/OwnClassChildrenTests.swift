import ResponderEventsTesting
import Testing

@_spi(Rules) @testable import ResponderEventsCore

/// Nodes that give the walks down their children as an array of their own class, as the UIKit
/// layer gives a view's subviews (`_EventNodeChildren`, invariant C4), and the sets a dispatch
/// keeps for the nodes without storage it passes.
@Suite("Children given as an array of one class", .collectingDiagnostics)
@MainActor
struct OwnClassChildrenTests {
  @Test("C4: a broadcast through nodes that give their children as an array of their own class")
  func broadcastVisitsEachOnce() {
    for options in [DispatchOptions(), .tracing, .deepestReceiversOnly] {
      let root = ClassNode("root", [ClassNode("a", [ClassNode("a1")]), ClassNode("b")])
      // Listed twice: still visited once.
      root.children.append(root.children[0])
      var visited = [String]()
      for node in [root.children[0], root.children[0].children[0], root.children[1]] {
        node.re.handleBroadcast(ThemeChanged.self) { node, _ in
          visited.append(node.name)
          return .handled
        }
      }
      let result = root.re.broadcast(ThemeChanged(dark: true), options: options)
      #expect(visited == (options == .deepestReceiversOnly ? ["a1"] : ["a", "a1", "b"]))
      #expect(!root.hasStorage)
      #expect(result.handledCount == visited.count)
    }
  }

  @Test("C4: nodes a handler drops from the tree are still visited, then go")
  func droppedNodesStayAliveForTheirVisit() {
    let root = ClassNode("root", [ClassNode("a"), ClassNode("b", [ClassNode("b1")])])
    weak let weakB = root.children[1]
    var visited = [String]()
    for node in [root.children[0], root.children[1], root.children[1].children[0]] {
      node.re.handleBroadcast(ThemeChanged.self) { [unowned root] node, _ in
        visited.append(node.name)
        // Only the broadcast's copy of root's children holds "b" and "b1" now.
        if node.name == "a" { root.children.removeAll() }
        return .handled
      }
    }
    root.re.broadcast(ThemeChanged(dark: true))
    #expect(visited == ["a", "b", "b1"])
    #expect(weakB == nil)
  }

  @Test("C4: a provided value reaches observers below such nodes, and nodes redirected to them")
  func deliveryReachesObservers() {
    let leaf = ClassNode("leaf")
    let root = ClassNode("root", [ClassNode("a", [leaf])])
    let redirected = ClassNode("redirected")
    redirected.re.redirect(to: root.children[0])
    var seen = [String]()
    for node in [leaf, redirected] {
      node.re.observe(Level.self) { node, level in seen.append("\(node.name):\(level.number)") }
    }
    root.re.provide(Level(number: 1))
    root.re.provide(Level(number: 2))
    #expect(seen == ["leaf:0", "redirected:0", "leaf:1", "redirected:1", "leaf:2", "redirected:2"])
  }

  @Test("a large broadcast leaves a large set for the next one, and the small one for sends")
  func largeSetKept() {
    let root = ClassNode("root", (0..<3_000).map { ClassNode("\($0)") })
    root.re.broadcast(ThemeChanged(dark: true))
    let kept = VisitTracker.spareLargeSeen.capacity
    #expect(kept > 1_024 && VisitTracker.spareLargeSeen.isEmpty)
    let result = root.re.broadcast(ThemeChanged(dark: true))
    #expect(result.visitedCount == 3_000)
    #expect(VisitTracker.spareLargeSeen.capacity == kept && VisitTracker.spareLargeSeen.isEmpty)
    #expect(VisitTracker.spareSeen.capacity <= 1_024 && VisitTracker.spareSeen.isEmpty)
  }
}

/// A node whose storage is created on first use and whose children are an array of its class.
@MainActor
private final class ClassNode: EventNode {
  let name: String
  weak var parent: ClassNode?
  var children: [ClassNode]
  private let storage = StorageOnFirstUse()

  init(_ name: String, _ children: [ClassNode] = []) {
    self.name = name
    self.children = children
    for child in children { child.parent = self }
  }

  var hasStorage: Bool { storage.existing != nil }
  var responderEventsParent: (any EventNode)? { parent }
  var responderEventsChildren: [any EventNode] { children }
  var _childrenForWalk: _EventNodeChildren { _EventNodeChildren(children) }
  var responderEventsStorage: EventNodeStorage { storage.storage }
  var existingResponderEventsStorage: EventNodeStorage? { storage.existing }
}
