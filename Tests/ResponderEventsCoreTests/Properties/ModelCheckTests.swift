import Foundation
import Testing

/// The model tests' watchdog: slow is never stuck; a case that holds the main actor without
/// finishing a step is, and ends the run on its own.
@Suite("Model tests tell slow from stuck", .timeLimit(.minutes(10)))
@MainActor
struct ModelCheckTests {
  let start = ContinuousClock.now

  func state(
    holding: Bool, idleFor seconds: Double
  ) -> (ModelProgress.State, ContinuousClock.Instant) {
    var state = ModelProgress.State()
    state.cases = 7
    state.steps = 3
    state.holding = holding
    state.currentCase = [4, 2]
    state.lastProgress = start
    return (state, start + .seconds(seconds))
  }

  @Test("a case that holds the main actor past the limit without a step is reported by name")
  func holdingWithoutStepIsStuck() throws {
    let (state, now) = state(holding: true, idleFor: 31)
    let report = try #require(state.stuckReport(name: "suite/test", at: now, after: 30))
    #expect(report.contains("suite/test"))
    #expect(report.contains("case 7"))
    #expect(report.contains("step 4"))
    #expect(report.contains("[4, 2]"))
  }

  @Test("a case that keeps finishing steps is never stuck, however long the test takes")
  func progressingIsNotStuck() {
    // Only the time since the last step counts, never the time since the test began.
    let (state, now) = state(holding: true, idleFor: 29)
    #expect(state.stuckReport(name: "t", at: now, after: 30) == nil)
  }

  @Test("waiting for the main actor behind another suite never counts")
  func waitingIsNotStuck() {
    let (state, now) = state(holding: false, idleFor: 3_600)
    #expect(state.stuckReport(name: "t", at: now, after: 30) == nil)
  }

  @Test("the watchdog ends a case that holds the main actor, from its own thread")
  func watchdogFiresFromItsThread() {
    let progress = ModelProgress(name: "stuck test")
    let reports = Reports()
    let watchdog = ModelProgress.Watchdog(
      watching: progress, stuckAfter: 0.2, onStuck: { reports.add($0) })
    defer { watchdog.stop() }
    progress.beginCase("the case")
    // Hold the main actor, as a step that never ends would; stop once the watchdog spoke (a
    // slow machine only makes this wait longer).
    let giveUp = ContinuousClock.now + .seconds(120)
    while reports.all.isEmpty, ContinuousClock.now < giveUp {
      Thread.sleep(forTimeInterval: 0.01)
    }
    progress.endCase()
    #expect(reports.all.count == 1)
    #expect(reports.all.first?.contains("stuck test") == true)
  }

  @Test("a stopped watchdog stays quiet")
  func stoppedWatchdogIsQuiet() {
    let progress = ModelProgress(name: "quiet")
    let reports = Reports()
    let watchdog = ModelProgress.Watchdog(
      watching: progress, stuckAfter: 0, onStuck: { reports.add($0) })
    watchdog.stop()
    Thread.sleep(forTimeInterval: 0.3)
    progress.beginCase("held")
    Thread.sleep(forTimeInterval: 0.3)
    progress.endCase()
    #expect(reports.all.isEmpty)
  }
}

private final class Reports: @unchecked Sendable {
  private let lock = NSLock()
  private var reports: [String] = []
  var all: [String] { lock.withLock { reports } }
  func add(_ report: String) { lock.withLock { reports.append(report) } }
}
