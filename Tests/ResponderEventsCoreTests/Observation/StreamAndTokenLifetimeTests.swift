import ResponderEventsTesting
import Testing

@testable import ResponderEventsCore

/// How streams and tokens end: dropped, broken out of, cancelled, their node gone, released.
@Suite("Streams and tokens: how they end", .timeLimit(.minutes(10)), .collectingDiagnostics)
@MainActor
struct StreamAndTokenLifetimeTests {
  @Test("a stream made and dropped without being iterated leaves no observer behind")
  func droppedUniterated() async throws {
    try await finishing {
      let node = TestNode("observed")
      do { _ = node.re.events(of: Tapped.self) }
      await drainMainActor()
      #expect(node.responderEventsStorage.observers.isEmpty)
    }
  }

  @Test("a loop that breaks out ends its subscription")
  func breakUnsubscribes() async throws {
    try await finishing {
      let root = TestNode("root") { TestNode("child") }
      let consumer = Task { @MainActor in
        for await _ in root.re.events(of: Tapped.self) { break }
      }
      await drainMainActor()
      root["child"].re.send(Tapped(button: "a"))
      await consumer.value
      await drainMainActor()
      #expect(root.responderEventsStorage.observers.isEmpty)
    }
  }

  @Test("cancelling one of two streams leaves the other fed")
  func twoStreams() async throws {
    try await finishing {
      let root = TestNode("root") { TestNode("child") }
      let first = root.re.events(of: Tapped.self)
      let second = root.re.events(of: Tapped.self)
      let consumer = Task { @MainActor in for await _ in first {} }
      await drainMainActor()
      consumer.cancel()
      await consumer.value
      await drainMainActor()
      #expect(root.responderEventsStorage.observers.count == 1)
      root["child"].re.send(Tapped(button: "kept"))
      var iterator = second.makeAsyncIterator()
      #expect(await iterator.next()?.button == "kept")
    }
  }

  @Test("a consumer waiting in next() when its node goes gets nil")
  func waitingConsumerEnds() async throws {
    try await finishing {
      var node: TestNode? = TestNode("observed")
      let stream = node!.re.events(of: Tapped.self)
      let consumer = Task { @MainActor in
        var count = 0
        for await _ in stream { count += 1 }
        return count
      }
      await drainMainActor()
      node = nil
      #expect(await consumer.value == 0)
    }
  }

  @Test("a re-entrant send from a handler below: the observer sees each dispatch once")
  func reentrantOncePerHop() async throws {
    try await finishing {
      let root = TestNode("root") { TestNode("middle") { TestNode("leaf") } }
      root["middle"].re.handle(Tapped.self) { node, context in
        if context.event.button == "outer" { node.re.send(Tapped(button: "inner")) }
        return .pass
      }
      let stream = root.re.events(of: Tapped.self)
      _ = collectingDiagnostics { root["leaf"].re.send(Tapped(button: "outer")) }
      var iterator = stream.makeAsyncIterator()
      #expect(await iterator.next()?.button == "inner")
      #expect(await iterator.next()?.button == "outer")
    }
  }

  @Test("a broadcast over overlapping children reaches an observer once")
  func broadcastOnce() async throws {
    try await finishing {
      let shared = ListedNode()
      let root = ListedNode(children: [shared, shared])
      let stream = shared.re.events(of: ThemeChanged.self)
      _ = collectingDiagnostics {
        root.re.broadcast(ThemeChanged(dark: true))
        root.re.broadcast(ThemeChanged(dark: false))
      }
      var iterator = stream.makeAsyncIterator()
      #expect(await iterator.next()?.dark == true)
      #expect(await iterator.next()?.dark == false)
    }
  }

  @Test("tokens: twice, from inside its own closure, another's during the same delivery")
  func tokenAngles() {
    let root = TestNode("root") { TestNode("leaf") }
    var runs: [String] = []
    var second: HandlerToken?
    var first: HandlerToken?
    first = root.re.handle(Tapped.self) { _, _ in
      runs.append("first")
      #expect(first!.remove())
      #expect(!first!.remove())
      #expect(second!.remove())
      return .pass
    }
    second = root.re.handle(Tapped.self) { _, _ in
      runs.append("second")
      return .pass
    }
    _ = collectingDiagnostics {
      root["leaf"].re.send(Tapped(button: "a"))
      root["leaf"].re.send(Tapped(button: "b"))
    }
    #expect(runs == ["first"])
    #expect(!first!.isActive && !second!.isActive)
  }

  /// The loop of `events(of:)`'s own example (and of `EngineReferenceSamples.observe`), run
  /// by a task given the node: the task holds the node, so the app letting it go ends nothing
  /// (as the DocC now says); cancelling the task ends the loop and frees the node.
  @Test("the documented loop holds its node until its task is cancelled")
  func documentedLoopEndsWithItsTask() async throws {
    weak var weakNode: TestNode?
    let consumer: Task<Void, Never>
    do {
      let controller = TestNode("controller")
      weakNode = controller
      consumer = Task { @MainActor in await Self.observe(controller: controller) }
    }
    await drainMainActor()
    #expect(weakNode != nil)
    consumer.cancel()
    try await finishing { await consumer.value }
    #expect(weakNode == nil)
  }

  /// `EngineReferenceSamples.observe(controller:)`, printing nothing.
  static func observe(controller: TestNode) async {
    for await tap in controller.re.events(of: Tapped.self) { _ = tap }
  }

  @Test("a token released without remove keeps its registration")
  func releasedToken() {
    let root = TestNode("root") { TestNode("leaf") }
    var runs = 0
    do {
      _ = root.re.handle(Tapped.self) { _, _ in
        runs += 1
        return .handled
      }
    }
    root["leaf"].re.send(Tapped(button: "a"))
    #expect(runs == 1)
  }
}

/// A node whose children list is whatever it is given, overlaps included.
@MainActor
final class ListedNode: EventNode {
  let responderEventsStorage = EventNodeStorage()
  let children: [any EventNode]
  init(children: [any EventNode] = []) { self.children = children }
  var responderEventsParent: (any EventNode)? { nil }
  var responderEventsChildren: [any EventNode] { children }
}
