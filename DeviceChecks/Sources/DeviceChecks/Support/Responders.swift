#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// Reading UIKit's responder chain for comparison with the routes ResponderEvents takes.
  @MainActor
  enum Responders {
    /// The name a trace gives `responder`: its debug name, or its type name.
    static func name(_ responder: UIResponder?) -> String {
      guard let responder else { return "nil" }
      return responder.re.debugName
    }

    /// The responder's type name (even when it has a debug name), or `nil`.
    static func typeName(_ responder: AnyObject?) -> String {
      guard let responder else { return "nil" }
      return String(describing: type(of: responder))
    }

    /// The responders UIKit's own `next` gives after `responder`, in order (at most 64).
    static func nextChain(from responder: UIResponder) -> [UIResponder] {
      var chain: [UIResponder] = []
      var current = responder.next
      while let next = current, chain.count < 64 {
        chain.append(next)
        current = next.next
      }
      return chain
    }

    /// `nextChain(from:)` cut where `end` cuts ResponderEvents' routes: after the window for
    /// `.window`, after the scene for `.scene`.
    static func nextChain(from responder: UIResponder, end: ResponderChainEnd) -> [UIResponder] {
      var chain: [UIResponder] = []
      for next in nextChain(from: responder) {
        chain.append(next)
        if end == .window, next is UIWindow { break }
        if end == .scene, next is UIWindowScene { break }
      }
      return chain
    }

    /// Whether `names` contains `expected` in order, other names allowed in between.
    nonisolated static func route(_ names: [String], passesInOrder expected: [String]) -> Bool {
      var remaining = expected[...]
      for name in names where name == remaining.first {
        remaining = remaining.dropFirst()
      }
      return remaining.isEmpty
    }

    /// The names of a route joined with arrows, for messages.
    nonisolated static func arrows(_ names: [String]) -> String {
      names.isEmpty ? "(nothing)" : names.joined(separator: " → ")
    }
  }
#endif
