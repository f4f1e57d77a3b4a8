#if canImport(UIKit) && !os(watchOS)
  public import ResponderEventsProxyBase
  import UIKit

  /// The base of the hidden delegates that turn delegate methods into closures: the library's
  /// own for UIKit's views, and yours for any other `@objc` delegate protocol.
  ///
  /// Subclass it to give closures to a delegate the library does not cover; see
  /// <doc:ClosuresForAnyDelegate>. What follows is what every such proxy guarantees.
  ///
  /// One proxy per view and delegate property, stored on the view: never a shared singleton.
  /// The view holds the proxy, and the proxy holds the view and the app's own delegate weakly,
  /// so there is no retain cycle. The rules:
  ///
  /// - **Answers only what it should, and only what it can serve.** `DelegateClaims` decides
  ///   what the proxy claims and when UIKit, which (taken to so: UIKit does not document it)
  ///   asks when a delegate is set, must be asked again (by setting the property to `nil` and
  ///   back).
  /// - **Lives beside other proxies.** `DelegatePlacement` (core) decides who is in front of
  ///   whom: the proxy adopts what is in the property and goes in front; a wrapper set in front
  ///   of it (RxCocoa's proxy, a splitter) stays there; when such a wrapper adopts the proxy
  ///   while the proxy forwarded to it, the proxy forwards to what the wrapper said it forwarded
  ///   to before (RxCocoa's `_forwardToDelegate`); asking UIKit again sets the property to
  ///   `nil` and back to whatever is in front, never to the proxy in a wrapper's place; a
  ///   diffable data source is never moved out of `dataSource`. The proxy itself shows
  ///   the placement the real property (`ClosureDelegateProxy+Property.swift`).
  /// - **Finds a call that comes back round a loop.** Every call passed on to the app's
  ///   delegate is guarded by `ForwardedCalls` (core), the methods the proxy implements and,
  ///   through the Objective-C base's `-forwardInvocation:`, the others. A call that comes back
  ///   with the same view, arguments (for a subclass, those it passes as `arguments:`) and
  ///   view state was sent back by the object it was passed to: it runs no closure again,
  ///   that object is put in front, and the call goes on behind it (with the exceptions
  ///   <doc:HowTheHiddenDelegateWorks> lists, among them two unseen wrappers, a splitter from
  ///   before the proxy, a visible splitter around an unseen wrapper); a later one
  ///   with the same token inside the first call runs no closure either, and goes where the
  ///   proxy forwards then. A call nested with other arguments (a delegate may
  ///   scroll inside `scrollViewDidScroll(_:)`) is passed on again, up to a depth of 16;
  ///   deeper, it is answered with the default, reported, and nothing moves. Off the main
  ///   thread only the depth limit applies. A question (`responds(to:)`) that comes back is
  ///   answered "no" (the base class's `-responderEventsAskingOnce:`; read from the code, not
  ///   run).
  /// - **Forwards everything else.** Methods it does not manage go to the app's own delegate
  ///   through the base class's guarded `-forwardInvocation:` (an `NSInvocation` each: the
  ///   price of noticing a loop, as RxCocoa's proxies pay for every method). Managed methods
  ///   call the closures and the app's delegate, combined as `CallbackList` describes. The
  ///   library's own proxies reach an app's delegate that does not declare the protocol (a
  ///   multicast delegate that only answers `responds(to:)`); a subclass does through
  ///   ``appDelegate(as:answering:)`` given the method.
  /// - **Keeps the app's delegate, set before or after.** A delegate that was set before the
  ///   proxy is kept. One the app sets later, with a plain `view.delegate = …`, is noticed
  ///   (key-value observation of the delegate property, which UIKit does not document for its
  ///   properties; the device checks that would show it are written, not run), adopted, and the
  ///   proxy puts itself back before the setter returns. The app setting `nil` ends the forwarding
  ///   (behind another library's proxy, a `nil` cannot be told from that proxy asking UIKit again,
  ///   and the forwarding goes on); the closures stay. The exceptions where the app's delegate
  ///   misses calls are listed in <doc:HowTheHiddenDelegateWorks>. `view.re.delegate` reads the
  ///   app's own back.
  /// - **Follows the app's delegate's lifetime.** An action kept on the app's delegate tells
  ///   the proxy when it is deallocated, and UIKit is asked again at once if
  ///   that changes what it is told, so the proxy never keeps claiming the methods only that
  ///   delegate implemented. In the moment between that delegate's deallocation starting and
  ///   the proxy hearing of it, a claimed delegate method is answered with `nil`, `false` or
  ///   zero by the Objective-C base class (`ResponderEventsDelegateProxyBase`), which Swift
  ///   cannot write, instead of ending the app; for some methods that is not UIKit's default,
  ///   but it lasts until the proxy hears of the death (behind another library's proxy, until
  ///   the first call nobody can serve: not modelled; the zero answers: not run on a device).
  @MainActor
  open class ClosureDelegateProxy: ResponderEventsDelegateProxyBase, LoopRoute {
    /// The object this proxy passes calls on to (the app's delegate, or a proxy in front of
    /// it), held weakly as UIKit holds delegates.
    ///
    /// Read from `responds(to:)`, which UIKit may call from any thread; weak loads are atomic.
    /// The placement sets it through `forwardee`.
    nonisolated(unsafe) weak var target: (any NSObjectProtocol)?
    /// The view whose delegate this is.
    weak var owner: NSObject?

    /// The app's own object for the property: what the proxy forwards to, or, while the proxy
    /// stands aside (for a diffable data source), what the property holds.
    var appsObject: AnyObject? {
      // Behind another library's proxy, the app's object is what that proxy forwards to.
      placement.position.isServing ? target.flatMap { declaredForwardee(of: $0) } ?? target : front
    }

    let lock = NSLock()
    /// Guarded by `lock`: `responds(to:)` reads it from whatever thread UIKit asks on.
    nonisolated(unsafe) var claims: DelegateClaims<Selector>
    /// Guarded by `lock`: every method UIKit (or anyone) asked the proxy about, so that a
    /// refresh compares the answers to questions actually asked, the protocol's or not (a
    /// scroll view subclass with a delegate protocol of its own).
    nonisolated(unsafe) var askedSelectors: Set<Selector> = []
    /// The optional methods of the delegate protocols the class adopts, and of the protocols
    /// those incorporate: what UIKit may ask the object in front about, asked yet or not.
    private(set) lazy var protocolSelectors = type(of: self)
      .responderEventsOptionalProtocolMethods().map(NSSelectorFromString)

    /// The work scheduled for after the current call and not done yet (`schedule(_:)`).
    private var pendingWork: Set<LaterWork> = []
    /// Guarded by `lock`: whether `reachesProxy(_:)` is asking, so the question reaching this
    /// proxy is answered "yes".
    nonisolated(unsafe) var isBeingLookedFor = false
    /// Watches the view's property; started by `bind(_:of:)`.
    var observation: NSKeyValueObservation?
    /// Tells this proxy when its forwardee is deallocated.
    var forwardeeNotice = DeathNotice()
    /// Tells this proxy when the object in front of it (a wrapper, a splitter, another
    /// library's proxy) is deallocated: the view holds it weakly, so nobody else may.
    private var frontNotice = DeathNotice()
    let forwardedCalls = ForwardedCalls<CallToken>()
    /// The key under which calls passed on through `-forwardInvocation:` are guarded.
    let invocations = DelegateClosures<Void>()
    let placement = DelegatePlacement<ClosureDelegateProxy>()
    /// The getter and setter of the property this proxy serves, for no property until
    /// `bind(_:of:)` (a proxy not installed yet).
    var read: () -> AnyObject? = { nil }
    var write: (AnyObject?) -> Void = { _ in }
    /// How many times the placement set the property: a refresh that changed nothing leaves
    /// it as it was.
    var setCount = 0
    /// How many sets of the property the proxy heard of, its own included (`setFront(_:)`
    /// tells the placement whether it heard its own).
    var setsHeard = 0

    /// A proxy not installed yet; ``installed(on:at:)`` makes and installs one.
    public required override init() {
      self.claims = DelegateClaims(managed: Self.managedSelectors, variants: textRangeVariants)
      super.init()
    }

    /// The optional delegate methods this proxy implements and turns into closures.
    ///
    /// UIKit (or whichever framework owns the delegate) is told the proxy implements one of
    /// them only while a closure is registered for it or the app's own delegate implements it,
    /// so the framework's default behaviour stays until then. Other methods go straight to the
    /// app's delegate.
    ///
    /// By default, every optional method of the delegate protocols the class adopts (and of the
    /// protocols those incorporate) that the class implements, as the Objective-C runtime of
    /// the running OS lists them: a subclass need not name its methods a second time. Override
    /// it to manage fewer, such as a method the proxy answers itself whether or not a closure
    /// is registered. Read once, when a proxy is made.
    open nonisolated class var managedSelectors: Set<Selector> {
      // `ClosureDelegateProxy`'s own methods (`NSObject`'s `debugDescription`) are not the
      // subclass's delegate methods.
      Set(
        responderEventsOptionalProtocolMethods().map(NSSelectorFromString).filter {
          class_getInstanceMethod(self, $0) != nil
            && class_getInstanceMethod(ClosureDelegateProxy.self, $0) == nil
        })
    }

    /// Whether the methods of the class's protocols that take a completion handler, and that
    /// the class does not implement, are reported when its first proxy is installed (as
    /// `EventDiagnostic.Kind.delegateMethodUnservable`).
    ///
    /// Such a method is passed on to the app's delegate while it implements it; in the moment
    /// nobody can take it (that delegate being deallocated, a call going round) the proxy can
    /// only answer with zeros, and the handler is never called. `true` by default; a class
    /// that implements every such method its SDK declares returns `false`, so that one a later
    /// OS adds is not reported to its apps.
    open nonisolated class var reportsUnimplementedCompletionHandlers: Bool { true }

    /// The proxy of this class kept on `view` in `slot`, for the delegate property `property`:
    /// made, bound to the property and installed on first use.
    static func installed<View: NSObject, Delegate>(
      on view: View, at property: ReferenceWritableKeyPath<View, Delegate?>,
      in slot: AssociatedObject<ClosureDelegateProxy>
    ) -> Self {
      if let proxy = slot.value(on: view) as? Self { return proxy }
      let proxy = Self()
      proxy.bind(property, of: view)
      slot.set(proxy, on: view)
      proxy.reportBlockMethodsLeftOnce()
      proxy.report(proxy.placement.install(on: proxy))
      return proxy
    }

    /// Called after UIKit was told that the proxy's claims changed: subclasses whose view
    /// keeps answers beyond the delegate's cache (a collection view's layout) drop them.
    func claimsRefreshed() {}

    /// The name of the view's property this proxy serves: `"delegate"` by default; override it
    /// for any other property (`"dataSource"`, `"navigationDelegate"`).
    ///
    /// Diagnostics name the property by it, and two proxies on one view tell each other's sets
    /// from their own by it: proxies on two properties of one view must have two names.
    open var propertyName: String { "delegate" }

    /// Whether `object`, found in the property, must stay there.
    ///
    /// The proxy then steps aside rather than go in front of it, and refuses closures with
    /// `EventDiagnostic.Kind.closureRefused` while it does. `false` by default. The library's
    /// data source proxies keep diffable data sources there, and another library's proxy that
    /// binds a data source (RxCocoa's, which checks it stays set); override it for a data
    /// source of your own, with ``isAnotherLibrarysProxy(_:)``.
    open func mustStayInFront(_ object: AnyObject) -> Bool { false }

    /// Whether `object` is another library's delegate proxy that says what it forwards to
    /// (RxCocoa's `_RXDelegateProxy` and its subclasses, by their `_forwardToDelegate`).
    public static func isAnotherLibrarysProxy(_ object: AnyObject) -> Bool {
      // Only an Objective-C class can implement it.
      class_respondsToSelector(object_getClass(object), foreignForwardeeSelector)
    }

    /// The getter another library's proxy says what it forwards to with: RxCocoa's
    /// "@property (nonatomic, weak, readonly) id _forwardToDelegate;" (`_RXDelegateProxy.h`).
    nonisolated(unsafe) static let foreignForwardeeSelector = Selector(("_forwardToDelegate"))

    /// Someone set the view's property (the app, another library, UIKit, the proxy).
    func propertyWasSet() {
      setsHeard += 1
      report(placement.frontChanged(on: self))
    }

    /// What the proxy does on the main queue after the current call returns.
    enum LaterWork: Hashable {
      /// Ask again whether UIKit may be told: after the last closure of a method was removed
      /// (never inside the call that removed it), or while the user's reordering or drop lasts.
      case retryRefresh
      /// Have UIKit asked again after it sent a method nobody could serve.
      case refreshAfterUnservableCall
    }

    /// Does `work` on the main queue after the current call, once however often it is asked
    /// for before then.
    func schedule(_ work: LaterWork) {
      guard pendingWork.insert(work).inserted else { return }
      // The user's drag lasts a while: look again in a tenth of a second rather than on every
      // turn of the run loop. Diagnostics of the later work go where those of the call that
      // asked for it went.
      MainThread.run(later: true, after: work == .retryRefresh ? 0.1 : 0) { [weak self] in
        guard let self else { return }
        pendingWork.remove(work)
        switch work {
        case .retryRefresh:
          let hasUncommittedUpdates = self.hasUncommittedUpdates
          apply(lock.withLock { claims.retry(hasUncommittedUpdates: hasUncommittedUpdates) })
        case .refreshAfterUnservableCall:
          // Not `forwardeeDied()`: what the proxy forwards to may be alive, and what it replaced
          // is kept for the proxy being put back (`DelegatePlacement`).
          apply(lock.withLock { claims.forwardeeChanged() })
        }
      }
    }

    /// The selector `reachesProxy(_:)` asks about; no object implements it.
    nonisolated(unsafe) static let lookupSelector = Selector(("responderEventsIsProxyReached"))

    /// The app's delegate was deallocated: UIKit is asked again at once, if its answers change.
    func forwardeeDied() {
      placement.forwardeeDied(on: self)
      apply(lock.withLock { claims.forwardeeChanged() })
    }

    /// Whether the view "is in the middle of reordering, is displaying a drop target gap, or
    /// has drop placeholders" (`hasUncommittedUpdates`, UITableView.h; UICollectionView.h),
    /// when UIKit advises against resetting what it knows of the view's data.
    var hasUncommittedUpdates: Bool {
      (owner as? UITableView)?.hasUncommittedUpdates
        ?? (owner as? UICollectionView)?.hasUncommittedUpdates ?? false
    }

    func apply(_ refresh: DelegateClaims<Selector>.Refresh) {
      switch refresh {
      case .none: break
      case .now:
        let sets = setCount
        report(placement.refresh(on: self))
        if setCount != sets { claimsRefreshed() }
      case .afterUncommittedUpdates: schedule(.retryRefresh)
      }
    }

    /// Whether the object the proxy passes calls on to may send them back round a loop
    /// (`LoopRoute`).
    package var forwardeeMayLoop: Bool {
      placement.mayLoop(through: lock.withLock { target } as AnyObject?)
    }

    /// Puts the object that sent a call back round a loop in front of the proxy, which forwards
    /// to what it forwarded to before (`LoopRoute`).
    package func loopFound() { report(placement.loopFound(on: self)) }

    /// Runs `body`, which passes a call that came back on behind that object (`LoopRoute`).
    package func passOnBehind(_ body: () -> Void) { placement.passOnBehind(body, on: self) }

    /// The depth limit stopped a call going round (`LoopRoute`): reported only, since it may
    /// be nesting that deep.
    package func loopStopped() { reportCallCameBack(nil) }

    /// Reports what the placement did; called after each of its decisions, it also watches
    /// what it left in front of the proxy.
    private func report(_ notes: [DelegatePlacement<ClosureDelegateProxy>.Note]) {
      let front = self.front
      for note in notes { reportPlacement(note, front: front) }
      // Once that object is gone the view calls nobody: the proxy goes back in front at once,
      // still forwarding to the app's delegate (`DelegatePlacement.refresh(on:)`), inside that
      // object's deallocation, where an app's own `deinit` may set a view's delegate too. A
      // layout under way would otherwise call nobody for the rest of it.
      frontNotice.watch(front === self ? nil : front, for: self) { [weak self] in
        self?.apply(.now)
      }
    }

    nonisolated override public final func responds(to selector: Selector!) -> Bool {
      guard let selector else { return false }
      if selector == Self.lookupSelector {
        return lock.withLock({ isBeingLookedFor }) || forwardeeResponds(to: selector)
      }
      // A managed method's answer does not depend on it (`DelegateClaims`).
      let proxyImplements = super.responds(to: selector)
      // A managed method is claimed for an app's delegate that has its variant instead.
      let variant = lock.withLock { claims.variants[selector] }
      let forwardeeResponds =
        forwardeeResponds(to: selector) || variant.map(forwardeeResponds(to:)) == true
      return lock.withLock {
        askedSelectors.insert(selector)
        return claims.claims(
          selector, proxyImplements: proxyImplements, forwardeeResponds: forwardeeResponds)
      }
    }

    /// Whether the object this proxy passes calls on to responds to `selector`; "no" when the
    /// question came back to this proxy while it was asking it (`-responderEventsAskingOnce:`).
    private nonisolated func forwardeeResponds(to selector: Selector) -> Bool {
      var responds = false
      responderEventsAskingOnce { responds = target?.responds(to: selector) ?? false }
      return responds
    }

    nonisolated override public final func forwardingTarget(for selector: Selector!) -> Any? {
      // Every call passed on to the app's delegate goes through the base class's
      // `-forwardInvocation:`, which notices one going round between two objects that forward
      // to each other (a splitter that calls its targets directly is not seen by the
      // placement's lookup).
      if responderEventsInvocationTarget(for: selector) != nil { return nil }
      // UIKit sent a method claimed for an object that can no longer serve it: the app's
      // delegate in the moment between its deallocation starting and the proxy hearing of
      // it, or one behind another library's proxy that the proxy forwards to. The base
      // class answers it with zeros (or, for a method no delegate protocol declares, the
      // runtime raises); say so, and have UIKit asked again.
      reportUnservable(selector)
      // UIKit sends delegate methods on the main thread; a call elsewhere schedules nothing.
      guard Thread.isMainThread else { return nil }
      // On the main thread, where the proxy is isolated: Swift cannot see that the proxy may
      // cross, its Objective-C base class not being `Sendable`.
      nonisolated(unsafe) let proxy = self
      MainActor.assumeIsolated { proxy.schedule(.refreshAfterUnservableCall) }
      return nil
    }

    nonisolated override public final func responderEventsInvocationTarget(
      for selector: Selector
    ) -> Any? {
      lock.withLock { self.target }.flatMap { $0.responds(to: selector) ? $0 : nil }
    }

  }
#endif
