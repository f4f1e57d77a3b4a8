#if canImport(UIKit) && !os(watchOS)
  import ResponderEventsCore
  import UIKit

  /// Identifies a closure added to a control or a delegate method, so that it can be removed.
  ///
  /// Keep the token when the closure must go before its view does; otherwise ignore it, and the
  /// closure lives as long as the view, or, registered `with:` an owner, as long as both the
  /// view and the owner. Removing twice, or after the view or the owner was deallocated, does
  /// nothing.
  ///
  /// ```swift
  /// let token = slider.re.onValueChange { _, value in print(value) }
  /// token.remove()
  /// ```
  @MainActor
  public struct ClosureToken: Hashable {
    private let id: UInt64
    private let removal: @MainActor () -> Void

    init(removal: @escaping @MainActor () -> Void) {
      self.id = CallbackIdentifiers.next()
      self.removal = removal
    }

    /// A token that removes all of `tokens` at once: for one closure that a
    /// ``ClosureDelegateProxy`` subclass registers for several delegate methods.
    public init(combining tokens: [ClosureToken]) {
      self.init { tokens.forEach { $0.remove() } }
    }

    /// Removes the closure.
    public func remove() {
      removal()
    }

    /// Tokens are equal when they identify the same registration.
    public nonisolated static func == (lhs: ClosureToken, rhs: ClosureToken) -> Bool {
      lhs.id == rhs.id
    }

    /// Hashes the registration's identity.
    public nonisolated func hash(into hasher: inout Hasher) {
      hasher.combine(id)
    }
  }
#endif
