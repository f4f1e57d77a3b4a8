#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEventsCore
  import ResponderEventsProxyBase
  import UIKit

  /// The base of the hidden delegates that turn UIKit delegate methods into closures.
  ///
  /// One proxy per view and delegate property, stored on the view: never a shared singleton.
  /// The view holds the proxy, and the proxy holds the view and the app's own delegate weakly,
  /// so there is no retain cycle. The rules:
  ///
  /// - **Answers only what it should, and only what it can serve.** `DelegateClaims` decides
  ///   what the proxy claims and when UIKit, which asks once when a delegate is set, must be
  ///   asked again (by setting the delegate to `nil` and back).
  /// - **Never loops.** A delegate that forwards back to the proxy (another library's proxy
  ///   installed after this one, or a wrapper built around `view.delegate`, which returns this
  ///   proxy) would make each call the other forever. Such a delegate is left in front of the
  ///   proxy instead of adopted; another ResponderEvents proxy is unwrapped when adopted; and a
  ///   question that still comes back to the proxy while it is asking it, on the same thread, is
  ///   answered "no" (`ForwardingGuard`).
  /// - **Forwards everything else.** Methods it does not manage go straight to the app's own
  ///   delegate (`forwardingTarget(for:)`). Managed methods call the closures and the app's
  ///   delegate, combined as `CallbackList` describes, whether or not the app's delegate
  ///   declares the protocol (a multicast delegate that only answers `responds(to:)` works).
  /// - **Keeps the app's delegate, set before or after.** A delegate that was set before the
  ///   proxy is kept. One the app sets later, with a plain `view.delegate = …`, is noticed
  ///   (key-value observation of the delegate property, which UIKit does not document but its
  ///   properties support), adopted, and the proxy puts itself back. The app setting `nil`
  ///   ends the forwarding; the closures stay. `view.re.delegate` reads the app's own back.
  /// - **Follows the app's delegate's lifetime.** A small watcher attached to the app's
  ///   delegate tells the proxy when it is deallocated, and UIKit is asked again at once, so
  ///   the proxy never keeps claiming the methods only that delegate implemented. In the moment
  ///   between that delegate's deallocation starting and the watcher hearing of it, a claimed
  ///   delegate method is answered with `nil`, `false` or zero by the Objective-C base class
  ///   (`ResponderEventsDelegateProxyBase`), which Swift cannot write, instead of ending the app;
  ///   for some methods that is not UIKit's default, but it lasts one call.
  @MainActor
  class DelegateProxy: ResponderEventsDelegateProxyBase {
    /// The app's own delegate, held weakly as UIKit holds delegates.
    ///
    /// Read from `responds(to:)`, which UIKit may call from any thread; weak loads are atomic.
    nonisolated(unsafe) private(set) weak var forwardee: (any NSObjectProtocol)?
    /// The view whose delegate this is.
    private(set) weak var owner: NSObject?

    private let slot: DelegateSlot
    private let lock = NSLock()
    /// Guarded by `lock`: `responds(to:)` reads it from whatever thread UIKit asks on.
    nonisolated(unsafe) private var claims: DelegateClaims<Selector>
    private var observation: NSKeyValueObservation?
    private var isSettingDelegate = false
    private var isRetryScheduled = false
    /// Read in `deinit`, which runs on no particular actor; only written on the main actor.
    nonisolated(unsafe) private weak var lifetimeWatcher: ForwardeeLifetimeWatcher?
    private let forwardingGuard = ForwardingGuard()

    init(slot: DelegateSlot, owner: NSObject) {
      self.slot = slot
      self.owner = owner
      self.claims = DelegateClaims(managed: Self.managedSelectors)
      super.init()
    }

    deinit {
      // Take the watcher off the app's delegate, which may outlive the proxy by far; its key
      // is this proxy's address, still valid here and free for reuse only after.
      lifetimeWatcher?.cancel()
      if let forwardee {
        ForwardeeLifetimeWatcher.detach(from: forwardee, for: self)
      }
    }

    /// The optional delegate methods whose answer depends on registered closures.
    nonisolated class var managedSelectors: Set<Selector> { [] }

    /// Where a view's `delegate` proxy is kept: one per view, whichever class it is.
    static let delegateSlot = AssociatedObject<DelegateProxy>()
    /// Where a view's `dataSource` proxy is kept.
    static let dataSourceSlot = AssociatedObject<DelegateProxy>()

    /// The proxy kept on `view` in `slot`, created and installed on first use.
    static func installed<Proxy: DelegateProxy>(
      on view: NSObject, in slot: AssociatedObject<DelegateProxy>, make: () -> Proxy
    ) -> Proxy {
      if let proxy = slot.value(on: view) as? Proxy { return proxy }
      let proxy = make()
      slot.set(proxy, on: view)
      proxy.install()
      return proxy
    }

    /// Called once, after the proxy is stored on its view: subclasses prepare the view.
    func didInstall() {}

    /// Called after UIKit was told that the proxy's claims changed: subclasses whose view
    /// keeps answers beyond the delegate's cache (a collection view's layout) drop them.
    func claimsRefreshed() {}

    private func install() {
      let current = slot.get()
      if current !== self { adopt(current) }
      setAsDelegate()
      observation = slot.observe { [weak self] in
        guard let self else { return }
        self.delegateWasSet(to: self.slot.get())
      }
      didInstall()
    }

    /// The app set the view's delegate itself: adopt it (or, for `nil`, stop forwarding) and
    /// put the proxy back in front, unless the new delegate wraps the proxy.
    private func delegateWasSet(to newDelegate: AnyObject?) {
      guard !isSettingDelegate, newDelegate !== self else { return }
      if let wrapper = newDelegate as? any NSObjectProtocol, !(wrapper is DelegateProxy),
        Self.forwardsToAProxy(wrapper)
      {
        // Something built around `view.delegate`, which was this proxy: a delegate splitter, or
        // another library's proxy (RxCocoa's reads the current delegate and forwards to it).
        // It forwards to the proxy, so the proxy stays behind it: closures still run, and
        // neither object forwards in a circle to the other.
        return
      }
      adopt(newDelegate)
      forwardeeChanged()
    }

    /// Whether `object` passes questions on to a ResponderEvents proxy: it claims the method
    /// only proxies implement.
    private static func forwardsToAProxy(_ object: any NSObjectProtocol) -> Bool {
      object.responds(to: #selector(DelegateProxy.responderEventsProxyProbe))
    }

    /// Implemented by proxies alone, so that an object claiming it is known to forward to one.
    @objc func responderEventsProxyProbe() {}

    private func adopt(_ delegate: AnyObject?) {
      lifetimeWatcher?.cancel()
      // Another view's proxy (the app handing one view's delegate to another): forward to what
      // it forwards to, never to it, so that no chain of proxies can form.
      let delegate = delegate is DelegateProxy ? (delegate as? DelegateProxy)?.forwardee : delegate
      forwardee = delegate as? any NSObjectProtocol
      guard let forwardee else { return }
      lifetimeWatcher = ForwardeeLifetimeWatcher.attach(to: forwardee, for: self) {
        [weak self] in
        self?.forwardeeChanged()
      }
    }

    /// The app's delegate was replaced, cleared or deallocated: UIKit is asked again at once.
    private func forwardeeChanged() {
      apply(lock.withLock { claims.forwardeeChanged() })
    }

    /// Whether the view "is in the middle of reordering, is displaying a drop target gap, or
    /// has drop placeholders" (`hasUncommittedUpdates`, UITableView.h; UICollectionView.h),
    /// when UIKit advises against resetting what it knows of the view's data.
    private var hasUncommittedUpdates: Bool {
      switch owner {
      case let table as UITableView: table.hasUncommittedUpdates
      case let collection as UICollectionView: collection.hasUncommittedUpdates
      default: false
      }
    }

    private func apply(_ refresh: DelegateClaims<Selector>.Refresh) {
      switch refresh {
      case .none:
        break
      case .now:
        setAsDelegate()
        claimsRefreshed()
      case .afterUncommittedUpdates:
        // The user's drag lasts a while: look again in a tenth of a second rather than on
        // every turn of the run loop.
        guard !isRetryScheduled else { return }
        isRetryScheduled = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { [weak self] in
          guard let self else { return }
          self.isRetryScheduled = false
          let hasUncommittedUpdates = self.hasUncommittedUpdates
          self.apply(
            self.lock.withLock { self.claims.retry(hasUncommittedUpdates: hasUncommittedUpdates) })
        }
      }
    }

    private func setAsDelegate() {
      isSettingDelegate = true
      defer { isSettingDelegate = false }
      slot.set(nil)
      slot.set(self)
    }

    /// Registers `callback` in `list`; the proxy starts answering for `selector` (when the
    /// method is optional) and UIKit is told.
    func register<Callback>(
      _ callback: Callback, in list: CallbackList<Callback>, for selector: Selector?
    ) -> ClosureToken {
      let id = list.append(callback)
      if let selector, list.count == 1 { closuresChanged(for: selector, hasClosures: true) }
      return ClosureToken { [weak self, weak list] in
        guard let list, list.remove(id), list.isEmpty, let selector else { return }
        self?.closuresChanged(for: selector, hasClosures: false)
      }
    }

    private func closuresChanged(for selector: Selector, hasClosures: Bool) {
      // Ask UIKit and the app's delegate before taking the lock: either may call back.
      let forwardeeResponds = forwardee?.responds(to: selector) ?? false
      let hasUncommittedUpdates = self.hasUncommittedUpdates
      apply(
        lock.withLock {
          claims.closuresChanged(
            for: selector, hasClosures: hasClosures, forwardeeResponds: forwardeeResponds,
            hasUncommittedUpdates: hasUncommittedUpdates)
        })
    }

    /// `list` when `view` is this proxy's own view; an empty list for any other view that was
    /// given this proxy as its delegate, so closures only ever see their own view.
    func closures<Callback>(
      _ list: CallbackList<Callback>, for view: AnyObject
    ) -> CallbackList<Callback> {
      view === owner ? list : CallbackList()
    }

    /// The app's own delegate, seen through the delegate protocol `Protocol`, when it is alive
    /// and responds to `selector`; see `ForwardeeView` for why it need not declare `Protocol`.
    func forwardee<Protocol>(as type: Protocol.Type, answering selector: Selector) -> Protocol? {
      guard let forwardee, forwardee.responds(to: selector) else { return nil }
      return ForwardeeView.view(forwardee, as: type)
    }

    nonisolated override func responds(to selector: Selector!) -> Bool {
      guard let selector else { return false }
      let isManaged = Self.managedSelectors.contains(selector)
      let proxyImplements = !isManaged && super.responds(to: selector)
      let forwardeeResponds =
        forwardingGuard.whileAsking { forwardee?.responds(to: selector) ?? false } ?? false
      return lock.withLock {
        claims.claims(
          selector, proxyImplements: proxyImplements, forwardeeResponds: forwardeeResponds)
      }
    }

    nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
      // A delegate that asks the proxy back is answered "no" by `responds(to:)`'s guard.
      if let forwardee, forwardee.responds(to: selector) { return forwardee }
      // UIKit sent a method claimed while the app's delegate was alive, in the moment between
      // that delegate's deallocation starting and its watcher telling the proxy (its own
      // `deinit` and stored properties being destroyed). The base class answers it with zeros
      // (or, for a method no delegate protocol declares, the runtime raises); say so.
      DelegateProxyDiagnostics.reportUnservable(selector, by: self)
      return nil
    }
  }
#endif
