import ResponderEventsCore
import Testing

private typealias World = DelegatePropertyWorld
private typealias Operation = DelegatePropertyWorld.Operation

/// Why only the first call that comes back with a frame's token is taken for the loop.
///
/// The loop is repaired before that call goes on (`DelegatePlacement.passOnBehind(_:on:)`).
/// Tried once without the frame's came-back state, the first call's frame still matched later
/// calls with the same token in that call: each was taken for the loop again and passed on
/// behind a forwardee already forgotten, and the app's delegate lost its calls or was taken for
/// a wrapper. Each test fails with every call with the token taken for the loop
/// (`ForwardedCalls.Arrival`).
@Suite("Calls with the same token after a loop was found, in the same first call")
@MainActor
struct PlacementRepairTimingTests {
  @Test("the wrapper has UIKit nest the same call after its call came back: app keeps its calls")
  func sameCallNestedAfterTheWrapperCalledBack() {
    // The app's delegate set after the first closure, so the proxy cannot rule out a loop
    // through it (`mayLoop(through:)`).
    let world = World.after([.addSelect, .appSets0])
    let wrapper = world.wrapUnseen()
    wrapper.after = { world.uikitCallsAgain(.select) }
    #expect(world.deliver(.select).received["app delegate 1"] == 2)
    #expect(world.front === wrapper)
    #expect(world.proxy?.forwardee === world.appDelegates[0])
    #expect(world.notes == [.loopFound])
    #expect(world.deliver(.select).received["app delegate 1"] == 1)
    #expect(world.deliver(.header).received["app delegate 1"] == 1)
  }

  @Test("the same, on a method the app's second delegate implements (scroll)")
  func sameScrollNestedAfterTheWrapperCalledBack() {
    let world = World.after([.addScroll, .appSets1])
    let wrapper = world.wrapUnseen()
    wrapper.after = { world.uikitCallsAgain(.scroll) }
    _ = world.deliver(.scroll)
    #expect(world.proxy?.forwardee === world.appDelegates[1])
    #expect(world.deliver(.scroll).received["app delegate 2"] == 1)
  }

  @Test("a wrapper that calls what it saved twice in one method: the app's delegate is kept")
  func wrapperCallingTwice() {
    let world = World.after([.addSelect, .appSets0])
    let wrapper = world.wrapUnseen(callsToSaved: 2)
    // Without the library the app's delegate gets both calls the wrapper makes.
    #expect(world.deliver(.select).received["app delegate 1"] == 2)
    #expect(world.front === wrapper)
    #expect(world.proxy?.forwardee === world.appDelegates[0])
    #expect(world.notes == [.loopFound])
    #expect(world.deliver(.header).received["app delegate 1"] == 2)
  }

  @Test("UIKit nests the same call inside the app's delegate reached behind the wrapper")
  func sameCallNestedBehindTheWrapper() {
    // HowTheHiddenDelegateWorks' own example: `textFieldDidChangeSelection(_:)` while the app
    // sets the same text, from the delegate IQKeyboardReturnKeyHandler wrapped.
    let world = World.after([.addSelect, .appSets0, .opaqueWrapBeforeFirstCall])
    world.appDelegates[0].inNextCall = { world.uikitCallsAgain(.select) }
    _ = world.deliver(.select)
    #expect(world.front === world.opaqueWrapper)
    #expect(world.proxy?.forwardee === world.appDelegates[0])
    #expect(world.notes == [.loopFound])
    let (received, expected) = world.deliver(.select)
    #expect(received == expected)
    #expect(received["closure 1"] == 1)
  }

  @Test("a hand-written splitter whose other target has UIKit nest the same call")
  func splitterOtherTargetNestsTheSameCall() {
    let world = World.after([.addSelect, .appSets0])
    world.extraTarget.inNextCall = { world.uikitCallsAgain(.select) }
    #expect(world.perform(.staticSplitterWrap))
    #expect(world.front === world.staticSplitter)
    #expect(world.proxy?.forwardee === world.appDelegates[0])
    world.cycles.removeAll()
    world.expectEveryMethodReachesEveryone()
  }
}
