import ResponderEventsCore
import Testing

private typealias World = DelegatePropertyWorld
private typealias Operation = DelegatePropertyWorld.Operation

/// Review of `DelegatePlacement.passOnBehind(_:on:)`: what follows a set inside the first call
/// that comes back round a wrapper.
///
/// The wrapper is back in front before that call goes on, so a set there replaces it as it
/// would without the library.
@Suite("After a set inside a call that came back round a wrapper")
@MainActor
struct SetInsideALoopedCallTests {
  /// Every method reaches everyone once, and nothing went round.
  private func expectEveryoneOnce(
    in world: World, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    world.expectEveryMethodReachesEveryone(sourceLocation: sourceLocation)
    #expect(world.cycles.isEmpty, sourceLocation: sourceLocation)
    #expect(world.loopsStopped == 0, sourceLocation: sourceLocation)
  }

  @Test("a wrapper added after a settled loop is still found and put back in front")
  func newWrapperAfterASettledLoop() {
    // The loop, repaired before the call went on, then ends with the set made inside it; a
    // later wrapper around the proxy, IQKeyboardReturnKeyHandler's again, is found by its own
    // first call.
    let world = World.after([.appSets0, .addSelect, .opaqueWrapBeforeFirstCall])
    world.appDelegates[0].inNextCall = { #expect(world.perform(.appSets1)) }
    _ = world.deliver(.select)
    #expect(world.notes == [.loopFound])
    #expect(world.front === world.proxy)
    // The first wrapper is gone (the app released its handler); a new one wraps the proxy.
    world.opaqueWrapper?.isAlive = false
    world.opaqueWrapper = nil
    #expect(world.perform(.opaqueWrap))
    #expect(world.notes == [.loopFound, .loopFound])
    #expect(world.front === world.opaqueWrapper)
    #expect(world.proxy?.forwardee === world.appDelegates[1])
    expectEveryoneOnce(in: world)
  }

  @Test("a second wrapper around the first: a set inside its first looped call is kept")
  func stackedWrappers() {
    // The first wrapper was found and is in front; a second saves it and sets itself, unseen.
    let world = World.after([.appSets0, .addSelect, .opaqueWrap])
    #expect(world.front === world.opaqueWrapper)
    let second = World.OpaqueWrapper(saving: world.front)
    world.setDelegate(second)
    world.appDelegates[0].inNextCall = { #expect(world.perform(.appSets1)) }
    second.received = [:]
    _ = world.deliver(.select)
    #expect(second.received[.select] == 1)
    #expect(world.front === world.proxy)
    #expect(world.proxy?.forwardee === world.appDelegates[1])
    second.received = [:]
    expectEveryoneOnce(in: world)
    #expect(second.received.isEmpty)
  }

  @Test("a second wrapper around the first, nothing set: found, both keep their calls")
  func stackedWrappersNothingSet() {
    let world = World.after([.appSets0, .addSelect, .opaqueWrap])
    let second = World.OpaqueWrapper(saving: world.front)
    world.setDelegate(second)
    for _ in 0..<2 {
      second.received = [:]
      let (received, expected) = world.deliver(.select)
      #expect(received == expected)
      #expect(second.received[.select] == 1)
    }
    #expect(world.front === second)
    #expect(world.notes == [.loopFound, .loopFound])
    #expect(world.loopsStopped == 0)
  }

  @Test("the delegate behind the wrapper set again there: the wrapper it replaced stays out")
  func delegateBehindSetAgainInsideTheCall() {
    // `tableView.delegate = self` from the app's delegate, reached behind the wrapper: with
    // plain UIKit the wrapper is out of the property and gets no more calls.
    let world = World.after([.appSets0, .addSelect, .opaqueWrapBeforeFirstCall])
    world.appDelegates[0].inNextCall = { #expect(world.perform(.appSets0)) }
    _ = world.deliver(.select)
    // The wrapper was back in front before the call went on, so the set replaced it, as it
    // would without the library.
    #expect(world.front === world.proxy)
    #expect(world.proxy?.forwardee === world.appDelegates[0])
    expectEveryoneOnce(in: world)
  }

  @Test("a set by the splitter's other target, after the passed-on part: kept, not the wrapper")
  func setOutsideThePassedOnPart() {
    // A hand-written splitter around the proxy and another object; that object's method, in the
    // first call, after the splitter called the proxy, sets the app's second delegate.
    let world = World.after([.appSets0, .addSelect])
    world.extraTarget.inNextCall = { #expect(world.perform(.appSets1)) }
    #expect(world.perform(.staticSplitterWrap))
    // Those first calls are counted against the state after the set made inside one of them.
    // The splitter was put back in front before the call that came back went on, so before
    // that set.
    world.cycles.removeAll()
    #expect(world.notes == [.loopFound])
    #expect(world.front === world.proxy)
    #expect(world.proxy?.forwardee === world.appDelegates[1])
    expectEveryoneOnce(in: world)
  }
}
