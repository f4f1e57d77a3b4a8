import ResponderEventsCore
import Testing

/// One view's delegate property with two of the library's proxies on it.
///
/// They may be of two classes, say the library's and an app's own subclass, each placed by its
/// own `DelegatePlacement`. Every set is heard by both inside the setter, as key-value
/// observation tells them, in the order `notifiesLastInstalledFirst` says.
@MainActor
private final class SharedProperty {
  final class Object {
    /// What the object passes calls on to: for a proxy, its forwardee.
    weak var forwardee: Object?
  }

  let appDelegate = Object()
  private(set) var held: Object?
  var proxies: [OneProxy] = []
  /// The proxies setting the property now, the innermost last.
  var setting: [OneProxy] = []
  /// What the object in front answers UIKit about its one method; changed to make a proxy ask
  /// UIKit again.
  var answers = [1: false]
  /// Whether the proxy installed last hears of a set first.
  var notifiesLastInstalledFirst = false

  init() { held = appDelegate }

  func set(_ object: Object?) {
    held = object
    for proxy in notifiesLastInstalledFirst ? proxies.reversed() : proxies {
      _ = proxy.placement.frontChanged(on: proxy)
    }
  }

  /// Installs another proxy of the library on the property.
  func install() -> OneProxy {
    let proxy = OneProxy(on: self)
    proxies.append(proxy)
    _ = proxy.placement.install(on: proxy)
    return proxy
  }
}

/// One of the library's proxies on the shared property, as the placement sees it.
@MainActor
private final class OneProxy: DelegateProperty {
  typealias Object = SharedProperty.Object

  unowned let shared: SharedProperty
  let proxy = Object()
  let placement = DelegatePlacement<OneProxy>()
  private(set) var notTaken = 0

  init(on shared: SharedProperty) { self.shared = shared }

  var front: Object? { shared.held }
  func setFront(_ object: Object?) -> Bool {
    shared.setting.append(self)
    defer { shared.setting.removeLast() }
    shared.set(object)
    return true
  }
  func setDidNotTake(_ object: Object) { notTaken += 1 }
  var forwardee: Object? {
    get { proxy.forwardee }
    set { proxy.forwardee = newValue }
  }
  /// The library's proxies pass the lookup on to what they forward to.
  func reachesProxy(_ object: Object) -> Bool {
    var current: Object? = object
    for _ in 0..<8 {
      guard let candidate = current else { return false }
      if candidate === proxy { return true }
      current = isProxy(candidate) ? candidate.forwardee : nil
    }
    return false
  }
  func declaredForwardee(of object: Object) -> Object?? {
    isProxy(object) ? .some(object.forwardee) : nil
  }
  func adoptable(_ object: Object) -> Object? { object }
  func mustStayInFront(_ object: Object) -> Bool { false }
  func claimsOfFront() -> [Int: Bool] { shared.answers }
  var proxiesSetting: [Object] { shared.setting.map(\.proxy) }
  func isForeignProxy(_ object: Object) -> Bool { false }

  private func isProxy(_ object: Object) -> Bool {
    shared.proxies.contains { $0.proxy === object }
  }
}

@Suite("Two of the library's proxies on one property")
@MainActor
struct TwoProxiesTests {
  @Test(
    "the proxy behind asking UIKit again leaves the one in front forwarding to it",
    arguments: [false, true])
  func refreshBehindKeepsTheChain(lastInstalledHearsFirst: Bool) {
    let shared = SharedProperty()
    shared.notifiesLastInstalledFirst = lastInstalledHearsFirst
    let behind = shared.install()
    let inFront = shared.install()
    #expect(shared.held === inFront.proxy)
    #expect(inFront.forwardee === behind.proxy)
    #expect(behind.forwardee === shared.appDelegate)
    // The proxy behind asks UIKit again: `nil`, then what is in front.
    shared.answers = [1: true]
    _ = behind.placement.refresh(on: behind)
    #expect(shared.held === inFront.proxy)
    #expect(inFront.forwardee === behind.proxy)
    #expect(behind.forwardee === shared.appDelegate)
    #expect(behind.notTaken == 0)
    #expect(inFront.notTaken == 0)
  }

  @Test("the app setting nil still ends the forwarding to its delegate", arguments: [false, true])
  func appClearsThroughBoth(lastInstalledHearsFirst: Bool) {
    let shared = SharedProperty()
    shared.notifiesLastInstalledFirst = lastInstalledHearsFirst
    let behind = shared.install()
    let inFront = shared.install()
    shared.set(nil)
    // Both proxies stay on the property, one behind the other, and the app's delegate gets
    // nothing, whichever heard of the `nil` first.
    let proxies = [behind.proxy, inFront.proxy]
    #expect(proxies.contains { $0 === shared.held })
    #expect(behind.forwardee !== shared.appDelegate)
    #expect(inFront.forwardee !== shared.appDelegate)
    #expect(behind.notTaken == 0)
    #expect(inFront.notTaken == 0)
  }
}
