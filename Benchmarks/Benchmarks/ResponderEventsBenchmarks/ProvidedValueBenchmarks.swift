import Benchmark
import Scenarios

/// Provided values: a new value delivered to every observer of a tree, against a broadcast to
/// the same nodes, and an observer's registration against a handler's.
func providedValueBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, scalingFactor: .one,
    maxDuration: .seconds(1), maxIterations: 500)
  mainActorBenchmark("Provided value deliver 10000 nodes", configuration: configuration) {
    let tree = ProvidedValueTree(size: 10_000)
    return { tree.deliver() }
  }
  mainActorBenchmark("Provided value deliver flat 10000 nodes", configuration: configuration) {
    let tree = ProvidedValueTree(size: 10_001, fanout: 10_000)
    return { tree.deliver() }
  }
  mainActorBenchmark("Broadcast ResponderEvents flat 10000 nodes", configuration: configuration) {
    let tree = BroadcastTree(size: 10_001, fanout: 10_000)
    return { tree.broadcast() }
  }
  mainActorBenchmark("Observers register and remove") {
    let registration = ObserverRegistration(depth: 1)
    return { registration.registerAndRemoveObserver() }
  }
}
