/// What a delegate proxy tells UIKit it implements, and when UIKit has to be asked again.
///
/// UIKit asks a delegate which optional methods it implements when the delegate is set, and
/// keeps the answers (observed behaviour, not documented; it is why RxCocoa's and every other
/// delegate proxy sets the delegate again after its answers change). Two things follow:
///
/// - **Claim only with a reason.** A proxy that claimed every method it can handle would change
///   UIKit's defaults (a header's height, say). A managed method, one the proxy implements and
///   turns into closures, is claimed while a closure is registered for it or the app's own
///   delegate implements it. Any other method is claimed when the proxy's class or the app's
///   delegate implements it; the app's delegate then receives it directly.
/// - **Never keep a claim that cannot be served.** A method claimed because the app's delegate
///   implements it cannot be served once that delegate is gone: the Objective-C runtime finds
///   no one to forward it to and the app stops with "unrecognized selector" (the crash of
///   RxSwift issue 2428). So when the app's delegate changes or is deallocated, UIKit must be
///   asked again at once. A managed method whose last closure went away can wait: the proxy
///   implements it, and answers as UIKit's default would.
///
/// Asking again means setting the delegate to `nil` and back, which a table or collection view
/// must not see in the middle of a batch update (between `performBatchUpdates` and its commit,
/// while `hasUncommittedUpdates` is true). Changes that arrive then are remembered and
/// ``Refresh/afterBatchUpdates`` is returned; the UIKit layer tries again on the next turn of
/// the main run loop with ``retryAfterBatchUpdates(duringBatchUpdate:)``, which refreshes once
/// for all of them.
///
/// `Method` is a selector in the UIKit layer and any hashable value in tests.
package struct DelegateClaims<Method: Hashable> {
  /// When to set the delegate to `nil` and back.
  package enum Refresh: Hashable, Sendable {
    /// UIKit's answers are still right.
    case none
    /// Now.
    case now
    /// Once the view's batch update is committed.
    case afterBatchUpdates
  }

  /// The methods the proxy implements and turns into closures.
  package let managed: Set<Method>
  /// The managed methods that have at least one closure.
  package private(set) var methodsWithClosures: Set<Method> = []
  /// Whether a refresh waits for a batch update to be committed.
  package private(set) var isRefreshPending = false

  /// Claims for a proxy that manages `managed`.
  package init(managed: Set<Method>) {
    self.managed = managed
  }

  /// Whether the proxy claims `method`.
  ///
  /// - Parameters:
  ///   - method: The method UIKit asks about.
  ///   - proxyImplements: The proxy's class implements it (its own methods, `NSObject`'s).
  ///   - forwardeeResponds: The app's own delegate is alive and responds to it.
  package func claims(_ method: Method, proxyImplements: Bool, forwardeeResponds: Bool) -> Bool {
    if forwardeeResponds { return true }
    return managed.contains(method) ? methodsWithClosures.contains(method) : proxyImplements
  }

  /// The first closure for `method` was registered, or its last one removed.
  ///
  /// - Parameters:
  ///   - method: The managed method.
  ///   - hasClosures: Whether it has closures now.
  ///   - forwardeeResponds: The app's own delegate responds to it, so it was and stays
  ///     claimed and UIKit needs no new answer.
  ///   - duringBatchUpdate: The view has uncommitted batch updates.
  package mutating func closuresChanged(
    for method: Method, hasClosures: Bool, forwardeeResponds: Bool, duringBatchUpdate: Bool
  ) -> Refresh {
    guard managed.contains(method) else { return .none }
    let changed =
      hasClosures
      ? methodsWithClosures.insert(method).inserted
      : methodsWithClosures.remove(method) != nil
    guard changed, !forwardeeResponds else { return .none }
    return refresh(duringBatchUpdate: duringBatchUpdate)
  }

  /// The app set a delegate of its own (or `nil`), which the proxy adopts and then puts itself
  /// back in front of.
  ///
  /// Always `.now`: the app's assignment replaced the proxy, and until it is back, no closure
  /// runs.
  package mutating func forwardeeReplaced() -> Refresh {
    isRefreshPending = false
    return .now
  }

  /// The app's own delegate was deallocated: its claims are gone with it.
  package mutating func forwardeeDied(duringBatchUpdate: Bool) -> Refresh {
    refresh(duringBatchUpdate: duringBatchUpdate)
  }

  /// A refresh was postponed; the main run loop turned.
  ///
  /// - Returns: `.now` once the batch update is committed, `.afterBatchUpdates` again while it
  ///   is not, `.none` if nothing waits (a refresh made for another reason served it).
  package mutating func retryAfterBatchUpdates(duringBatchUpdate: Bool) -> Refresh {
    guard isRefreshPending else { return .none }
    if duringBatchUpdate { return .afterBatchUpdates }
    isRefreshPending = false
    return .now
  }

  private mutating func refresh(duringBatchUpdate: Bool) -> Refresh {
    if duringBatchUpdate {
      defer { isRefreshPending = true }
      // One scheduled retry serves every change made during the same batch update.
      return isRefreshPending ? .none : .afterBatchUpdates
    }
    isRefreshPending = false
    return .now
  }
}
