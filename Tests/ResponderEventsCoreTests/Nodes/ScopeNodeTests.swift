import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// `ScopeNode`: the tree SwiftUI's handler modifiers build, tested without SwiftUI.
@Suite("Scope nodes", .collectingDiagnostics)
@MainActor
struct ScopeNodeTests {
  /// `screen ← list ← row ← button`, attached in that order, plus `footer` under `screen`.
  private func scopes() -> (
    screen: ScopeNode, list: ScopeNode, row: ScopeNode, button: ScopeNode, footer: ScopeNode
  ) {
    let screen = ScopeNode(name: "screen")
    let list = ScopeNode(name: "list")
    let row = ScopeNode(name: "row")
    let button = ScopeNode(name: "button")
    let footer = ScopeNode(name: "footer")
    list.attach(to: screen)
    row.attach(to: list)
    button.attach(to: row)
    footer.attach(to: screen)
    return (screen, list, row, button, footer)
  }

  @Test("an event goes to the nearest scope, then further up; broadcasts go down in attach order")
  func routes() {
    let tree = scopes()
    let up = tree.button.re.send(Tapped(button: "x"), options: .tracing)
    expectRoute(up.trace, ["row", "list", "screen"])
    let down = tree.screen.re.broadcast(ThemeChanged(dark: true), options: .tracing)
    expectRoute(down.trace, ["list", "row", "button", "footer"])
  }

  @Test("attaching again to the same parent changes nothing; to another moves the subtree")
  func reattach() {
    let tree = scopes()
    // Attached again, `list` keeps its place before `footer`: it does not move to the end.
    tree.list.attach(to: tree.screen)
    expectRoute(
      tree.screen.re.broadcast(ThemeChanged(dark: true), options: .tracing).trace,
      ["list", "row", "button", "footer"])
    tree.row.attach(to: tree.list)
    tree.row.attach(to: tree.list)
    #expect(tree.list.responderEventsChildren.count == 1)
    tree.row.attach(to: tree.screen)
    #expect(tree.list.responderEventsChildren.isEmpty)
    let down = tree.screen.re.broadcast(ThemeChanged(dark: true), options: .tracing)
    expectRoute(down.trace, ["list", "footer", "row", "button"])
    tree.row.attach(to: nil)
    #expect(tree.row.parent == nil)
    expectRoute(tree.button.re.send(Tapped(button: "x"), options: .tracing).trace, ["row"])
  }

  @Test("children and parents are held weakly: a scope that goes drops out of both routes")
  func weakLinks() {
    let screen = ScopeNode(name: "screen")
    var row: ScopeNode? = ScopeNode(name: "row")
    let button = ScopeNode(name: "button")
    row?.attach(to: screen)
    button.attach(to: row)
    weak let weakRow = row
    row = nil
    #expect(weakRow == nil)
    #expect(screen.responderEventsChildren.isEmpty)
    #expect(button.parent == nil)
    expectRoute(button.re.send(Tapped(button: "x"), options: .tracing).trace, [])
  }

  @Test("under a node that is not a scope, events go to it and its broadcasts reach the scope")
  func otherParent() {
    let host = TestNode("host") { TestNode("hostChild") }
    let top = TestNode("top", children: [host])
    let tree = scopes()
    tree.screen.attach(to: host)
    expectRoute(
      tree.button.re.send(Tapped(button: "x"), options: .tracing).trace,
      ["row", "list", "screen", "host", "top"])
    let down = host.re.broadcast(ThemeChanged(dark: true), options: .tracing)
    expectRoute(down.trace, ["hostChild", "screen", "list", "row", "button", "footer"])
    tree.screen.attach(to: nil)
    expectRoute(host.re.broadcast(ThemeChanged(dark: true), options: .tracing).trace, ["hostChild"])
    #expect(top.children.first === host)
  }

  @Test("a scope whose host went away ends its route there, with no report of a dead redirect")
  func hostWentAway() {
    let scope = ScopeNode(name: "scope")
    let button = ScopeNode(name: "button")
    button.attach(to: scope)
    do {
      let host = TestNode("host")
      scope.attach(to: host)
    }
    let (result, diagnostics) = collectingDiagnostics {
      button.re.send(Tapped(button: "x"), options: .tracing)
    }
    expectRoute(result.trace, ["scope"])
    #expect(result.termination == .completed)
    #expect(diagnostics.map(\.kind) == [.unhandled])
  }

  @Test("a scope whose host went away moves to a scope with no report of a dead redirect")
  func movedAfterItsHostWentAway() {
    let screen = ScopeNode(name: "screen")
    let scope = ScopeNode(name: "scope")
    do {
      let host = TestNode("host")
      scope.attach(to: host)
    }
    scope.attach(to: screen)
    screen.re.handle(Tapped.self) { _, _ in .stop }
    let (result, diagnostics) = collectingDiagnostics {
      scope.re.send(Tapped(button: "x"), options: .tracing)
    }
    expectRoute(result.trace, ["screen"])
    #expect(diagnostics.isEmpty)
  }

  /// Only the redirect a scope makes to its own host is exempt: one the app made on a scope
  /// attached to nothing is the app's, as on any node, and its target's death is reported.
  @Test("a redirect the app made on a free scope is reported when its target goes, once")
  func appsRedirectOnFreeScopeWentAway() {
    let scope = ScopeNode(name: "scope")
    do {
      let target = TestNode("target")
      scope.re.redirect(to: target)
    }
    let (result, diagnostics) = collectingDiagnostics {
      scope.re.send(Tapped(button: "x"), options: [.includingOrigin, .tracing])
    }
    expectRoute(result.trace, ["scope"])
    #expect(diagnostics.map(\.kind) == [.redirectTargetDeallocated, .unhandled])
    let (_, again) = collectingDiagnostics { scope.re.send(Tapped(button: "x")) }
    #expect(again.map(\.kind) == [.unhandled])
  }

  @Test("a handler that releases the whole tree mid-dispatch: the event finishes where it is")
  func releasedMidDispatch() {
    // The views' state owns scopes; here, `owners` does.
    var owners: [ScopeNode]? = [ScopeNode(name: "screen"), ScopeNode(name: "list")]
    let button = ScopeNode(name: "button")
    owners?[1].attach(to: owners?[0])
    button.attach(to: owners?[1])
    weak let weakList = owners?[1]
    var reached = [String]()
    owners?[1].re.handle(Tapped.self) { list, _ in
      reached.append(list.re.debugName)
      owners = nil  // the route holds `list` until it moves on; `screen` goes now
      list.re.removeAllHandlers()
      return .pass
    }
    let result = button.re.send(Tapped(button: "x"), options: .tracing)
    #expect(reached == ["list"])
    expectRoute(result.trace, ["list"])
    _ = consume result
    #expect(weakList == nil)
    #expect(button.parent == nil)
  }

  @Test("attaching a scope below itself is a cycle the engine reports, never a hang")
  func cycle() {
    let tree = scopes()
    tree.screen.attach(to: tree.button)
    let (up, diagnostics) = collectingDiagnostics {
      tree.row.re.send(Tapped(button: "x"), options: .tracing)
    }
    #expect(up.termination == .cycleDetected)
    #expect(diagnostics.map(\.kind).contains(.cycleDetected))
    let down = tree.list.re.broadcast(ThemeChanged(dark: true), options: .tracing)
    #expect(down.visitedCount == 4)  // row, button, screen, footer: each once
  }

  @Test("replies come from the nearest scope that answers", .timeLimit(.minutes(10)))
  func replies() async throws {
    try await finishing {
      let tree = scopes()
      tree.list.re.handle(AskName.self) { list, context in
        context.reply(list.re.debugName)
        return .stop
      }
      let answer = try await tree.button.re.request(AskName())
      #expect(answer == "list")
    }
  }

  @Test("a chain of a million scopes: the event reaches the top, nothing overflows")
  func millionScopes() {
    let scopes = (0..<1_000_000).map { _ in ScopeNode() }
    for index in 1..<scopes.count { scopes[index].attach(to: scopes[index - 1]) }
    var reached = false
    scopes[0].re.handle(Tapped.self) { _, _ in
      reached = true
      return .stop
    }
    let result = scopes[scopes.count - 1].re.send(Tapped(button: "x"))
    #expect(reached)
    #expect(result.visitedCount == 999_999)
    let broadcast = scopes[0].re.broadcast(ThemeChanged(dark: true))
    #expect(broadcast.visitedCount == 999_999)
  }
}
