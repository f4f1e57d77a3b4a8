import ResponderEventsCore
import Testing

/// A proxy's method as the UIKit layer writes it: closures, then the app's delegate, which here
/// is another library's proxy that passes the call straight back.
@MainActor
private final class LoopingProxy {
  let list = CallbackList<() -> Int>()
  let calls = ForwardedCalls()
  var cycles = 0
  var forwardsBack = true

  func height() -> Int {
    list.guarded(by: calls, onCycle: { self.cycles += 1 }).newestAnswer(
      { $0() }, else: forwardsBack ? { self.height() + 1 } : nil, default: { 44 })
  }

  func didSelect(_ log: @escaping (String) -> Void) {
    let selections = CallbackList<() -> Void>()
    _ = selections.append { log("closure") }
    func call() {
      selections.guarded(by: calls, onCycle: { self.cycles += 1 }).notifyAll(
        { $0() },
        then: {
          log("app")
          call()
        })
    }
    call()
  }
}

@Suite("Calls a proxy passes on never come back to it forever")
@MainActor
struct ForwardedCallsTests {
  @Test("a call passed back while it is passed on gets the default answer, once")
  func answerComingBack() {
    let proxy = LoopingProxy()
    // No closure: the app's delegate is asked, and it asks the proxy again.
    #expect(proxy.height() == 45)
    #expect(proxy.cycles == 1)
    // With a closure, the closure answers and nothing is passed on.
    _ = proxy.list.append { 60 }
    #expect(proxy.height() == 60)
    #expect(proxy.cycles == 1)
  }

  @Test("a notification passed back runs each closure once")
  func notificationComingBack() {
    let proxy = LoopingProxy()
    var log: [String] = []
    proxy.didSelect { log.append($0) }
    #expect(log == ["closure", "app"])
    #expect(proxy.cycles == 1)
  }

  @Test("the same call made again after it returned is passed on again")
  func sequentialCalls() {
    let proxy = LoopingProxy()
    proxy.forwardsBack = false
    #expect(proxy.height() == 44)
    #expect(proxy.height() == 44)
    #expect(proxy.cycles == 0)
    let list = CallbackList<(Int) -> Bool>()
    _ = list.append { $0 > 0 }
    let calls = ForwardedCalls()
    var cycles = 0
    func shouldBegin(_ value: Int) -> Bool {
      list.guarded(by: calls, onCycle: { cycles += 1 }).allAgree(
        { $0(value) }, then: { shouldBegin(value) })
    }
    #expect(shouldBegin(1))
    #expect(!shouldBegin(-1))
    #expect(cycles == 1)
  }
}
