#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEvents
  import ResponderEventsProxyBase

  /// One view's delegate property as `DelegatePlacement` sees it: the real property, read,
  /// written and watched through its key path, and what the Objective-C runtime tells of the
  /// objects on it.
  @MainActor
  final class ProxyDelegateProperty: DelegateProperty {
    typealias Object = AnyObject
    typealias Method = Selector

    private unowned let delegateProxy: ClosureDelegateProxy
    /// The property's getter and setter, for no property until ``bind(_:of:)`` (a proxy not
    /// installed yet).
    private var read: () -> AnyObject? = { nil }
    private var write: (AnyObject?) -> Void = { _ in }
    /// Starts calling the closure after every change of the property.
    private(set) var observe: (@escaping @MainActor () -> Void) -> NSKeyValueObservation? = {
      _ in nil
    }
    /// How many times the placement set the property: a refresh that changed nothing leaves
    /// it as it was.
    private(set) var setCount = 0

    init(proxy: ClosureDelegateProxy) {
      self.delegateProxy = proxy
    }

    /// Makes this the property at `keyPath` of `view`; done once, before the proxy is
    /// installed.
    ///
    /// A refresh writes back whatever is in the property, which may be an object that
    /// implements the delegate's methods without declaring the protocol (an Objective-C
    /// multicast delegate set with key-value coding): it is written as it is, the way
    /// Objective-C would (see `ForwardeeView`), rather than as `nil`. Only an object that is
    /// not an Objective-C object at all is written as `nil`.
    func bind<View: NSObject, Delegate>(
      _ keyPath: ReferenceWritableKeyPath<View, Delegate?>, of view: View
    ) {
      read = { [weak view] in view?[keyPath: keyPath] as AnyObject? }
      write = { [weak view] newValue in
        guard let view else { return }
        if let delegate = newValue as? Delegate {
          view[keyPath: keyPath] = delegate
        } else if let object = newValue as? any NSObjectProtocol {
          view[keyPath: keyPath] = ForwardeeView.view(object, as: Delegate.self)
        } else {
          view[keyPath: keyPath] = nil
        }
      }
      // UIKit sets delegates on the main thread; hop there if someone did not.
      observe = { [weak view] changed in
        view?.observe(keyPath) { _, _ in MainThread.run(changed) }
      }
    }

    var proxy: AnyObject { delegateProxy }
    var front: AnyObject? { read() }

    func setFront(_ object: AnyObject?) {
      setCount += 1
      write(object)
    }

    func setDidNotTake(_ object: AnyObject) {
      // A view being deallocated takes no set: nothing to report then.
      guard delegateProxy.owner != nil else { return }
      delegateProxy.reportSetDidNotTake(object, front: front)
    }

    var forwardee: AnyObject? {
      get { delegateProxy.forwardee }
      set { delegateProxy.forward(to: newValue) }
    }

    func reachesProxy(_ object: AnyObject) -> Bool {
      delegateProxy.isReached(from: object)
    }

    /// RxCocoa's proxies (`_RXDelegateProxy`) say what they forward to in `_forwardToDelegate`
    /// ("@property (nonatomic, weak, readonly) id _forwardToDelegate;", `_RXDelegateProxy.h`);
    /// this library's proxies in `forwardee`.
    func declaredForwardee(of object: AnyObject) -> AnyObject?? {
      if let other = object as? ClosureDelegateProxy { return .some(other.forwardee) }
      // The object's class must implement it: `responds(to:)` would also say yes for a
      // splitter that passes unknown questions on to such a proxy.
      guard let object = object as? NSObject, ClosureDelegateProxy.isAnotherLibrarysProxy(object)
      else { return nil }
      return .some(
        object.perform(ClosureDelegateProxy.foreignForwardeeSelector)?.takeUnretainedValue())
    }

    func adoptable(_ object: AnyObject) -> AnyObject? {
      // A proxy of another class on the same view (two proxies for one property) is adopted
      // as it is. Another view's proxy (the app handing one view's delegate to another): forward to what
      // it forwards to, never to it, so that no chain of proxies can form.
      guard let other = object as? ClosureDelegateProxy, other.owner !== delegateProxy.owner else {
        return object
      }
      return other.forwardee
    }

    func mustStayInFront(_ object: AnyObject) -> Bool {
      delegateProxy.mustStayInFront(object)
    }

    func claimsOfFront() -> [Selector: Bool] {
      let front = read() as? any NSObjectProtocol
      let asked = delegateProxy.selectorsAskedAbout.union(
        Self.protocolSelectors(of: type(of: delegateProxy)))
      return Dictionary(
        uniqueKeysWithValues: asked.map { ($0, front?.responds(to: $0) ?? false) })
    }

    /// The optional methods of the delegate protocols `proxyClass` adopts, and of the protocols
    /// those incorporate: what UIKit may ask the object in front about.
    private static func protocolSelectors(of proxyClass: ClosureDelegateProxy.Type) -> [Selector] {
      let key = ObjectIdentifier(proxyClass)
      if let known = protocolSelectorsByClass[key] { return known }
      let selectors = proxyClass.responderEventsOptionalProtocolMethods().map(NSSelectorFromString)
      protocolSelectorsByClass[key] = selectors
      return selectors
    }

    private static var protocolSelectorsByClass: [ObjectIdentifier: [Selector]] = [:]
  }
#endif
