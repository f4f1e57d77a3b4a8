import ResponderEventsCore
import Testing

private typealias World = DelegatePropertyWorld
private typealias Operation = DelegatePropertyWorld.Operation

/// The proxy put back into the property by whoever read it.
///
/// The app after its own `nil` (`let saved = view.delegate; view.delegate = nil; …;
/// view.delegate = saved`), or after the proxy stepped aside: the proxy stands for what it
/// forwarded to when read, as far as the placement can tell (`DelegatePlacement`). The
/// exhaustive sequences of `DelegatePlacementModelTests` include both ways an app puts back
/// what it read.
@Suite("The proxy put back by whoever read it")
@MainActor
struct ProxyPutBackTests {
  @Test("the app clears the property for a moment and puts back what it read")
  func appClearsAndRestores() {
    // `let saved = view.delegate; view.delegate = nil; …; view.delegate = saved`: what the
    // app read is the proxy, which stood for the app's delegate then.
    let world = World.after([.appSets0, .addSelect, .appClearsAndRestores])
    #expect(world.front === world.proxy)
    #expect(world.proxy?.forwardee === world.appDelegates[0])
    #expect(world.cache == world.property?.claimedByFront)
    #expect(world.deliver(.header).received["app delegate 1"] == 1)
  }

  @Test("the proxy read before it stepped aside, put back, stands for what it forwarded to then")
  func proxyReadBeforeSteppingAside() {
    // Read, the proxy stands for the second delegate; a diffable data source set after that
    // makes it step aside. Put back, it forwards to the second again, not to the first.
    let world = World()
    #expect(([.appSets0, .addSelect, .appSets1] as [Operation]).allSatisfy { world.perform($0) })
    let saved = world.front
    #expect(world.perform(.appSetsDiffable))
    world.setDelegate(saved)
    #expect(world.front === world.proxy)
    #expect(world.proxy?.forwardee === world.appDelegates[1])
  }

  @Test("the proxy set back once the delegate it forwarded to died stands for nobody")
  func proxySetBackAfterItsForwardeeDied() {
    // `view.delegate = view.delegate` once the second delegate died: with plain UIKit the view
    // would read and set `nil`; the first delegate, which the second replaced, gets nothing.
    let world = World()
    for operation: Operation in [
      .appSets0, .addSelect, .appSets1, .appDelegate1Dies, .appSetsWhatItReads,
    ] {
      #expect(world.perform(operation))
    }
    #expect(world.front === world.proxy)
    #expect(world.proxy?.forwardee == nil)
    #expect(world.deliver(.header).received["app delegate 1"] == 0)
  }

  @Test("a nil after the app's nil forgets what the first ended")
  func nilAfterNil() {
    // The proxy read after the app's `nil` stood for nobody: cleared again and put back, it
    // forwards to nobody, not to the delegate the first `nil` ended.
    let world = World.after([.appSets0, .addSelect, .appSetsNil, .appClearsAndRestores])
    #expect(world.front === world.proxy)
    #expect(world.proxy?.forwardee == nil)
    #expect(world.deliver(.header).received["app delegate 1"] == 0)
  }

  @Test("a splitter built around the proxy after the app's nil: the proxy it read stood for nobody")
  func splitterAroundTheProxyAfterTheAppsNil() {
    // The splitter dies and the proxy is back in front; set again to what the property holds,
    // it forwards to nobody still, not to the delegate the app's `nil` ended.
    let world = World()
    for operation: Operation in [
      .appSets0, .addSelect, .appSetsNil, .splitterWrap, .frontSplitterDies, .appSetsWhatItReads,
    ] {
      #expect(world.perform(operation))
    }
    #expect(world.front === world.proxy)
    #expect(world.proxy?.forwardee == nil)
    #expect(world.deliver(.header).received["app delegate 1"] == 0)
  }

  @Test("a splitter built around the proxy after the app's nil, then the proxy it read put back")
  func putBackOverASplitterBuiltAfterTheNil() {
    // `let saved = view.delegate; view.delegate = nil; …; view.delegate = saved`, with a
    // splitter built around the proxy in between, still alive: the proxy put back stands for
    // the app's delegate, as it did when read.
    let world = World.after([.appSets0, .addSelect])
    let saved = world.front
    for operation: Operation in [.appSetsNil, .splitterWrap] { #expect(world.perform(operation)) }
    world.setDelegate(saved)
    #expect(world.front === world.proxy)
    #expect(world.proxy?.forwardee === world.appDelegates[0])
    #expect(world.deliver(.header).received["app delegate 1"] == 1)
  }
}
