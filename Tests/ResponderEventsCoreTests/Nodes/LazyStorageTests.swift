import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// Nodes that create their storage on first use, as `UIResponder` does with an associated
/// object: only what keeps something in a node may create its storage.
@Suite("Storage created on first use", .collectingDiagnostics)
@MainActor
struct LazyStorageTests {
  @Test("a broadcast runs the handlers it reaches and gives no other node storage")
  func broadcastCreatesNoStorage() {
    for options in [DispatchOptions(), .tracing, .includingOrigin, [.tracing, .includingOrigin]] {
      let (c, d) = (LazyNode("c"), LazyNode("d"))
      let a = LazyNode("a", [LazyNode("b"), c])
      let root = LazyNode("root", [a, d])
      var reached: [String] = []
      c.re.handleBroadcast(ThemeChanged.self) { node, _ in
        reached.append(node.name)
        return .handled
      }
      let result = root.re.broadcast(ThemeChanged(dark: true), options: options)
      #expect(reached == ["c"])
      #expect(result.visitedCount == (options.contains(.includingOrigin) ? 5 : 4))
      #expect(result.handledCount == 1)
      if options.contains(.tracing) {
        let expected = (options.contains(.includingOrigin) ? ["root"] : []) + ["a", "b", "c", "d"]
        #expect(names(result.trace, in: [root, a, d] + a.lazyChildren) == expected)
      }
      #expect([root, a, d].allSatisfy { !$0.hasStorage } && a.lazyChildren[0].hasStorage == false)
      #expect(c.hasStorage)
    }
  }

  @Test("nodes without storage reached twice, or looping back, are visited once")
  func overlapsAndLoopsWithoutStorage() {
    let x = LazyNode("x")
    let a = LazyNode("a", [x])
    let b = LazyNode("b")
    let root = LazyNode("root", [a, b])
    b.children = [x, root]
    for options in [DispatchOptions(), .tracing] {
      let result = root.re.broadcast(ThemeChanged(dark: true), options: options)
      #expect(result.visitedCount == 3)
      if options.contains(.tracing) {
        #expect(names(result.trace, in: [root, a, b, x]) == ["a", "x", "b"])
      }
      #expect(result.termination == .completed)
    }
    #expect([root, a, b, x].allSatisfy { !$0.hasStorage })
    b.children = []
  }

  @Test("a node that gets a handler after the broadcast passed it is not visited again")
  func storageGainedMidBroadcast() {
    // `a` is reached first without storage, then again through `b`, after `c`'s handler gave
    // it a handler. The origin and `b` have storage, so an untraced broadcast starts on the
    // engine's quick path, which reads visit marks alone.
    for options in [DispatchOptions(), .tracing] {
      let c = LazyNode("c")
      let a = LazyNode("a", [c])
      let b = LazyNode("b")
      let root = LazyNode("root", [a, b])
      b.children = [a]
      root.re.debugName = "root"
      b.re.handleBroadcast(ThemeChanged.self) { _, _ in .pass }
      var calledAtA = false
      c.re.handleBroadcast(ThemeChanged.self) { [unowned a] _, _ in
        a.re.handleBroadcast(ThemeChanged.self) { _, _ in
          calledAtA = true
          return .handled
        }
        return .handled
      }
      let result = root.re.broadcast(ThemeChanged(dark: true), options: options)
      #expect(!calledAtA)
      #expect(result.visitedCount == 3)
      if options.contains(.tracing) {
        #expect(names(result.trace, in: [root, a, b, c]) == ["a", "c", "b"])
      }
      #expect(a.hasStorage)
      // The next broadcast runs it, once.
      #expect(root.re.broadcast(ThemeChanged(dark: true), options: options).visitedCount == 3)
      #expect(calledAtA)
    }
  }

  @Test("a node that handles events itself is offered broadcasts without registering anything")
  func handlingNodeWithoutStorage() {
    let handling = HandlingLazyNode("handling")
    let root = LazyNode("root", [handling])
    let result = root.re.broadcast(ThemeChanged(dark: true))
    #expect(handling.received == ["ThemeChanged"])
    #expect(result.handledCount == 1)
    #expect(!root.hasStorage)
  }

  @Test("reading names, parents and redirects, and removing nothing, create no storage")
  func readOnlyMembersCreateNoStorage() {
    let parent = LazyNode("parent")
    let node = LazyNode("node")
    parent.add(node)
    let elsewhere = LazyNode("elsewhere")
    let token = elsewhere.re.handle(Tapped.self) { _, _ in .pass }
    #expect(node.re.debugName == "LazyNode")
    #expect(node.re.parent === parent)
    #expect(node.re.redirectTarget == nil)
    node.re.removeRedirect()
    node.re.removeAllHandlers()
    #expect(NodeDescription(node).name == "LazyNode")
    #expect(!node.hasStorage && !parent.hasStorage)
    #expect(token.isActive)
  }

  @Test("an upward event gives no storage to its origin or to the nodes it passes")
  func upwardSendsCreateNoStorage() {
    for options in [DispatchOptions(), .tracing] {
      let top = LazyNode("top")
      let middle = LazyNode("middle")
      let sender = LazyNode("sender")
      top.add(middle)
      middle.add(sender)
      var handled = 0
      top.re.handle(Tapped.self) { _, _ in
        handled += 1
        return .stop
      }
      for _ in 0..<2 {
        let result = sender.re.send(Tapped(button: "x"), options: options)
        #expect(result.isHandled && result.visitedCount == 2)
        if options.contains(.tracing) {
          #expect(names(result.trace, in: [top, middle]) == ["middle", "top"])
        }
      }
      #expect(handled == 2)
      #expect(!middle.hasStorage && !sender.hasStorage)
    }
  }

  @Test("an upward route that loops through nodes without storage ends where it comes back")
  func upwardLoopWithoutStorage() {
    for options in [DispatchOptions(), .tracing] {
      let (sender, b, c) = loopingRoute()
      let (result, diagnostics) = collectingDiagnostics {
        sender.re.send(Tapped(button: "x"), options: options)
      }
      #expect(result.termination == .cycleDetected)
      #expect(result.visitedCount == 2)
      if options.contains(.tracing) {
        #expect(names(result.trace, in: [b, c]) == ["b", "c"])
      }
      #expect(diagnostics.map(\.kind) == [.cycleDetected])
      #expect([sender, b, c].allSatisfy { !$0.hasStorage })
    }
  }

  @Test("a node given a handler after an upward event passed it is not offered it again")
  func storageGainedMidSend() {
    // `b` is passed without storage; `c`'s handler gives it a handler; the route loops back
    // to `b`, which must count as visited though its new storage carries no visit mark.
    for options in [DispatchOptions(), .tracing] {
      let (sender, b, c) = loopingRoute()
      var offeredAtB = 0
      c.re.handle(Tapped.self) { _, _ in
        b.re.handle(Tapped.self) { _, _ in
          offeredAtB += 1
          return .pass
        }
        return .handled
      }
      let (result, _) = collectingDiagnostics {
        sender.re.send(Tapped(button: "x"), options: options)
      }
      #expect(result.termination == .cycleDetected)
      #expect(result.visitedCount == 2)
      #expect(offeredAtB == 0)
    }
  }

  @Test("a node without storage that handles events itself is offered upward events")
  func handlingNodeOfferedUpwardEvents() {
    let handling = HandlingLazyNode("handling")
    let sender = LazyNode("sender")
    handling.add(sender)
    let result = sender.re.send(Tapped(button: "x"))
    #expect(handling.received == ["Tapped"])
    #expect(result.isHandled)
    #expect(!sender.hasStorage)
  }
}

/// A sender below `b` and `c`, whose parents point at each other: a route that loops.
@MainActor
private func loopingRoute() -> (sender: LazyNode, b: LazyNode, c: LazyNode) {
  let (sender, b, c) = (LazyNode("sender"), LazyNode("b"), LazyNode("c"))
  sender.parent = b
  b.parent = c
  c.parent = b
  return (sender, b, c)
}

/// A node that creates its storage the first time ``responderEventsStorage`` is read.
@MainActor
class LazyNode: EventNode {
  let name: String
  weak var parent: LazyNode?
  var children: [any EventNode] = []
  private let storage = StorageOnFirstUse()

  init(_ name: String, _ children: [LazyNode] = []) {
    self.name = name
    for child in children { add(child) }
  }

  func add(_ child: LazyNode) {
    child.parent = self
    children.append(child)
  }

  /// The children that are lazy nodes.
  var lazyChildren: [LazyNode] { children.compactMap { $0 as? LazyNode } }

  var hasStorage: Bool { storage.existing != nil }

  var responderEventsParent: (any EventNode)? { parent }
  var responderEventsChildren: [any EventNode] { children }

  var responderEventsStorage: EventNodeStorage { storage.storage }
  var existingResponderEventsStorage: EventNodeStorage? { storage.existing }
}

/// A lazy node that handles broadcasts in a method.
@MainActor
final class HandlingLazyNode: LazyNode, EventHandling {
  var received: [String] = []

  func handleEvent<Event: ResponderEvent>(_ context: inout EventContext<Event>) -> EventDisposition
  {
    received.append(String(describing: Event.self))
    return .stop
  }

  func handleBroadcast<Event: ResponderEvent>(
    _ context: inout EventContext<Event>
  ) -> BroadcastDisposition {
    received.append(String(describing: Event.self))
    return .handled
  }
}

/// The names of a trace's hops, found by identity among `nodes`: lazy nodes have no debug name.
@MainActor
private func names(_ trace: EventTrace?, in nodes: [LazyNode]) -> [String] {
  let byID = Dictionary(uniqueKeysWithValues: nodes.map { (ObjectIdentifier($0), $0.name) })
  return trace?.hops.map { byID[$0.node.id] ?? "?" } ?? []
}
