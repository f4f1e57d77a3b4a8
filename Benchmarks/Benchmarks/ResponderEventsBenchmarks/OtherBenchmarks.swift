import Benchmark
import Scenarios

/// Registration, unhandled events, tracing and replies.
func otherBenchmarks() {
  mainActorBenchmark("Handlers register and remove") {
    let chain = ResponderEventsChain(depth: 1)
    return { chain.registerAndRemoveHandler() }
  }
  mainActorBenchmark("Tracing off depth 20") {
    let chain = ResponderEventsChain(depth: 20)
    return { chain.send() }
  }
  mainActorBenchmark("Unhandled depth 20") {
    let chain = ResponderEventsChain(depth: 20)
    return { chain.sendUnhandled() }
  }
  mainActorBenchmark("Tracing on depth 20") {
    let chain = ResponderEventsChain(depth: 20)
    return { chain.sendTraced() }
  }
  let chain = ReplyChain()
  Benchmark("Replies async round trip depth 5") { benchmark async in
    for _ in benchmark.scaledIterations {
      blackHole(await chain.roundTrip())
    }
  }
}

/// An async request answered at the top of a 5-hop chain, awaited from off the main actor as a
/// background task would.
final class ReplyChain: Sendable {
  @MainActor private static var chain: ResponderEventsChain?

  func roundTrip() async -> Int {
    await Self.request()
  }

  @MainActor private static func request() async -> Int {
    let chain = chain ?? ResponderEventsChain(depth: 5)
    Self.chain = chain
    return (try? await chain.requestReply()) ?? -1
  }
}
