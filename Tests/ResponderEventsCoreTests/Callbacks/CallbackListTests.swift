import ResponderEventsTesting
import Testing

@testable import ResponderEventsCore

@Suite("Callback lists and how answers combine", .collectingDiagnostics)
@MainActor
struct CallbackListTests {
  @Test("Bool questions: closures in order, then the app's delegate; the first false decides")
  func allAgree() {
    let list = CallbackList<(String) -> Bool>()
    var asked = [String]()
    list.append {
      asked.append("a:\($0)")
      return true
    }
    list.append {
      asked.append("b:\($0)")
      return $0 != "no"
    }
    list.append {
      asked.append("c:\($0)")
      return true
    }
    var delegateAsked = 0
    let yes = list.allAgree(
      { $0("yes") },
      then: {
        delegateAsked += 1
        return true
      })
    #expect(yes)
    #expect(asked == ["a:yes", "b:yes", "c:yes"])
    #expect(delegateAsked == 1)
    asked = []
    let no = list.allAgree(
      { $0("no") },
      then: {
        delegateAsked += 1
        return true
      })
    #expect(!no)
    #expect(asked == ["a:no", "b:no"])
    #expect(delegateAsked == 1)
    #expect(!CallbackList<(String) -> Bool>().allAgree({ $0("x") }, then: { false }))
    #expect(CallbackList<(String) -> Bool>().allAgree({ $0("x") }, then: { true }))
  }

  @Test("value questions: the newest closure, else the app's delegate, else the default")
  func newestAnswer() {
    let list = CallbackList<() -> Int>()
    #expect(list.newestAnswer({ $0() }, else: { nil }, default: { -1 }) == -1)
    #expect(list.newestAnswer({ $0() }, else: { 7 }, default: { -1 }) == 7)
    let first = list.append { 1 }
    let second = list.append { 2 }
    #expect(list.newestAnswer({ $0() }, else: { 7 }, default: { -1 }) == 2)
    list.remove(second)
    #expect(list.newestAnswer({ $0() }, else: { 7 }, default: { -1 }) == 1)
    list.remove(first)
    #expect(list.isEmpty)
  }

  @Test("notifications: every closure in order, then the app's delegate")
  func notifyAll() {
    let list = CallbackList<(Int) -> Void>()
    var log = [String]()
    list.append { log.append("a\($0)") }
    list.append { log.append("b\($0)") }
    list.notifyAll({ $0(1) }, then: { log.append("delegate") })
    #expect(log == ["a1", "b1", "delegate"])
  }

  @Test("removal by identifier, also while walking the list")
  func removal() {
    let list = CallbackList<() -> Void>()
    var log = [String]()
    var second: UInt64 = 0
    let first = list.append { [unowned list] in
      log.append("first")
      list.remove(second)
      list.append { log.append("added") }
    }
    second = list.append { log.append("second") }
    list.notifyAll({ $0() }, then: {})
    #expect(log == ["first"])
    #expect(list.contains(first))
    #expect(!list.contains(second))
    #expect(!list.remove(second))
    // Left: the first closure and the one it added (walked, not run).
    var walked = 0
    list.notifyAll({ _ in walked += 1 }, then: {})
    #expect(walked == 2)
  }

  @Test("identifiers are unique across lists")
  func uniqueIdentifiers() {
    let a = CallbackList<() -> Void>()
    let b = CallbackList<() -> Void>()
    let idA = a.append {}
    let idB = b.append {}
    #expect(idA != idB)
    #expect(!b.remove(idA))
    #expect(a.contains(idA))
  }

  @Test("closures piling up on one delegate method, one more on each reuse, are reported once")
  func piledUp() {
    let (list, field) = (CallbackList<(String) -> Bool>(), TestNode("field"))
    let (_, fifteen) = collectingDiagnostics {
      for _ in 0..<15 { list.append(WeakOwner(list), on: field) { _ in { _ in true } } }
    }
    #expect(fifteen.isEmpty)
    let (_, more) = collectingDiagnostics {
      for _ in 0..<2 { list.append(WeakOwner(list), on: field) { _ in { _ in true } } }
    }
    #expect(more.map(\.kind) == [.registrationsPiledUp])
    #expect(more.first?.message.contains("16 closures for one delegate method") == true)
    #expect(more.first?.node?.name == "field")
    // Reported, not refused: every one of them still runs.
    var runs = 0
    list.notifyAll({ runs += $0("x") ? 1 : 0 }, then: {})
    #expect(runs == 17)
  }
}
