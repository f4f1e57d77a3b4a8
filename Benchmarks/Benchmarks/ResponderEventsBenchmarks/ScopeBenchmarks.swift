import Benchmark
import Scenarios

/// SwiftUI's handlers, through the core's scope tree (see Scenarios/ScopeScenarios.swift), and
/// their plain-node equivalents where the other benchmarks do not have them already.
func scopeBenchmarks() {
  mainActorBenchmark("SwiftUI scope refresh") {
    let refresh = ScopeRefresh()
    return { refresh.refresh() }
  }
  mainActorBenchmark("SwiftUI scope send depth 20") {
    let chain = ScopeChain(depth: 20)
    return { chain.send() }
  }
  mainActorBenchmark("Plain handlers send depth 20") {
    let chain = HandlerChain(depth: 20)
    return { chain.send() }
  }
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, scalingFactor: .one,
    maxDuration: .seconds(1), maxIterations: 500)
  mainActorBenchmark("SwiftUI scope broadcast 10000 scopes", configuration: configuration) {
    let tree = ScopeTree(size: 10_000)
    return { tree.broadcast() }
  }
}
