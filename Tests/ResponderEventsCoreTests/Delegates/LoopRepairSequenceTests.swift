import ResponderEventsCore
import Testing

private typealias World = DelegatePropertyWorld

/// The repair made before the call that came back goes on, in sequences around that call.
///
/// Sequences around such a call, each asserting what happens without the library (every
/// receiver once per call it would get, the closures once, no call stopped going round). What the library still
/// misses is a known issue saying what should happen, as HowTheHiddenDelegateWorks documents it,
/// so that it fails, and the docs change, once it does.
@Suite("The first call that comes back repairs the loop before it goes on")
@MainActor
struct LoopRepairSequenceTests {
  /// RxCocoa's proxy in front of the proxy, which forwards to a wrapper around it that has not
  /// called yet: `[addSelect, appSets0]`, the wrapper, then `rx` used.
  private func rxInFrontOfAWrapper() -> (World, World.ContinuingWrapper) {
    let world = World.after([.addSelect, .appSets0])
    let wrapper = world.wrapUnseen()
    #expect(world.front === world.proxy)
    #expect(world.perform(.rxObservesScroll))
    #expect(world.front === world.rx)
    #expect(world.placement?.position == .servingBehindProxy)
    return (world, wrapper)
  }

  // MARK: RxCocoa's proxy in front, a wrapper kept behind: later calls with the token go behind it

  @Test("Rx in front, wrapper behind: UIKit nests the same call after the wrapper's came back")
  func rxInFrontUIKitNestsAfterTheCallCameBack() {
    // Without the library: Rx → wrapper → app delegate 1, twice (the nested call too).
    let (world, wrapper) = rxInFrontOfAWrapper()
    wrapper.after = { world.uikitCallsAgain(.select) }
    let (received, _) = world.deliver(.select)
    // Main: the nested call is `.again`, goes to the proxy's forwardee, the wrapper, which sends
    // it back, `.again` each time: 16 deep, stopped, and the app's delegate never gets it.
    #expect(world.loopsStopped == 0)
    #expect(received["app delegate 1"] == 2)
    #expect(received["closure 1"] == 1)
    #expect(wrapper.received[.select, default: 0] <= 2, "wrapper got \(wrapper.received)")
    #expect(world.notes == [.loopFound])
  }

  @Test("Rx in front, wrapper behind that calls what it saved twice: no call goes round")
  func rxInFrontWrapperCallingTwice() {
    // Without the library: Rx → wrapper → app delegate 1, twice.
    let (world, wrapper) = rxInFrontOfAWrapper()
    wrapper.callsToSaved = 2
    let (received, _) = world.deliver(.select)
    // Main: the second call goes round the wrapper, which calls twice at every level: about
    // 2^15 stops and 2^16 calls of the wrapper, on every call UIKit makes.
    #expect(world.loopsStopped == 0)
    #expect(received["app delegate 1"] == 2)
    #expect(received["closure 1"] == 1)
    #expect(wrapper.received[.select, default: 0] == 1, "wrapper got \(wrapper.received)")
    // And the next call, the wrapper found: the same.
    world.loopsStopped = 0
    wrapper.received = [:]
    let (again, _) = world.deliver(.select)
    #expect(world.loopsStopped == 0)
    #expect(again["app delegate 1"] == 2)
    #expect(wrapper.received[.select, default: 0] == 1, "wrapper got \(wrapper.received)")
  }

  // MARK: A wrapper set behind the first: the same call again goes round it once (known)

  @Test("a wrapper set inside the passed-on part, then UIKit nests the same call: no cycle")
  func wrapperSetBehindThenUIKitNests() {
    // The app's delegate, reached behind the first wrapper, has a second wrap the view; the
    // first wrapper then has UIKit make the same call again. Without the library: second →
    // first → app delegate 1 for the nested call.
    let world = World.after([.addSelect, .appSets0])
    let first = world.wrapUnseen()
    var second: World.OpaqueWrapper?
    world.appDelegates[0].inNextCall = {
      let wrapper = World.OpaqueWrapper(saving: world.front)
      second = wrapper
      world.setDelegate(wrapper)
    }
    first.after = { world.uikitCallsAgain(.select) }
    let (received, _) = world.deliver(.select)
    // The nested call has the token of the one that came back, and the proxy forwards to the
    // second wrapper, unseen, which sends it back with that token each time, to the depth limit.
    withKnownIssue("the same call again goes round a wrapper set behind the first, once") {
      #expect(world.loopsStopped == 0)
      #expect(received["app delegate 1"] == 2)
      #expect(second?.received[.select, default: 0] ?? 0 <= 1)
    }
    // The next call finds the second wrapper.
    #expect(world.deliver(.select).received["app delegate 1"] == 1)
  }

  @Test("a wrapper set inside the passed-on part, then the first calls again: no cycle")
  func wrapperSetBehindThenFirstCallsAgain() {
    // Without the library the first wrapper calls the app's delegate twice.
    let world = World.after([.addSelect, .appSets0])
    let first = world.wrapUnseen(callsToSaved: 2)
    var second: World.OpaqueWrapper?
    world.appDelegates[0].inNextCall = {
      let wrapper = World.OpaqueWrapper(saving: world.front)
      second = wrapper
      world.setDelegate(wrapper)
    }
    // The view holds its delegate weakly: the test keeps the first wrapper, as its owner would.
    let (received, _) = withExtendedLifetime(first) { world.deliver(.select) }
    withKnownIssue("the same call again goes round a wrapper set behind the first, once") {
      #expect(world.loopsStopped == 0)
      #expect(received["app delegate 1"] == 2)
      #expect(second?.received[.select, default: 0] ?? 0 == 0)
    }
  }

  // MARK: Where a wrapper's second call goes after a set behind it (known)

  /// A wrapper that calls what it saved twice, around the proxy in front of app delegate 1, and
  /// `operation` performed from app delegate 1's method on the first of those calls; what the
  /// header call delivered.
  private func wrapperCallingTwice(
    whileTheAppDoes operation: World.Operation
  ) -> (World, [String: Int]) {
    let world = World.after([.addSelect, .appSets0])
    let wrapper = world.wrapUnseen(callsToSaved: 2)
    world.appDelegates[0].inNextCall = { #expect(world.perform(operation)) }
    return withExtendedLifetime(wrapper) { (world, world.deliver(.header).received) }
  }

  @Test("the wrapper's second call after the app set another delegate behind it: the first's")
  func wrapperCallsAgainAfterASetBehind() {
    // Without the library the wrapper saved app delegate 1 and calls it twice; app delegate 2,
    // set from app delegate 1's method, gets nothing from the wrapper.
    let (world, received) = wrapperCallingTwice(whileTheAppDoes: .appSets1)
    withKnownIssue("the wrapper's second call reaches the delegate set, not the one it saved") {
      #expect(received["app delegate 1"] == 2)
      #expect(received["app delegate 2"] == 0)
    }
    #expect(world.loopsStopped == 0)
    #expect(world.front === world.proxy)
    #expect(world.proxy?.forwardee === world.appDelegates[1])
  }

  @Test("the wrapper's second call after the app's nil behind it: the first delegate's")
  func wrapperCallsAgainAfterANilBehind() {
    let (world, received) = wrapperCallingTwice(whileTheAppDoes: .appSetsNil)
    // The proxy, forwarding to nobody after the `nil`, claims nothing the wrapper asks about.
    withKnownIssue("the wrapper's second call after a nil behind it reaches nobody") {
      #expect(received["app delegate 1"] == 2)
    }
    #expect(world.loopsStopped == 0)
    #expect(world.front === world.proxy)
    #expect(world.proxy?.forwardee == nil)
    world.expectEveryMethodReachesEveryone()
  }

  // MARK: Other methods nested

  @Test("another method nested in the passed-on part reaches the wrapper too")
  func otherMethodNestedBehind() {
    // Without the library: UIKit → wrapper → app delegate 1 for the nested header call.
    let world = World.after([.addSelect, .appSets0, .opaqueWrapBeforeFirstCall])
    var nestedWrapperCalls = -1
    world.appDelegates[0].inNextCall = {
      let before = world.opaqueWrapper?.received[.header, default: 0] ?? 0
      world.uikitCallsAgain(.header)
      nestedWrapperCalls = (world.opaqueWrapper?.received[.header, default: 0] ?? 0) - before
    }
    let (received, _) = world.deliver(.select)
    #expect(received["app delegate 1"] == 1)
    #expect(world.appDelegates[0].received[.header] == 1)
    // The wrapper is back in front before the call is passed on behind it.
    #expect(nestedWrapperCalls == 1)
    #expect(world.notes == [.loopFound])
    #expect(world.loopsStopped == 0)
    world.expectEveryMethodReachesEveryone()
  }

  @Test("another method nested after the repair: everyone once, found once")
  func otherMethodNestedAfterTheRepair() {
    let world = World.after([.addSelect, .appSets0])
    let wrapper = world.wrapUnseen()
    wrapper.after = { world.uikitCallsAgain(.header) }
    _ = world.deliver(.select)
    #expect(wrapper.received[.header] == 1)
    #expect(world.appDelegates[0].received[.header] == 1)
    #expect(world.notes == [.loopFound])
    #expect(world.front === wrapper)
    #expect(world.proxy?.forwardee === world.appDelegates[0])
    #expect(world.loopsStopped == 0)
  }

  // MARK: Sets, deaths and data sources in and after the passed-on part

  @Test("a diffable data source set in the passed-on part, UIKit nesting after: it gets it")
  func diffableSetBehindThenNested() {
    let world = World.after([.addSelect, .appSets0])
    let wrapper = world.wrapUnseen()
    world.appDelegates[0].inNextCall = { #expect(world.perform(.appSetsDiffable)) }
    wrapper.after = { world.uikitCallsAgain(.select) }
    let (received, _) = world.deliver(.select)
    #expect(received["diffable data source"] == 1)
    #expect(received["app delegate 1"] == 1)
    #expect(world.notes == [.loopFound, .steppedAside])
    #expect(world.loopsStopped == 0)
    world.expectEveryMethodReachesEveryone()
  }

  @Test("the app's nil and the proxy it read put back in the passed-on part: repaired after")
  func clearAndRestoreBehind() {
    let world = World.after([.addSelect, .appSets0])
    let wrapper = world.wrapUnseen(callsToSaved: 2)
    world.appDelegates[0].inNextCall = { #expect(world.perform(.appClearsAndRestores)) }
    let (received, _) = world.deliver(.header)
    #expect(received["app delegate 1"] == 2)
    #expect(world.front === wrapper)
    #expect(world.proxy?.forwardee === world.appDelegates[0])
    #expect(world.notes == [.loopFound])
    #expect(world.loopsStopped == 0)
    // The wrapper calls the proxy twice per call now, each a call of its own.
    #expect(world.deliver(.select).received["app delegate 1"] == 2)
  }

  @Test("the app's delegate dies after the repair, in the wrapper's method: heard of")
  func appDelegateDiesAfterTheRepair() {
    let world = World.after([.addSelect, .appSets0])
    let wrapper = world.wrapUnseen()
    wrapper.after = { #expect(world.perform(.appDelegate0Dies)) }
    _ = world.deliver(.select)
    #expect(world.front === wrapper)
    // Heard of: the proxy forwards to nobody, and forgot it (not a dead object it watches).
    #expect(world.proxy?.forwardee == nil)
    #expect(world.proxy?.watched == nil)
    #expect(world.deliver(.select).received["closure 1"] == 1)
    #expect(world.loopsStopped == 0)
  }

  @Test("two wrappers set around the proxy before either called: no call goes round")
  func twoUnseenWrappers() {
    // Without the library: second → first → app delegate 1. The call that comes back is passed
    // on behind to the first wrapper, which sends it back again, to the depth limit.
    let world = World.after([.addSelect, .appSets0])
    let first = world.wrapUnseen()
    let second = World.OpaqueWrapper(saving: world.front)
    world.setDelegate(second)
    let (received, _) = world.deliver(.select)
    withKnownIssue("the first call round two wrappers set before either called goes round") {
      #expect(world.loopsStopped == 0)
      #expect(received["app delegate 1"] == 1)
      #expect(first.received[.select, default: 0] == 1)
    }
    let stopsBefore = world.loopsStopped
    let next = world.deliver(.select)
    withKnownIssue("after it, the app's delegate behind two such wrappers gets no calls") {
      #expect(next.received == next.expected)
    }
    #expect(world.loopsStopped == stopsBefore, "later calls go round no more")
  }

  @Test("Rx in front, wrapper behind, the app sets a delegate behind: nesting reaches it once")
  func rxInFrontSetBehindThenNested() {
    let (world, wrapper) = rxInFrontOfAWrapper()
    world.appDelegates[0].inNextCall = { #expect(world.perform(.appSets1)) }
    wrapper.after = { world.uikitCallsAgain(.scroll) }
    _ = world.deliver(.select)
    #expect(world.appDelegates[1].received[.scroll] == 1)
    #expect(world.loopsStopped == 0)
    world.expectEveryMethodReachesEveryone()
  }
}

// MARK: ForwardedCalls alone

/// A loop route that counts what it is told.
@MainActor
private final class CountingRoute: LoopRoute {
  var behind = 0
  var stops = 0
  func loopFound() { behind += 1 }
  func passOnBehind(_ body: () -> Void) { body() }
  func loopStopped() { stops += 1 }
  var forwardeeMayLoop: Bool { true }
}

private struct ViewToken: Hashable {
  let view: Int
  let offset: Int
}

@Suite("ForwardedCalls' frame state")
@MainActor
struct ForwardedCallsFrameStateTests {
  @Test("a call that comes back at the depth limit still has its loop repaired")
  func cameBackAtTheDepthLimit() {
    // The app's delegate (set after the first closure) scrolls inside its own handler, 16
    // times one point further, and at the deepest a wrapper around the proxy sends that call
    // back with the same token.
    let list = CallbackList<(Int) -> Void>()
    let calls = ForwardedCalls<Int>()
    let route = CountingRoute()
    var closures = 0
    _ = list.append { _ in closures += 1 }
    var sentBack = false
    func didScroll(_ offset: Int) {
      list.guarded(by: calls, token: offset, loop: route).notifyAll(
        { $0(offset) },
        then: {
          if offset < ForwardedCalls<Int>.maximumDepth {
            didScroll(offset + 1)
          } else if !sentBack {
            sentBack = true
            didScroll(offset)
          }
        })
    }
    didScroll(1)
    #expect(route.stops == 1)
    // Recognised by its token, it is repaired before the limit stops it: left unrepaired,
    // every call UIKit makes after it would go round the same way.
    #expect(route.behind == 1)
    #expect(closures == ForwardedCalls<Int>.maximumDepth)
  }

  @Test("the same offset on another view sharing the proxy is a new call, not one come back")
  func sameOffsetOnAnotherView() {
    let list = CallbackList<(ViewToken) -> Void>()
    let calls = ForwardedCalls<ViewToken>()
    let route = CountingRoute()
    var log: [ViewToken] = []
    _ = list.append { log.append($0) }
    func didScroll(_ token: ViewToken) {
      list.guarded(by: calls, token: token, loop: route).notifyAll(
        { $0(token) },
        then: {
          // View 1's delegate scrolls view 2 to the same offset; view 2's delegate is the same
          // proxy (the app handed it over), and passes it on to the same delegate.
          if token.view == 1 { didScroll(ViewToken(view: 2, offset: token.offset)) }
        })
    }
    didScroll(ViewToken(view: 1, offset: 7))
    #expect(log == [ViewToken(view: 1, offset: 7), ViewToken(view: 2, offset: 7)])
    #expect(route.behind == 0)
    #expect(route.stops == 0)
  }
}
