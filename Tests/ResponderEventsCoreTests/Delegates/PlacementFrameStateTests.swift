import ResponderEventsCore
import Testing

private typealias World = DelegatePropertyWorld
private typealias Wrapped = (world: World, wrapper: World.ContinuingWrapper)

/// The came-back state of each call being passed on (`ForwardedCalls.Arrival`): only the first
/// call that comes back with a call's token has the loop repaired and goes on behind the
/// wrapper; any later one with that token, inside the same first call, runs no closure and goes
/// where the proxy forwards then.
///
/// Each test is a case the repair made before the call that came back goes on must meet: what
/// the rest of the first call does (the wrapper calling again or dying, UIKit nesting the same
/// call, a splitter's other target, a set) then happens with the placement already repaired.
@Suite("The first call that comes back with a token repairs the loop, and only it")
@MainActor
struct PlacementFrameStateTests {
  /// A world whose app's delegate, set after the first closure (so the proxy cannot rule out a
  /// loop through it, `mayLoop(through:)`), is then wrapped by a `ContinuingWrapper`.
  private func wrapped(install: [World.Operation] = [.addSelect, .appSets0]) -> Wrapped {
    let world = World.after(install)
    let wrapper = world.wrapUnseen()
    return (world, wrapper)
  }

  @Test("a set behind the wrapper, then the same call nested: it reaches the delegate just set")
  func setBehindThenSameCallNested() {
    // IQKeyboardReturnKeyHandler wrapped the proxy; the app's delegate, reached behind it,
    // hands the view to its second delegate, and UIKit calls the same method again at once.
    let world = World.after([.addSelect, .appSets0, .opaqueWrapBeforeFirstCall])
    world.appDelegates[0].inNextCall = {
      #expect(world.perform(.appSets1))
      world.uikitCallsAgain(.header)
    }
    let (received, _) = world.deliver(.header)
    // Without the library: the wrapper, the first delegate, then the second, from UIKit.
    #expect(received["app delegate 1"] == 1)
    #expect(received["app delegate 2"] == 1)
    // The loop was repaired before the call went on; the set then replaced the wrapper.
    #expect(world.notes == [.loopFound])
    #expect(world.front === world.proxy)
    #expect(world.proxy?.forwardee === world.appDelegates[1])
    #expect(world.loopsStopped == 0)
    world.expectEveryMethodReachesEveryone()
  }

  @Test("the wrapper calling what it saved again finds itself in front, its delegate reached")
  func wrapperCallsAgainAfterTheRepair() {
    let (world, wrapper) = wrapped()
    wrapper.callsToSaved = 2
    var placedBetween: (front: World.Object?, forwardee: World.Object?)?
    wrapper.after = { placedBetween = (world.front, world.proxy?.forwardee) }
    let (received, _) = world.deliver(.select)
    // The repair came before the first call that came back went on, so before the second.
    #expect(placedBetween?.front === wrapper)
    #expect(placedBetween?.forwardee === world.appDelegates[0])
    #expect(received["closure 1"] == 1)
    #expect(received["app delegate 1"] == 2)
    #expect(wrapper.received[.select] == 1)
    #expect(world.notes == [.loopFound])
    #expect(world.loopsStopped == 0)
  }

  @Test("the wrapper dies in its method after its call came back: the proxy keeps the delegate")
  func wrapperDiesAfterItsCallCameBack() {
    // The app releases its IQKeyboardReturnKeyHandler from the method the wrapper passed on
    // (editing ended, say), after the call came back round it.
    let (world, wrapper) = wrapped()
    wrapper.after = { world.dies(wrapper) }
    #expect(world.deliver(.select).received["app delegate 1"] == 1)
    // It died in front, where the repair had put it: the proxy takes the view back, still
    // forwarding to the app's delegate.
    #expect(world.front === world.proxy)
    #expect(world.proxy?.forwardee === world.appDelegates[0])
    #expect(world.notes == [.loopFound])
    let (received, expected) = world.deliver(.select)
    #expect(received == expected)
    #expect(received["closure 1"] == 1)
    #expect(world.deliver(.header).received["app delegate 1"] == 1)
  }

  @Test("a splitter's other target has UIKit nest the same call: everyone gets it once more")
  func splitterOtherTargetNestsTheSameCall() {
    let world = World.after([.addSelect, .appSets0])
    var nested: [String: Int]?
    world.extraTarget.inNextCall = {
      let before = world.appDelegates[0].received[.select, default: 0]
      world.uikitCallsAgain(.select)
      nested = ["app delegate 1": world.appDelegates[0].received[.select, default: 0] - before]
    }
    #expect(world.perform(.staticSplitterWrap))
    // The nested call went from the splitter, back in front, through the proxy to the app's
    // delegate, without the closures, which ran for the first call.
    #expect(nested == ["app delegate 1": 1])
    #expect(world.front === world.staticSplitter)
    #expect(world.notes == [.loopFound])
    world.cycles.removeAll()
    world.expectEveryMethodReachesEveryone()
    #expect(world.cycles.isEmpty)
    #expect(world.loopsStopped == 0)
  }

  @Test("a second wrapper set by the first in its method, after its call came back: both kept")
  func secondWrapperSetAfterTheCallCameBack() {
    // The first wrapper, from its method, has another IQKeyboardReturnKeyHandler wrap the view:
    // it saves the property's value (the first wrapper, back in front) and sets itself.
    let (world, first) = wrapped()
    var second: World.OpaqueWrapper?
    first.after = {
      let wrapper = World.OpaqueWrapper(saving: world.front)
      second = wrapper
      world.setDelegate(wrapper)
    }
    _ = world.deliver(.select)
    #expect(world.notes == [.loopFound])
    // Its first call: second wrapper, first wrapper, proxy, the app's delegate, as without the
    // library (the closures aside).
    first.received = [:]
    let (received, _) = world.deliver(.select)
    #expect(second?.received[.select] == 1)
    #expect(first.received[.select] == 1)
    #expect(received["closure 1"] == 1)
    #expect(received["app delegate 1"] == 1)
    #expect(world.front === second)
    #expect(world.proxy?.forwardee === world.appDelegates[0])
    #expect(world.notes == [.loopFound, .loopFound])
    #expect(world.loopsStopped == 0)
  }

  @Test("a second wrapper set behind the first: it wraps the first, and everyone keeps calls")
  func secondWrapperSetBehindTheFirst() {
    // The app's delegate, reached behind the first wrapper, has another wrapper wrap the view:
    // it saves the first (back in front by then), as it would without the library. Both
    // wrappers, the app's delegate and the closures keep their calls.
    let world = World.after([.addSelect, .appSets0, .opaqueWrapBeforeFirstCall])
    var second: World.OpaqueWrapper?
    world.appDelegates[0].inNextCall = {
      let wrapper = World.OpaqueWrapper(saving: world.front)
      second = wrapper
      world.setDelegate(wrapper)
    }
    _ = world.deliver(.select)
    #expect(world.notes == [.loopFound])
    let (received, expected) = world.deliver(.select)
    #expect(second?.received[.select] == 1)
    #expect(received == expected)
    #expect(received["opaque wrapper"] == 1)
    #expect(received["closure 1"] == 1)
    #expect(received["app delegate 1"] == 1)
    #expect(world.front === second)
    #expect(world.notes == [.loopFound, .loopFound])
    #expect(world.loopsStopped == 0)
  }

  @Test("UIKit nests the same call after a repair behind the delegate adopted on install")
  func nestedAfterARepairThroughTheInstalledDelegate() {
    // The app's delegate was there before the proxy, so a call with the same token through it
    // is UIKit's nesting; here it follows the call that came back round the wrapper, which ran
    // the closures already.
    let (world, wrapper) = wrapped(install: [.appSets0, .addSelect])
    wrapper.after = { world.uikitCallsAgain(.select) }
    let (received, _) = world.deliver(.select)
    #expect(received["closure 1"] == 1)
    #expect(received["app delegate 1"] == 2)
    #expect(world.front === wrapper)
    #expect(world.notes == [.loopFound])
    // A new first call runs them again.
    #expect(world.deliver(.select).received["closure 1"] == 1)
  }

  @Test("a wrapper calling twice round the delegate adopted on install: the closures run once")
  func wrapperCallingTwiceRoundTheInstalledDelegate() {
    let (world, wrapper) = wrapped(install: [.appSets0, .addSelect])
    wrapper.callsToSaved = 2
    let (received, _) = world.deliver(.select)
    // The second call finds the proxy forwarding to a delegate that cannot loop, but carries
    // the token of one that came back: it is no call of UIKit's own.
    #expect(received["closure 1"] == 1)
    #expect(received["app delegate 1"] == 2)
    #expect(world.front === wrapper)
    #expect(world.notes == [.loopFound])
  }

  @Test("UIKit nests the same call in the delegate adopted on install, behind the wrapper")
  func nestedBehindTheWrapperInTheInstalledDelegate() {
    // As after the repair: within the first call, the same token runs the closures once, though
    // the delegate reached could not have sent it back.
    let world = World.after([.appSets0, .addSelect, .opaqueWrapBeforeFirstCall])
    world.appDelegates[0].inNextCall = { world.uikitCallsAgain(.select) }
    let (received, _) = world.deliver(.select)
    #expect(received["closure 1"] == 1)
    #expect(received["app delegate 1"] == 2)
    #expect(world.front === world.opaqueWrapper)
    #expect(world.proxy?.forwardee === world.appDelegates[0])
    #expect(world.notes == [.loopFound])
  }

  @Test("the same call nested twice behind the wrapper: neither is passed on behind again")
  func sameCallNestedTwiceBehindTheWrapper() {
    let world = World.after([.addSelect, .appSets0, .opaqueWrapBeforeFirstCall])
    var depth = 0
    world.appDelegates[0].inNextCall = {
      // Twice, one inside the other, as UIKit's nesting of the caret's change can go.
      depth += 1
      world.appDelegates[0].inNextCall = { world.uikitCallsAgain(.select) }
      world.uikitCallsAgain(.select)
    }
    let (received, _) = world.deliver(.select)
    #expect(depth == 1)
    #expect(received["app delegate 1"] == 3)
    #expect(received["closure 1"] == 1)
    #expect(world.front === world.opaqueWrapper)
    #expect(world.proxy?.forwardee === world.appDelegates[0])
    #expect(world.notes == [.loopFound])
    #expect(world.loopsStopped == 0)
    world.expectEveryMethodReachesEveryone()
  }

  @Test("another method nested in the wrapper after its call came back: found once, delegate kept")
  func otherMethodNestedAfterTheRepair() {
    let (world, wrapper) = wrapped(install: [.addSelect, .addScroll, .appSets0])
    var scrolled: [String: Int] = [:]
    wrapper.after = {
      let before = world.proxy?.closureCalls[2, default: 0] ?? 0
      world.uikitCallsAgain(.scroll)
      scrolled["closure 2"] = (world.proxy?.closureCalls[2, default: 0] ?? 0) - before
    }
    _ = world.deliver(.select)
    #expect(scrolled == ["closure 2": 1])
    // Found once: the wrapper in front, the proxy forwarding to the app's delegate.
    #expect(world.notes == [.loopFound])
    #expect(world.front === wrapper)
    #expect(world.proxy?.forwardee === world.appDelegates[0])
    #expect(world.deliver(.header).received["app delegate 1"] == 1)
    #expect(world.deliver(.scroll).received["closure 2"] == 1)
  }
}
