import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// `DispatchOptions.deepestReceiversOnly`: HierarchyResponder's `PublishingDestination.lastLevel`.
@Suite("Broadcasts to the deepest receivers only", .collectingDiagnostics)
@MainActor
struct DeepestReceiversTests {
  /// Registers a `ThemeChanged` broadcast handler on each node named, which logs the node's
  /// name and returns `disposition`.
  private func receive(
    on root: TestNode, _ names: [String], log: LogBox,
    disposition: BroadcastDisposition = .handled
  ) {
    for name in names {
      root.descendant(named: name)?.re.handleBroadcast(ThemeChanged.self) { node, _ in
        log.entries.append(node.name)
        return disposition
      }
    }
  }

  @Test(
    "only the receivers with the most receivers above them get it, whatever their depth",
    arguments: [DispatchOptions.deepestReceiversOnly, [.deepestReceiversOnly, .tracing]])
  func deepestLevelOnly(options: DispatchOptions) {
    let root = TestNode("root") {
      // Two receivers deep in the tree, but with no receiver above them: level 0.
      TestNode("a") { TestNode("a1") { TestNode("a11") { TestNode("a111") } } }
      // Level 0, 1, and two at level 2 in different branches.
      TestNode("b") {
        TestNode("b1") {
          TestNode("b11")
          TestNode("b12") { TestNode("b121") }
        }
        TestNode("b2") { TestNode("b21") { TestNode("b211") } }
      }
    }
    let log = LogBox()
    receive(on: root, ["a111", "b", "b1", "b11", "b121", "b2", "b211"], log: log)
    // A handler for another event does not make a node a receiver.
    root.descendant(named: "b21")?.re.handleBroadcast(Tapped.self) { _, _ in .handled }

    let result = root.re.broadcast(ThemeChanged(dark: true), options: options)

    #expect(log.entries == ["b11", "b121", "b211"])
    #expect(result.handledCount == 3)
    #expect(result.visitedCount == 12)
    log.entries = []
    root.re.broadcast(ThemeChanged(dark: true))
    #expect(log.entries == ["a111", "b", "b1", "b11", "b121", "b2", "b211"])
  }

  @Test("rows at the same level all get it; the list above them does not")
  func rowsShareTheLevel() {
    let root = TestNode("screen") {
      TestNode("list") {
        TestNode("row0")
        TestNode("row1")
        TestNode("row2")
      }
    }
    let log = LogBox()
    receive(on: root, ["list", "row0", "row1", "row2"], log: log)
    root.re.broadcast(ThemeChanged(dark: true), options: .deepestReceiversOnly)
    #expect(log.entries == ["row0", "row1", "row2"])
  }

  @Test("the broadcasting node is a receiver at level 0 when included")
  func includingOrigin() {
    let root = TestNode("root") { TestNode("child") }
    let log = LogBox()
    receive(on: root, ["root"], log: log)
    root.re.broadcast(ThemeChanged(dark: true), options: [.deepestReceiversOnly, .includingOrigin])
    #expect(log.entries == ["root"])
    log.entries = []
    receive(on: root, ["child"], log: log)
    root.re.broadcast(ThemeChanged(dark: true), options: [.deepestReceiversOnly, .includingOrigin])
    #expect(log.entries == ["child"])
  }

  @Test("a removed handler, a protocol handler and a handler added on the way count as they should")
  func whatMakesAReceiver() {
    let root = TestNode("root") {
      TestNode("a") { TestNode("a1") { TestNode("a11") } }
    }
    let log = LogBox()
    receive(on: root, ["a"], log: log)
    // Counted, a1 would be the only deepest receiver, and nobody would be called.
    let removed = root["a1"].re.handleBroadcast(ThemeChanged.self) { _, _ in
      log.entries.append("removed")
      return .handled
    }
    removed.remove()
    root.re.broadcast(ThemeChanged(dark: true), options: .deepestReceiversOnly)
    #expect(log.entries == ["a"])
    log.entries = []
    // A handler for a protocol the event conforms to makes a receiver.
    root.descendant(named: "a11")?.re.handleBroadcast(conformingTo: (any ResponderEvent).self) {
      node, _ in
      log.entries.append("\(node.name) by protocol")
      return .handled
    }
    root.re.broadcast(ThemeChanged(dark: true), options: .deepestReceiversOnly)
    #expect(log.entries == ["a11 by protocol"])

    // Receivers are found before any handler runs: one added during the broadcast is not
    // offered it.
    log.entries = []
    let late = TestNode("late")
    root["a11"].re.handleBroadcast(ThemeChanged.self) { node, _ in
      node.addChild(late)
      late.re.handleBroadcast(ThemeChanged.self) { _, _ in
        log.entries.append("late")
        return .handled
      }
      return .pass
    }
    root.re.broadcast(ThemeChanged(dark: true), options: .deepestReceiversOnly)
    #expect(log.entries == ["a11 by protocol"])
    log.entries = []
    root.re.broadcast(ThemeChanged(dark: true), options: .deepestReceiversOnly)
    #expect(log.entries == ["late"])
  }

  @Test("a node reached again through another children list keeps the level it was first found at")
  func overlappingListsKeepTheFirstLevel() {
    let shared = LoopNode("shared")
    let first = LoopNode("first")
    let receiverAbove = LoopNode("receiverAbove")
    let top = LoopNode("top")
    // shared is first reached under `first` (no receiver above: level 0), then again under
    // receiverAbove, where it would be level 1.
    top.children = [first, receiverAbove, LoopNode("sibling")]
    first.children = [shared]
    receiverAbove.children = [shared]
    top.children[2].children = [LoopNode("leaf")]
    let log = LogBox()
    for node in [shared, receiverAbove, top.children[2].children[0]] {
      node.re.handleBroadcast(ThemeChanged.self) { node, _ in
        log.entries.append(node.name)
        return .handled
      }
    }
    top.re.broadcast(ThemeChanged(dark: true), options: .deepestReceiversOnly)
    // Every receiver is at level 0: shared keeps the level of its first visit.
    #expect(log.entries == ["shared", "receiverAbove", "leaf"])
  }

  @Test("observers of the nodes not offered the event still see it pass")
  func observersSeeEveryNode() async throws {
    try await finishing {
      let root = TestNode("root") { TestNode("list") { TestNode("row") } }
      let log = LogBox()
      receive(on: root, ["list", "row"], log: log)
      let stream = root["list"].re.events(of: ThemeChanged.self)
      root.re.broadcast(ThemeChanged(dark: true), options: .deepestReceiversOnly)
      #expect(log.entries == ["row"])
      var iterator = stream.makeAsyncIterator()
      #expect(await iterator.next()?.dark == true)
    }
  }

  @Test("nobody at all: the broadcast is unhandled and reported, as any other")
  func noReceivers() {
    let root = TestNode("root") { TestNode("a") }
    let (result, diagnostics) = collectingDiagnostics {
      root.re.broadcast(ThemeChanged(dark: true), options: .deepestReceiversOnly)
    }
    #expect(!result.isHandled)
    #expect(diagnostics.map(\.kind) == [.unhandled])
  }

  @Test("children lists that loop back end the search and the broadcast; stop ends it")
  func loopsAndStop() {
    let top = LoopNode("top")
    let middle = LoopNode("middle")
    let bottom = LoopNode("bottom")
    let other = LoopNode("other")
    top.children = [middle, other]
    middle.children = [bottom]
    bottom.children = [top, middle]
    other.children = [LoopNode("otherChild")]
    let log = LogBox()
    for node in [middle, bottom, other, other.children[0]] {
      node.re.handleBroadcast(ThemeChanged.self) { node, _ in
        log.entries.append(node.name)
        return .stop
      }
    }
    let result = top.re.broadcast(ThemeChanged(dark: true), options: .deepestReceiversOnly)
    #expect(log.entries == ["bottom"])
    #expect(result.termination == .stopped)
    // The loops hold their nodes strongly: break them.
    for node in [top, middle, bottom] { node.children = [] }
  }
}

/// What handlers saw, kept outside them.
@MainActor
private final class LogBox {
  var entries: [String] = []
}

/// A node whose children are set freely, so lists can loop.
@MainActor
private final class LoopNode: EventNode {
  let responderEventsStorage = EventNodeStorage()
  var children: [LoopNode] = []
  let name: String
  init(_ name: String) {
    self.name = name
    re.debugName = name
  }
  var responderEventsParent: (any EventNode)? { nil }
  var responderEventsChildren: [any EventNode] { children }
}
