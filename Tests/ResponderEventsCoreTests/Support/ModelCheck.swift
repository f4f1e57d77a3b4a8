import Foundation
import PropertyBased
import Testing

/// Runs a model test's random cases so that a slow machine never fails it and a stuck case
/// ends the run within a minute.
///
/// A model test runs thousands of cases on the main actor. Under AddressSanitizer on a loaded
/// machine a suite takes seven minutes or more, so no wall-clock limit on the whole test can
/// tell slow from stuck. Here nothing counts time but a ``ModelProgress/Watchdog``, and it
/// counts only while a case holds the main actor without finishing a step: that is the one
/// state a working test never stays in for long, and the one in which nothing else can run.
/// Waiting for the main actor behind another suite never counts. Between cases the check
/// yields the main actor, so the suites that wait behind a model test get their turns.
@MainActor
func modelCheck<InputValue, Value>(
  count: Int,
  input: Generator<Value, some Sequence<InputValue>>,
  stuckAfter seconds: Double = ModelProgress.stuckAfter,
  sourceLocation: SourceLocation = #_sourceLocation,
  perform body: @MainActor (Value, ModelProgress) async throws -> Void
) async {
  let progress = ModelProgress(name: Test.current.map { "\($0.id)" } ?? "a model test")
  let watchdog = ModelProgress.Watchdog(watching: progress, stuckAfter: seconds)
  defer { watchdog.stop() }
  await propertyCheck(
    count: count, input: input,
    perform: { value in
      try await progress.runCase(value) { try await body(value, progress) }
      await Task.yield()
    }, sourceLocation: sourceLocation)
}

/// What a model test has done so far, written on the main actor and read by its watchdog.
final class ModelProgress: @unchecked Sendable {
  /// How long a case may hold the main actor without finishing a step.
  ///
  /// A step takes well under a millisecond, so this is a thousand times what the slowest
  /// machine needs.
  static let stuckAfter = 30.0

  /// Whether the watchdog should end the run, and why: a pure decision, tested on its own.
  struct State {
    var cases = 0
    var steps = 0
    /// Whether the test's code runs on the main actor now (in a case, not suspended).
    var holding = false
    var lastProgress = ContinuousClock.now
    /// The case being run, kept to be described only if it gets stuck.
    var currentCase: Any?

    /// The report to end the run with, or nil while the test is working or waiting its turn.
    func stuckReport(
      name: String, at now: ContinuousClock.Instant, after seconds: Double
    )
      -> String?
    {
      guard holding, now - lastProgress > .seconds(seconds) else { return nil }
      let input = currentCase.map { String(describing: $0) } ?? "unknown"
      return """
        \(name): case \(cases) has held the main actor for \(Int(seconds)) s without \
        finishing step \(steps + 1), so a step never ends and no other test can run. \
        Ending the run. The case: \(input)
        """
    }
  }

  let name: String
  private let lock = NSLock()
  // The case value is stored once per case and never mutated afterwards, so the watchdog may
  // describe it from its thread: that is what makes the unchecked Sendable sound.
  private var state = State()

  init(name: String) {
    self.name = name
  }

  var snapshot: State { lock.withLock { state } }

  func beginCase(_ value: Any) {
    lock.withLock {
      state.cases += 1
      state.steps = 0
      state.currentCase = value
      state.holding = true
      state.lastProgress = .now
    }
  }

  /// Marks a step of the current case finished.
  func step() {
    lock.withLock {
      state.steps += 1
      state.lastProgress = .now
    }
  }

  /// Runs `body`, the case `value`, once the main actor is this test's: the wait for it does
  /// not count as holding it, however long other suites keep it.
  @MainActor
  func runCase(_ value: Any, _ body: @MainActor () async throws -> Void) async rethrows {
    beginCase(value)
    defer { endCase() }
    try await body()
  }

  /// Lets the main actor's next turn run (a released node's providers stop then).
  ///
  /// The wait does not count as holding it. Isolated to the main actor, so that holding is
  /// marked again only once the case has it back, not while it waits behind other suites.
  @MainActor
  func yield() async {
    lock.withLock { state.holding = false }
    await Task.yield()
    lock.withLock {
      state.holding = true
      state.lastProgress = .now
    }
  }

  func endCase() {
    lock.withLock {
      state.holding = false
      state.currentCase = nil
    }
  }

  /// A thread that checks a test's progress every 100 ms and ends the run when a case is
  /// stuck: a stuck case holds the main actor, so nothing on it could end the test.
  final class Watchdog: @unchecked Sendable {
    private let stopped = NSLock()
    private var isStopped = false

    init(
      watching progress: ModelProgress, stuckAfter seconds: Double,
      onStuck: @escaping @Sendable (String) -> Void = ModelProgress.endRun
    ) {
      let thread = Thread { [self] in
        while true {
          Thread.sleep(forTimeInterval: 0.1)
          // Decided under the lock, so that nothing is reported once stop() has returned.
          let verdict: String?? = stopped.withLock {
            isStopped
              ? nil
              : .some(progress.snapshot.stuckReport(name: progress.name, at: .now, after: seconds))
          }
          guard let verdict else { return }
          if let report = verdict {
            onStuck(report)
            return
          }
        }
      }
      thread.start()
    }

    func stop() {
      stopped.withLock { isStopped = true }
    }
  }

  /// Ends the test run with `report`: the stuck case holds the main actor, on which the test
  /// runner would otherwise wait for every other test's time limit.
  @Sendable static func endRun(_ report: String) {
    fflush(nil)  // every stream: what the test run printed so far
    FileHandle.standardError.write(Data("\n\(report)\n".utf8))
    // Not exit(): its handlers would run beside the stuck main thread.
    _exit(EXIT_FAILURE)
  }
}
