import Benchmark
import Scenarios

/// Declares a benchmark whose operation runs on the main actor, where ResponderEvents lives.
///
/// The benchmark runner calls benchmarks off the main thread, so each iteration hops to the
/// main actor once and measures there, leaving the hop out of the measurement. `makeOperation`
/// runs once, before the first measurement: build scenarios there, not in the operation.
func mainActorBenchmark(
  _ name: String, configuration: Benchmark.Configuration = Benchmark.defaultConfiguration,
  makeOperation: @escaping @MainActor () -> @MainActor () -> Void
) {
  let operation = LazyOperation(make: makeOperation)
  Benchmark(name, configuration: configuration) { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let run = operation.value
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { run() }
      benchmark.stopMeasurement()
    }
  }
}

/// Builds a benchmark's operation on first use and keeps it for later iterations.
final class LazyOperation: @unchecked Sendable {
  private let make: @MainActor () -> @MainActor () -> Void
  private var made: (@MainActor () -> Void)?

  init(make: @escaping @MainActor () -> @MainActor () -> Void) {
    self.make = make
  }

  /// Only read on the main actor, which serializes access.
  @MainActor var value: @MainActor () -> Void {
    if let made { return made }
    let operation = make()
    made = operation
    return operation
  }
}
