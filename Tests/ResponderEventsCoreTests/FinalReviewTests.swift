import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// The final review's findings on the provided values' re-entrancy (ValueObserver.deliverCurrentValue).
@Suite("Final review: provided values", .timeLimit(.minutes(10)), .collectingDiagnostics)
@MainActor
struct FinalReviewTests {
  @Test("a value equal to the new one, provided nearer from the old one's deinit, does not cost the observer its call")
  func equalValueProvidedNearerFromDeinit() {
    let root = TestNode("root") { TestNode("mid") { TestNode("leaf") } }
    var seen: [Int] = []
    root["leaf"].re.observe(Held.self) { _, value in seen.append(value.number) }
    root.re.provide(
      Held(number: 1, hook: DeinitHook { [unowned root] in root["mid"].re.provide(Held(number: 2)) }))
    root.re.provide(Held(number: 2))
    #expect(root["leaf"].re.providedValue(Held.self).number == 2)
    // The observer's closure was last called with 1, and the current value is 2.
    #expect(seen == [0, 1, 2])
  }

  @Test("a deinit that provides nearer and stops again does not call the observer twice with one value")
  func nestedDeliveryBackToTheSameStampCallsTwice() {
    let root = TestNode("root") { TestNode("mid") { TestNode("leaf") } }
    var seen: [Int] = []
    root["leaf"].re.observe(Held.self) { _, value in seen.append(value.number) }
    root.re.provide(
      Held(
        number: 1,
        hook: DeinitHook { [unowned root] in
          root["mid"].re.provide(Held(number: 5))
          root["mid"].re.stopProviding(Held.self)
        }))
    root.re.provide(Held(number: 2))
    #expect(root["leaf"].re.providedValue(Held.self).number == 2)
    // 5, then 2 from the nested stop; the outer call must not add a second 2.
    #expect(seen == [0, 1, 5, 2])
  }
}
