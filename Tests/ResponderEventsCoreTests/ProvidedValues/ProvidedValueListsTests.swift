import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// Who keeps an observer, and the lists that reach it (`ValueObserverRoster.swift`): its
/// node's storage owns it; the list of its provider holds it only while it gets its value
/// from there.
@Suite("Provided values: who keeps an observer", .timeLimit(.minutes(10)), .collectingDiagnostics)
@MainActor
struct ProvidedValueListsTests {
  @Test("a node that only observes keeps its observer and nothing more for provided values")
  func observingNodeKeepsNoMore() {
    let root = TestNode("root") { TestNode("a") { TestNode("a1") } }
    root.re.provide(Level(number: 1))
    _ = root["a1"].re.observe(Level.self) { _, _ in }
    #expect(!ProvidedValueInspection.keepsProvidedValueStorage(root["a1"]))
    // A second observer, a value provided, or a redirect through it, and it needs one.
    _ = root["a1"].re.observe(Level.self) { _, _ in }
    #expect(ProvidedValueInspection.keepsProvidedValueStorage(root["a1"]))
    root["a"].re.provide(Level(number: 2))
    #expect(ProvidedValueInspection.keepsProvidedValueStorage(root["a"]))
  }

  @Test("removing an observer lets go of its closure at once, though its provider lives on")
  func removalReleasesClosure() {
    let root = TestNode("root") { TestNode("a") }
    root.re.provide(Level(number: 1))
    var canary: Canary? = Canary()
    weak let weakCanary = canary
    let token = root["a"].re.observe(Level.self) { [canary] _, _ in _ = canary }
    // A second observer on the node, so that the first is not its only one.
    let other = root["a"].re.observe(Level.self) { [canary] _, _ in _ = canary }
    canary = nil
    #expect(weakCanary != nil)
    token.remove()
    other.remove()
    #expect(weakCanary == nil)
    #expect(ProvidedValueInspection.dependentCount(of: Level.self, at: root) <= 2)
  }

  @Test("an observer that moves to a nearer provider leaves the list of the one above")
  func moveLeavesOldList() {
    let root = TestNode("root") { TestNode("list") { TestNode("cell") } }
    var canary: Canary? = Canary()
    weak let weakCanary = canary
    root.re.provide(Level(number: 1))
    let token = root["cell"].re.observe(Level.self) { [canary] _, _ in _ = canary }
    canary = nil
    root["list"].re.provide(Level(number: 2))
    var calls: [String] = []
    _ = root.re.observe(Level.self) { _, level in calls.append("root:\(level.number)") }
    calls.removeAll()
    // Taken through the slot's list: the root's observer only; the cell's is the list's.
    root.re.provide(Level(number: 3))
    #expect(calls == ["root:3"])
    token.remove()
    #expect(weakCanary == nil)
  }

  @Test("a node that goes away lets go of its observers on the main actor's next turn")
  func goneNodeReleasesObservers() async throws {
    let root = TestNode("root")
    root.re.provide(Level(number: 1))
    var canary: Canary? = Canary()
    weak let weakCanary = canary
    var node: TestNode? = TestNode("leaf")
    root.addChild(node!)
    _ = node?.re.observe(Level.self) { [canary] _, _ in _ = canary }
    _ = node?.re.observe(Level.self) { [canary] _, _ in _ = canary }
    canary = nil
    node?.removeFromParent()
    node = nil
    try await finishing {
      while weakCanary != nil { await Task.yield() }
    }
    #expect(weakCanary == nil)
    #expect(ProvidedValueInspection.dependentCount(of: Level.self, at: root) <= 2)
  }

  @Test("an observer removed while its provider is looked up (by a diagnostics handler) stays out")
  func removedDuringLookup() {
    let a = TestNode("a")
    let b = TestNode("b")
    var canary: Canary? = Canary()
    weak let weakCanary = canary
    var token: HandlerToken?
    EventDiagnostics.withHandler(
      { _ in },
      operation: {
        a.re.redirect(to: b)
        b.re.redirect(to: a)
        token = a.re.observe(Level.self) { [canary] _, _ in _ = canary }
      })
    canary = nil
    // The walk up goes round the cycle and reports it; the handler removes the observer, and
    // the walk's answer must not list it again.
    EventDiagnostics.withHandler(
      { diagnostic in if diagnostic.kind == .cycleDetected { token?.remove() } },
      operation: { a.re.refreshProvidedValues() })
    #expect(token?.isActive == false)
    #expect(weakCanary == nil)
  }

  @Test("from a scope, observers are called in the order they registered, after many left")
  func listKeepsRegistrationOrder() {
    let screen = ScopeNode(name: "screen")
    let rows = (0..<24).map { ScopeNode(name: "row \($0)") }
    for row in rows { row.attach(to: screen) }
    // A scope holds its children weakly: keep the rows to the end in an optimized build too.
    defer { withExtendedLifetime(rows) {} }
    var calls: [Int] = []
    var tokens: [HandlerToken] = []
    for (index, row) in rows.enumerated() {
      tokens.append(
        row.re.observe(Level.self) { _, level in if level.number > 0 { calls.append(index) } })
    }
    screen.re.provide(Level(number: 1))
    #expect(calls == Array(0..<24))
    // Every other one and the last eight leave: enough for the list to close its gaps.
    for index in stride(from: 0, to: 16, by: 2) { tokens[index].remove() }
    for index in 16..<24 { tokens[index].remove() }
    _ = rows[5].re.observe(Level.self) { _, level in calls.append(100 + level.number) }
    calls.removeAll()
    screen.re.provide(Level(number: 2))
    #expect(calls == [1, 3, 5, 7, 9, 11, 13, 15, 102])
    #expect(ProvidedValueInspection.lastDelivery.throughList)
    #expect(ProvidedValueInspection.dependentCount(of: Level.self, at: screen) < 24)
  }
}

/// An object whose release a test watches through a weak reference.
private final class Canary {}
