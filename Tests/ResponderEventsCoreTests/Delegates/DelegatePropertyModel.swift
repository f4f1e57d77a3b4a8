import ResponderEventsCore
import Testing

/// A model of one UIKit delegate property and the objects real apps put on it, for
/// `DelegatePlacementModelTests`.
///
/// - The view holds its delegate weakly and, when it is set, asks it which methods it
///   implements and keeps the answers (`cache`); it calls a method only if the answer was yes.
/// - `RxProxy` behaves as RxCocoa's `DelegateProxyType` and `_RXDelegateProxy`: each use of
///   `rx` adopts the property's current value as its forwardee (replacing the one it had) and
///   puts itself in front (`proxy(for:)`); it claims what it observes and what its forwardee
///   claims (`responds(to:)`); it notifies its observers, then forwards (`forwardInvocation:`);
///   a new observer makes it set the property to `nil` and back if it is in front (`reset()`);
///   `rx.setDelegate` sets its forwardee, and asserts it had none (`installForwardDelegate`);
///   disposing what it returned asserts, while that delegate lives, that it is still the
///   forwardee, then clears the forwardee (`setForwardToDelegate(nil)`, so `reset()`).
/// - `Splitter` is a plain delegate splitter built around the property's value and one more
///   target; it claims what any target claims and calls each.
/// - `AppDelegate` implements a fixed set of methods and can be deallocated.
/// - `ModelProxy` is ResponderEvents' proxy: `DelegateClaims` for its answers, closures for its
///   managed methods, `DelegatePlacement` for where it sits, a lifetime watcher on its forwardee.
@MainActor
final class DelegatePropertyWorld {
  enum Method: Hashable, CaseIterable {
    /// Managed by the proxy (`didSelectRow`); the first app delegate implements it.
    case select
    /// Managed by the proxy (`didScroll`); the second app delegate and RxCocoa's proxy
    /// (which implements `scrollViewDidScroll` itself) implement it.
    case scroll
    /// Not managed (`viewForHeader`): only app delegates implement it.
    case header

  }

  // The objects.
  let appDelegates = [
    AppDelegate(name: "app delegate 1", implements: [.select, .header]),
    AppDelegate(name: "app delegate 2", implements: [.scroll, .header]),
  ]
  let rx = RxProxy(name: "RxCocoa's proxy")
  let extraTarget = AppDelegate(name: "splitter's other target", implements: [.select, .scroll])
  let diffable = DiffableDataSource(name: "diffable data source")
  var splitter: Splitter?
  var staticSplitter: StaticSplitter?
  var opaqueWrapper: OpaqueWrapper?
  /// How many calls the proxy's depth limit stopped.
  var loopsStopped = 0
  private(set) var proxy: ModelProxy?
  private(set) var placement: DelegatePlacement<ModelProperty>?
  private(set) var property: ModelProperty?

  // The view.
  private weak var delegate: Object?
  /// What the view was told the delegate implements, when it was last set.
  private(set) var cache: Set<Method> = []
  var front: Object? { delegate.flatMap { $0.isAlive ? $0 : nil } }

  // What the app expects to receive calls.
  var appDelegate: Int?
  private(set) var isRxActive = false
  var isSplitterActive = false
  var isWrapperActive = false
  private(set) var isDiffableSet = false
  private var nextClosure = 0

  // What went wrong.
  var notes: [DelegatePlacement<ModelProperty>.Note] = []
  private(set) var needlessRefreshes = 0
  private var refreshStartedWith: Set<Method>?
  /// Calls that went round a loop, and first calls that did not reach everyone once.
  var cycles: [String] = []
  /// RxCocoa's debug assertions that failed.
  private(set) var rxAssertions: [String] = []
  /// Whether the disposable `rx.setDelegate` returned is live (not disposed yet).
  private(set) var isRxSubscribed = false
  /// The delegate `rx.setDelegate` was given, held weakly as its disposable holds it
  /// (`weakForwardDelegate`, `installForwardDelegate`).
  private weak var rxSubscribedDelegate: Object?
  /// Whether the app's delegate receives calls because `rx.setDelegate` set it, rather than
  /// because the app set the property.
  private var isAppDelegateViaRx = false
  /// Sets by the proxy that the property did not keep (none should, in this model).
  var setsThatDidNotTake = 0
  /// How deep the current delivery is (`forward(_:from:to:)`).
  var callDepth = 0
  /// Whether the app's `nil` is the last set by anyone but the proxy (`appSetsWhatItReads`).
  private var isClearedByApp = false

  init() {}

  /// The placement is told of a loop through the proxy's forwardee, as when a call comes back
  /// round it (`LoopRoute.loopFound()`).
  func loopFound() {
    if let placement, let property { notes += placement.loopFound(on: property) }
  }

  func setDelegate(_ object: Object?, byProxy: Bool = false) {
    if !byProxy { isClearedByApp = false }
    if byProxy {
      if object == nil {
        refreshStartedWith = cache
      } else if let before = refreshStartedWith {
        refreshStartedWith = nil
        delegate = object
        cache = Set(Method.allCases.filter { object!.responds(to: $0) })
        if cache == before { needlessRefreshes += 1 }
        return
      }
    }
    delegate = object
    cache = Set(Method.allCases.filter { method in object?.responds(to: method) ?? false })
    // Key-value observation of the property: the proxy hears of every change, its own too,
    // inside the setter.
    if let placement, let property { notes += placement.frontChanged(on: property) }
  }

  // MARK: Operations

  /// Delivers every method once, expecting each to reach everyone it should, once.
  func expectEveryMethodReachesEveryone(sourceLocation: SourceLocation = #_sourceLocation) {
    for method in Method.allCases {
      let (received, expected) = deliver(method)
      #expect(received == expected, "\(method)", sourceLocation: sourceLocation)
    }
  }

  /// A world after `operations`, each expected to happen.
  static func after(
    _ operations: [Operation], sourceLocation: SourceLocation = #_sourceLocation
  ) -> DelegatePropertyWorld {
    let world = DelegatePropertyWorld()
    for operation in operations {
      #expect(world.perform(operation), "\(operation)", sourceLocation: sourceLocation)
    }
    return world
  }

  /// Performs `operation`, or returns `false` when it cannot happen in this state.
  func perform(_ operation: Operation) -> Bool {
    // The app setting the property while what `rx.setDelegate` returned lives breaks RxCocoa's
    // own rule: its next use adopts what was set, and disposing then asserts, with or without
    // this library (setting the same delegate again escapes only because RxCocoa's proxy
    // adopts the object it had).
    if isRxSubscribed, Self.appSetsTheProperty.contains(operation) { return false }
    switch operation {
    case .appSets0: return appSets(0)
    case .appSets1: return appSets(1)
    case .appSetsNil:
      appSetsNil()
    case .appSetsNilAndRxObservesScroll:
      appSetsNil()
      return rxUse(observing: .scroll)
    case .appClearsAndRestores:
      // Not while the proxy forwards to an opaque wrapper it has not seen a call of: put back,
      // it forwards to that wrapper again, which is taken for a wrapper only by its next call,
      // and what the proxy forwarded to before it is lost (documented); nor with a splitter in
      // front, which the lookup sees: put back, it stood for nobody (documented). A wrapper
      // in front is one a loop revealed. Reading `nil`, it sets `nil` twice: `appSetsNil`.
      // Without a proxy it changes nothing, as without it.
      guard proxy != nil, let saved = front, !(saved is Splitter),
        !(proxy?.forwardee is OpaqueWrapper && placement?.replacedForwardee != nil)
      else { return false }
      setDelegate(nil)
      setDelegate(saved)
    case .appSetsWhatItReads:
      // Reading `nil`, it sets `nil`: `appSetsNil`. Without a proxy it changes nothing.
      guard proxy != nil, let current = front, current !== proxy || !isClearedByApp else {
        return false
      }
      setDelegate(current)
    case .appDelegate0Dies: return appDelegateDies(0)
    case .appDelegate1Dies: return appDelegateDies(1)
    case .rxObservesSelect: return rxUse(observing: .select)
    case .rxObservesScroll: return rxUse(observing: .scroll)
    case .rxSetDelegate0:
      guard appDelegates[0].isAlive else { return false }
      rxProxyFor()
      // `installForwardDelegate` asserts the proxy forwarded to nobody: RxCocoa's own rule.
      guard rx.forwardee == nil else { return false }
      rx.forwardee = appDelegates[0]
      appDelegate = 0
      isAppDelegateViaRx = true
      isRxActive = true
      isRxSubscribed = true
      rxSubscribedDelegate = appDelegates[0]
      rxReset()
    case .rxDisposeSetDelegate:
      guard isRxSubscribed else { return false }
      isRxSubscribed = false
      // `assert(delegate == nil || proxy._forwardToDelegate() === delegate, "Delegate was
      // changed from time it was first set. …")`, then `proxy.setForwardToDelegate(nil, …)`
      // (`installForwardDelegate`'s disposable, DelegateProxyType.swift).
      if let delegate = rxSubscribedDelegate, delegate.isAlive, rx.forwardee !== delegate {
        rxAssertions.append(
          "Delegate was changed from time it was first set. Current \(rx.forwardee?.name ?? "nil")"
            + ", and it should have been \(delegate.name)")
      }
      rx.forwardee = nil
      if isAppDelegateViaRx { appDelegate = nil }
      isAppDelegateViaRx = false
      rxReset()
    case .splitterWrap:
      // A splitter around RxCocoa's proxy makes RxCocoa loop on its own at its next use (it
      // adopts the splitter, which calls it): not a state an app can live in.
      guard splitter == nil, staticSplitter == nil, opaqueWrapper == nil, front !== rx else {
        return false
      }
      wrapsWhatIsInFront()
      let splitter = Splitter(targets: [front, extraTarget].compactMap { $0 })
      self.splitter = splitter
      isSplitterActive = true
      setDelegate(splitter)
    case .staticSplitterWrap:
      // The same precondition as the other splitter's, and one splitter of either kind.
      guard splitter == nil, staticSplitter == nil, opaqueWrapper == nil, front !== rx else {
        return false
      }
      wrapsWhatIsInFront()
      let splitter = StaticSplitter(targets: [front, extraTarget].compactMap { $0 })
      staticSplitter = splitter
      isSplitterActive = true
      setDelegate(splitter)
      firstCalls(after: "staticSplitterWrap")
    case .opaqueWrap:
      guard opaqueWrap() else { return false }
      firstCalls(after: "opaqueWrap")
    case .opaqueWrapBeforeFirstCall: return opaqueWrap()
    case .frontSplitterDies:
      return frontDies()
    case .wrapperDiesRestoring:
      return wrapperDiesRestoring()
    case .appSetsDiffable:
      appDelegate = nil
      isAppDelegateViaRx = false
      isRxActive = false
      isSplitterActive = false
      isWrapperActive = false
      isDiffableSet = true
      setDelegate(diffable)
    case .addSelect: addClosure(for: .select)
    case .addScroll: addClosure(for: .scroll)
    case .removeSelect: return removeClosure(for: .select)
    case .removeScroll: return removeClosure(for: .scroll)
    }
    return true
  }

  private func appSets(_ index: Int) -> Bool {
    guard appDelegates[index].isAlive else { return false }
    appDelegate = index
    isAppDelegateViaRx = false
    isRxActive = false
    isSplitterActive = false
    isWrapperActive = false
    isDiffableSet = false
    setDelegate(appDelegates[index])
    return true
  }

  /// The app clears the property.
  ///
  /// Behind RxCocoa's proxy, the proxy cannot tell that from RxCocoa asking UIKit again (its
  /// `reset()` sets `nil`, then itself back), and keeps forwarding, as documented: what was
  /// behind the proxy keeps its calls, and what was in front of it loses them.
  private func appSetsNil() {
    let inFront = objectsInFrontOfProxy()
    if front is RxProxy, let proxy, inFront.contains(ObjectIdentifier(proxy)) {
      isRxActive = false
      if let splitter = splitter ?? staticSplitter, inFront.contains(ObjectIdentifier(splitter)) {
        isSplitterActive = false
      }
      if let opaqueWrapper, inFront.contains(ObjectIdentifier(opaqueWrapper)) {
        isWrapperActive = false
      }
    } else {
      appDelegate = nil
      isAppDelegateViaRx = false
      isRxActive = false
      isSplitterActive = false
      isWrapperActive = false
      isDiffableSet = false
    }
    setDelegate(nil)
    isClearedByApp = true
  }

  /// The objects a call from the front passes through before it reaches the proxy, and the
  /// proxy itself if it does: the model's own structure, not what the placement can see.
  private func objectsInFrontOfProxy() -> Set<ObjectIdentifier> {
    var found: Set<ObjectIdentifier> = []
    func visit(_ object: Object?) {
      guard let object, object.isAlive, found.insert(ObjectIdentifier(object)).inserted,
        object !== proxy
      else { return }
      switch object {
      case let rx as RxProxy: visit(rx.forwardee)
      case let splitter as Splitter: splitter.targets.forEach(visit)
      case let splitter as StaticSplitter: splitter.targets.forEach(visit)
      case let wrapper as OpaqueWrapper: visit(wrapper.saved)
      default: break
      }
    }
    visit(front)
    return found
  }

  /// Sets a wrapper of IQKeyboardReturnKeyHandler's shape, which saves the property's value.
  ///
  /// One wrapper or splitter at a time; not around RxCocoa's proxy, which would loop on its own.
  private func opaqueWrap() -> Bool {
    guard splitter == nil, staticSplitter == nil, opaqueWrapper == nil, front !== rx else {
      return false
    }
    wrapsWhatIsInFront()
    let wrapper = OpaqueWrapper(saving: front)
    opaqueWrapper = wrapper
    isWrapperActive = true
    setDelegate(wrapper)
    return true
  }

  private func rxProxyFor() {
    if front !== rx {
      let current = front
      wrapsWhatIsInFront()
      rx.forwardee = current
      if current === diffable { rx.isDataSourceProxy = true }
      setDelegate(rx)
      // `assert(_currentDelegate(for: object) === proxy)` and
      // `assert(delegateProxy._forwardToDelegate() === currentDelegate)`, right after
      // `_setCurrentDelegate(proxy, to: object)` (`proxy(for:)`, DelegateProxyType.swift).
      if front !== rx { rxAssertions.append("RxCocoa's proxy was moved inside its own setter") }
      if rx.forwardee !== current {
        rxAssertions.append("RxCocoa's proxy's forwardee was changed inside its own setter")
      }
    }
  }

  /// An object is about to be built around what is in the property: when that is empty (the
  /// front died with no proxy installed to take the view back), it wraps nothing, as it would
  /// without this library: what was behind the object that died (the app's delegate, RxCocoa's
  /// proxy) went with it, until set or used again.
  private func wrapsWhatIsInFront() {
    if front == nil { (appDelegate, isAppDelegateViaRx, isRxActive) = (nil, false, false) }
  }

  private func rxReset() {
    if front === rx {
      setDelegate(nil)
      setDelegate(rx)
    }
  }

  private func rxUse(observing method: Method) -> Bool {
    rxProxyFor()
    isRxActive = true
    if rx.observed.insert(method).inserted { rxReset() }
    return true
  }

  private func installedProxy() -> ModelProxy {
    if let proxy { return proxy }
    let proxy = ModelProxy()
    proxy.world = self
    let property = ModelProperty(world: self, proxy: proxy)
    let placement = DelegatePlacement<ModelProperty>()
    self.proxy = proxy
    self.property = property
    self.placement = placement
    notes += placement.install(on: property)
    return proxy
  }

  private func addClosure(for method: Method) {
    let proxy = installedProxy()
    nextClosure += 1
    proxy.closures[method, default: []].append(nextClosure)
    closuresChanged(for: method, on: proxy)
  }

  private func removeClosure(for method: Method) -> Bool {
    guard let proxy, !(proxy.closures[method]?.isEmpty ?? true) else { return false }
    proxy.closures[method]!.removeFirst()
    closuresChanged(for: method, on: proxy)
    return true
  }

  private func closuresChanged(for method: Method, on proxy: ModelProxy) {
    let forwardeeResponds = proxy.forwardee?.responds(to: method) ?? false
    var refresh = proxy.claims.closuresChanged(
      for: method, hasClosures: !(proxy.closures[method]?.isEmpty ?? true),
      forwardeeResponds: forwardeeResponds, hasUncommittedUpdates: false)
    // A removal's refresh waits a moment (`DelegateClaims`), which passes before the next
    // operation.
    if refresh == .afterUncommittedUpdates {
      refresh = proxy.claims.retry(hasUncommittedUpdates: false)
    }
    if refresh == .now, let placement, let property { notes += placement.refresh(on: property) }
  }
}
