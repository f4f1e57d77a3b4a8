import ResponderEventsCore
import ResponderEventsTesting
import Testing

private struct HuntTheme: ProvidedValue {
  var name: String
  static var defaultValue: HuntTheme { HuntTheme(name: "default") }
}

/// Findings of the bug hunt on ResponderEventsTesting: each test fails until the library
/// changes.
@Suite("Hunt findings: ResponderEventsTesting", .collectingDiagnostics)
@MainActor
struct HuntFindingsTests {
  /// EventRecorder's doc and the article say to set `parent` "to let events go on (to the
  /// node's real parent, say)". Set after `attach(to:)`, the events go on, and a one-time read
  /// (`providedValue`) sees the new parent's value, but observers on the attached node keep the
  /// value they had: nothing refreshes them, and EventRecorder's docs do not say to call
  /// `refreshProvidedValues()` (TestNode's docs say so for TestNode moves only).
  @Test("setting a recorder's parent after attaching it updates observers below it")
  func recorderParentSetAfterAttachRefreshesObservers() {
    let controller = TestNode("controller")
    controller.re.provide(HuntTheme(name: "orange"))
    let cell = TestNode("cell")
    var seen: [String] = []
    cell.re.observe(HuntTheme.self) { _, theme in seen.append(theme.name) }
    let recorder = EventRecorder()
    recorder.attach(to: cell)

    recorder.parent = controller

    #expect(cell.re.providedValue(HuntTheme.self).name == "orange")  // holds
    #expect(seen.last == "orange")  // fails: "default"

    // And the other way: observers made current by hand keep the old parent's value.
    recorder.re.refreshProvidedValues()
    recorder.parent = nil
    #expect(cell.re.providedValue(HuntTheme.self).name == "default")  // holds
    #expect(seen.last == "default")  // fails: "orange"
  }

  /// `TestNode.chain` promises nodes "each the only child of the one before", and the builder
  /// "passes a list of children through". Put together, the chain is taken apart silently: every
  /// node of it becomes a direct child of the root, and the array `chain` returned is no longer a
  /// chain either.
  @Test("a chain given to the builder stays a chain under the root")
  func chainInBuilderStaysAChain() {
    let root = TestNode("root") { TestNode.chain(length: 3) }

    #expect(root.children.map(\.name) == ["node0"])  // fails: ["node0", "node1", "node2"]
    #expect(root["node2"].parent?.name == "node1")  // fails: "root"
    let result = root["node2"].re.send(HuntPing(), options: .tracing)
    #expect(result.trace?.route == ["node1", "node0", "root"])  // fails: ["root"]
  }

  /// The same through the array initializer, which the builder calls.
  @Test("a chain given to init(_:children:) stays a chain")
  func chainInChildrenInitializerStaysAChain() {
    let chain = TestNode.chain(length: 3)
    let root = TestNode("root", children: chain)

    #expect(root.children.count == 1)  // fails: 3
    #expect(chain[1].children.map(\.name) == ["node2"])  // fails: []
  }
}

private struct HuntPing: ResponderEvent {}
