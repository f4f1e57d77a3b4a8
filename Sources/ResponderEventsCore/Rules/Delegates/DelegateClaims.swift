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
/// Asking again means setting the delegate to `nil` and back, which UIKit advises against
/// while a table or collection view "is in the middle of reordering, is displaying a drop target
/// gap, or has drop placeholders" (`hasUncommittedUpdates`, UITableView.h): it resets what the
/// view knows of its data in the middle of the user's drag. So:
///
/// - A change of closures while the view has such uncommitted updates waits: the decision is
///   ``Refresh/afterUncommittedUpdates``, and the UIKit layer asks again a moment later with
///   ``retry(hasUncommittedUpdates:)``, which refreshes once for all the changes made meanwhile.
///   Waiting is safe: until then the proxy still claims a method whose last closure went away,
///   and answers it as UIKit's default would.
/// - The last closure's removal always waits that moment, as a removal at its owner's
///   deallocation and the refresh after a call nobody could serve do. A token is removed
///   where the app's code runs, often inside one of the view's own calls (a closure that
///   removes itself once it ran; `onCommitEditing` removed once the last row is deleted) or a
///   `performBatchUpdates` block: setting the data source to `nil` and back there is what
///   UIKit advises against above, in the middle of the view's own update. A first closure is
///   told at once, so that one registered before the view's first layout is asked in it;
///   registering inside the view's calls is documented as the app's to avoid.
/// - The app's delegate dying is never deferred: a claim of its methods cannot be served, and
///   UIKit calling one stops the app, which is worse than a reset in the middle of a drag.
///
/// UIKit says nothing while a `performBatchUpdates` block runs, so nothing here can wait for
/// one: register closures outside such blocks.
///
/// `Method` is a selector in the UIKit layer and any hashable value in tests.
package struct DelegateClaims<Method: Hashable> {
  /// When to set the delegate to `nil` and back.
  package enum Refresh: Hashable, Sendable {
    /// UIKit's answers are still right.
    case none
    /// Now.
    case now
    /// A moment later, once the view has no uncommitted updates (the user's reordering or drop
    /// has ended): for the last closure's removal, and any change made during such updates.
    case afterUncommittedUpdates
  }

  /// The methods the proxy implements and turns into closures.
  package let managed: Set<Method>
  /// The managed methods that have at least one closure.
  package private(set) var methodsWithClosures: Set<Method> = []
  /// Whether a refresh waits for the view's uncommitted updates to end.
  package private(set) var isRefreshPending = false

  /// Variants of managed methods that UIKit calls in their place when the delegate implements
  /// them, by managed method: iOS 26's questions about a change to several ranges of text.
  ///
  /// "If the delegate does not implement this method then the
  /// searchBar:shouldChangeTextInRange:replacementText: method will be called and passed the
  /// union range instead" (Apple's page for the search bar's variant); a text field calls its
  /// variant in place of the single-range method too (.NET MAUI issue 32016: a length limit
  /// built on the single-range method stopped working on iOS 26). Claimed, a variant would
  /// take the calls from the managed method's closures and input rules, so it is never claimed;
  /// the managed method is claimed when the app's delegate implements either (the UIKit layer
  /// asks it about both) and passes each call on to whichever that delegate implements.
  package let variants: [Method: Method]

  /// Claims for a proxy that manages `managed`, with the `variants` of those it manages.
  package init(managed: Set<Method>, variants: [Method: Method] = [:]) {
    self.managed = managed
    self.variants = variants.filter { managed.contains($0.key) }
  }

  /// Whether the proxy claims `method`.
  ///
  /// - Parameters:
  ///   - method: The method UIKit asks about.
  ///   - proxyImplements: The proxy's class implements it (its own methods, `NSObject`'s).
  ///   - forwardeeResponds: The app's own delegate is alive and responds to it.
  package func claims(_ method: Method, proxyImplements: Bool, forwardeeResponds: Bool) -> Bool {
    if variants.values.contains(method) { return false }
    if forwardeeResponds { return true }
    return managed.contains(method) ? methodsWithClosures.contains(method) : proxyImplements
  }

  /// The first closure for `method` was registered, or its last one removed.
  ///
  /// A closure registered with an owner that was deallocated is removed, and so no reason to
  /// claim: the UIKit layer removes it when the owner goes and calls this with the method's
  /// `CallbackList`'s `isEmpty`, which already leaves it out. Calling with an unchanged
  /// `hasClosures` returns ``Refresh/none``.
  ///
  /// - Parameters:
  ///   - method: The managed method.
  ///   - hasClosures: Whether it has closures now: its `CallbackList` is not empty.
  ///   - forwardeeResponds: The app's own delegate responds to it, so it was and stays
  ///     claimed and UIKit needs no new answer.
  ///   - hasUncommittedUpdates: The view is in the middle of the user's reordering or drop.
  package mutating func closuresChanged(
    for method: Method, hasClosures: Bool, forwardeeResponds: Bool, hasUncommittedUpdates: Bool
  ) -> Refresh {
    guard managed.contains(method) else { return .none }
    let changed =
      hasClosures
      ? methodsWithClosures.insert(method).inserted
      : methodsWithClosures.remove(method) != nil
    guard changed, !forwardeeResponds else { return .none }
    // A removal waits too, so that a token removed inside one of the view's calls or a
    // `performBatchUpdates` block never sets the delegate there (see above).
    let waits = hasUncommittedUpdates || !hasClosures
    // One scheduled retry serves every change made while it waits.
    if waits, isRefreshPending { return .none }
    // A refresh is due, now or a moment later: as a retry decides.
    isRefreshPending = true
    return retry(hasUncommittedUpdates: waits)
  }

  /// The app's own delegate changed: the app set another (or `nil`), which the proxy adopts
  /// and then puts itself back in front of, or it was deallocated.
  ///
  /// Always `.now`, even while the view has uncommitted updates: the claims of a delegate that
  /// is gone cannot be served, and until the proxy is back in front no closure runs.
  package mutating func forwardeeChanged() -> Refresh {
    isRefreshPending = false
    return .now
  }

  /// A refresh was postponed; a moment has passed (the UIKit layer calls it on a later turn of
  /// the main queue, never inside the call that postponed it).
  ///
  /// - Returns: `.now` once the view has no uncommitted updates, `.afterUncommittedUpdates`
  ///   again while it has, `.none` if nothing waits (a refresh made for another reason served
  ///   it).
  package mutating func retry(hasUncommittedUpdates: Bool) -> Refresh {
    guard isRefreshPending else { return .none }
    if hasUncommittedUpdates { return .afterUncommittedUpdates }
    isRefreshPending = false
    return .now
  }
}
