import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// One test per invariant of the engine's unsafe code (Sources/ResponderEventsCore/Unsafe) about
/// state it reads and writes without Swift's checks: variables with unchecked exclusivity (E1)
/// and the one `nonisolated(unsafe)` field (E2).
///
/// Each test drives the engine into the situation its invariant guards: if the invariant broke,
/// the engine would read freed memory, which AddressSanitizer reports (CI runs these tests
/// under it). The other invariants are tested in `UnsafeInvariantTests`.
@Suite(
  "Invariants of the engine's unsafe code: unchecked exclusivity and isolation",
  .collectingDiagnostics)
@MainActor
struct UnsafeInvariantExclusivityTests {
  @Test("E1: handlers that change their node's state in the middle of a dispatch")
  func stateChangedDuringDispatch() {
    let root = TestNode("root") { TestNode("node") { TestNode("sender") } }
    let node = root["node"]
    let elsewhere = TestNode("elsewhere")
    var reached = [String]()
    var streams = [AsyncStream<Tapped>]()
    node.re.handle(Tapped.self) { [unowned root] node, _ in
      // Every piece of the node's state, changed while the engine is reading it.
      for _ in 0..<16 { node.re.handle(Tapped.self) { _, _ in .pass }.remove() }
      for _ in 0..<16 { node.re.handleBroadcast(ThemeChanged.self) { _, _ in .pass } }
      streams.append(node.re.events(of: Tapped.self))
      node.re.redirect(to: elsewhere)
      node.re.removeRedirect()
      node.re.redirect(to: elsewhere)
      node.re.debugName = "renamed"
      elsewhere.re.redirect(to: node)
      root.re.broadcast(ThemeChanged(dark: true))
      return .pass
    }
    root.re.handle(Tapped.self) { _, _ in
      reached.append("root")
      return .handled
    }
    elsewhere.re.handle(Tapped.self) { _, _ in
      reached.append("elsewhere")
      return .handled
    }
    let result = root["sender"].re.send(Tapped(button: "x"), options: .tracing)
    #expect(reached == ["elsewhere"])
    expectRoute(result.trace, ["renamed", "elsewhere"])
    #expect(streams.count == 1)
    // The redirect made `elsewhere` a child of `node` for broadcasts, found on the next one.
    let broadcast = root.re.broadcast(ThemeChanged(dark: false), options: .tracing)
    expectRoute(broadcast.trace, ["renamed", "sender", "elsewhere"])
  }

  @Test("E1: observers that change the provided values' state in the middle of a delivery")
  func providedValueStateChangedDuringDelivery() {
    let root = TestNode("root") {
      TestNode("a") { TestNode("a1") }
      TestNode("b") { TestNode("b1") }
    }
    let log = ClosureLog()
    var tokens = [String: HandlerToken]()
    for name in ["root", "a", "a1", "b", "b1"] {
      tokens[name] = root[name].re.observe(Caption.self) { [log] node, caption in
        log.entries.append("\(node.name):\(caption.text.string)")
      }
    }
    root["a"].re.observe(Caption.self) { [unowned root] node, caption in
      guard caption.text.string == "first" else { return }
      // Every list the delivery reads, changed while it reads them: the node's observers and
      // the slot's dependents grow into new buffers, observers leave, a nearer provider comes
      // and goes, and the value the slot holds is replaced (its old text freed but for the
      // copies the delivery holds).
      for _ in 0..<32 { node.re.observe(Caption.self) { _, _ in } }
      for _ in 0..<32 { root["b1"].re.observe(Caption.self) { _, _ in }.remove() }
      tokens["b"]?.remove()
      tokens["root"]?.remove()
      root["b"].re.provide(Caption("nearer"))
      root["b"].re.stopProviding(Caption.self)
      root.re.provide(Caption("second"))
    }
    log.entries.removeAll()
    root.re.provide(Caption("first"))
    #expect(
      log.entries.filter { $0.hasSuffix(":second") }.sorted() == [
        "a1:second", "a:second", "b1:second",
      ])
    #expect(!log.entries.contains("b:second"))
    log.entries.removeAll()
    root.re.provide(Caption("third"))
    #expect(log.entries.sorted() == ["a1:third", "a:third", "b1:third"])
  }

  @Test("E2: a redirect target released off the main actor sends the observers below home")
  func redirectTargetReleasedOffMainActor() async throws {
    let root = TestNode("root") { TestNode("cell") { TestNode("label") } }
    root.re.provide(Caption("root"))
    let outside = TestNode("outside")
    outside.re.provide(Caption("outside"))
    // The target neither provides nor observes: only the redirect ties the label to it.
    let target = Handoff(TestNode("target"))
    weak let released = target.node
    outside.addChild(target.node!)
    let log = ClosureLog()
    root["label"].re.observe(Caption.self) { [log] _, caption in
      log.entries.append(caption.text.string)
    }
    root["cell"].re.redirect(to: target.node!)
    target.node?.removeFromParent()
    #expect(log.entries == ["root", "outside"])
    // The target's last reference goes on another thread, where its storage's deinit reads the
    // nodes redirected to it.
    await Task.detached { target.release() }.value
    #expect(released == nil, "the last reference went on the other thread")
    try await finishing {
      while log.entries.last != "root" { await Task.yield() }
    }
    #expect(log.entries == ["root", "outside", "root"])
  }

  @Test("E1: handlers released after a dispatch whose captures register and remove handlers")
  func releasedHandlersChangeTheirNode() {
    let root = TestNode("root") { TestNode("sender") }
    var ran = [String]()
    weak let weakOneShot: Cleanup?
    do {
      // Two handlers that remove themselves, dropped together once the walk over the node's
      // list ends; releasing the second releases its capture, whose deinit changes that list
      // (before the fix, in the middle of the list's own removeAll: a crash in the standard
      // library, or a handler released twice).
      let cleanup = Cleanup(root) { ran.append($0) }
      weakOneShot = cleanup
      let first = TokenBox()
      first.token = root.re.handle(Tapped.self) { _, _ in
        ran.append("first")
        first.token?.remove()
        return .pass
      }
      let second = TokenBox()
      second.token = root.re.handle(Tapped.self) { [cleanup] _, _ in
        ran.append("second")
        second.token?.remove()
        _ = cleanup
        return .pass
      }
      cleanup.token = root.re.handle(Tapped.self) { _, _ in
        ran.append("kept until the cleanup")
        return .pass
      }
    }
    root["sender"].re.send(Tapped(button: "x"))
    #expect(weakOneShot == nil)
    #expect(ran == ["first", "second", "kept until the cleanup"])
    ran.removeAll()
    root["sender"].re.send(Tapped(button: "x"))
    #expect(ran == ["added 1", "added 2"])
  }

  @Test("E1: a stream's buffered events, released as it ends, subscribe on its node")
  func streamsEventsReleasedAsItEnds() async {
    let root = TestNode("root") { TestNode("sender") }
    var taps = (0..<3).map { _ in root.re.events(of: Tapped.self) }
    var added = [AsyncStream<Parcel>]()
    do {
      // A stream dropped unread: its buffer, which its node's storage holds through the
      // observer until the removal the stream's end queues, keeps the parcel. The parcel's
      // deinit subscribes on the node 40 times (before the fix, in the middle of the list's own
      // removeAll: a crash in the standard library, or an observer released twice).
      let unread = root.re.events(of: Parcel.self)
      taps += (0..<3).map { _ in root.re.events(of: Tapped.self) }
      root["sender"].re.send(
        Parcel(
          contents: Farewell { [unowned root] in
            for _ in 1...40 { added.append(root.re.events(of: Parcel.self)) }
          }))
      withExtendedLifetime(unread) {}
    }
    for _ in 0..<100 where added.isEmpty { await Task.yield() }
    #expect(added.count == 40)
    root["sender"].re.send(Tapped(button: "x"))
    root["sender"].re.send(Parcel(contents: nil))
    for stream in taps {
      var iterator = stream.makeAsyncIterator()
      #expect(await iterator.next() == Tapped(button: "x"))
    }
    for stream in added {
      var iterator = stream.makeAsyncIterator()
      #expect(await iterator.next() != nil)
    }
  }
}

/// Holds a node's only reference until another thread lets it go.
private final class Handoff: @unchecked Sendable {
  // Written once on the main actor, then let go on another thread after the main actor is done
  // with it: never accessed from two threads at once.
  var node: TestNode?

  init(_ node: TestNode) { self.node = node }

  func release() { node = nil }
}

/// A token kept where the handler it removes can reach it.
@MainActor
private final class TokenBox {
  var token: HandlerToken?
}

/// What a handler captures that, when released, removes another handler of its node
/// (``token``) and registers two more there, as a screen's subscriptions might.
private final class Cleanup {
  let node: TestNode
  let log: @MainActor (String) -> Void
  var token: HandlerToken?

  init(_ node: TestNode, log: @escaping @MainActor (String) -> Void) {
    self.node = node
    self.log = log
  }

  deinit {
    let (node, log, token) = (node, log, token)
    MainActor.assumeIsolated {
      token?.remove()
      for index in 1...2 {
        node.re.handle(Tapped.self) { _, _ in
          log("added \(index)")
          return .pass
        }
      }
    }
  }
}

/// An event carrying an object, as one may carry a completion or a resource.
private struct Parcel: ResponderEvent {
  var contents: Farewell?
}
