import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// One token type for every registration: handlers, value observers and closures kept outside a
/// node (a control's action, a gesture, a delegate method's closure, which the UIKit layer makes
/// with `HandlerToken(removing:)`).
@Suite("One token for every registration", .collectingDiagnostics)
@MainActor
struct HandlerTokenTests {
  @Test("a closure's token removes it once, and then says it is inactive")
  func closureTokenRemovesOnce() {
    var removals = 0
    let token = HandlerToken {
      removals += 1
      return true
    }
    let copy = token
    #expect(token.isActive)
    #expect(token.remove())
    #expect(!copy.remove())
    #expect(removals == 1)
    #expect(!token.isActive && !copy.isActive)
  }

  @Test("a closure that was gone already is reported as not removed")
  func closureAlreadyGone() {
    let token = HandlerToken { false }
    #expect(!token.remove())
  }

  @Test("a combined token removes each of its tokens")
  func combinedTokenRemovesEach() {
    let node = TestNode("node")
    var removed = 0
    let handler = node.re.handle(Tapped.self) { _, _ in .handled }
    let closure = HandlerToken {
      removed += 1
      return true
    }
    let combined = HandlerToken(combining: [handler, closure])
    #expect(combined.remove())
    #expect(!handler.isActive)
    #expect(removed == 1)
    #expect(!HandlerToken(combining: [handler]).remove())
  }

  @Test("a refused registration's token removes nothing")
  func refusedTokenRemovesNothing() {
    #expect(!HandlerToken.refused.remove())
  }

  @Test("handlers, value observers and closures share one numbering: one set holds them all")
  func oneNumbering() {
    let node = TestNode("node")
    var tokens: Set<HandlerToken> = []
    for _ in 0..<3 {
      tokens.insert(node.re.handle(Tapped.self) { _, _ in .handled })
      tokens.insert(node.re.observe(Level.self) { _, _ in })
      tokens.insert(HandlerToken { true })
    }
    #expect(tokens.count == 9)
    for token in tokens { token.remove() }
    #expect(tokens.allSatisfy { !$0.isActive })
  }
}
