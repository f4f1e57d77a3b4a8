import ResponderEventsTesting
import Testing

@testable import ResponderEventsCore

/// Weak references prove that nothing the engine touches outlives its owner.
@Suite("Nothing leaks", .timeLimit(.minutes(10)), .collectingDiagnostics)
@MainActor
struct LeakTests {
  @Test("a handler's captures are released when its token removes it")
  func tokenReleasesCaptures() {
    let node = TestNode("node")
    weak var weakCaptured: Marker?
    var token: HandlerToken?
    do {
      let captured = Marker()
      weakCaptured = captured
      token = node.re.handle(Tapped.self) { [captured] _, _ in
        captured.count += 1
        return .pass
      }
    }
    #expect(weakCaptured != nil)
    token?.remove()
    #expect(weakCaptured == nil)
  }

  @Test("removeAllHandlers releases every capture, in both directions")
  func removeAllReleasesCaptures() {
    let node = TestNode("node")
    weak var weakUp: Marker?
    weak var weakDown: Marker?
    do {
      let up = Marker()
      let down = Marker()
      weakUp = up
      weakDown = down
      node.re.handle(Tapped.self) { [up] _, _ in
        up.count += 1
        return .pass
      }
      node.re.handleBroadcast(ThemeChanged.self) { [down] _, _ in
        down.count += 1
        return .pass
      }
    }
    node.re.removeAllHandlers()
    #expect(weakUp == nil)
    #expect(weakDown == nil)
  }

  @Test("a handler removed during the dispatch is released once the dispatch leaves its node")
  func removedMidDispatchReleasedAfterWalk() {
    let root = TestNode("root") { TestNode("child") }
    weak var weakCaptured: Marker?
    var token: HandlerToken?
    do {
      let captured = Marker()
      weakCaptured = captured
      token = root.re.handle(Tapped.self) { [captured] _, _ in
        captured.count += 1
        token?.remove()
        return .handled
      }
    }
    root["child"].re.send(Tapped(button: "x"))
    #expect(weakCaptured == nil)
    #expect(root.responderEventsStorage.upwardHandlers.isEmpty)
  }

  @Test("nodes with handlers, redirects and observers are freed with their tree")
  func treesAreFreed() {
    weak var weakRoot: TestNode?
    weak var weakLeaf: TestNode?
    weak var weakTarget: TestNode?
    do {
      let root = TestNode("root") { TestNode("mid") { TestNode("leaf") } }
      let target = TestNode("target")
      root["mid"].re.redirect(to: target)
      target.re.handle(Tapped.self) { _, _ in .stop }
      root.re.handleBroadcast(ThemeChanged.self) { _, _ in .handled }
      _ = root["leaf"].re.events(of: Tapped.self)
      root["leaf"].re.send(Tapped(button: "x"))
      root.re.broadcast(ThemeChanged(dark: true))
      weakRoot = root
      weakLeaf = root["leaf"]
      weakTarget = target
    }
    #expect(weakRoot == nil)
    #expect(weakLeaf == nil)
    #expect(weakTarget == nil)
  }

  @Test("an answered request leaves nothing behind in the answering node")
  func answeredRequestCleansUp() async throws {
    try await finishing {
      let root = TestNode("root") { TestNode("child") }
      var promise: ReplyPromise<String>?
      root.re.handle(AskName.self) { _, context in
        promise = context.promiseReply()
        return .stop
      }
      let request = Task { try await root["child"].re.request(AskName()) }
      await drainMainActor()
      #expect(root.responderEventsStorage.pendingPromises.count == 1)
      promise?.fulfill("done")
      _ = try await request.value
      #expect(root.responderEventsStorage.pendingPromises.isEmpty)
      weak let weakPromise = promise
      promise = nil
      #expect(weakPromise == nil)
    }
  }

  @Test("an observation stream does not keep its node alive, and its consumer ends with it")
  func streamsDoNotRetainNodes() async throws {
    try await finishing {
      var node: TestNode? = TestNode("observed")
      weak let weakNode = node
      let consumer = Task { [stream = node!.re.events(of: Tapped.self)] in
        var count = 0
        for await _ in stream { count += 1 }
        return count
      }
      await drainMainActor()
      node = nil
      #expect(weakNode == nil)
      #expect(await consumer.value == 0)
    }
  }
}

@MainActor
private final class Marker {
  var count = 0
}
