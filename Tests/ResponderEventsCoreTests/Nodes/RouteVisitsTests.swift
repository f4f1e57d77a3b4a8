import ResponderEventsTesting
import Testing

@testable import ResponderEventsCore

/// The one upward walk of the questions about a route, and what it remembers of the nodes it
/// visited (`RouteVisits`).
@Suite("Route visits", .collectingDiagnostics)
@MainActor
struct RouteVisitsTests {
  @Test(
    "the first visit to each node counts, past the 16 kept inline too", arguments: [1, 16, 17, 100])
  func eachNodeOnce(count: Int) {
    let nodes = (0..<count).map { _ in CountingNode() }
    var visits = RouteVisits()
    #expect(nodes.allSatisfy { visits.insert(ObjectIdentifier($0)) })
    #expect(nodes.allSatisfy { !visits.insert(ObjectIdentifier($0)) })
    #expect(nodes.allSatisfy { visits.contains(ObjectIdentifier($0)) })
    #expect(!visits.contains(ObjectIdentifier(CountingNode())))
  }

  @Test("a dispatch hands back its set of nodes without storage emptied, kept only while small")
  func warmSetStaysSmall() {
    let large = LazyNode("large", (0..<3_000).map { LazyNode("\($0)") })
    large.re.broadcast(ThemeChanged(dark: true))
    #expect(VisitTracker.spareSeen.isEmpty && VisitTracker.spareSeen.capacity <= 1_024)
    let small = LazyNode("small", (0..<10).map { LazyNode("\($0)") })
    small.re.broadcast(ThemeChanged(dark: true))
    #expect(VisitTracker.spareSeen.isEmpty && VisitTracker.spareSeen.capacity > 0)
  }

  @Test("looking for a provider round a long cycle reads each parent once and reports it")
  func providerLookupRoundACycle() {
    // 40 nodes, the last one's parent the sixth: longer than the walk keeps inline.
    let nodes = (0..<40).map { _ in CountingNode() }
    for (child, parent) in zip(nodes, nodes.dropFirst()) { child.parent = parent }
    nodes[39].parent = nodes[5]
    var seen: [Level] = []
    let (_, diagnostics) = collectingDiagnostics {
      nodes[0].re.observe(Level.self) { _, level in seen.append(level) }
    }
    #expect(seen == [Level.defaultValue])
    #expect(diagnostics.map(\.kind) == [.cycleDetected])
    #expect(nodes.allSatisfy { $0.parentReads == 1 })
    nodes[39].parent = nil
  }
}

/// A node that counts how often its parent is read.
@MainActor
private final class CountingNode: EventNode {
  weak var parent: CountingNode?
  private(set) var parentReads = 0
  let responderEventsStorage = EventNodeStorage()

  var responderEventsParent: (any EventNode)? {
    parentReads += 1
    return parent
  }
  var responderEventsChildren: [any EventNode] { [] }
}
