import Testing

@testable import ResponderEventsCore

/// What the actions did, from closures that may run wherever their object is released.
@MainActor
private final class Log {
  var lines: [String] = []
}

@Suite("The actions run when an object is deallocated")
@MainActor
struct DeallocationActionsTests {
  @Test("run once, in the order added, when the list goes; removed ones do not")
  func runInOrder() {
    let log = Log()
    var actions: DeallocationActions? = DeallocationActions()
    actions?.add { MainActor.assumeIsolated { log.lines.append("first") } }
    let removed = actions?.add { MainActor.assumeIsolated { log.lines.append("removed") } }
    actions?.add { MainActor.assumeIsolated { log.lines.append("second") } }
    actions?.remove(removed ?? 0)
    actions?.remove(removed ?? 0)
    #expect(log.lines.isEmpty)
    actions = nil
    #expect(log.lines == ["first", "second"])
  }

  @Test("an action whose tie went is forgotten at the next addition, and never runs")
  func tiedActionsForgotten() {
    let log = Log()
    var actions: DeallocationActions? = DeallocationActions()
    // What a `with: owner` registration's closure keeps while the registration is in place.
    var replacedRegistration: WeakOwner<Log>? = WeakOwner(log)
    let keptRegistration = WeakOwner(log)
    actions?.add(tiedTo: replacedRegistration) {
      MainActor.assumeIsolated { log.lines.append("replaced") }
    }
    actions?.add(tiedTo: keptRegistration) { MainActor.assumeIsolated { log.lines.append("kept") } }
    // A cell configured again: the registration, and so its closure's reference, went away.
    replacedRegistration = nil
    actions?.add(tiedTo: keptRegistration) {
      MainActor.assumeIsolated { log.lines.append("newest") }
    }
    // Every action kept runs at the end: the two still tied, not the forgotten one.
    actions = nil
    #expect(log.lines == ["kept", "newest"])
    withExtendedLifetime(keptRegistration) {}
  }

  @Test("an action whose tie went after the last addition still runs at the end")
  func tieGoneAtTheEnd() {
    let log = Log()
    var actions: DeallocationActions? = DeallocationActions()
    // The owner is being deallocated, and its closure list let go of the closure first.
    var registration: WeakOwner<Log>? = WeakOwner(log)
    actions?.add(tiedTo: registration) { MainActor.assumeIsolated { log.lines.append("removal") } }
    registration = nil
    actions = nil
    #expect(log.lines == ["removal"])
  }

  @Test("adding again on every reuse keeps no more than the actions that still matter")
  func boundedUnderReuse() {
    var actions: DeallocationActions? = DeallocationActions()
    let owner = Log()
    var current: WeakOwner<Log>?
    for index in 0..<1_000 {
      // Each reuse replaces the registration: the previous closure goes.
      current = WeakOwner(owner)
      actions?.add(tiedTo: current) { MainActor.assumeIsolated { owner.lines.append("\(index)") } }
    }
    // Every action kept runs at the end, so only the last one was kept.
    actions = nil
    #expect(owner.lines == ["999"])
    withExtendedLifetime(current) {}
  }

  @Test("an action may finish a stream: it ends with the object, a removed one stays open")
  func finishesStreams() async {
    var actions: DeallocationActions? = DeallocationActions()
    let (kept, keptContinuation) = AsyncStream.makeStream(of: Int.self)
    let (removed, removedContinuation) = AsyncStream.makeStream(of: Int.self)
    actions?.add { keptContinuation.finish() }
    let removedID = actions?.add { removedContinuation.finish() }
    actions?.remove(removedID ?? 0)
    keptContinuation.yield(1)
    removedContinuation.yield(2)
    actions = nil
    var keptValues: [Int] = []
    for await value in kept { keptValues.append(value) }
    #expect(keptValues == [1])  // the loop ended: the stream finished
    removedContinuation.yield(3)
    removedContinuation.finish()
    var removedValues: [Int] = []
    for await value in removed { removedValues.append(value) }
    #expect(removedValues == [2, 3])
  }
}
