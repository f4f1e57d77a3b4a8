import ResponderEventsTesting
import Testing

@testable import ResponderEventsCore

/// Realistic correct screens: only documented notices may be reported.
@Suite("Diagnostics: correct screens report nothing", .collectingDiagnostics)
@MainActor
struct CorrectScreenDiagnosticsTests {
  /// controller → superTable → superCell0/1 → subTable → subCell00/01 → button.
  private func screen() -> TestNode {
    TestNode("controller") {
      TestNode("superTable") {
        for s in 0..<2 {
          TestNode("superCell\(s)") {
            TestNode("subTable\(s)") {
              for r in 0..<2 {
                TestNode("subCell\(s)\(r)") { TestNode("button\(s)\(r)") }
              }
            }
          }
        }
      }
    }
  }

  @Test("a realistic nested-table screen reports nothing")
  func realisticScreen() {
    let root = screen()
    var taps: [Tapped] = []
    var themes = 0
    // Enrichers at two levels, the handler at the controller.
    for s in 0..<2 {
      root["superCell\(s)"].re.handle(Tapped.self) { _, c in
        c.event.section = s
        return .pass
      }
      for r in 0..<2 {
        root["subCell\(s)\(r)"].re.handle(Tapped.self) { _, c in
          c.event.row = r
          return .pass
        }
      }
    }
    root.re.handle(Tapped.self) { _, c in
      taps.append(c.event)
      return .stop
    }
    // A request answered two levels above the cell that asks.
    root["superTable"].re.handle(Confirm.self) { _, c in
      c.reply(true)
      return .stop
    }
    // A protocol handler (a logger) at the controller, a typed one below.
    root.re.handle(conformingTo: (any AnalyticsEvent).self) { _, _ in .pass }
    root["subTable0"].re.handle(Purchase.self) { _, _ in .handled }
    // Broadcast replies: only some cells answer.
    root["subCell00"].re.handleBroadcast(AskName.self) { _, c in
      c.reply("a")
      return .handled
    }
    root["subCell11"].re.handleBroadcast(AskName.self) { _, c in
      c.reply("b")
      return .handled
    }
    // SwiftUI below a cell.
    let scope = ScopeNode(name: "SwiftUI")
    scope.attach(to: root["subCell01"])
    scope.re.handleBroadcast(ThemeChanged.self) { _, _ in
      themes += 1
      return .handled
    }
    // The same type both ways on one node: a cell that hears the theme and also tells it up.
    root["superCell0"].re.handleBroadcast(ThemeChanged.self) { _, _ in
      themes += 1
      return .handled
    }
    root["superCell0"].re.handle(ThemeChanged.self) { _, _ in .pass }
    // The controller hears the theme going up and rebroadcasts it (a nested dispatch).
    root.re.handle(ThemeChanged.self) { node, c in
      node.re.broadcast(c.event)
      return .stop
    }
    // A handler removed and added again during a dispatch.
    var token: HandlerToken?
    token = root["subTable1"].re.handle(Tapped.self) { _, _ in .pass }
    root["superCell1"].re.handle(Tapped.self) { node, _ in
      token?.remove()
      token = node.re.handle(Tapped.self) { _, _ in .pass }
      return .pass
    }
    var replies: [Result<Bool, ReplyError>] = []
    let (_, diagnostics) = collectingDiagnostics {
      root["button00"].re.send(Tapped(button: "buy"))
      root["button11"].re.send(Tapped(button: "buy"))
      root["button11"].re.send(Tapped(button: "buy"))
      root["button01"].re.request(Confirm(question: "?")) { replies.append($0) }
      root["button00"].re.send(Purchase(amount: 1))
      let answers = root.re.broadcastCollectingReplies(AskName())
      #expect(answers.values == ["a", "b"])
      scope.re.send(Tapped(button: "swiftui"))
      root["button00"].re.send(ThemeChanged(dark: true))
      root.re.broadcast(ThemeChanged(dark: false))
    }
    #expect(taps.count == 4)
    #expect(taps.first?.row == 0 && taps.first?.section == 0)
    #expect(replies.count == 1)
    #expect(themes == 4)
    #expect(diagnostics.map(\.description) == [])
  }

  @Test("a broadcast collecting replies that every node answers with .pass: only the notice")
  func broadcastAnsweredWithPass() {
    let root = screen()
    root["subCell00"].re.handleBroadcast(AskName.self) { _, c in
      c.reply("a")
      return .pass
    }
    // The same request type asked upward by the cells and answered by the controller.
    root["subCell00"].re.handle(AskName.self) { _, c in
      c.reply("x")
      return .handled
    }
    let (_, diagnostics) = collectingDiagnostics {
      _ = root.re.broadcastCollectingReplies(AskName())
    }
    #expect(diagnostics.map(\.kind) == [.unhandled])
  }

  @Test("a request answered by a handler that passes: only the notice")
  func requestAnsweredWithPass() {
    let root = screen()
    root["superTable"].re.handle(AskName.self) { _, c in
      c.reply("n")
      return .pass
    }
    root["superTable"].re.handleBroadcast(AskName.self) { _, c in
      c.reply("n")
      return .handled
    }
    var replies: [Result<String, ReplyError>] = []
    let (_, diagnostics) = collectingDiagnostics {
      root["button00"].re.request(AskName()) { replies.append($0) }
    }
    #expect(diagnostics.map(\.kind) == [.unhandled])
  }
}

@Suite(
  "Diagnostics: nested dispatches are no cycle; protocol handlers pile up", .collectingDiagnostics)
@MainActor
struct NestedDispatchAndPileUpDiagnosticsTests {
  @Test("events sent from handlers over the same route are no cycle")
  func nestedSendsOverSameRoute() {
    let root = nestedTableTree()
    var purchases = 0
    var taps = 0
    // The cell, hearing a tap, sends another event from the button below it: the nested route
    // passes the cell and the nodes the outer one passed.
    root["superCell"].re.handle(Tapped.self) { node, c in
      node["button"].re.send(Purchase(amount: 2))
      return .pass
    }
    root["subTable"].re.handle(Purchase.self) { _, _ in
      purchases += 1
      return .pass
    }
    root.re.handle(Purchase.self) { _, _ in
      purchases += 1
      return .stop
    }
    // The controller re-sends the same type from itself to a container above.
    let container = TestNode("container")
    container.addChild(root)
    root.re.handle(Tapped.self) { node, c in
      if c.event.button == "buy" { node.re.send(Tapped(button: "again")) }
      return .handled
    }
    container.re.handle(Tapped.self) { _, _ in
      taps += 1
      return .stop
    }
    // A cell hearing a broadcast sends up through the nodes the broadcast passed.
    root["subCell"].re.handleBroadcast(ThemeChanged.self) { node, _ in
      node.re.send(Share())
      return .handled
    }
    root.re.handle(Share.self) { _, _ in .stop }
    let (_, diagnostics) = collectingDiagnostics {
      root["button"].re.send(Tapped(button: "buy"))
      container.re.broadcast(ThemeChanged(dark: true))
    }
    #expect(purchases == 2)
    #expect(taps == 2)
    #expect(diagnostics.map(\.description) == [])
  }

  @Test("protocol handlers piled up on a reused cell are reported, as typed ones are")
  func protocolHandlersPileUp() {
    let root = nestedTableTree()
    let cell = root["subCell"]
    let (_, typed) = collectingDiagnostics {
      for _ in 0..<20 { cell.re.handle(Purchase.self) { _, _ in .pass } }
    }
    let (_, byProtocol) = collectingDiagnostics {
      for _ in 0..<20 { cell.re.handle(conformingTo: (any AnalyticsEvent).self) { _, _ in .pass } }
    }
    #expect(typed.map(\.kind) == [.registrationsPiledUp])
    #expect(byProtocol.map(\.kind) == [.registrationsPiledUp])
    #expect(
      byProtocol.first?.message.hasPrefix("this node has 16 handlers of AnalyticsEvent:") == true)
  }
}

@Suite("Diagnostics: a duplicate reply names its node or the fix", .collectingDiagnostics)
@MainActor
struct DuplicateReplyDiagnosticsTests {
  @Test("a node that answers a broadcast twice is named")
  func broadcastDuplicateNamesNode() {
    let root = nestedTableTree()
    root["subCell"].re.handleBroadcast(AskName.self) { _, c in
      c.reply("a")
      return .pass
    }
    root["subCell"].re.handleBroadcast(AskName.self) { _, c in
      c.reply("b")
      return .handled
    }
    let (answers, diagnostics) = collectingDiagnostics {
      root.re.broadcastCollectingReplies(AskName())
    }
    #expect(answers.values == ["a"])
    #expect(diagnostics.map(\.kind) == [.duplicateReply])
    #expect(
      diagnostics.first.map { $0.node?.name == "subCell" || $0.message.contains("subCell") }
        == true, "\(diagnostics.map(\.description))")
  }

  @Test("a request answered at a cell and again at the controller names the fix")
  func requestDuplicateNamesNode() {
    let root = nestedTableTree()
    root["subCell"].re.handle(AskName.self) { _, c in
      c.reply("cell")
      return .handled
    }
    root.re.handle(AskName.self) { _, c in
      c.reply("default")
      return .handled
    }
    var replies: [Result<String, ReplyError>] = []
    let (_, diagnostics) = collectingDiagnostics {
      root["button"].re.request(AskName()) { replies.append($0) }
    }
    #expect(diagnostics.map(\.kind) == [.duplicateReply])
    #expect(
      diagnostics.first.map { $0.message.contains("isReplyRequested") } == true,
      "\(diagnostics.map(\.description))")
  }
}

@Suite("Diagnostics: a type relayed up, then broadcast down", .collectingDiagnostics)
@MainActor
struct RelayDiagnosticsTests {
  @Test("an upward enricher of a relayed type is not taken for a misdirected broadcast handler")
  func relayThroughEmptyList() {
    let root = nestedTableTree()
    // The section cell adds its section to the theme change going up, and lets it go on.
    root["superCell"].re.handle(ThemeChanged.self) { _, _ in .pass }
    // The controller relays it down to the rows, which register as they are configured.
    root.re.handle(ThemeChanged.self) { node, c in
      node.re.broadcast(c.event)
      return .stop
    }
    // No row is configured yet (the list is empty of handlers): the relay reaches nobody.
    let (_, diagnostics) = collectingDiagnostics {
      root["button"].re.send(ThemeChanged(dark: true))
    }
    #expect(diagnostics.map(\.kind) == [.unhandled], "\(diagnostics.map(\.description))")
  }
}
