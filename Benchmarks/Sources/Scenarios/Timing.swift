import Foundation

/// Wall-clock nanoseconds per call of `operation`, the best of `rounds` runs of `count` calls.
///
/// Used by the target benchmarks, which compare two approaches within one benchmark iteration
/// so that both see the same machine state.
@MainActor
package func nanosecondsPerCall(
  _ count: Int, rounds: Int = 3, _ operation: () -> Void
) -> Double {
  var best = Double.infinity
  for _ in 0..<rounds {
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<count { operation() }
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    best = min(best, Double(elapsed) / Double(count))
  }
  return best
}

/// A ratio as an integer in thousandths, the unit of the target metrics: 1.0 is 1000.
package func thousandths(_ ratio: Double) -> Int {
  Int((ratio * 1_000).rounded())
}

/// Wall-clock nanoseconds per call of each operation: the best of `rounds` runs of its `calls`
/// calls, the operations taking turns in the order given, once each per round.
///
/// Taking turns lets all of them see the same moments of the machine: a busy spell on the host,
/// or a stretch on a slower processor, slows one round of each instead of every round of some,
/// which would skew their ratios or differences.
@MainActor
package func nanosecondsPerCall(
  rounds: Int, takingTurns operations: [(calls: Int, run: () -> Void)]
) -> [Double] {
  var best = Array(repeating: Double.infinity, count: operations.count)
  for _ in 0..<rounds {
    for (index, operation) in operations.enumerated() {
      best[index] = min(best[index], nanosecondsPerCall(operation.calls, rounds: 1, operation.run))
    }
  }
  return best
}

/// Wall-clock nanoseconds per call of each operation: the median of `rounds` runs of its `calls`
/// calls, the operations taking turns in the order given, once each per round.
///
/// The wall-time targets use it: taking turns puts both sides of a comparison in the same
/// moments of the machine, and the median keeps a round that a busy spell slowed from deciding
/// the result, without favouring the luckiest round as the best would.
@MainActor
package func medianNanosecondsPerCall(
  rounds: Int, takingTurns operations: [(calls: Int, run: () -> Void)]
) -> [Double] {
  var times = Array(repeating: [Double](), count: operations.count)
  for _ in 0..<rounds {
    for (index, operation) in operations.enumerated() {
      times[index].append(nanosecondsPerCall(operation.calls, rounds: 1, operation.run))
    }
  }
  return times.map { $0.sorted()[$0.count / 2] }
}
