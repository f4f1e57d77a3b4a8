import ResponderEventsCore
import Testing

private typealias World = DelegatePropertyWorld
private typealias Operation = DelegatePropertyWorld.Operation

/// The app setting the property from inside its delegate's method, during the first call that
/// comes back round a wrapper the proxy could not see.
///
/// That call reaches the app's delegate behind the wrapper (`LoopRoute.passOnBehind(_:)`),
/// with the loop repaired already: what the app sets there must be placed as any other set.
@Suite("A set inside the first call that comes back round a wrapper")
@MainActor
struct PlacementInsideALoopedCallTests {
  @Test("a delegate set there is kept behind the proxy, not taken for the wrapper")
  func delegateSetInsideTheCall() {
    // IQKeyboardReturnKeyHandler wrapped the proxy before the first call; the app's delegate,
    // reached behind it, hands the view to another delegate (`tableView.delegate = other`).
    let world = World.after([.appSets0, .addSelect, .opaqueWrapBeforeFirstCall])
    world.appDelegates[0].inNextCall = { #expect(world.perform(.appSets1)) }
    #expect(world.deliver(.select).received["app delegate 1"] == 1)
    // "One it sets later with a plain `tableView.delegate = self` is noticed, kept, and the
    // proxy puts itself back in front."
    #expect(world.front === world.proxy)
    #expect(world.proxy?.forwardee === world.appDelegates[1])
    #expect(world.placement?.position == .serving)
    let (received, expected) = world.deliver(.scroll)
    #expect(received == expected)
    #expect(world.deliver(.select).received["closure 1"] == 1)
    #expect(world.cycles.isEmpty)
  }

  @Test(
    "the proxy read, cleared and put back there: the app's delegate keeps its calls",
    arguments: [Operation.opaqueWrapBeforeFirstCall, .staticSplitterWrap])
  func clearedAndRestoredInsideTheCall(wrapping wrap: DelegatePropertyWorld.Operation) {
    // `let saved = view.delegate; view.delegate = nil; …; view.delegate = saved`, to keep a
    // programmatic scroll from the delegate, inside the app's delegate's method during the first
    // call that comes back round a wrapper.
    let world = World()
    #expect(world.perform(.appSets0))
    #expect(world.perform(.addSelect))
    world.appDelegates[0].inNextCall = { #expect(world.perform(.appClearsAndRestores)) }
    // The hand-written splitter's first calls are made inside its operation.
    #expect(world.perform(wrap))
    if wrap == .opaqueWrapBeforeFirstCall { _ = world.deliver(.select) }
    #expect(world.notes == [.loopFound])
    // "Putting back what you read before the `nil` … gives whatever the proxy forwarded to its
    // calls again."
    #expect(world.proxy?.forwardee === world.appDelegates[0])
    world.expectEveryMethodReachesEveryone()
    #expect(world.deliver(.header).received["app delegate 1"] == 1)
    #expect(world.cycles.isEmpty)
  }
}
