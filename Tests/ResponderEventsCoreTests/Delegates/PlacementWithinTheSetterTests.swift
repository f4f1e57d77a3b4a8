import ResponderEventsCore
import Testing

private typealias World = DelegatePropertyWorld

/// A world in which `setup` was performed, a turn at a time, then the splitter in front of the
/// proxy died and `operations` were performed before that turn ended.
@MainActor
private func splitterDies(
  after setup: [World.Operation], thenInItsTurn operations: [World.Operation]
) -> World {
  let world = World()
  for operation in setup + [.splitterWrap] { #expect(world.perform(operation)) }
  #expect(world.perform(inOneTurn: [.frontSplitterDies] + operations))
  return world
}

/// The placement answers every set before the setter returns.
///
/// Nothing waits for a later turn of the run loop, but the placement after the death of the
/// object in front, with another library's proxy set in that turn (the `splitterDies` tests).
/// The model hears of each set inside it, as key-value observation tells the UIKit layer.
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

  /// The app clears the property as the splitter in front dies, before the turn in which the
  /// proxy would go back in front still forwarding to the app's delegate: alone, or after
  /// RxCocoa's proxy set itself (that set waits for the turn's end, and the app's nil after it
  /// is placed then as the app's, since RxCocoa's own `reset()` ends with its proxy set back).
  @Test(
    "the app clearing the property as the splitter in front dies: cleared for good",
    arguments: [[.appSetsNil], [.rxObservesScroll, .appSetsNil]] as [[World.Operation]])
  func appClearsAsTheFrontDies(inTheTurn operations: [DelegatePropertyWorld.Operation]) {
    let world = splitterDies(after: [.appSets0, .addSelect], thenInItsTurn: operations)
    #expect(world.front === world.proxy)
    #expect(world.proxy?.forwardee == nil)
    let (received, expected) = world.deliver(.select)
    #expect(received == expected)
    #expect(received["app delegate 1"] == 0)
    #expect(received["closure 1"] == 1)
  }

  @Test("a delegate set as the splitter in front dies: adopted inside the setter")
  func appSetsAsTheFrontDies() {
    // The splitter dies; before the turn ends, the app sets its other delegate, and UIKit
    // calls it at once: through the proxy already (the model checks those first calls).
    let world = splitterDies(
      after: [.appSets0, .addSelect, .addScroll], thenInItsTurn: [.appSets1])
    #expect(world.cycles.isEmpty, "\(world.cycles)")
    #expect(world.front === world.proxy)
    #expect(world.proxy?.forwardee === world.appDelegates[1])
    let (received, expected) = world.deliver(.scroll)
    #expect(received == expected)
    #expect(world.notes.isEmpty)
  }

  @Test("RxCocoa's proxy adopting the property emptied by the front's death: placed a turn later")
  func rxAdoptsAsTheFrontDies() {
    // RxCocoa's proxy checks, right after its setter, that it is still in the property.
    let world = splitterDies(after: [.appSets0, .addSelect], thenInItsTurn: [.rxObservesScroll])
    #expect(world.rxAssertions.isEmpty)
    #expect(world.front === world.proxy)
    #expect(world.proxy?.forwardee === world.rx)
    let (received, expected) = world.deliver(.scroll)
    #expect(received == expected)
  }

  @Test("the app's delegate set after RxCocoa's waiting proxy: placed at once, RxCocoa's next")
  func appSetsAfterRxAsTheFrontDies() {
    // RxCocoa's proxy adopts the emptied property and waits; the app's set after it ends that
    // wait, so UIKit's first calls to the app's delegate run the closures (the model checks
    // them), and RxCocoa's next use adopts the proxy rather than the app's delegate: nothing
    // to report.
    let world = splitterDies(
      after: [.appSets0, .addSelect, .addScroll],
      thenInItsTurn: [.rxObservesScroll, .appSets1, .rxObservesSelect])
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

  @Test("a closure added while sets wait after the front's death: UIKit is told at once")
  func closureWhileSetsWait() {
    // The app clears the property (placed at once: the proxy goes back in front), RxCocoa's
    // proxy adopts the proxy and sets itself (waits), then a closure is added: UIKit must be
    // asked again, with RxCocoa's proxy left where it is.
    let world = splitterDies(
      after: [.appSets1, .addScroll], thenInItsTurn: [.appSetsNil, .rxObservesScroll, .addSelect])
    #expect(world.rxAssertions.isEmpty)
    #expect(world.front === world.rx)
    #expect(world.rx.forwardee === world.proxy)
    #expect(world.cache == world.property?.claimedByFront)
    let (received, expected) = world.deliver(.select)
    #expect(received == expected)
    #expect(received["closure 2"] == 1)
  }

  @Test("RxCocoa's proxy adopting the proxy put back as the front died: its reset keeps the calls")
  func rxAdoptsTheProxyPutBackAsTheFrontDies() {
    // The app's delegate set in the turn puts the proxy back in front; RxCocoa's proxy adopts
    // it (nothing to wait for: it forwards here), and the nil after it is taken for RxCocoa's
    // reset, as in any other turn: the app's delegate keeps its calls.
    let world = splitterDies(
      after: [.addSelect], thenInItsTurn: [.appSets1, .rxObservesScroll, .appSetsNil])
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
