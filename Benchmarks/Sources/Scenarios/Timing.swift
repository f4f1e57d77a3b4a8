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

/// Wall-clock nanoseconds per call of `first` and of `second`: for each, the best of `rounds`
/// runs of `count` calls, the two operations taking turns.
///
/// Taking turns lets both see the same moments of the machine: a busy spell on the host slows
/// one round of each instead of every round of one, which would skew their ratio or difference.
@MainActor
package func nanosecondsPerCall(
  _ count: Int, rounds: Int, alternating first: () -> Void, with second: () -> Void
) -> (first: Double, second: Double) {
  var best = (first: Double.infinity, second: Double.infinity)
  for _ in 0..<rounds {
    best.first = min(best.first, nanosecondsPerCall(count, rounds: 1, first))
    best.second = min(best.second, nanosecondsPerCall(count, rounds: 1, second))
  }
  return best
}
