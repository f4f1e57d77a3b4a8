import ResponderEventsCore
import Testing

private typealias World = DelegatePropertyWorld

/// A world in which `setup` was performed, then the splitter in front of the proxy died, then
/// `operations` were performed.
@MainActor
private func splitterDies(
  after setup: [World.Operation], then operations: [World.Operation]
) -> World {
  let world = World()
  for operation in setup + [.splitterWrap, .frontSplitterDies] + operations {
    #expect(world.perform(operation))
  }
  return world
}

/// The placement answers every set before the setter returns.
///
/// It answers the death of the object in front of the proxy inside its deallocation too:
/// nothing waits for a later turn of the run loop. The model hears of each set inside it, as
/// key-value observation tells the UIKit layer.
@Suite("Where a delegate proxy sits, decided inside the setter")
@MainActor
struct PlacementWithinTheSetterTests {
  @Test("the app setting nil ends the forwarding, and the proxy is back in front at once")
  func appClearsTheProperty() {
    let world = World()
    for operation: World.Operation in [.appSets0, .addSelect, .appSetsNil] {
      #expect(world.perform(operation))
    }
    #expect(world.front === world.proxy)
    #expect(world.proxy?.forwardee == nil)
    let (received, _) = world.deliver(.select)
    #expect(received["closure 1"] == 1)
    #expect(received["app delegate 1"] == 0)
  }

  @Test("RxCocoa's proxy in front asking UIKit again (nil, then itself) keeps the forwarding")
  func rxResetKeepsTheForwarding() {
    let world = World()
    // RxCocoa's proxy adopts this one; observing a second method makes it set nil and itself.
    for operation: World.Operation in [
      .appSets0, .addSelect, .rxObservesSelect, .rxObservesScroll,
    ] {
      #expect(world.perform(operation))
    }
    #expect(world.front === world.rx)
    #expect(world.rx.forwardee === world.proxy)
    #expect(world.proxy?.forwardee === world.appDelegates[0])
    #expect(world.placement?.position == .servingBehindProxy)
    let (received, expected) = world.deliver(.select)
    #expect(received == expected)
    #expect(received["app delegate 1"] == 1)
    #expect(received["closure 1"] == 1)
    #expect(world.rxAssertions.isEmpty)
  }

  @Test("nil set by the app behind RxCocoa's proxy is taken for RxCocoa's: the delegate stays")
  func appClearsBehindRx() {
    let world = World()
    for operation: World.Operation in [.appSets0, .addSelect, .rxObservesSelect, .appSetsNil] {
      #expect(world.perform(operation))
    }
    // Documented: the proxy cannot tell this `nil` from RxCocoa's `reset()`, so it goes back
    // in front still forwarding to the app's delegate; RxCocoa's proxy, out of the property,
    // gets nothing.
    #expect(world.front === world.proxy)
    let (received, _) = world.deliver(.select)
    #expect(received["app delegate 1"] == 1)
    #expect(received["closure 1"] == 1)
    #expect(received["RxCocoa's proxy"] == 0)
  }

  @Test("the splitter in front dies: the proxy is back in front at once, forwarding as before")
  func frontDiesThenTheProxyIsBack() {
    let world = splitterDies(after: [.appSets0, .addSelect], then: [])
    #expect(world.front === world.proxy)
    #expect(world.proxy?.forwardee === world.appDelegates[0])
    let (received, expected) = world.deliver(.select)
    #expect(received == expected)
    #expect(received["app delegate 1"] == 1)
    #expect(received["closure 1"] == 1)
  }

  @Test("the app clearing the property after the splitter in front died: cleared for good")
  func appClearsAfterTheFrontDied() {
    let world = splitterDies(after: [.appSets0, .addSelect], then: [.appSetsNil])
    #expect(world.front === world.proxy)
    #expect(world.proxy?.forwardee == nil)
    let (received, expected) = world.deliver(.select)
    #expect(received == expected)
    #expect(received["app delegate 1"] == 0)
    #expect(received["closure 1"] == 1)
  }

  @Test("a delegate set after the splitter in front died: adopted inside the setter")
  func appSetsAfterTheFrontDied() {
    let world = splitterDies(after: [.appSets0, .addSelect, .addScroll], then: [.appSets1])
    #expect(world.cycles.isEmpty, "\(world.cycles)")
    #expect(world.front === world.proxy)
    #expect(world.proxy?.forwardee === world.appDelegates[1])
    let (received, expected) = world.deliver(.scroll)
    #expect(received == expected)
    #expect(world.notes.isEmpty)
  }

  @Test("RxCocoa's proxy used after the front's death: it adopts the proxy, and its check holds")
  func rxAdoptsAfterTheFrontDied() {
    // RxCocoa's proxy checks, right after its setter, that it is still in the property: the
    // proxy, back in it at the death, is adopted, and stays behind.
    let world = splitterDies(after: [.appSets0, .addSelect], then: [.rxObservesScroll])
    #expect(world.rxAssertions.isEmpty)
    #expect(world.front === world.rx)
    #expect(world.rx.forwardee === world.proxy)
    #expect(world.proxy?.forwardee === world.appDelegates[0])
    let (received, expected) = world.deliver(.scroll)
    #expect(received == expected)
  }

  @Test("after the front's death, RxCocoa's proxy, the app's delegate, RxCocoa again: all once")
  func appSetsBetweenRxUsesAfterTheFrontDied() {
    // The app's set replaces RxCocoa's proxy (RxCocoa's own rule broken, as without this
    // library): the proxy adopts the app's delegate and goes in front, and RxCocoa's next use
    // adopts the proxy rather than the app's delegate: nothing to report.
    let world = splitterDies(
      after: [.appSets0, .addSelect, .addScroll],
      then: [.rxObservesScroll, .appSets1, .rxObservesSelect])
    #expect(world.cycles.isEmpty, "\(world.cycles)")
    #expect(world.rxAssertions.isEmpty)
    #expect(world.notes.isEmpty)
    #expect(world.front === world.rx)
    #expect(world.rx.forwardee === world.proxy)
    #expect(world.proxy?.forwardee === world.appDelegates[1])
    for method in World.Method.allCases {
      let (received, expected) = world.deliver(method)
      #expect(received == expected, "\(method)")
    }
  }

  @Test("a closure added behind RxCocoa's proxy after the front's death: UIKit is told at once")
  func closureBehindRxAfterTheFrontDied() {
    // The app clears the property (the proxy stays in front), RxCocoa's proxy adopts the proxy
    // and sets itself, then a closure is added: UIKit must be asked again, with RxCocoa's
    // proxy left where it is.
    let world = splitterDies(
      after: [.appSets1, .addScroll], then: [.appSetsNil, .rxObservesScroll, .addSelect])
    #expect(world.rxAssertions.isEmpty)
    #expect(world.front === world.rx)
    #expect(world.rx.forwardee === world.proxy)
    #expect(world.cache == world.property?.claimedByFront)
    let (received, expected) = world.deliver(.select)
    #expect(received == expected)
    #expect(received["closure 2"] == 1)
  }

  @Test("RxCocoa's proxy adopting the proxy after the front's death: its reset keeps the calls")
  func rxResetAfterTheFrontDied() {
    // The app's delegate is adopted; RxCocoa's proxy adopts the proxy, and the nil after it is
    // taken for RxCocoa's reset, as at any other time: the app's delegate keeps its calls.
    let world = splitterDies(
      after: [.addSelect], then: [.appSets1, .rxObservesScroll, .appSetsNil])
    #expect(world.rxAssertions.isEmpty)
    for method in World.Method.allCases {
      let (received, expected) = world.deliver(method)
      #expect(received == expected, "\(method)")
    }
    #expect(world.deliver(.scroll).received["app delegate 2"] == 1)
  }

  @Test("RxCocoa's data source proxy in front of a diffable one: the proxy stays aside throughout")
  func rxDataSourceProxyAroundTheDiffable() {
    let world = World()
    for operation: World.Operation in [.appSetsDiffable, .addSelect, .rxObservesSelect] {
      #expect(world.perform(operation))
    }
    // RxCocoa's proxy checks, right after its setter, that it is in the property: the proxy
    // does not go in front of it.
    #expect(world.rxAssertions.isEmpty)
    #expect(world.front === world.rx)
    #expect(world.placement?.position == .steppedAsideForProxy)
    #expect(world.notes == [.steppedAside])
    // Using RxCocoa again sets nil and its proxy back: the proxy stays aside, and says nothing
    // new.
    #expect(world.perform(.rxObservesScroll))
    #expect(world.front === world.rx)
    #expect(world.notes == [.steppedAside])
    #expect(world.rxAssertions.isEmpty)
  }
}
