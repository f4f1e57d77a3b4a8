#if canImport(UIKit) && !os(watchOS)
  package import Foundation

  // The proxy is its view's delegate property as `DelegatePlacement` sees it: the real property,
  // read, written and watched through its key path, and what the Objective-C runtime tells of
  // the objects on it. Its objects are `AnyObject`s and its methods `Selector`s, as the
  // witnesses below say. After them, `DeathNotice`, which tells the proxy when the object it
  // forwards to, or the one in front of it, dies.
  extension ClosureDelegateProxy: DelegateProperty {
    /// Makes this proxy's property the one at `keyPath` of `view`, and starts watching it; done
    /// once, before the proxy is installed.
    ///
    /// A refresh writes back whatever is in the property, which may be an object that
    /// implements the delegate's methods without declaring the protocol (an Objective-C
    /// multicast delegate set with key-value coding): it is written as it is, the way
    /// Objective-C would (see `forwardeeView(_:as:)`), rather than as `nil`. Only an object
    /// that is not an Objective-C object at all is written as `nil`.
    func bind<View: NSObject, Delegate>(
      _ keyPath: ReferenceWritableKeyPath<View, Delegate?>, of view: View
    ) {
      owner = view
      read = { [weak view] in view?[keyPath: keyPath] as AnyObject? }
      write = { [weak view] newValue in
        let object = newValue as? any NSObjectProtocol
        view?[keyPath: keyPath] =
          newValue as? Delegate ?? object.map { forwardeeView($0, as: Delegate.self) }
      }
      // UIKit sets delegates on the main thread; hop there if someone did not. Sets before the
      // proxy is installed, and the proxy's own, are the placement's to ignore.
      let changed: @MainActor @Sendable () -> Void = { [weak self] in self?.propertyWasSet() }
      observation = view.observe(keyPath) { _, _ in MainThread.run(changed) }
    }

    package var proxy: AnyObject { self }
    package var front: AnyObject? { read() }

    package func setFront(_ object: AnyObject?) -> Bool {
      let heard = setsHeard
      setCount += 1
      Self.allSetting.append(self)
      defer { Self.allSetting.removeLast() }
      write(object)
      return setsHeard != heard
    }

    /// The proxies setting their view's property now, the innermost last.
    private static var allSetting: [ClosureDelegateProxy] = []

    package func isForeignProxy(_ object: AnyObject) -> Bool { Self.isAnotherLibrarysProxy(object) }

    package var proxiesSetting: [AnyObject] {
      Self.allSetting.filter { $0.owner === owner && $0.propertyName == propertyName }
    }

    // `setDidNotTake(_:)`, which only reports, is with the other diagnostics.

    /// Setting it starts passing calls on to the object, and watching for its deallocation.
    package var forwardee: AnyObject? {
      get { target }
      set {
        let newTarget = newValue as? any NSObjectProtocol
        lock.withLock { target = newTarget }
        forwardeeNotice.watch(newTarget, for: self) { [weak self] in self?.forwardeeDied() }
      }
    }

    /// Asks `object` whether it responds to a selector nobody implements, which it passes on
    /// to this proxy if it passes calls on to it, directly or through others. (The placement
    /// asks about objects other than the proxy; the proxy itself would answer "yes" too.)
    package func reachesProxy(_ object: AnyObject) -> Bool {
      guard let object = object as? any NSObjectProtocol else { return false }
      lock.withLock { isBeingLookedFor = true }
      defer { lock.withLock { isBeingLookedFor = false } }
      return object.responds(to: Self.lookupSelector)
    }

    /// RxCocoa's proxies (`_RXDelegateProxy`) say what they forward to in `_forwardToDelegate`
    /// ("@property (nonatomic, weak, readonly) id _forwardToDelegate;", `_RXDelegateProxy.h`);
    /// this library's proxies in `forwardee`.
    package func declaredForwardee(of object: AnyObject) -> AnyObject?? {
      if let other = object as? ClosureDelegateProxy { return .some(other.target) }
      // The object's class must implement it: `responds(to:)` would also say yes for a
      // splitter that passes unknown questions on to such a proxy.
      guard let object = object as? NSObject, Self.isAnotherLibrarysProxy(object) else {
        return nil
      }
      return .some(object.perform(Self.foreignForwardeeSelector)?.takeUnretainedValue())
    }

    package func adoptable(_ object: AnyObject) -> AnyObject? {
      // A proxy of another class on the same view (two proxies for one property) is adopted
      // as it is. Another view's proxy (the app handing one view's delegate to another):
      // forward to what it forwards to, never to it, so that no chain of proxies can form.
      if let other = object as? ClosureDelegateProxy, other.owner !== owner { return other.target }
      return object
    }

    package func claimsOfFront() -> [Selector: Bool] {
      let front = read() as? any NSObjectProtocol
      let asked = lock.withLock { askedSelectors }.union(protocolSelectors)
      return Dictionary(uniqueKeysWithValues: asked.map { ($0, front?.responds(to: $0) ?? false) })
    }
  }

  /// A notice kept on one object (the app's delegate a proxy forwards to, the object in front
  /// of it) that tells the proxy when that object is deallocated.
  ///
  /// Kept in the object's `DeallocationActions`, tied to the proxy: an object that outlives the
  /// proxy, serving one view after another, keeps no notice of a proxy that is gone.
  @MainActor
  struct DeathNotice {
    private weak var object: AnyObject?
    private var id: UInt64?

    /// A notice that watches nothing.
    ///
    /// Not isolated, so that a proxy's initializer, which overrides `NSObject`'s, can make one.
    nonisolated init() {}

    /// Watches `newObject` for `proxy`, in place of what was watched; `nil` watches nothing.
    ///
    /// `onDeath` runs at once when the object dies on the main thread, where UIKit delegates
    /// die, so before UIKit calls again; from another thread, on the main queue's next turn.
    mutating func watch(
      _ newObject: AnyObject?, for proxy: AnyObject,
      onDeath: @escaping @MainActor @Sendable () -> Void
    ) {
      if newObject === object, id != nil { return }
      // An action was added to the object's list, so the list is there.
      if let id, let object { DeallocationActions.on(object).remove(id) }
      (object, id) = (newObject, nil)
      guard let newObject else { return }
      id = DeallocationActions.on(newObject).add(tiedTo: proxy) { MainThread.run(onDeath) }
    }
  }
#endif
