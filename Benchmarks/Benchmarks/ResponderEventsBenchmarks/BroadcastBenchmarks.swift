import Benchmark
import Scenarios

/// A broadcast to every node of a tree, against a bare recursive walk over the same tree.
func broadcastBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, scalingFactor: .one,
    maxDuration: .seconds(1), maxIterations: 500)
  for size in [1_000, 10_000] {
    mainActorBenchmark("Broadcast ResponderEvents \(size) nodes", configuration: configuration) {
      let tree = BroadcastTree(size: size)
      return { tree.broadcast() }
    }
    mainActorBenchmark("Broadcast Bare walk \(size) nodes", configuration: configuration) {
      let tree = BroadcastTree(size: size)
      return { tree.bareWalk() }
    }
  }
}
