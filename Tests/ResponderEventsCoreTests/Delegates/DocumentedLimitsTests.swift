import ResponderEventsCore
import Testing

private typealias World = DelegatePropertyWorld
private typealias Operation = DelegatePropertyWorld.Operation

/// What the placement cannot tell apart, as HowTheHiddenDelegateWorks documents it.
///
/// The exhaustive searches of `DelegatePlacementModelTests` leave these sequences out (it lists
/// why); each is shown here as it behaves, so that a change to it is a change to the docs.
@Suite("What the delegate proxy documents it cannot tell apart")
@MainActor
struct DocumentedLimitsTests {
  @Test("a delegate set after the first closure, taken for a wrapper: in front, closures stop")
  func laterDelegateTakenForAWrapper() {
    // A call UIKit nests inside that delegate with nothing changed reads as one coming back
    // round a loop: the delegate is put in front of the proxy, which it does not call.
    let world = World.after([.appSets0, .addSelect, .appSets1])
    #expect(world.proxy?.forwardeeMayLoop == true)
    world.loopFound()
    #expect(world.notes == [.loopFound])
    #expect(world.front === world.appDelegates[1])
    #expect(world.deliver(.select).received["closure 1"] == 0)
    #expect(world.deliver(.scroll).received["app delegate 2"] == 1)
  }

  @Test("a splitter read in front of the proxy, the app's nil, the splitter put back: no delegate")
  func splitterReadAndPutBack() {
    let (world, saved) = readClearedAndPutBack(after: [.appSets0, .addSelect, .splitterWrap])
    #expect(world.front === saved)
    #expect(world.proxy?.forwardee == nil)
    #expect(world.deliver(.select).received["app delegate 1"] == 0)
  }

  @Test("the proxy put back while it forwards to an opaque wrapper not called yet: no delegate")
  func proxyPutBackOverAnUnseenWrapper() {
    let (world, saved) = readClearedAndPutBack(
      after: [.appSets0, .addSelect, .opaqueWrapBeforeFirstCall])
    #expect(saved === world.proxy)
    _ = world.deliver(.select)
    #expect(world.deliver(.select).received["app delegate 1"] == 0)
  }

  /// A world after `setup`, in which the app then read the property, set `nil` and put back
  /// what it read (`saved`): the sequence `appClearsAndRestores` performs where the proxy can
  /// tell what it read.
  private func readClearedAndPutBack(after setup: [Operation]) -> (World, World.Object?) {
    let world = World()
    for operation in setup { #expect(world.perform(operation)) }
    let saved = world.front
    #expect(world.perform(.appSetsNil))
    world.setDelegate(saved)
    return (world, saved)
  }
}
