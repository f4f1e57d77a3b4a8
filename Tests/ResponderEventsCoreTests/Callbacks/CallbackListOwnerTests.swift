import Testing

@testable import ResponderEventsCore

/// What a `with: owner` registration's closure receives in the view's place.
@MainActor
private final class Controller {
  let name: String
  init(_ name: String) { self.name = name }
}

/// The view a proxy passes its closures, which a closure registered with an owner ignores.
private struct View {}

/// Something a closure captures, to see when the list lets go of it.
private final class Captured {}

@Suite("Callback lists: closures that live as long as an owner")
@MainActor
struct CallbackListOwnerTests {
  @Test("while its owner lives, an owner's closure receives it and answers as a plain one")
  func ownerReceived() {
    let list = CallbackList<(View, Int) -> String>()
    let controller = Controller("list screen")
    list.append { _, row in "plain \(row)" }
    list.append(
      WeakOwner(controller), WeakOwner.making { controller, row in "\(controller.name) \(row)" })
    #expect(
      list.newestAnswer({ $0(View(), 3) }, else: { nil }, default: { "default" }) == "list screen 3"
    )
    var log: [String] = []
    list.notifyAll({ log.append($0(View(), 1)) }, then: { log.append("app") })
    #expect(log == ["plain 1", "list screen 1", "app"])
  }

  @Test("once its owner is gone, the question goes to the closure before it, the app, the default")
  func answerAfterOwnerDies() {
    let list = CallbackList<(View) -> Int>()
    var controller: Controller? = Controller("screen")
    let plain = list.append { _ in 1 }
    let owned = list.append(WeakOwner(controller!), WeakOwner.making { _ in 2 })
    func answer(app: Int?) -> Int {
      list.newestAnswer({ $0(View()) }, else: { app }, default: { -1 })
    }
    #expect(answer(app: 7) == 2)
    controller = nil
    #expect(answer(app: 7) == 1)
    list.remove(plain)
    #expect(answer(app: 7) == 7)
    #expect(answer(app: nil) == -1)
    // The dead owner's identifier still removes nothing else.
    #expect(!list.remove(owned))
    #expect(list.isEmpty)
  }

  @Test("a dead owner's closure is neither asked nor run; the others are, then the app")
  func walksSkipDeadOwners() {
    let list = CallbackList<(View) -> Bool>()
    var controller: Controller? = Controller("screen")
    var asked: [String] = []
    list.append { _ in
      asked.append("plain")
      return true
    }
    list.append(
      WeakOwner(controller!),
      WeakOwner.making { _ in
        asked.append("owned")
        return false
      })
    #expect(!list.allAgree({ $0(View()) }, then: { true }))
    #expect(asked == ["plain", "owned"])
    controller = nil
    asked = []
    var appAsked = false
    let agreed = list.allAgree(
      { $0(View()) },
      then: {
        appAsked = true
        return true
      })
    #expect(agreed)
    #expect(asked == ["plain"])
    #expect(appAsked)
    asked = []
    list.notifyAll({ _ = $0(View()) }, then: {})
    #expect(asked == ["plain"])
  }

  @Test("a dead owner's closure does not count: isEmpty, contains; removing it is harmless")
  func countsLeaveDeadOwnersOut() {
    let list = CallbackList<(View) -> Void>()
    var controller: Controller? = Controller("screen")
    let id = list.append(WeakOwner(controller!), WeakOwner.making { _ in })
    #expect(!list.isEmpty)
    #expect(list.contains(id))
    controller = nil
    #expect(list.isEmpty)
    #expect(!list.contains(id))
    // Not walked yet: the entry is still there, and its identifier removes it, once.
    #expect(list.remove(id))
    #expect(!list.remove(id))
    #expect(list.isEmpty)
  }

  @Test("the list keeps neither the owner nor, once it is gone, what its closure captured")
  func nothingKeptAlive() {
    let list = CallbackList<(View) -> Void>()
    var controller: Controller? = Controller("screen")
    weak let weakController = controller
    var captured: Captured? = Captured()
    weak let weakCaptured = captured
    list.append(WeakOwner(controller!), WeakOwner.making { [captured] _ in _ = captured })
    captured = nil
    controller = nil
    #expect(weakController == nil)
    // The closure is dropped the next time the list is walked or added to.
    #expect(weakCaptured != nil)
    list.notifyAll({ $0(View()) }, then: {})
    #expect(weakCaptured == nil)
  }

  @Test("an owner deallocated while the list is walked: its closure does not run from then on")
  func ownerDiesDuringWalk() {
    let list = CallbackList<(View) -> Void>()
    var controller: Controller? = Controller("screen")
    var log: [String] = []
    list.append { _ in
      log.append("first")
      controller = nil
    }
    list.append(
      WeakOwner(controller!), WeakOwner.making { controller in log.append(controller.name) })
    list.notifyAll({ $0(View()) }, then: { log.append("app") })
    #expect(log == ["first", "app"])
  }

  @Test(
    "passing(to:) runs the body with the owner in the view's place, and nothing once it is gone")
  func passing() {
    var controller: Controller? = Controller("screen")
    var log: [String] = []
    let closure: @MainActor (View, Int) -> Void = WeakOwner(controller!).passing {
      (controller: Controller, row: Int) in log.append("\(controller.name) \(row)")
    }
    closure(View(), 1)
    controller = nil
    closure(View(), 2)
    #expect(log == ["screen 1"])
  }
}
