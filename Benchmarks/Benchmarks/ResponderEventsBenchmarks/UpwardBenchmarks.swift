import Benchmark
import Scenarios

/// Upward send with the handler at the top of a chain, against the three alternatives.
func upwardBenchmarks() {
  for depth in [5, 20, 100] {
    mainActorBenchmark("Upward ResponderEvents depth \(depth)") {
      let chain = ResponderEventsChain(depth: depth)
      return { chain.send() }
    }
    mainActorBenchmark("Upward Weak delegates depth \(depth)") {
      let chain = WeakDelegateChain(depth: depth)
      return { chain.send() }
    }
    mainActorBenchmark("Upward NotificationCenter depth \(depth)") {
      let route = NotificationCenterRoute()
      return { route.send() }
    }
    mainActorBenchmark("Upward String router depth \(depth)") {
      let chain = StringRouterChain(depth: depth)
      return { chain.send() }
    }
  }
  // Deep chains, for the cost per hop.
  let deep = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, scalingFactor: .one,
    maxDuration: .seconds(1), maxIterations: 200)
  for depth in [1_000, 10_000, 100_000] {
    mainActorBenchmark("Upward ResponderEvents depth \(depth)", configuration: deep) {
      let chain = ResponderEventsChain(depth: depth)
      return { chain.send() }
    }
    mainActorBenchmark("Upward Weak delegates depth \(depth)", configuration: deep) {
      let chain = WeakDelegateChain(depth: depth)
      return { chain.send() }
    }
  }
}
