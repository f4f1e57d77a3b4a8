#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEventsCore
  import UIKit

  /// The base of the hidden delegates that turn UIKit delegate methods into closures.
  ///
  /// One proxy per view and delegate property, stored on the view: never a shared singleton.
  /// The view holds the proxy, and the proxy holds the view and the app's own delegate weakly,
  /// so there is no retain cycle. The rules:
  ///
  /// - **Answers only what it should.** For the optional methods it manages, the proxy says it
  ///   responds only when a closure is registered or the app's own delegate implements the
  ///   method, so UIKit's defaults for everything else stay intact.
  /// - **Forwards everything else.** Methods it does not manage go straight to the app's own
  ///   delegate (`forwardingTarget(for:)`). Managed methods call the closures and the app's
  ///   delegate, combined as `CallbackList` describes.
  /// - **Keeps the app's delegate, set before or after.** A delegate that was set before the
  ///   proxy is kept. One the app sets later, with a plain `view.delegate = …`, is noticed
  ///   (key-value observation of the delegate property), adopted, and the proxy puts itself
  ///   back.
  /// - **Refreshes UIKit's cache.** UIKit asks a delegate which methods it implements once,
  ///   when the delegate is set. Whenever that answer changes, the proxy sets the delegate to
  ///   `nil` and back.
  @MainActor
  class DelegateProxy: NSObject {
    /// The app's own delegate, held weakly as UIKit holds delegates.
    ///
    /// Read from `responds(to:)`, which UIKit may call from any thread; weak loads are atomic.
    nonisolated(unsafe) private(set) weak var forwardee: (any NSObjectProtocol)?
    /// The view whose delegate this is.
    private(set) weak var owner: NSObject?

    private let slot: DelegateSlot
    private let lock = NSLock()
    nonisolated(unsafe) private var selectorsWithClosures: Set<Selector> = []
    private var observation: NSKeyValueObservation?
    private var isSettingDelegate = false

    init(slot: DelegateSlot, owner: NSObject) {
      self.slot = slot
      self.owner = owner
      super.init()
    }

    /// The optional delegate methods whose answer depends on registered closures.
    nonisolated class var managedSelectors: Set<Selector> { [] }

    /// The proxy stored on `view` under `key`, created and installed on first use.
    static func installed<Proxy: DelegateProxy>(
      on view: NSObject, key: UnsafeRawPointer, make: () -> Proxy
    ) -> Proxy {
      if let proxy = objc_getAssociatedObject(view, key) as? Proxy { return proxy }
      let proxy = make()
      objc_setAssociatedObject(view, key, proxy, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      proxy.install()
      return proxy
    }

    private func install() {
      let current = slot.get()
      if current !== self { forwardee = current as? any NSObjectProtocol }
      setAsDelegate()
      observation = slot.observe { [weak self] in
        guard let self else { return }
        self.delegateWasSet(to: self.slot.get())
      }
    }

    /// The app set the view's delegate itself: adopt it and put the proxy back in front.
    private func delegateWasSet(to newDelegate: AnyObject?) {
      guard !isSettingDelegate, newDelegate !== self else { return }
      forwardee = newDelegate as? any NSObjectProtocol
      setAsDelegate()
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
      if let selector { updateAnswer(for: selector, hasClosures: true) }
      return ClosureToken { [weak self, weak list] in
        guard let list, list.remove(id), list.isEmpty, let selector else { return }
        self?.updateAnswer(for: selector, hasClosures: false)
      }
    }

    private func updateAnswer(for selector: Selector, hasClosures: Bool) {
      let changed = lock.withLock {
        hasClosures
          ? selectorsWithClosures.insert(selector).inserted
          : selectorsWithClosures.remove(selector) != nil
      }
      if changed { setAsDelegate() }
    }

    /// `list` when `view` is this proxy's own view; an empty list for any other view that was
    /// given this proxy as its delegate, so closures only ever see their own view.
    func closures<Callback>(
      _ list: CallbackList<Callback>, for view: AnyObject
    ) -> CallbackList<Callback> {
      view === owner ? list : CallbackList()
    }

    nonisolated override func responds(to selector: Selector!) -> Bool {
      guard let selector else { return false }
      let isManaged = Self.managedSelectors.contains(selector)
      return DelegateResponse.responds(
        isManaged: isManaged,
        hasClosures: isManaged && lock.withLock { selectorsWithClosures.contains(selector) },
        proxyImplements: !isManaged && super.responds(to: selector),
        forwardeeResponds: forwardee?.responds(to: selector) ?? false)
    }

    nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
      guard let forwardee, forwardee.responds(to: selector) else { return nil }
      return forwardee
    }
  }

  /// Reads, writes and watches one delegate property of one view.
  @MainActor
  struct DelegateSlot {
    let get: @MainActor () -> AnyObject?
    let set: @MainActor (AnyObject?) -> Void
    /// Starts calling the closure after every change of the property.
    let observe: @MainActor (@escaping @MainActor () -> Void) -> NSKeyValueObservation?

    /// A slot for the property at `keyPath` of `view`.
    ///
    /// A value that is not a `Delegate` is written as `nil`, as UIKit's own type would refuse it.
    static func property<View: NSObject, Delegate>(
      _ keyPath: ReferenceWritableKeyPath<View, Delegate?>, of view: View
    ) -> DelegateSlot {
      DelegateSlot(
        get: { [weak view] in view?[keyPath: keyPath] as AnyObject? },
        set: { [weak view] newValue in view?[keyPath: keyPath] = newValue as? Delegate },
        observe: { [weak view] changed in
          view?.observe(keyPath) { _, _ in
            // UIKit sets delegates on the main thread; hop there if someone did not.
            if Thread.isMainThread {
              MainActor.assumeIsolated { changed() }
            } else {
              DispatchQueue.main.async { changed() }
            }
          }
        })
    }
  }
#endif
