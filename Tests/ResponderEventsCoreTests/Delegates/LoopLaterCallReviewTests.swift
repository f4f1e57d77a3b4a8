import ResponderEventsCore
import Testing

private typealias World = DelegatePropertyWorld

/// A later call with a came-back call's token goes where the proxy forwards then, and the
/// proxy's forwardee is never swapped for it.
///
/// A change that sent such a call where the first went, swapping the proxy's forwardee for the
/// whole call (c2d81495), fixed three known issues (`LoopRepairSequenceTests`) but broke each
/// case below, and was reverted: what happens inside that call (a set, another method, a
/// death) met the swapped object. Each test asserts what plain UIKit does with the same objects
/// (no library). Where the action must happen in the wrapper's second call, it is given to
/// whichever app delegate receives that call.
@Suite("Where a later call with a came-back call's token goes: nothing swapped")
@MainActor
struct LoopLaterCallReviewTests {
  /// `[addSelect, appSets0]`, an unseen wrapper calling what it saved (the proxy, standing for
  /// app delegate 1) twice; app delegate 1 sets app delegate 2 from the first call, and
  /// `second` runs in the second call, whichever app delegate receives it.
  private func wrapperCallingTwice(
    thenInTheSecondCall second: @escaping (World) -> Void
  ) -> (World, World.ContinuingWrapper) {
    let world = World.after([.addSelect, .appSets0])
    let wrapper = world.wrapUnseen(callsToSaved: 2)
    let (one, two) = (world.appDelegates[0], world.appDelegates[1])
    let inSecond = {
      (one.inNextCall, two.inNextCall) = (nil, nil)
      second(world)
    }
    one.inNextCall = {
      #expect(world.perform(.appSets1))
      (one.inNextCall, two.inNextCall) = (inSecond, inSecond)
    }
    return (world, wrapper)
  }

  @Test("UIKit nests the same call after the app set another delegate: the new one gets it")
  func uikitNestsAfterASet() {
    // Plain UIKit: UIKit → wrapper → app delegate 1 (sets app delegate 2); UIKit makes the
    // same call again, on the view's delegate: app delegate 2. (Sent where the first went, it
    // reached app delegate 1 again.)
    let world = World.after([.addSelect, .appSets0])
    let wrapper = world.wrapUnseen()
    world.appDelegates[0].inNextCall = { #expect(world.perform(.appSets1)) }
    wrapper.after = { world.uikitCallsAgain(.header) }
    let (received, _) = withExtendedLifetime(wrapper) { world.deliver(.header) }
    #expect(received["app delegate 1"] == 1)
    #expect(received["app delegate 2"] == 1)
    #expect(world.loopsStopped == 0)
  }

  @Test("the app's delegate sets itself again in the wrapper's second call: it keeps the view")
  func setBackToTheDelegateBehind() {
    // Plain UIKit: wrapper → app delegate 1 (sets 2) → wrapper → app delegate 1 (sets 1):
    // the view's delegate is app delegate 1, and UIKit asked it what it implements. (A swap to
    // app delegate 1 for the second call took that set for none, and restored app delegate 2,
    // with UIKit told app delegate 1's methods.)
    let (world, wrapper) = wrapperCallingTwice { #expect($0.perform(.appSets0)) }
    _ = withExtendedLifetime(wrapper) { world.deliver(.header) }
    #expect(world.proxy?.forwardee === world.appDelegates[0])
    #expect(world.cache == world.property?.claimedByFront, "UIKit's cache is stale")
    world.expectEveryMethodReachesEveryone()
    #expect(world.loopsStopped == 0)
  }

  @Test("another method UIKit calls inside the wrapper's second call reaches the view's delegate")
  func otherMethodInsideTheSecondCall() {
    // Plain UIKit: in the second call (to app delegate 1), UIKit calls scroll on the view's
    // delegate, app delegate 2. (Forwarding to app delegate 1 for the whole second call, the
    // proxy sent the nested scroll there, which does not implement it: nobody got it.)
    let (world, wrapper) = wrapperCallingTwice { $0.uikitCallsAgain(.scroll) }
    _ = withExtendedLifetime(wrapper) { world.deliver(.header) }
    #expect(world.appDelegates[1].received[.scroll] == 1)
    #expect(world.loopsStopped == 0)
  }

  @Test("UIKit nests the same call inside the wrapper's second call: the view's delegate")
  func sameCallInsideTheSecondCall() {
    // Plain UIKit: in the second call (to app delegate 1), UIKit makes the same call on the
    // view's delegate, app delegate 2. (With the swap it reached app delegate 1. The second
    // call itself reaches app delegate 2, a known issue in `LoopRepairSequenceTests`.)
    let (world, wrapper) = wrapperCallingTwice { $0.uikitCallsAgain(.header) }
    let (received, _) = withExtendedLifetime(wrapper) { world.deliver(.header) }
    #expect(received["app delegate 2", default: 0] >= 1, "the nested call")
    #expect(world.loopsStopped == 0)
  }

  @Test("a wrapper set in the wrapper's second call saved the view's delegate: app delegate 2")
  func wrapperSetInsideTheSecondCall() {
    // Plain UIKit: the new wrapper, set in the second call, saves the view's delegate, app
    // delegate 2, and later calls go new wrapper → app delegate 2. (A set inside a swap
    // recorded app delegate 1 as what the proxy replaced, so the new wrapper, found by its
    // first call, led to app delegate 1.)
    let (world, wrapper) = wrapperCallingTwice { #expect($0.perform(.opaqueWrapBeforeFirstCall)) }
    _ = withExtendedLifetime(wrapper) { world.deliver(.header) }
    world.expectEveryMethodReachesEveryone()
    #expect(world.proxy?.forwardee === world.appDelegates[1])
    #expect(world.loopsStopped == 0)
  }

  @Test("app delegate 2 deallocated in the wrapper's second call: the proxy hears of it")
  func forwardeeDiesInsideTheSecondCall() {
    // Plain UIKit: the view's delegate, app delegate 2, deallocated: the view holds nil. (The
    // model hears a death through `watched`, which a swap pointed at app delegate 1 for the
    // call, so it was missed, and the restore put the dead object back, with UIKit still told
    // its methods. Any swap shares that gap of the model: behind another library's proxy, the
    // one swap left, the UIKit layer's saved state holds the object strongly until it is
    // restored, and it dies after, watched.)
    let (world, wrapper) = wrapperCallingTwice { #expect($0.perform(.appDelegate1Dies)) }
    _ = withExtendedLifetime(wrapper) { world.deliver(.header) }
    #expect(world.proxy?.watched == nil)
    #expect(world.cache == world.property?.claimedByFront, "UIKit's cache is stale")
  }
}
