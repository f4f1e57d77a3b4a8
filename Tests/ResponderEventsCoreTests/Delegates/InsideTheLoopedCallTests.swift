import ResponderEventsCore
import Testing

private typealias World = DelegatePropertyWorld

/// What happens inside the first call that comes back round a wrapper, now that the loop is
/// repaired before that call goes on: deaths and RxCocoa's proxy there, and what the repair
/// still misses (known issues, as HowTheHiddenDelegateWorks documents them).
@Suite("Inside the first call that comes back round a wrapper")
@MainActor
struct InsideTheLoopedCallTests {
  /// The world after the first selection round an opaque wrapper not called yet, in which the
  /// app's delegate, reached behind the wrapper, performed `operation`; `rxInFront`: with
  /// RxCocoa's proxy adopting the proxy before that selection, so the wrapper stays behind it.
  private func firstSelection(
    performing operation: World.Operation, rxInFront: Bool = false
  ) -> World {
    let rx: [World.Operation] = rxInFront ? [.rxObservesScroll] : []
    let world = World.after([.addSelect, .appSets0, .opaqueWrapBeforeFirstCall] + rx)
    if rxInFront {
      #expect(world.front === world.rx)
      #expect(world.placement?.position == .servingBehindProxy)
    }
    world.appDelegates[0].inNextCall = { #expect(world.perform(operation)) }
    _ = world.deliver(.select)
    return world
  }

  @Test("the wrapper deallocated inside the passed-on call: the app's delegate is kept")
  func wrapperDiesInsideThePassedOnCall() {
    let world = World.after([.addSelect, .appSets0, .opaqueWrapBeforeFirstCall])
    let wrapper = world.opaqueWrapper!
    world.appDelegates[0].inNextCall = {
      world.opaqueWrapper = nil
      world.isWrapperActive = false
      world.dies(wrapper)
    }
    _ = world.deliver(.select)
    #expect(world.front === world.proxy)
    #expect(world.proxy?.forwardee === world.appDelegates[0])
    world.expectEveryMethodReachesEveryone()
  }

  @Test("the app's delegate deallocated inside the passed-on call: the wrapper keeps its calls")
  func appDelegateDiesInsideThePassedOnCall() {
    let world = firstSelection(performing: .appDelegate0Dies)
    #expect(world.front === world.opaqueWrapper)
    world.expectEveryMethodReachesEveryone()
  }

  @Test("RxCocoa's proxy used inside the passed-on call adopts the wrapper: everyone once")
  func rxUsedInsideThePassedOnCall() {
    let world = firstSelection(performing: .rxObservesScroll)
    #expect(world.front === world.rx)
    #expect(world.rx.forwardee === world.opaqueWrapper)
    world.expectEveryMethodReachesEveryone()
    #expect(world.cycles.isEmpty)
    #expect(world.loopsStopped == 0)
  }

  @Test("Rx in front, wrapper behind: the app's nil inside, then the wrapper goes in front")
  func rxInFrontNilInside() {
    // RxCocoa's proxy in front, the proxy behind it forwarding to an unseen wrapper; the app's
    // delegate, reached behind the wrapper, sets `nil`, which is taken for RxCocoa asking
    // again: the proxy goes in front, still forwarding (documented), and UIKit asks it while it
    // forwards to the app's delegate. As the call returns the wrapper, restored, goes in front,
    // and UIKit asks it (a review found UIKit left with the app's delegate's answers).
    let world = firstSelection(performing: .appSetsNil, rxInFront: true)
    #expect(world.cache == world.property?.claimedByFront, "UIKit's cache is stale")
    // The model (`appSetsNil`): what is behind the proxy keeps its calls, the wrapper's scroll
    // included; it gets none, as UIKit was told the app's delegate's methods.
    world.expectEveryMethodReachesEveryone()
    #expect(world.loopsStopped == 0)
  }

  // MARK: Not handled yet

  @Test("Rx in front, wrapper behind: the app's delegate setting itself again drops the wrapper")
  func rxInFrontDelegateSetsItselfAgain() {
    // IQKeyboardReturnKeyHandler wrapped the proxy, then RxCocoa's proxy adopted the proxy,
    // before the wrapper's first call. The app's delegate, reached behind the wrapper, sets
    // itself (`tableView.delegate = self`). Plain UIKit: the app's delegate alone is in the
    // property; neither RxCocoa's proxy nor the wrapper gets calls.
    let world = firstSelection(performing: .appSets0, rxInFront: true)
    // The set cannot be told from none: the proxy forwards to the same delegate, so the wrapper
    // is restored behind it as the call returns, then goes in front (RxCocoa's proxy is out).
    withKnownIssue("the wrapper is put back and keeps its calls") {
      #expect(world.front === world.proxy)
      #expect(world.proxy?.forwardee === world.appDelegates[0])
      world.expectEveryMethodReachesEveryone()
    }
    #expect(world.loopsStopped == 0)
  }

  @Test("a hand-written splitter whose first target sets another delegate before the proxy")
  func staticSplitterOtherTargetFirstSets() {
    // A splitter built as [other object, view.delegate] (the proxy), unseen. In the first call
    // the other object, reached first, sets the app's second delegate; then the splitter calls
    // the proxy. Plain UIKit: app delegate 1 gets that call (the splitter saved it), and app
    // delegate 2 is the view's delegate from then on.
    let world = World.after([.addSelect, .appSets0])
    world.extraTarget.inNextCall = { #expect(world.perform(.appSets1)) }
    let splitter = World.StaticSplitter(targets: [world.extraTarget, world.front!])
    world.setDelegate(splitter)
    let (first, _) = withExtendedLifetime(splitter) { world.deliver(.select) }
    // The splitter's call to the proxy has the token of the one passed on to it, and the proxy
    // forwards to the delegate just set by then: that delegate is taken for the wrapper.
    withKnownIssue("the delegate just set is taken for the wrapper; the call goes round") {
      #expect(world.loopsStopped == 0)
      #expect(first["splitter's other target"] == 1)
      #expect(first["app delegate 1"] == 1)
      #expect(world.front === world.proxy)
      #expect(world.proxy?.forwardee === world.appDelegates[1])
      #expect(world.notes.isEmpty)
      world.expectEveryMethodReachesEveryone()
    }
  }

  @Test("a visible splitter around the proxy that forwards to an unseen wrapper: wrapper kept")
  func visibleSplitterInFrontOfAnUnseenWrapper() {
    // IQKeyboardReturnKeyHandler wrapped the proxy (unseen); then a splitter that passes
    // `responds(to:)` on is built around the property (the proxy) and another target. Plain
    // UIKit: splitter → wrapper → app delegate 1, and the other target, on every call.
    let world = World.after([.addSelect, .appSets0])
    let wrapper = world.wrapUnseen()
    #expect(world.perform(.splitterWrap))
    _ = world.deliver(.select)
    #expect(world.notes == [.loopFound])
    wrapper.received = [:]
    let (received, expected) = world.deliver(.select)
    // The front is the splitter, which says nothing of the wrapper behind it: the proxy forwards
    // past the wrapper, and nothing puts it back.
    withKnownIssue("the wrapper behind a splitter the lookup sees is dropped") {
      #expect(received == expected)
      #expect(wrapper.received[.select] == 1, "the wrapper is neither in front nor forwarded to")
    }
    #expect(world.loopsStopped == 0)
  }
}
