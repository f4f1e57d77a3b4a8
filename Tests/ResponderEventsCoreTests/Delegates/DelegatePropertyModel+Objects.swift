import ResponderEventsCore

// The objects on the model's delegate property: the app's delegates, RxCocoa's proxy, the two
// kinds of splitter, a diffable data source and ResponderEvents' proxy.
extension DelegatePropertyWorld {
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
    /// The answer to the UIKit layer's lookup, `responds(to:)` with a selector nobody
    /// implements, as the real object answers any `responds(to:)`: no, unless it passes the
    /// question on.
    func answersLookup() -> Bool { false }
  }

  final class AppDelegate: Object {
    let implements: Set<Method>
    init(name: String, implements: Set<Method>) {
      self.implements = implements
      super.init(name: name)
    }
    override func responds(to method: Method) -> Bool { isAlive && implements.contains(method) }
    /// What the app does inside this delegate's next method, once (sets the property, say).
    var inNextCall: (() -> Void)?
    override func receive(_ method: Method, in world: DelegatePropertyWorld) {
      super.receive(method, in: world)
      let action = inNextCall
      inNextCall = nil
      action?()
    }
  }

  final class RxProxy: Object {
    weak var forwardee: Object?
    var observed: Set<Method> = []
    /// Whether it adopted the diffable data source: it then plays RxCocoa's data source proxy,
    /// which must stay in the property whatever it forwards to, as the UIKit layer's data source
    /// proxies keep it (`mustStayInFront`).
    var isDataSourceProxy = false
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

    /// RxCocoa's `DelegateProxy.responds(to:)` asks its forwardee.
    override func answersLookup() -> Bool {
      forwardee.map { $0.isAlive && $0.answersLookup() } ?? false
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
    override func answersLookup() -> Bool {
      targets.contains { $0.isAlive && $0.answersLookup() }
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

  final class ModelProxy: Object, LoopRoute {
    /// The world the proxy is in, for its placement.
    weak var world: DelegatePropertyWorld?
    weak var forwardee: Object? {
      didSet { watched = forwardee }
    }
    /// The watcher on the forwardee: tells the proxy when it is deallocated.
    private(set) weak var watched: Object?
    var claims = DelegateClaims(managed: [Method.select, .scroll])
    var closures: [Method: [Int]] = [:]
    var closureCalls: [Int: Int] = [:]
    private var isAsking = false
    /// Whether the placement is asking whether an object passes calls on to this proxy.
    var isBeingLookedFor = false

    init() { super.init(name: "proxy") }

    override func responds(to method: Method) -> Bool {
      // The proxy base's -responderEventsAskingOnce: a question that comes back while it is
      // asked is answered "no".
      guard !isAsking else { return false }
      isAsking = true
      defer { isAsking = false }
      let forwardeeResponds = forwardee.map { $0.isAlive && $0.responds(to: method) } ?? false
      return claims.claims(method, proxyImplements: false, forwardeeResponds: forwardeeResponds)
    }

    /// As the UIKit layer's proxy answers its lookup: yes while it is the one looking, else as
    /// its forwardee does (asked once, like any question).
    override func answersLookup() -> Bool {
      guard !isBeingLookedFor else { return true }
      guard !isAsking else { return false }
      isAsking = true
      defer { isAsking = false }
      return forwardee.map { $0.isAlive && $0.answersLookup() } ?? false
    }

    /// The calls being passed on (`ForwardedCalls`), and a key object per method, as the
    /// UIKit layer keys them by each method's closure list.
    let calls = ForwardedCalls<Method>()
    private let keys = Dictionary(uniqueKeysWithValues: Method.allCases.map { ($0, Key()) })
    private final class Key {}

    /// As the UIKit layer's `closures(_:for:_:_:)` then `notifyAll`, with the same guard.
    ///
    /// The closures run, then the forwardee. A model call has no arguments, so its token is its
    /// method: UIKit's legitimate nesting, with other arguments or another scroll position, is
    /// `ForwardedCallsTests`' to show.
    override func receive(_ method: Method, in world: DelegatePropertyWorld) {
      received[method, default: 0] += 1
      let list = CallbackList<() -> Void>()
      if claims.managed.contains(method) {
        for id in closures[method, default: []] {
          list.append { [unowned self] in self.closureCalls[id, default: 0] += 1 }
        }
      }
      list.guarded(by: calls, key: ObjectIdentifier(keys[method]!), token: method, loop: self)
        .notifyAll(
          { $0() }, then: { world.forward(method, from: self, to: forwardee) })
    }

    func loopFound() { world?.loopFound() }

    func passOnBehind(_ body: () -> Void) {
      guard let placement = world?.placement, let property = world?.property else { return body() }
      placement.passOnBehind(body, on: property)
    }

    func loopStopped() {
      world?.loopsStopped += 1
    }

    var forwardeeMayLoop: Bool { world?.placement?.mayLoop(through: forwardee) ?? true }
  }

  /// A wrapper that saved the property's value (which may be the proxy) and set itself.
  ///
  /// It calls what it saved from each method it implements (all of them here), and answers
  /// `responds(to:)` for itself alone, so nothing can see that it calls the proxy.
  /// IQKeyboardReturnKeyHandler's `addTextFieldView` does this with a text field's delegate.
  final class OpaqueWrapper: Object {
    weak var saved: Object?
    init(saving saved: Object?) {
      self.saved = saved
      super.init(name: "opaque wrapper")
    }
    override func responds(to method: Method) -> Bool { isAlive }
    override func receive(_ method: Method, in world: DelegatePropertyWorld) {
      received[method, default: 0] += 1
      world.forward(method, from: self, to: saved)
    }
  }

  /// A wrapper of IQKeyboardReturnKeyHandler's shape (saves the property's value, sets itself,
  /// answers `responds(to:)` for itself alone) that, in its method, calls what it saved
  /// `callsToSaved` times and then runs `after`, once (UIKit nesting the same call, say).
  final class ContinuingWrapper: Object {
    weak var saved: Object?
    var after: (() -> Void)?
    var callsToSaved = 1
    init(saving saved: Object?) {
      self.saved = saved
      super.init(name: "continuing wrapper")
    }
    override func responds(to method: Method) -> Bool { isAlive }
    override func receive(_ method: Method, in world: DelegatePropertyWorld) {
      received[method, default: 0] += 1
      for _ in 0..<callsToSaved { world.forward(method, from: self, to: saved) }
      let action = after
      after = nil
      action?()
    }
  }

  /// A ``ContinuingWrapper`` that saves what is in front now, calls it `callsToSaved` times per
  /// call, and is set in front, unseen by the proxy until it calls.
  func wrapUnseen(callsToSaved: Int = 1) -> ContinuingWrapper {
    let wrapper = ContinuingWrapper(saving: front)
    wrapper.callsToSaved = callsToSaved
    setDelegate(wrapper)
    return wrapper
  }
}
