import ResponderEventsCore
import Testing

/// A proxy's method as the UIKit layer writes it: closures, then the app's delegate.
///
/// The app's
/// delegate here either passes the call straight back (a loop between two proxies) or scrolls
/// once more inside the call (legitimate nesting).
@MainActor
private final class ModelScrollProxy: DepthLimitOnly {
  let closures = CallbackList<(Int) -> Void>()
  let heights = CallbackList<() -> Int>()
  let calls = ForwardedCalls<Int>()
  var log: [String] = []
  /// What the app's delegate does when called with an offset.
  var appDelegate: ((Int) -> Void)?

  func didScroll(_ offset: Int) {
    closures.guarded(by: calls, token: 0, loop: self).notifyAll(
      { $0(offset) }, then: { self.appDelegate?(offset) })
  }

  func height(loops: Bool) -> Int {
    heights.guarded(by: calls, token: 0, loop: self).newestAnswer(
      { $0() }, else: { loops ? self.height(loops: true) + 1 : nil }, default: { 44 })
  }
}

@Suite("Calls a proxy passes on never go round forever")
@MainActor
struct ForwardedCallsTests {
  @Test("a call nested legitimately runs the closures and the app's delegate each time")
  func legitimateNesting() {
    let proxy = ModelScrollProxy()
    // Unowned: the proxy keeps both closures.
    _ = proxy.closures.append { [unowned proxy] in proxy.log.append("closure \($0)") }
    // The app's delegate scrolls back to zero once, inside the call, as UIKit then calls again.
    proxy.appDelegate = { [unowned proxy] offset in
      proxy.log.append("app \(offset)")
      if offset != 0 { proxy.didScroll(0) }
    }
    proxy.didScroll(-5)
    #expect(proxy.log == ["closure -5", "app -5", "closure 0", "app 0"])
    #expect(proxy.cycles == 0)
    #expect(proxy.repairs == 0)
  }

  @Test("a call passed straight back stops being passed on at the depth limit, reported once")
  func loopStops() {
    let proxy = ModelScrollProxy()
    var closureRuns = 0
    _ = proxy.closures.append { _ in closureRuns += 1 }
    proxy.appDelegate = { [unowned proxy] offset in proxy.didScroll(offset) }
    proxy.didScroll(1)
    #expect(closureRuns == ForwardedCalls<Int>.maximumDepth + 1)
    #expect(proxy.cycles == 1)
    // The depth limit alone repairs nothing: it cannot tell a loop from nesting that deep.
    #expect(proxy.repairs == 0)
  }

  @Test("an answer that goes round gets the default at the depth limit")
  func answerLoop() {
    let proxy = ModelScrollProxy()
    #expect(proxy.height(loops: true) == 44 + ForwardedCalls<Int>.maximumDepth)
    #expect(proxy.cycles == 1)
    #expect(proxy.repairs == 0)
    // With a closure, the closure answers and nothing is passed on.
    _ = proxy.heights.append { 60 }
    #expect(proxy.height(loops: true) == 60)
    #expect(proxy.cycles == 1)
  }

  @Test("a question that goes round agrees at the depth limit, and sequential calls pass")
  func questionLoop() {
    let list = CallbackList<(Int) -> Bool>()
    _ = list.append { $0 > 0 }
    let calls = ForwardedCalls<Int>()
    let stops = DepthLimitOnly()
    func shouldBegin(_ value: Int) -> Bool {
      list.guarded(by: calls, token: 0, loop: stops).allAgree(
        { $0(value) }, then: { shouldBegin(value) })
    }
    #expect(shouldBegin(1))
    #expect(!shouldBegin(-1))
    #expect(stops.cycles == 1)
    #expect(shouldBegin(2))
    #expect(stops.cycles == 2)
  }

  @Test("a call that comes back with its own token is found at once: closures once, repaired after")
  func comeBackFoundAtOnce() {
    let proxy = LoopingProxy()
    // The wrapper calls the proxy back with the same call, once; behind it, the app's
    // delegate is reached.
    proxy.appDelegate = { [unowned proxy] offset in
      proxy.wrapperCalls += 1
      if proxy.wrapperCalls == 1 {
        proxy.didScroll(offset)
      } else {
        proxy.log.append("app \(offset)")
      }
    }
    proxy.didScroll(1)
    #expect(proxy.log == ["closure 1", "behind", "app 1"])
    #expect(proxy.repairs == 1)
    #expect(proxy.wrapperCalls == 2)
  }

  @Test("a fallback that looks up the app's delegate when it runs reaches what is behind at once")
  func fallbackReadsTheForwardeeBehind() {
    let proxy = LoopingProxy()
    // The wrapper sends the call back once; passed on behind, the proxy's forwardee is what
    // the wrapper wrapped, and a fallback that reads it then reaches it without another round.
    proxy.appDelegate = { [unowned proxy] offset in
      proxy.wrapperCalls += 1
      proxy.didScroll(offset)
    }
    proxy.behind = { [unowned proxy] offset in proxy.log.append("wrapped app \(offset)") }
    proxy.didScroll(2)
    #expect(proxy.log == ["closure 2", "behind", "wrapped app 2"])
    #expect(proxy.wrapperCalls == 1)
    #expect(proxy.repairs == 1)
  }

  @Test("a call that comes back again after being passed on behind stops at the depth limit")
  func comeBackAgainStops() {
    let proxy = LoopingProxy()
    // Behind the wrapper is something that sends the call back too. Only the first call that
    // came back is passed on behind; the others go where the proxy forwards, round again.
    proxy.appDelegate = { [unowned proxy] offset in proxy.didScroll(offset) }
    proxy.didScroll(1)
    #expect(proxy.log == ["closure 1", "behind", "cycle"])
    #expect(proxy.repairs == 1)
  }

  @Test("the same token nested in the delegate the view had before the proxy is UIKit's nesting")
  func sameTokenThroughTheOriginalDelegateIsNoLoop() {
    let proxy = LoopingProxy()
    proxy.forwardeeMayLoop = false
    // The app's delegate makes UIKit call again with nothing changed (it sets the text the
    // field already shows), once.
    proxy.appDelegate = { [unowned proxy] offset in
      proxy.wrapperCalls += 1
      proxy.log.append("app \(offset)")
      if proxy.wrapperCalls == 1 { proxy.didScroll(offset) }
    }
    proxy.didScroll(5)
    #expect(proxy.log == ["closure 5", "app 5", "closure 5", "app 5"])
    #expect(proxy.repairs == 0)
  }

  @Test("nesting deeper than the limit, in a delegate that may be a wrapper, repairs nothing")
  func deepNestingIsNoLoopFound() {
    let proxy = LoopingProxy()
    // A delegate the app set after the first closure (so it might have saved the proxy)
    // scrolls inside its own handler, each time by one point less: UIKit calls again each time.
    proxy.appDelegate = { [unowned proxy] offset in
      if offset > 0 { proxy.didScroll(offset - 1) }
    }
    proxy.didScroll(ForwardedCalls<Int>.maximumDepth + 4)
    #expect(proxy.log.filter { $0 == "cycle" }.count == 1)
    #expect(
      proxy.log.filter { $0.hasPrefix("closure") }.count == ForwardedCalls<Int>.maximumDepth + 1)
    // Taken for a loop, it would be put in front of the proxy, switching the closures off.
    #expect(proxy.repairs == 0)
  }

  @Test("a call nested with another token is passed on as usual, with a loop route too")
  func otherTokenIsNoLoop() {
    let proxy = LoopingProxy()
    // The app's delegate scrolls back to zero inside the call, as UIKit then calls again.
    proxy.appDelegate = { [unowned proxy] offset in
      proxy.log.append("app \(offset)")
      if offset != 0 { proxy.didScroll(0) }
    }
    proxy.didScroll(30)
    #expect(proxy.log == ["closure 30", "app 30", "closure 0", "app 0"])
    #expect(proxy.repairs == 0)
  }
}

/// A proxy whose calls carry their offset as a token and that routes a call coming back round
/// a loop itself, as the UIKit layer's proxies do.
@MainActor
private final class LoopingProxy: LoopRoute {
  let closures = CallbackList<(Int) -> Void>()
  let calls = ForwardedCalls<Int>()
  var log: [String] = []
  var repairs = 0
  var wrapperCalls = 0
  /// What the app's delegate (or a wrapper in its place) does when called with an offset.
  var appDelegate: ((Int) -> Void)?

  init() {
    _ = closures.append { [unowned self] in self.log.append("closure \($0)") }
  }

  func didScroll(_ offset: Int) {
    closures.guarded(by: calls, token: offset, loop: self)
      .notifyAll({ $0(offset) }, then: { self.appDelegate?(offset) })
  }

  /// What the proxy forwards to once a call came back, as the UIKit layer's proxy forwards to
  /// what the wrapper wrapped; `nil` keeps ``appDelegate``.
  var behind: ((Int) -> Void)?

  /// Repairs the loop, as the UIKit layer's proxy does: from then on it forwards to what the
  /// wrapper wrapped, if the test says what that is.
  func loopFound() {
    log.append("behind")
    repairs += 1
    if let behind { appDelegate = behind }
  }

  /// A call that came back, or a later one with its token, goes where the proxy forwards now.
  func passOnBehind(_ body: () -> Void) { body() }

  func loopStopped() { log.append("cycle") }

  /// Whether the app's delegate may be a wrapper that calls back: not when it was the view's
  /// delegate before the proxy.
  var forwardeeMayLoop = true
}

/// A proxy whose calls only the depth limit guards, counting the calls it stopped: its
/// forwardee is taken to be the view's delegate from before the proxy, which cannot send calls
/// back, so a call with the same token is UIKit's nesting.
@MainActor
private class DepthLimitOnly: LoopRoute {
  var cycles = 0
  var repairs = 0

  func loopFound() { repairs += 1 }
  func passOnBehind(_ body: () -> Void) { body() }
  func loopStopped() { cycles += 1 }
  var forwardeeMayLoop: Bool { false }
}
