import ResponderEventsCore
import Testing

private typealias World = DelegatePropertyWorld
private typealias Operation = DelegatePropertyWorld.Operation

/// Checks the state `world` is in after `operations`; returns what is wrong, if anything.
@MainActor
private func problems(in world: World, after operations: [Operation]) -> [String] {
  var found: [String] = []
  for method in World.Method.allCases {
    let counts = world.deliveries(of: method)
    if counts.contains(where: { $0.received != $0.expected }) {
      let report = counts.map { "\($0.name()) \($0.received)/\($0.expected)" }
      found.append("\(method), received/expected: \(report.joined(separator: ", "))")
    }
  }
  found += world.cycles
  found += world.rxAssertions
  if world.setsThatDidNotTake > 0 {
    found.append("\(world.setsThatDidNotTake) set(s) reported as not taken; every set takes here")
  }
  if let property = world.property, world.cache != property.claimedByFront {
    found.append("UIKit was told \(world.cache), the front answers \(property.claimedByFront)")
  }
  if world.needlessRefreshes > 0 {
    found.append("\(world.needlessRefreshes) refresh(es) with no claim changed")
  }
  // Breaking a cycle and restoring the app's delegate is the rule working; losing the app's
  // delegate, or being cut out, are not states the model's objects can cause.
  let unexpectedNotes = world.notes.filter {
    $0 != .steppedAside && $0 != .cycleBroken(forwardeeLost: false) && $0 != .loopFound
  }
  if !unexpectedNotes.isEmpty { found.append("notes \(unexpectedNotes)") }
  return found
}

/// Operations the proxy performs (closures) or hears of (a death): none may move the front.
private let proxysOwnOperations: Set<Operation> = [
  .addSelect, .addScroll, .removeSelect, .removeScroll, .appDelegate0Dies, .appDelegate1Dies,
]

/// Replays `operations` on a new world; `nil` if one of them cannot happen, else the problems.
@MainActor
private func replay(_ operations: [Operation]) -> [String]? {
  let world = World()
  for (index, operation) in operations.enumerated() {
    let frontBefore = world.front
    let wasInstalled = world.proxy != nil
    guard world.perform(operation) else { return nil }
    if proxysOwnOperations.contains(operation), wasInstalled, let frontBefore,
      frontBefore !== world.proxy, world.front !== frontBefore
    {
      let before = operations[..<index].map { "\($0)" }.joined(separator: ", ")
      return ["\(operation) moved \(frontBefore.name) out of the property, after \(before)"]
    }
  }
  return problems(in: world, after: operations)
}

/// The model of real apps around one delegate property.
///
/// What the model leaves out, each for a reason:
/// - `rx.setDelegate` after this library's proxy is installed: RxCocoa asserts against it
///   itself (its proxy must forward to nobody then), and the docs ask for the other order.
/// - An app's delegate dying behind RxCocoa's proxy: RxCocoa's own stale claim when RxCocoa's
///   proxy is in front (RxSwift issue 2428); when this library's proxy is in front, the UIKit
///   layer asks UIKit again after the first call nobody can serve, which no Linux model shows.
/// - A splitter built around RxCocoa's proxy: RxCocoa then loops on its own at its next use.
/// - A hand-written splitter (it calls its targets directly and does not pass `responds(to:)`
///   on) built around the proxy is in the model, but UIKit's first calls after it is set go
///   round it once before the proxy finds the loop and puts the splitter in front; those calls
///   are made in the same operation and not checked, and the sequence goes on from there.
/// - How the UIKit layer finds out whether an object reaches the proxy (a question passed down
///   `responds(to:)`): the model answers it from its own structure.
@Suite("Where a delegate proxy sits beside other proxies, splitters and the app's delegates")
@MainActor
struct DelegatePlacementModelTests {
  /// Every sequence of `length` operations or fewer, each checked after its last step (so
  /// every state a longer sequence passes through is checked as a shorter one).
  ///
  /// Four steps are the fewest that reach the two known failures: the app's delegate, another
  /// library's proxy, the closure, the other proxy's next use (two proxies forwarding to each
  /// other) and the app's delegate, another proxy in front, the closure, one more closure (a
  /// refresh pushing the other proxy out). Five add one change of any kind after each.
  ///
  /// No wall-clock limit: under AddressSanitizer on a loaded machine the run takes minutes. A
  /// watchdog ends it only if one sequence holds the main actor for 30 s (`ModelProgress`).
  @Test("every sequence of five operations: no cycle, each receiver called exactly once")
  func exhaustiveSequences() async {
    var failures: [String] = []
    var checked = 0
    let progress = ModelProgress(name: "DelegatePlacementModelTests.exhaustiveSequences")
    let watchdog = ModelProgress.Watchdog(watching: progress, stuckAfter: ModelProgress.stuckAfter)
    defer { watchdog.stop() }
    // Depth first, with a stack of prefixes: a sequence one of whose steps cannot happen is
    // not extended.
    var pending: [[Operation]] = Operation.allCases.map { [$0] }
    while let prefix = pending.popLast(), failures.count < 5 {
      progress.beginCase(prefix)
      let replayed = replay(prefix)
      progress.endCase()
      guard let found = replayed else { continue }
      checked += 1
      // The run takes seconds on the main actor: let the other suites' main-actor work in.
      if checked.isMultiple(of: 1_000) { await Task.yield() }
      if !found.isEmpty {
        failures.append("\(prefix.map { "\($0)" }.joined(separator: ", ")): \(found)")
      }
      if prefix.count < 5 { pending += Operation.allCases.map { prefix + [$0] } }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    // Most sequences can happen; a vacuous run would check almost none.
    #expect(checked > 100_000)
  }

  @Test(
    "RxCocoa's proxy in front, a closure, RxCocoa used again: no cycle, the app keeps its calls")
  func foreignProxyReadoptsTheProxy() {
    let world = World()
    for operation: Operation in [.appSets0, .rxObservesScroll, .addSelect, .rxObservesSelect] {
      #expect(world.perform(operation))
    }
    #expect(world.front === world.rx)
    #expect(world.notes == [.cycleBroken(forwardeeLost: false)])
    let (received, _) = world.deliver(.select)
    #expect(received["app delegate 1"] == 1)
    #expect(received["RxCocoa's proxy"] == 1)
    #expect(received["closure 1"] == 1)
    #expect(world.cycles.isEmpty)
  }

  @Test("a wrapper in front stays there when a closure is added or the app's delegate dies")
  func refreshKeepsTheWrapperInFront() {
    let world = World()
    for operation: Operation in [.appSets0, .addSelect, .rxObservesScroll] {
      #expect(world.perform(operation))
    }
    #expect(world.front === world.rx)
    #expect(world.perform(.addScroll))
    #expect(world.front === world.rx)
    #expect(world.perform(.removeSelect))
    #expect(world.front === world.rx)
    let (received, _) = world.deliver(.scroll)
    #expect(received["RxCocoa's proxy"] == 1)
    #expect(received["closure 2"] == 1)
  }

  @Test("a diffable data source is never moved out of the property")
  func diffableDataSourceStays() {
    let world = World()
    #expect(world.perform(.appSetsDiffable))
    #expect(world.perform(.addSelect))
    #expect(world.front === world.diffable)
    #expect(world.placement?.position == .steppedAside)
    #expect(world.notes == [.steppedAside])
    #expect(world.perform(.removeSelect))
    #expect(world.front === world.diffable)
    // The app replacing it with its own data source brings the proxy back.
    #expect(world.perform(.addSelect))
    #expect(world.perform(.appSets0))
    #expect(world.placement?.position == .serving)
    #expect(world.deliver(.select).received["closure 2"] == 1)
  }

  @Test(
    "an opaque wrapper around the proxy is found by its first call, which reaches everyone once")
  func opaqueWrapperAroundTheProxy() {
    let world = World()
    for operation: Operation in [.appSets0, .addSelect, .opaqueWrap] {
      #expect(world.perform(operation))
    }
    // IQKeyboardReturnKeyHandler's shape: the wrapper saved the proxy and set itself; the
    // proxy, which cannot see that, adopted it and went back in front. UIKit's first call came
    // back to the proxy at once, ran no closure twice, and went on behind the wrapper.
    #expect(world.cycles.isEmpty)
    #expect(world.notes == [.loopFound])
    #expect(world.front === world.opaqueWrapper)
    let (received, _) = world.deliver(.select)
    #expect(received["opaque wrapper"] == 1)
    #expect(received["closure 1"] == 1)
    #expect(received["app delegate 1"] == 1)
    // The wrapper dies: the view gets the proxy back, still forwarding to the app's delegate.
    #expect(world.perform(.frontSplitterDies))
    #expect(world.front === world.proxy)
    #expect(world.deliver(.select).received["app delegate 1"] == 1)
  }

  @Test("the app's delegate adopted on install is never taken for a wrapper")
  func installedDelegateIsNoWrapper() {
    let world = World()
    #expect(world.perform(.appSets0))
    #expect(world.perform(.addSelect))
    // A call nested 17 deep in the app's own delegate (it scrolls inside its own handler, say)
    // trips the guard; the delegate was there before the proxy, so it cannot wrap it.
    world.loopWasStopped = true
    let (received, _) = world.deliver(.select)
    #expect(received["closure 1"] == 1)
    #expect(received["app delegate 1"] == 1)
    #expect(world.front === world.proxy)
    #expect(world.notes.isEmpty)
    #expect(world.deliver(.select).received["app delegate 1"] == 1)
  }

  @Test(
    "a splitter around the proxy that dies gives the view back to the proxy and the app's delegate")
  func deadSplitterGivesBackTheAppsDelegate() {
    let world = World()
    for operation: Operation in [.appSets0, .addSelect, .staticSplitterWrap, .frontSplitterDies] {
      #expect(world.perform(operation))
    }
    #expect(world.front === world.proxy)
    let (received, _) = world.deliver(.select)
    #expect(received["closure 1"] == 1)
    #expect(received["app delegate 1"] == 1)
  }

  @Test("a proxy cut out behind the property's back goes back in front at its next refresh")
  func cutOutProxyComesBack() {
    let world = World()
    for operation: Operation in [.addSelect, .rxObservesScroll] {
      #expect(world.perform(operation))
    }
    // `rx.setDelegate` in a release build, where RxCocoa does not assert: its proxy now
    // forwards to the app's delegate, and nothing in front reaches this library's proxy.
    world.rx.forwardee = world.appDelegates[0]
    #expect(world.deliver(.select).received["closure 1"] == 0)
    #expect(world.perform(.addScroll))
    #expect(world.notes == [.cutOut])
    let (received, _) = world.deliver(.select)
    #expect(received["closure 1"] == 1)
    #expect(received["app delegate 1"] == 1)
    #expect(world.deliver(.scroll).received["closure 2"] == 1)
  }

  @Test("a hand-written splitter around the proxy is found by its first call, then sits in front")
  func staticSplitterAroundTheProxy() {
    let world = World()
    for operation: Operation in [.appSets0, .addSelect, .staticSplitterWrap] {
      #expect(world.perform(operation))
    }
    // The proxy could not see that the splitter calls it, adopted it and went in front; the
    // first call came back to it once, reached everyone once (checked in the operation), and
    // the proxy put the splitter back in front before that call returned.
    #expect(world.cycles.isEmpty)
    #expect(world.notes == [.loopFound])
    #expect(world.front === world.staticSplitter)
    func everyoneOnce() -> Bool {
      World.Method.allCases.allSatisfy { method in
        world.deliveries(of: method).allSatisfy { $0.received == $0.expected }
      }
    }
    #expect(everyoneOnce())
    #expect(
      world.deliveries(of: .select).contains {
        $0.name() == "splitter's other target" && $0.received == 1
      })
    // A refresh later (a closure for a method nobody claimed yet) keeps the splitter in front.
    #expect(world.perform(.addScroll))
    #expect(world.front === world.staticSplitter)
    #expect(everyoneOnce())
    // RxCocoa's proxy adopting the splitter is seen to reach the proxy through it.
    #expect(world.perform(.rxObservesScroll))
    #expect(world.front === world.rx)
    #expect(everyoneOnce())
    #expect(world.notes == [.loopFound])
  }
}
