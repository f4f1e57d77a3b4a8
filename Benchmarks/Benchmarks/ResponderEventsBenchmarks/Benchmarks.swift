import Benchmark
import Scenarios

/// The suite: `./run-benchmarks` at the repository's root runs it, checks the targets, and
/// regenerates BENCHMARKS.md and its chart.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    timeUnits: .nanoseconds,
    warmupIterations: 3,
    scalingFactor: .kilo,
    maxDuration: .seconds(1),
    maxIterations: 300
  )
  upwardBenchmarks()
  broadcastBenchmarks()
  otherBenchmarks()
  scopeBenchmarks()
  providedValueBenchmarks()
  targetBenchmarks()
}
