import ResponderEventsCore
import ResponderEventsTesting
import Testing

@Suite("Provided values: likely mistakes", .collectingDiagnostics)
@MainActor
struct ProvidedValueMistakeTests {
  @Test("observers piling up on one node, as from cellForRow, are reported once")
  func piledUp() {
    let cell = TestNode("cell")
    let (_, diagnostics) = collectingDiagnostics {
      for _ in 0..<40 { cell.re.observe(Level.self) { _, _ in } }
    }
    #expect(diagnostics.map(\.kind) == [.registrationsPiledUp])
    #expect(diagnostics.first?.message.contains("initializer") == true)
    let (_, few) = collectingDiagnostics {
      let other = TestNode("other")
      for _ in 0..<3 { other.re.observe(Level.self) { _, _ in } }
    }
    #expect(few.isEmpty)
  }

  // Guarantees, "Observers piling up": "a node with 16 or more observers of one type ... is
  // reported ... once per node type and value type, not once per node; every observer still
  // runs. SwiftUI content's scopes ... are not counted."
  @Test("piling up starts at 16 of one type, is reported once per node type and value type")
  func piledUpThresholdAndCause() {
    let first = TestNode("cell 1")
    let second = TestNode("cell 2")
    var calls = 0
    let (_, fifteen) = collectingDiagnostics {
      for _ in 0..<15 { first.re.observe(Level.self) { _, _ in calls += 1 } }
      // Other types do not add up to 16 of one type.
      for _ in 0..<15 { first.re.observe(Width.self) { _, _ in } }
    }
    #expect(fifteen.isEmpty)
    let (_, diagnostics) = collectingDiagnostics {
      first.re.observe(Level.self) { _, _ in calls += 1 }
      for _ in 0..<20 { second.re.observe(Level.self) { _, _ in } }
      for _ in 0..<20 { second.re.observe(Width.self) { _, _ in } }
      let scope = ScopeNode(name: "content")
      for _ in 0..<20 { scope.re.observe(Level.self) { _, _ in } }
    }
    #expect(diagnostics.map(\.kind) == [.registrationsPiledUp, .registrationsPiledUp])
    #expect(diagnostics.map(\.node?.name) == ["cell 1", "cell 2"])
    #expect(diagnostics.map(\.eventType) == ["Level", "Width"])
    calls = 0
    first.re.provide(Level(number: 1))
    #expect(calls == 16)
  }
}

private struct Width: ProvidedValue {
  var points: Int
  static let defaultValue = Width(points: 0)
}

@Suite("Provided values: bookkeeping")
@MainActor
struct ProvidedValueBookkeepingTests {
  @Test("a nearer provider starting and stopping a thousand times leaves one entry per observer")
  func noRepeatsAfterManyHandOvers() {
    let root = TestNode("root") { TestNode("list") { TestNode("cell") } }
    var calls = 0
    root["cell"].re.observe(Level.self) { _, _ in calls += 1 }
    root.re.provide(Level(number: 1))
    for _ in 0..<1_000 {
      root["list"].re.provide(Level(number: 2))
      root["list"].re.stopProviding(Level.self)
    }
    calls = 0
    root.re.provide(Level(number: 3))
    #expect(calls == 1)
    #expect(ProvidedValueInspection.dependentCount(of: Level.self, at: root) <= 16)
  }
}
