import ResponderEventsCore

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
///   `rx.setDelegate` sets its forwardee, and asserts it had none (`installForwardDelegate`).
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

  @MainActor class Object {
    let name: String
    var isAlive = true
    /// Calls received in the current delivery.
    var received: [Method: Int] = [:]

    init(name: String) { self.name = name }

    func responds(to method: Method) -> Bool { false }
    func receive(_ method: Method, in world: DelegatePropertyWorld) {
      received[method, default: 0] += 1
    }
  }

  final class AppDelegate: Object {
    let implements: Set<Method>
    init(name: String, implements: Set<Method>) {
      self.implements = implements
      super.init(name: name)
    }
    override func responds(to method: Method) -> Bool { isAlive && implements.contains(method) }
  }

  final class RxProxy: Object {
    weak var forwardee: Object?
    var observed: Set<Method> = []
    /// RxCocoa's scroll view proxy implements `scrollViewDidScroll` itself (for `contentOffset`).
    let implements: Set<Method> = [.scroll]

    override func responds(to method: Method) -> Bool {
      implements.contains(method) || observed.contains(method)
        || (forwardee.map { $0.isAlive && $0.responds(to: method) } ?? false)
    }

    override func receive(_ method: Method, in world: DelegatePropertyWorld) {
      if observed.contains(method) { received[method, default: 0] += 1 }
      world.forward(method, from: self, to: forwardee)
    }
  }

  final class Splitter: Object {
    let targets: [Object]
    init(targets: [Object]) {
      self.targets = targets
      super.init(name: "splitter")
    }
    override func responds(to method: Method) -> Bool {
      targets.contains { $0.isAlive && $0.responds(to: method) }
    }
    override func receive(_ method: Method, in world: DelegatePropertyWorld) {
      for target in targets { world.forward(method, from: self, to: target) }
    }
  }

  /// A splitter written by hand: it implements every method itself and calls each target, and
  /// does not pass `responds(to:)` on, so nothing can see that it calls the proxy.
  final class StaticSplitter: Object {
    let targets: [Object]
    init(targets: [Object]) {
      self.targets = targets
      super.init(name: "static splitter")
    }
    override func responds(to method: Method) -> Bool { isAlive }
    override func receive(_ method: Method, in world: DelegatePropertyWorld) {
      for target in targets { world.forward(method, from: self, to: target) }
    }
  }

  final class DiffableDataSource: Object {
    override func responds(to method: Method) -> Bool { method == .select }
  }

  final class ModelProxy: Object {
    weak var forwardee: Object? {
      didSet { watched = forwardee }
    }
    /// The watcher on the forwardee: tells the proxy when it is deallocated.
    private(set) weak var watched: Object?
    var claims = DelegateClaims(managed: [Method.select, .scroll])
    var closures: [Method: [Int]] = [:]
    var closureCalls: [Int: Int] = [:]
    private var isAsking = false

    init() { super.init(name: "proxy") }

    override func responds(to method: Method) -> Bool {
      // ForwardingGuard: a question that comes back while it is asked is answered "no".
      guard !isAsking else { return false }
      isAsking = true
      defer { isAsking = false }
      let forwardeeResponds = forwardee.map { $0.isAlive && $0.responds(to: method) } ?? false
      return claims.claims(method, proxyImplements: false, forwardeeResponds: forwardeeResponds)
    }

    /// How deep each method is being passed on (`ForwardedCalls`).
    private var depths: [Method: Int] = [:]

    override func receive(_ method: Method, in world: DelegatePropertyWorld) {
      received[method, default: 0] += 1
      if claims.managed.contains(method) {
        for id in closures[method, default: []] { closureCalls[id, default: 0] += 1 }
      }
      let depth = depths[method, default: 0]
      guard depth < ForwardedCalls.maximumDepth else {
        world.loopWasStopped = true
        return
      }
      depths[method] = depth + 1
      defer { depths[method] = depth }
      world.forward(method, from: self, to: forwardee)
    }
  }

  // The objects.
  let appDelegates = [
    AppDelegate(name: "app delegate 1", implements: [.select, .header]),
    AppDelegate(name: "app delegate 2", implements: [.scroll, .header]),
  ]
  let rx = RxProxy(name: "RxCocoa's proxy")
  let extraTarget = AppDelegate(name: "splitter's other target", implements: [.select, .scroll])
  let diffable = DiffableDataSource(name: "diffable data source")
  private(set) var splitter: Splitter?
  private(set) var staticSplitter: StaticSplitter?
  /// A call went round and the proxy's guard stopped it; the UIKit layer then tells the
  /// placement, once the call has returned.
  var loopWasStopped = false
  private(set) var proxy: ModelProxy?
  private(set) var placement: DelegatePlacement<ModelProperty>?
  private(set) var property: ModelProperty?

  // The view.
  private weak var delegate: Object?
  /// What the view was told the delegate implements, when it was last set.
  private(set) var cache: Set<Method> = []
  var front: Object? { delegate.flatMap { $0.isAlive ? $0 : nil } }

  // What the app expects to receive calls.
  private(set) var appDelegate: Int?
  private(set) var isRxActive = false
  private(set) var isSplitterActive = false
  private(set) var isDiffableSet = false
  private var nextClosure = 0

  // What went wrong.
  private(set) var notes: [DelegatePlacement<ModelProperty>.Note] = []
  private(set) var needlessRefreshes = 0
  private var refreshStartedWith: Set<Method>?
  private(set) var cycles: [String] = []
  /// RxCocoa's debug assertions that failed.
  private(set) var rxAssertions: [String] = []
  private var callDepth = 0
  private var isSettlePending = false

  init() {}

  func setDelegate(_ object: Object?, byProxy: Bool = false) {
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
    // Key-value observation of the property: the proxy hears of every change, its own too.
    if let placement, let property {
      let (newNotes, settleLater) = placement.frontChanged(on: property)
      notes += newNotes
      isSettlePending = isSettlePending || settleLater
    }
  }

  /// The end of the main run loop's turn: what the proxy scheduled for then runs.
  func endTurn() {
    guard isSettlePending else { return }
    isSettlePending = false
    if let placement, let property { notes += placement.settle(on: property) }
  }

  // MARK: Operations

  enum Operation: Hashable, CaseIterable {
    case appSets0, appSets1, appSetsNil, appDelegate0Dies, appDelegate1Dies
    case rxObservesSelect, rxObservesScroll, rxSetDelegate0
    /// The app clears the delegate, as RxCocoa's assertion message advises, and uses `rx` in
    /// the same turn.
    case appSetsNilAndRxObservesScroll
    case splitterWrap, staticSplitterWrap, appSetsDiffable
    case addSelect, addScroll, removeSelect, removeScroll

  }

  /// Performs `operation` in a turn of its own, or returns `false` when it cannot happen in
  /// this state.
  func perform(_ operation: Operation) -> Bool {
    defer { endTurn() }
    return performInTurn(operation)
  }

  private func performInTurn(_ operation: Operation) -> Bool {
    switch operation {
    case .appSets0: return appSets(0)
    case .appSets1: return appSets(1)
    case .appSetsNil:
      appDelegate = nil
      isRxActive = false
      isSplitterActive = false
      isDiffableSet = false
      setDelegate(nil)
    case .appSetsNilAndRxObservesScroll:
      guard !isLoopUndiscovered else { return false }
      appDelegate = nil
      isSplitterActive = false
      isDiffableSet = false
      setDelegate(nil)
      return rxUse(observing: .scroll)
    case .appDelegate0Dies: return appDelegateDies(0)
    case .appDelegate1Dies: return appDelegateDies(1)
    case .rxObservesSelect: return rxUse(observing: .select)
    case .rxObservesScroll: return rxUse(observing: .scroll)
    case .rxSetDelegate0:
      guard appDelegates[0].isAlive, !isLoopUndiscovered else { return false }
      rxProxyFor()
      // `installForwardDelegate` asserts the proxy forwarded to nobody: RxCocoa's own rule.
      guard rx.forwardee == nil else { return false }
      rx.forwardee = appDelegates[0]
      appDelegate = 0
      isRxActive = true
      rxReset()
    case .splitterWrap:
      // A splitter around RxCocoa's proxy makes RxCocoa loop on its own at its next use (it
      // adopts the splitter, which calls it): not a state an app can live in.
      guard splitter == nil, staticSplitter == nil, front !== rx else { return false }
      let splitter = Splitter(targets: [front, extraTarget].compactMap { $0 })
      self.splitter = splitter
      isSplitterActive = true
      setDelegate(splitter)
    case .staticSplitterWrap:
      // The same precondition as the other splitter's, and one splitter of either kind.
      guard splitter == nil, staticSplitter == nil, front !== rx else { return false }
      let splitter = StaticSplitter(targets: [front, extraTarget].compactMap { $0 })
      staticSplitter = splitter
      isSplitterActive = true
      setDelegate(splitter)
    case .appSetsDiffable:
      appDelegate = nil
      isRxActive = false
      isSplitterActive = false
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
    isRxActive = false
    isSplitterActive = false
    isDiffableSet = false
    setDelegate(appDelegates[index])
    return true
  }

  private func appDelegateDies(_ index: Int) -> Bool {
    let dying = appDelegates[index]
    // Held strongly by a splitter; and one dying behind RxCocoa's proxy is RxCocoa's own
    // stale claim (RxSwift issue 2428), not one this library can see.
    guard dying.isAlive, rx.forwardee !== dying,
      !(splitter?.targets.contains { $0 === dying } ?? false)
    else { return false }
    dying.isAlive = false
    if let proxy, proxy.watched === dying {
      proxy.forwardee = nil
      _ = proxy.claims.forwardeeChanged()
      if let placement, let property { notes += placement.refresh(on: property) }
    }
    return true
  }

  /// Whether a hand-written splitter around the proxy is still the proxy's forwardee.
  ///
  /// No call has gone round it yet. RxCocoa's proxy adopting the proxy then is left out of the model:
  /// the proxy, finding the loop later with RxCocoa's proxy in front, forwards to what it had
  /// before and the splitter's other targets lose their calls (reported).
  private var isLoopUndiscovered: Bool {
    guard let staticSplitter, let proxy else { return false }
    return proxy.forwardee === staticSplitter
  }

  private func rxProxyFor() {
    if front !== rx {
      rx.forwardee = front
      setDelegate(rx)
      // `assert(self._currentDelegate(for: object) === proxy)` (DelegateProxyType.swift).
      if front !== rx { rxAssertions.append("RxCocoa's proxy was moved inside its own setter") }
    }
  }

  private func rxReset() {
    if front === rx {
      setDelegate(nil)
      setDelegate(rx)
    }
  }

  private func rxUse(observing method: Method) -> Bool {
    guard !isLoopUndiscovered else { return false }
    rxProxyFor()
    isRxActive = true
    if rx.observed.insert(method).inserted { rxReset() }
    return true
  }

  private func installedProxy() -> ModelProxy {
    if let proxy { return proxy }
    let proxy = ModelProxy()
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
    let refresh = proxy.claims.closuresChanged(
      for: method, hasClosures: !(proxy.closures[method]?.isEmpty ?? true),
      forwardeeResponds: forwardeeResponds, hasUncommittedUpdates: false)
    if refresh == .now, let placement, let property { notes += placement.refresh(on: property) }
  }

  // MARK: Calls

  func forward(_ method: Method, from sender: Object, to target: Object?) {
    guard let target, target.isAlive, target.responds(to: method) else { return }
    callDepth += 1
    defer { callDepth -= 1 }
    guard callDepth < 100 else {
      cycles.append("\(method) went round from \(sender.name) to \(target.name)")
      return
    }
    target.receive(method, in: self)
  }

  /// What each receiver got when UIKit sent `method` once, and what it should have got.
  func deliver(_ method: Method) -> (received: [String: Int], expected: [String: Int]) {
    var received: [String: Int] = [:]
    var expected: [String: Int] = [:]
    for count in deliveries(of: method) {
      received[count.name()] = count.received
      expected[count.name()] = count.expected
    }
    return (received, expected)
  }

  /// Sends `method` once as UIKit would, and counts what each receiver got against what it
  /// should have got; names are made only when asked for (a mismatch).
  func deliveries(
    of method: Method
  ) -> [(name: () -> String, received: Int, expected: Int)] {
    let everyone: [Object] =
      appDelegates + [rx, extraTarget, diffable] + (proxy.map { [$0] } ?? [])
    for object in everyone { object.received = [:] }
    proxy?.closureCalls = [:]
    if let front, cache.contains(method) {
      callDepth = 1
      front.receive(method, in: self)
      callDepth = 0
    }
    if loopWasStopped {
      loopWasStopped = false
      if let placement, let property { notes += placement.loopFound(on: property) }
    }
    var counts: [(name: () -> String, received: Int, expected: Int)] = []
    func count(_ object: Object, expected: Bool) {
      counts.append(({ object.name }, object.received[method, default: 0], expected ? 1 : 0))
    }
    for (index, app) in appDelegates.enumerated() {
      count(app, expected: appDelegate == index && app.responds(to: method))
    }
    count(rx, expected: isRxActive && rx.observed.contains(method))
    count(extraTarget, expected: isSplitterActive && extraTarget.responds(to: method))
    count(diffable, expected: isDiffableSet && diffable.responds(to: method))
    if let proxy {
      let isServing = placement?.position == .serving
      for id in proxy.closures[method, default: []] {
        counts.append(({ "closure \(id)" }, proxy.closureCalls[id, default: 0], isServing ? 1 : 0))
      }
    }
    return counts
  }
}

/// The model's delegate property, as `DelegatePlacement` sees it.
@MainActor
final class ModelProperty: DelegateProperty {
  typealias Object = DelegatePropertyWorld.Object
  typealias Method = DelegatePropertyWorld.Method

  unowned let world: DelegatePropertyWorld
  let modelProxy: DelegatePropertyWorld.ModelProxy
  /// Objects that must stay in the property (the data-source model's diffable data source).
  var mustStay: Set<ObjectIdentifier> = []

  init(world: DelegatePropertyWorld, proxy: DelegatePropertyWorld.ModelProxy) {
    self.world = world
    self.modelProxy = proxy
  }

  var proxy: Object { modelProxy }
  var front: Object? { world.front }
  func setFront(_ object: Object?) { world.setDelegate(object, byProxy: true) }

  var forwardee: Object? {
    get { modelProxy.forwardee }
    set { modelProxy.forwardee = newValue }
  }

  func reachesProxy(_ object: Object) -> Bool {
    var seen: Set<ObjectIdentifier> = []
    func reaches(_ object: Object?) -> Bool {
      guard let object, object.isAlive, seen.insert(ObjectIdentifier(object)).inserted else {
        return false
      }
      if object === modelProxy { return true }
      switch object {
      case let rx as DelegatePropertyWorld.RxProxy: return reaches(rx.forwardee)
      case let splitter as DelegatePropertyWorld.Splitter:
        return splitter.targets.contains(where: reaches)
      default: return false
      }
    }
    return reaches(object)
  }

  func declaredForwardee(of object: Object) -> Object?? {
    guard let rx = object as? DelegatePropertyWorld.RxProxy else { return nil }
    return .some(rx.forwardee)
  }

  func adoptable(_ object: Object) -> Object? { object }

  func mustStayInFront(_ object: Object) -> Bool {
    object is DelegatePropertyWorld.DiffableDataSource
  }

  func claimsOfFront() -> [Method: Bool] {
    let front = world.front
    return Dictionary(
      uniqueKeysWithValues: Method.allCases.map { ($0, front?.responds(to: $0) ?? false) })
  }

  /// The methods the front says it implements.
  var claimedByFront: Set<Method> { Set(claimsOfFront().filter(\.value).keys) }
}
