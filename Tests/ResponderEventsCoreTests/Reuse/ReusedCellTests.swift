import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// A cell configured again and again, with each kind of registration an app makes in
/// `cellForRowAt`.
@Suite("A reused cell: registrations made again", .collectingDiagnostics)
@MainActor
struct ReusedCellTests {
  @Test("two delegate methods of one closure type piled up on one view are two reports")
  func twoDelegateMethodsOfOneClosureType() {
    // A text field's `textFieldShouldBeginEditing(_:)` and `textFieldShouldReturn(_:)` closures
    // are both `(UITextField) -> Bool` (TextFieldDelegateProxy.swift): one list each.
    let field = TestNode("field")
    let (shouldBegin, shouldReturn) = (
      CallbackList<(String) -> Bool>(), CallbackList<(String) -> Bool>()
    )
    let (_, diagnostics) = collectingDiagnostics {
      for _ in 0..<20 {
        shouldReturn.append(WeakOwner(field), on: field, method: "textFieldShouldReturn:") { _ in
          { _ in true }
        }
        shouldBegin.append(WeakOwner(field), on: field, method: "textFieldShouldBeginEditing:") {
          _ in { _ in true }
        }
      }
    }
    #expect(diagnostics.map(\.kind) == [.registrationsPiledUp, .registrationsPiledUp])
    #expect(diagnostics.first?.message.contains("16 closures for textFieldShouldReturn:") == true)
  }

  @Test("a handler replaced through its token inside a dispatch is no pile-up")
  func handlerReplacedInsideDispatch() {
    let root = TestNode("root") { TestNode("cell") { TestNode("button") } }
    var token: HandlerToken?
    // Takes the root it is given: a handler on the root capturing it would keep it for ever.
    func configure(in root: TestNode) {
      token?.remove()
      token = root["cell"].re.handle(Tapped.self) { _, _ in .pass }
    }
    configure(in: root)
    let (_, diagnostics) = collectingDiagnostics {
      root.re.handle(Tapped.self) { root, _ in
        for _ in 0..<20 { configure(in: root) }
        return .stop
      }
      root["button"].re.send(Tapped(button: "x"))
      root["button"].re.send(Tapped(button: "x"))
    }
    #expect(diagnostics.isEmpty)
  }

  @Test("an observer replaced through its token inside a delivery is no pile-up")
  func observerReplacedInsideDelivery() {
    let root = TestNode("root") { TestNode("cell") }
    var token: HandlerToken?
    var calls = 0
    func configure(in root: TestNode) {
      token?.remove()
      token = root["cell"].re.observe(Level.self) { _, _ in calls += 1 }
    }
    configure(in: root)
    let (_, diagnostics) = collectingDiagnostics {
      root.re.observe(Level.self) { root, level in
        if level.number == 1 { for _ in 0..<20 { configure(in: root) } }
      }
      root.re.provide(Level(number: 1))
    }
    #expect(diagnostics.isEmpty)
    calls = 0
    root.re.provide(Level(number: 2))
    #expect(calls == 1)
  }
}

@Suite("A reused cell: what is left once it is gone")
@MainActor
struct ReusedCellDeallocationTests {
  @Test("a cell with a hundred observers leaves nothing in its provider's list once gone")
  func observersLeaveWithTheCell() async {
    let root = TestNode("root")
    root.re.provide(Level(number: 1))
    do {
      let cell = TestNode("cell")
      root.addChild(cell)
      for _ in 0..<100 { cell.re.observe(Level.self) { _, _ in } }
      #expect(ProvidedValueInspection.dependentCount(of: Level.self, at: root) >= 100)
      cell.removeFromParent()
    }
    await drainMainActor()
    root.re.provide(Level(number: 2))
    #expect(ProvidedValueInspection.dependentCount(of: Level.self, at: root) <= 16)
  }
}
