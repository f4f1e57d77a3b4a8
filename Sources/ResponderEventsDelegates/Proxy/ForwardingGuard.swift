#if canImport(UIKit) && !os(watchOS)
  import Foundation

  /// Stops a delegate proxy's questions from going round in a circle.
  ///
  /// The proxy asks the app's delegate whether it responds to a method. If that delegate
  /// forwards to the proxy in turn (RxCocoa's proxy installed after this one reads
  /// `view.delegate`, which is the proxy, and forwards there; so does any wrapper built around
  /// `view.delegate`), the question comes back while it is still being asked, on the same
  /// thread, and would go round until the stack overflows. Inside `whileAsking`, a nested call
  /// on the same thread returns `nil`: the proxy answers "no" and the other object answers
  /// for itself.
  final class ForwardingGuard: Sendable {
    /// Threads currently asking, by their thread-dictionary key's presence.
    private let key = "ResponderEvents.ForwardingGuard.\(UUID().uuidString)"

    /// `body`'s result, or `nil` when this thread is already inside `whileAsking` of this guard.
    func whileAsking<Result>(_ body: () -> Result) -> Result? {
      let thread = Thread.current.threadDictionary
      guard thread[key] == nil else { return nil }
      thread[key] = true
      defer { thread[key] = nil }
      return body()
    }
  }
#endif
