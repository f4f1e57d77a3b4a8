import ResponderEventsCore
import ResponderEventsTesting
import Testing

@Suite("Redirection and cycles", .timeLimit(.minutes(10)), .collectingDiagnostics)
@MainActor
struct RedirectTests {
  @Test("a redirect replaces the node's parent on the way up")
  func redirectReplacesParent() {
    let window = TestNode("window") { TestNode("popup") { TestNode("popupButton") } }
    let controller = TestNode("controller")
    window["popup"].re.redirect(to: controller)
    let result = window["popupButton"].re.send(Tapped(button: "x"), options: .tracing)
    expectRoute(result.trace, ["popup", "controller"])
    #expect(window["popup"].re.parent === controller)
    #expect(window["popup"].re.redirectTarget === controller)
  }

  @Test("removing the redirect restores the natural parent")
  func removeRedirect() {
    let window = TestNode("window") { TestNode("popup") }
    let controller = TestNode("controller")
    let popup = window["popup"]
    popup.re.redirect(to: controller)
    popup.re.removeRedirect()
    #expect(popup.re.parent === window)
    #expect(popup.re.redirectTarget == nil)
    let result = popup.re.send(Tapped(button: "x"), options: .tracing)
    expectRoute(result.trace, ["window"])
  }

  @Test("redirecting again replaces the first redirect, for broadcasts too")
  func reRedirect() {
    let popup = TestNode("popup")
    let first = TestNode("first")
    let second = TestNode("second")
    popup.re.redirect(to: first)
    popup.re.redirect(to: second)
    #expect(popup.re.parent === second)
    #expect(first.re.broadcast(ThemeChanged(dark: true)).visitedCount == 0)
    #expect(second.re.broadcast(ThemeChanged(dark: true)).visitedCount == 1)
  }

  @Test("the redirect target is held weakly; when it goes, the natural parent is used and reported")
  func deallocatedTarget() {
    let window = TestNode("window") { TestNode("popup") }
    let popup = window["popup"]
    var controller: TestNode? = TestNode("controller")
    popup.re.redirect(to: controller!)
    weak let weakController = controller
    controller = nil
    #expect(weakController == nil)
    let (result, diagnostics) = collectingDiagnostics {
      popup.re.send(Tapped(button: "x"), options: [.includingOrigin, .tracing])
    }
    expectRoute(result.trace, ["popup", "window"])
    #expect(diagnostics.map(\.kind).contains(.redirectTargetDeallocated))
    let (_, again) = collectingDiagnostics { popup.re.send(Tapped(button: "x")) }
    #expect(!again.map(\.kind).contains(.redirectTargetDeallocated))
  }

  @Test(
    "a cycle of any length ends the dispatch with a diagnostic; nobody is offered it twice",
    arguments: [1, 2, 3, 7, 50])
  func cycles(length: Int) {
    let nodes = TestNode.chain(length: length)
    nodes[0].re.redirect(to: nodes[length - 1])  // the top points back to the bottom
    var offers = [String: Int]()
    for node in nodes {
      node.re.handle(Tapped.self) { node, _ in
        offers[node.name, default: 0] += 1
        return .handled
      }
    }
    let (result, diagnostics) = collectingDiagnostics {
      nodes[length - 1].re.send(Tapped(button: "x"), options: [.includingOrigin, .tracing])
    }
    #expect(result.termination == .cycleDetected)
    #expect(result.visitedCount == length)
    #expect(offers.values.allSatisfy { $0 == 1 })
    #expect(offers.count == length)
    #expect(diagnostics.map(\.kind) == [.cycleDetected])
    #expect(result.trace?.termination == .cycleDetected)
  }

  @Test("a cycle back to the sender is detected even though the sender is not offered the event")
  func cycleThroughSender() {
    let nodes = TestNode.chain(length: 3)
    nodes[0].re.redirect(to: nodes[2])
    let (result, diagnostics) = collectingDiagnostics {
      nodes[2].re.send(Tapped(button: "x"), options: .tracing)
    }
    expectRoute(result.trace, ["node1", "node0"])
    #expect(result.termination == .cycleDetected)
    #expect(diagnostics.first?.node?.name == "node2")
  }

  @Test("a node redirected to itself is a cycle of one")
  func selfRedirect() {
    let node = TestNode("loop")
    node.re.redirect(to: node)
    let (result, _) = collectingDiagnostics {
      node.re.send(Tapped(button: "x"), options: .includingOrigin)
    }
    #expect(result.termination == .cycleDetected)
    #expect(result.visitedCount == 1)
  }

  // Guarantees, "Cycles": "Handlers that ran before the cycle keep their effects. A request
  // then fails with ReplyError.noReply or ReplyError.unhandled, as for any route without a
  // reply."
  @Test("a cycle keeps the effects of the handlers before it; a request on it fails plainly")
  func cycleKeepsEffects() {
    let nodes = TestNode.chain(length: 3)  // node0 (top) … node2 (sender)
    nodes[0].re.redirect(to: nodes[1])  // node1 → node0 → node1
    nodes[1].re.handle(Tapped.self) { _, context in
      context.event.row = 7
      return .handled
    }
    var results: [Result<Bool, ReplyError>] = []
    let (result, diagnostics) = collectingDiagnostics {
      nodes[2].re.request(Confirm(question: "?")) { results.append($0) }
      return nodes[2].re.send(Tapped(button: "x"))
    }
    #expect(result.termination == .cycleDetected)
    #expect(result.event.row == 7)
    #expect(result.isHandled)
    #expect(diagnostics.map(\.kind) == [.cycleDetected, .cycleDetected])
    nodes[1].re.handle(Confirm.self) { _, _ in .handled }
    _ = collectingDiagnostics {
      nodes[2].re.request(Confirm(question: "?")) { results.append($0) }
    }
    #expect(results == [.failure(.unhandled), .failure(.noReply)])
  }

  // Guarantees, "Cycles" and "Re-entrancy": "No node is offered the event twice"; a nested
  // dispatch "runs to completion before the handler continues. The outer dispatch then goes on
  // with its own route and visit set", even when the nested one went round the same cycle.
  @Test("a dispatch nested on a cycle's nodes leaves the outer one its own cycle detection")
  func nestedDispatchOnTheOuterCycle() {
    let nodes = TestNode.chain(length: 4)  // node0 (top) … node3 (sender)
    nodes[0].re.redirect(to: nodes[2])  // node2 → node1 → node0 → node2
    var offers = [String: Int]()
    for node in nodes {
      node.re.handle(Tapped.self) { node, context in
        offers["\(context.event.button) \(node.name)", default: 0] += 1
        if node.name == "node0", context.event.button == "outer" {
          _ = node.re.send(Tapped(button: "inner"), options: .includingOrigin)
        }
        return .handled
      }
    }
    let (result, diagnostics) = collectingDiagnostics {
      nodes[3].re.send(Tapped(button: "outer"), options: .tracing)
    }
    #expect(result.termination == .cycleDetected)
    expectRoute(result.trace, ["node2", "node1", "node0"])
    #expect(offers.values.allSatisfy { $0 == 1 }, "\(offers)")
    #expect(offers.count == 6)
    #expect(diagnostics.map(\.kind) == [.cycleDetected, .cycleDetected])
  }

  @Test("cycles are detected inside nested dispatches too")
  func cycleInNestedDispatch() {
    let nodes = TestNode.chain(length: 4)
    nodes[0].re.redirect(to: nodes[3])
    let trigger = TestNode("trigger") { TestNode("source") }
    var inner: DispatchResult<ThemeChanged>?
    trigger.re.handle(Tapped.self) { _, _ in
      inner = nodes[3].re.send(ThemeChanged(dark: true), options: .includingOrigin)
      return .stop
    }
    _ = collectingDiagnostics { trigger["source"].re.send(Tapped(button: "x")) }
    #expect(inner?.termination == .cycleDetected)
    #expect(inner?.visitedCount == 4)
  }
}
