import Testing

@testable import ResponderEventsCore

/// A delegate property whose view may ignore its setter, as a view that keeps its delegate
/// elsewhere does, or one whose class was changed at run time so that the setter goes
/// elsewhere.
@MainActor
private final class SetterProperty: DelegateProperty {
  final class Object {}

  let proxy = Object()
  let appDelegate = Object()
  /// Whether the setter takes; when it does not, the view keeps `held`.
  var takesSets: Bool
  /// Whether a set sends a key-value notification, which a Swift property that is not
  /// `dynamic` does not send; a setter that does not take still does (the observing subclass
  /// wraps it).
  var notifies = true
  private(set) var held: Object?
  var forwardee: Object?
  /// What the placement reported as not taken.
  private(set) var notTaken: [Object] = []

  init(takesSets: Bool) {
    self.takesSets = takesSets
    held = appDelegate
  }

  /// Another proxy of the library on the same property, which forwards to this one.
  let otherProxy = Object()
  /// Whether the other proxy goes in front of this one inside the setter, as it does when it
  /// hears of the set.
  var otherProxyGoesInFront = false

  var front: Object? { held }
  func setFront(_ object: Object?) -> Bool {
    guard takesSets else { return notifies }
    held = otherProxyGoesInFront && object === proxy ? otherProxy : object
    return notifies
  }
  func setDidNotTake(_ object: Object) { notTaken.append(object) }
  func reachesProxy(_ object: Object) -> Bool { object === proxy }
  func declaredForwardee(of object: Object) -> Object?? {
    object === otherProxy ? .some(proxy) : nil
  }
  func adoptable(_ object: Object) -> Object? { object }
  func mustStayInFront(_ object: Object) -> Bool { false }
  func claimsOfFront() -> [Int: Bool] { [:] }
  var proxiesSetting: [Object] { [] }
  func isForeignProxy(_ object: Object) -> Bool { false }
}

@Suite("A proxy checks that the property holds what it set")
@MainActor
struct PlacementVerificationTests {
  /// A placement installed on a property whose setter takes sets or not.
  fileprivate func installed(
    takesSets: Bool, otherProxyGoesInFront: Bool = false
  ) -> (
    SetterProperty, DelegatePlacement<SetterProperty>
  ) {
    let property = SetterProperty(takesSets: takesSets)
    property.otherProxyGoesInFront = otherProxyGoesInFront
    let placement = DelegatePlacement<SetterProperty>()
    _ = placement.install(on: property)
    return (property, placement)
  }

  @Test("a view that ignores the setter is reported at once, on install")
  func ignoredOnInstall() {
    let (property, _) = installed(takesSets: false)
    #expect(property.notTaken.count == 1)
    #expect(property.notTaken.first === property.proxy)
    #expect(property.front === property.appDelegate)
    // The proxy still forwards to the app's delegate, which the view keeps calling.
    #expect(property.forwardee === property.appDelegate)
  }

  @Test("a property that sends no notification of a set is reported at once, on install")
  func unheardOnInstall() {
    let property = SetterProperty(takesSets: true)
    property.notifies = false
    _ = DelegatePlacement<SetterProperty>().install(on: property)
    // The set took: the proxy is in front, forwarding, but will not hear the app's sets.
    #expect(property.front === property.proxy)
    #expect(property.forwardee === property.appDelegate)
    #expect(property.notTaken.count == 1)
    #expect(property.notTaken.first === property.proxy)
  }

  @Test("a set that another proxy builds on inside the setter took, and says nothing")
  func builtOnInsideTheSetter() {
    let (property, _) = installed(takesSets: true, otherProxyGoesInFront: true)
    #expect(property.notTaken.isEmpty)
    #expect(property.front === property.otherProxy)
  }

  @Test("a view that takes the set says nothing")
  func taken() {
    let (property, _) = installed(takesSets: true)
    #expect(property.notTaken.isEmpty)
    #expect(property.front === property.proxy)
  }

  @Test("a setter that stops taking later is reported when the proxy next sets the property")
  func ignoredLater() {
    let (property, placement) = installed(takesSets: true)
    // The app sets another delegate; then the view's setter stops taking (its class changed),
    // so the proxy's move back in front does not take.
    let other = SetterProperty.Object()
    _ = property.setFront(other)
    property.takesSets = false
    _ = placement.frontChanged(on: property)
    #expect(property.notTaken.count == 1)
    #expect(property.notTaken.first === property.proxy)
    #expect(property.front === other)
    #expect(property.forwardee === other)
  }

  @Test("a wrapper the proxy puts back in front, with the proxy still there after, is reported")
  func wrapperSetNotTaken() {
    let (property, placement) = installed(takesSets: true)
    // The app sets an object the proxy adopts; a call then comes back round it, so it is a
    // wrapper, and the proxy sets it back in front; but the view's setter stopped taking.
    let wrapper = SetterProperty.Object()
    _ = property.setFront(wrapper)
    _ = placement.frontChanged(on: property)
    property.takesSets = false
    #expect(placement.loopFound(on: property) == [.loopFound])
    // The proxy, still in the property, passes calls on to itself: that is no set built on.
    #expect(property.front === property.proxy)
    #expect(property.notTaken.count == 1)
    #expect(property.notTaken.first === wrapper)
  }
}
