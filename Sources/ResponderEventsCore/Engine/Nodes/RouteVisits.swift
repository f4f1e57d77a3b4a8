/// The nodes a walk has visited, so that it visits each once: the first 16 kept inline, the
/// rest in a set.
///
/// Routes are short (a button deep in a UIKit screen is some 20 responders below its window),
/// and a walk that asks every node whether it was seen before must not allocate for them: an
/// observer's registration walks to its provider, a handler's `context.nearest(_:)` walks its
/// route. The first nodes are compared one by one, which for a route of a few nodes costs less
/// than hashing one (a vector compare of all 16 slots cost more, measured).
struct RouteVisits {
  var recent = SIMD16<UInt>()
  var count = 0
  var overflow: Set<ObjectIdentifier> = []

  /// Records a visit to `node`; returns `false` when it was visited before.
  mutating func insert(_ node: ObjectIdentifier) -> Bool {
    if contains(node) { return false }
    guard count < recent.scalarCount else { return overflow.insert(node).inserted }
    recent[count] = UInt(bitPattern: node)
    count &+= 1
    return true
  }

  /// Whether `node` was visited.
  func contains(_ node: ObjectIdentifier) -> Bool {
    let address = UInt(bitPattern: node)
    for index in 0..<count where recent[index] == address { return true }
    return count == recent.scalarCount && overflow.contains(node)
  }
}
