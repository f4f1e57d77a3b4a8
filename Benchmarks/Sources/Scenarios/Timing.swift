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
