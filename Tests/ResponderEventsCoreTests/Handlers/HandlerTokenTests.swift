import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// One token type for every registration: handlers, value observers and closures kept outside a
/// node (a control's action, a gesture, a delegate method's closure, which the UIKit layer makes
/// with `HandlerToken(removing:isRegistered:)` over its own list).
@Suite("One token for every registration", .collectingDiagnostics)
@MainActor
struct HandlerTokenTests {
  /// A list kept outside a node, as a control's actions are.
  @MainActor
  final class List {
    var ids: Set<Int> = []

    func token(for id: Int) -> HandlerToken {
      ids.insert(id)
      return HandlerToken(
        removing: { self.ids.remove(id) != nil }, isRegistered: { self.ids.contains(id) })
    }
  }

  @Test("a closure's token removes it, says so once, and is inactive afterwards")
  func closureTokenRemoves() {
    let list = List()
    let token = list.token(for: 1)
    let copy = token
    #expect(token.isActive)
    #expect(token.remove())
    #expect(!copy.remove())
    #expect(list.ids.isEmpty)
    #expect(!token.isActive && !copy.isActive)
  }

  @Test("a closure's token is inactive once its list lets the closure go, whoever removed it")
  func closureTokenFollowsItsList() {
    let list = List()
    let token = list.token(for: 1)
    list.ids.removeAll()  // replaced under its identifier, or removed with the others
    #expect(!token.isActive)
    #expect(!token.remove())
  }

  @Test("a combined token removes each of its tokens, and is active while any of them is")
  func combinedToken() {
    let node = TestNode("node")
    let list = List()
    let handler = node.re.handle(Tapped.self) { _, _ in .handled }
    let closure = list.token(for: 1)
    let combined = HandlerToken(combining: [handler, closure])
    #expect(combined.isActive)
    handler.remove()
    #expect(combined.isActive)
    #expect(combined.remove())
    #expect(!closure.isActive && list.ids.isEmpty)
    #expect(!combined.isActive)
    #expect(!combined.remove())
  }

  @Test("a refused registration's token removes nothing and is never active")
  func refusedToken() {
    #expect(!HandlerToken.refused.isActive)
    #expect(!HandlerToken.refused.remove())
  }

  @Test("a closure that could never run is refused by name: its token is inactive")
  func refusedClosure() {
    // The UIKit layer refuses a control's closure for no events, once it has replaced any with
    // its identifier; any other closure keeps its token.
    let button = TestNode("button")
    let kept = button.re.handle(Tapped.self) { _, _ in .pass }
    #expect(kept.refused(if: false, at: button, "never") == kept)
    #expect(kept.isActive)
    let registered = button.re.handle(Tapped.self) { _, _ in .pass }
    let token = registered.refused(if: true, at: button, "a closure for no control events")
    #expect(!registered.isActive)
    #expect(!token.isActive)
    #expect(!token.remove())
    let reported = DiagnosticsCollector.current?.diagnostics
    #expect(reported?.map(\.kind) == [.closureRefused])
    #expect(reported?.first?.node?.name == "button")
    #expect(reported?.first?.message == "a closure for no control events")
  }

  @Test("handlers, value observers and closures share one numbering: one set holds them all")
  func oneNumbering() {
    let node = TestNode("node")
    let list = List()
    var tokens: Set<HandlerToken> = []
    for index in 0..<3 {
      tokens.insert(node.re.handle(Tapped.self) { _, _ in .handled })
      tokens.insert(node.re.observe(Level.self) { _, _ in })
      tokens.insert(list.token(for: index))
    }
    #expect(tokens.count == 9)
    for token in tokens { token.remove() }
    #expect(tokens.allSatisfy { !$0.isActive })
  }
}
