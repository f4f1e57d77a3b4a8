import Benchmark
import Scenarios

/// The performance targets, as metrics that `thresholds check` holds against Thresholds/.
///
/// Each compares two operations within one iteration, so both see the same
/// machine state, and reports the ratio in thousandths (1000 is equal cost).
func targetBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [], scalingFactor: .one, maxDuration: .seconds(2), maxIterations: 40)

  ratioTarget(
    "Target/Send vs weak delegates/20", metric: "sendOverWeakDelegates",
    configuration: configuration,
    measured: {
      let chain = ResponderEventsChain(depth: 20)
      return { chain.send() }
    },
    reference: {
      let chain = WeakDelegateChain(depth: 20)
      return { chain.send() }
    })

  ratioTarget(
    "Target/Send vs NotificationCenter/20", metric: "sendOverNotificationCenter",
    configuration: configuration,
    measured: {
      let chain = ResponderEventsChain(depth: 20)
      return { chain.send() }
    },
    reference: {
      let route = NotificationCenterRoute()
      return { route.send() }
    })

  ratioTarget(
    "Target/Broadcast vs bare walk/10000", metric: "broadcastOverBareWalk",
    configuration: configuration, calls: 20,
    measured: {
      let tree = BroadcastTree(size: 10_000)
      return { tree.broadcast() }
    },
    reference: {
      let tree = BroadcastTree(size: 10_000)
      return { tree.bareWalk() }
    })

  // Cost per hop at depth 100,000 against depth 10: |ratio - 1| in thousandths.
  let flatness = LazyPair(
    first: {
      let chain = ResponderEventsChain(depth: 10)
      return { chain.send() }
    },
    second: {
      let chain = ResponderEventsChain(depth: 100_000)
      return { chain.send() }
    })
  Benchmark("Target/Cost per hop 10 vs 100000", configuration: configuration) { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let (shallow, deep) = flatness.values
      let perHopShallow = nanosecondsPerCall(20_000, shallow) / 10
      let perHopDeep = nanosecondsPerCall(2, deep) / 100_000
      benchmark.measurement(
        .custom("costPerHopDeviation", polarity: .prefersSmaller, useScalingFactor: false),
        abs(thousandths(perHopDeep / perHopShallow) - 1_000))
    }
  }
}

/// Declares a benchmark reporting cost(measured) / cost(reference) in thousandths.
private func ratioTarget(
  _ name: String, metric: String, configuration: Benchmark.Configuration, calls: Int = 5_000,
  measured: @escaping @MainActor () -> @MainActor () -> Void,
  reference: @escaping @MainActor () -> @MainActor () -> Void
) {
  let pair = LazyPair(first: measured, second: reference)
  Benchmark(name, configuration: configuration) { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let (measured, reference) = pair.values
      let measuredCost = nanosecondsPerCall(calls, measured)
      let referenceCost = nanosecondsPerCall(calls, reference)
      benchmark.measurement(
        .custom(metric, polarity: .prefersSmaller, useScalingFactor: false),
        thousandths(measuredCost / referenceCost))
    }
  }
}

/// Two operations built on first use.
final class LazyPair: @unchecked Sendable {
  private let first: LazyOperation
  private let second: LazyOperation

  init(
    first: @escaping @MainActor () -> @MainActor () -> Void,
    second: @escaping @MainActor () -> @MainActor () -> Void
  ) {
    self.first = LazyOperation(make: first)
    self.second = LazyOperation(make: second)
  }

  @MainActor var values: (@MainActor () -> Void, @MainActor () -> Void) {
    (first.value, second.value)
  }
}
