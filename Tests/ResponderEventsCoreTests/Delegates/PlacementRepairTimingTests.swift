import ResponderEventsCore
import Testing

private typealias World = DelegatePropertyWorld
private typealias Operation = DelegatePropertyWorld.Operation

/// A wrapper of IQKeyboardReturnKeyHandler's shape (saves the property's value, sets itself,
/// answers `responds(to:)` for itself alone) that, in its method, calls what it saved
/// `callsToSaved` times and then runs `after`, once (UIKit nesting the same call, say).
@MainActor
private final class ContinuingWrapper: DelegatePropertyWorld.Object {
  weak var saved: DelegatePropertyWorld.Object?
  var after: (() -> Void)?
  var callsToSaved = 1
  init(saving saved: DelegatePropertyWorld.Object?) {
    self.saved = saved
    super.init(name: "continuing wrapper")
  }
  override func responds(to method: DelegatePropertyWorld.Method) -> Bool { isAlive }
  override func receive(_ method: DelegatePropertyWorld.Method, in world: DelegatePropertyWorld) {
    received[method, default: 0] += 1
    for _ in 0..<callsToSaved { world.forward(method, from: self, to: saved) }
    let action = after
    after = nil
    action?()
  }
}

/// UIKit calls `method` on the view's delegate again, inside the current call, with the same
/// arguments (the model's token is the method): a text field's `textFieldDidChangeSelection(_:)`
/// when the caret or the same text is set from inside it.
@MainActor
private func uikitCallsAgain(_ method: World.Method, in world: World) {
  if let front = world.front, world.cache.contains(method) { front.receive(method, in: world) }
}

/// Why a loop is repaired once the first call returns, not as the call that came back returns.
///
/// Repaired early (tried and reverted), the first call's frame still matched later calls with
/// the same token in that call: each was taken for the loop again and passed on behind a
/// forwardee already forgotten, and the app's delegate lost its calls or was taken for a
/// wrapper. Each test fails with the repair moved into `DelegatePlacement.passOnBehind(_:on:)`.
@Suite("Calls with the same token after a loop was found, in the same first call")
@MainActor
struct PlacementRepairTimingTests {
  @Test("the wrapper has UIKit nest the same call after its call came back: app keeps its calls")
  func sameCallNestedAfterTheWrapperCalledBack() {
    // The app's delegate set after the first closure, so the proxy cannot rule out a loop
    // through it (`mayLoop(through:)`).
    let world = World.after([.addSelect, .appSets0])
    let wrapper = ContinuingWrapper(saving: world.front)
    wrapper.after = { uikitCallsAgain(.select, in: world) }
    world.setDelegate(wrapper)
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
    let wrapper = ContinuingWrapper(saving: world.front)
    wrapper.after = { uikitCallsAgain(.scroll, in: world) }
    world.setDelegate(wrapper)
    _ = world.deliver(.scroll)
    #expect(world.proxy?.forwardee === world.appDelegates[1])
    #expect(world.deliver(.scroll).received["app delegate 2"] == 1)
  }

  @Test("a wrapper that calls what it saved twice in one method: the app's delegate is kept")
  func wrapperCallingTwice() {
    let world = World.after([.addSelect, .appSets0])
    let wrapper = ContinuingWrapper(saving: world.front)
    wrapper.callsToSaved = 2
    world.setDelegate(wrapper)
    // Without the library the app's delegate gets both calls the wrapper makes.
    #expect(world.deliver(.select).received["app delegate 1"] == 2)
    #expect(world.proxy?.forwardee === world.appDelegates[0])
    #expect(world.notes == [.loopFound])
    #expect(world.deliver(.header).received["app delegate 1"] == 2)
  }

  @Test("UIKit nests the same call inside the app's delegate reached behind the wrapper")
  func sameCallNestedBehindTheWrapper() {
    // HowTheHiddenDelegateWorks' own example: `textFieldDidChangeSelection(_:)` while the app
    // sets the same text, from the delegate IQKeyboardReturnKeyHandler wrapped.
    let world = World.after([.addSelect, .appSets0, .opaqueWrapBeforeFirstCall])
    world.appDelegates[0].inNextCall = { uikitCallsAgain(.select, in: world) }
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
    world.extraTarget.inNextCall = { uikitCallsAgain(.select, in: world) }
    #expect(world.perform(.staticSplitterWrap))
    #expect(world.front === world.staticSplitter)
    #expect(world.proxy?.forwardee === world.appDelegates[0])
    world.cycles.removeAll()
    world.expectEveryMethodReachesEveryone()
  }
}
