import ResponderEventsCore

private typealias World = DelegatePropertyWorld
private typealias Operation = DelegatePropertyWorld.Operation

// How `DelegatePlacementModelTests` replays sequences of operations on the model, and what it
// checks after each.

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
      && $0 != .behindForwardingProxy
  }
  if !unexpectedNotes.isEmpty { found.append("notes \(unexpectedNotes)") }
  return found
}

/// Operations the proxy performs (closures) or hears of (a death): none may move the front.
private let proxysOwnOperations: Set<Operation> = [
  .addSelect, .addScroll, .removeSelect, .removeScroll, .appDelegate0Dies, .appDelegate1Dies,
]

/// The operations that register or remove closures: without them no proxy is installed.
private let closureOperations: Set<Operation> = [
  .addSelect, .addScroll, .removeSelect, .removeScroll,
]

/// Whether RxCocoa asserts at the last of `operations` with no proxy of this library there:
/// its own rule broken by the app (a delegate set in RxCocoa's proxy's place after
/// `rx.setDelegate`, then `rx` used again), which no placement can prevent.
@MainActor
private func rxAssertsWithoutTheProxy(_ operations: [Operation]) -> Bool {
  let world = World()
  for operation in operations where !closureOperations.contains(operation) {
    guard world.perform(operation) else { return false }
  }
  return !world.rxAssertions.isEmpty
}

/// Replays `operations` on a new world; `nil` if one of them cannot happen, else the problems.
///
/// A step at which RxCocoa asserts ends the sequence, as it ends a debug build. If it asserts
/// there without this library's proxy too, the sequence is RxCocoa's own and cannot happen;
/// otherwise the proxy must have reported ``DelegatePlacement/Note/behindForwardingProxy``
/// before it (the one arrangement no placement can keep from asserting; see
/// `rxSetDelegateThenClosureThenRxThenDisposal`), or it fails.
@MainActor
private func replay(_ operations: [Operation]) -> [String]? {
  let world = World()
  var wasDisposedAfterWarning = false
  for (index, operation) in operations.enumerated() {
    let frontBefore = world.front
    let wasInstalled = world.proxy != nil
    let wasWarned = world.notes.contains(.behindForwardingProxy)
    guard world.perform(operation) else { return nil }
    // A disposal after the warning is checked (below), and no sequence goes on from it: the
    // library said the arrangement cannot hold.
    if wasDisposedAfterWarning { return nil }
    if wasWarned, operation == .rxDisposeSetDelegate { wasDisposedAfterWarning = true }
    if !world.rxAssertions.isEmpty {
      if rxAssertsWithoutTheProxy(Array(operations[...index])) { return nil }
      if wasWarned, operation == .rxDisposeSetDelegate { return [] }
      return world.rxAssertions.map { "RxCocoa asserted with no diagnostic first: \($0)" }
    }
    if proxysOwnOperations.contains(operation), wasInstalled, let frontBefore,
      frontBefore !== world.proxy, world.front !== frontBefore
    {
      let before = operations[..<index].map { "\($0)" }.joined(separator: ", ")
      return ["\(operation) moved \(frontBefore.name) out of the property, after \(before)"]
    }
  }
  let found = problems(in: world, after: operations)
  // Disposed without asserting while the proxy was in front of RxCocoa's: RxCocoa's proxy
  // stopped forwarding to that delegate and asked UIKit again only if it was in front
  // (`reset()`), so UIKit's answers stay stale until the first call nobody can serve. Reported
  // before, with the assertion that disposal risks.
  guard wasDisposedAfterWarning else { return found }
  return found.filter { !$0.hasPrefix("UIKit was told") }
}

/// Replays every sequence of up to `length` operations that extends one of `roots`.
///
/// Depth first: a sequence with a step that cannot happen is not extended. Returns the first
/// failures found, and how many sequences could happen.
///
/// No wall-clock limit: under AddressSanitizer on a loaded machine the run takes minutes. A
/// watchdog ends it only if one sequence holds the main actor for 30 s (`ModelProgress`).
@MainActor
func searchSequences(
  extending roots: [[DelegatePropertyWorld.Operation]], to length: Int, name: String
) async -> (failures: [String], checked: Int) {
  var failures: [String] = []
  var checked = 0
  let progress = ModelProgress(name: name)
  let watchdog = ModelProgress.Watchdog(watching: progress, stuckAfter: ModelProgress.stuckAfter)
  defer { watchdog.stop() }
  var pending = roots.flatMap { root in Operation.allCases.map { root + [$0] } }
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
    if prefix.count < length { pending += Operation.allCases.map { prefix + [$0] } }
  }
  return (failures, checked)
}
