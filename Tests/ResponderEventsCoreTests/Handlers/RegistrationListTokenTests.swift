import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// What the UIKit layer's tokens ask of the lists they stand for: whether a registration is
/// still there, so that `HandlerToken.isActive` turns `false` however it went (removed,
/// replaced under its identifier, removed with the others).
@Suite("Registration lists answer whether a registration is still there")
@MainActor
struct RegistrationListTokenTests {
  final class Recognizer {}

  @Test("a gesture registration is there until removed or replaced under its identifier")
  func gestureTable() {
    let (table, view) = (GestureTable<Recognizer>(), TestNode("view"))
    let recognizer = Recognizer()
    let first = table.register(recognizer, isOnView: false, key: "tap", on: view).0
    #expect(table.contains(first))
    let second = table.register(recognizer, isOnView: true, key: "tap", on: view).0
    #expect(!table.contains(first))
    #expect(table.contains(second))
    _ = table.remove(second)
    #expect(!table.contains(second))
  }

  @Test("a text input rule is applied until removed")
  func textInputDriver() {
    let driver = TextInputDriver()
    let id = driver.rules.add(.maximumLength(4)).id
    #expect(driver.rules[id] != nil)
    driver.rules.remove(id)
    #expect(driver.rules[id] == nil)
  }

  @Test("a control action is there until removed, replaced, or removed with the others")
  func controlActionTable() {
    let (table, control) = (ControlActionTable(), TestNode("control"))
    let first = table.register(events: 1, key: "like", on: control).id
    #expect(table.events(of: first) != nil)
    let second = table.register(events: 1, key: "like", on: control).id
    #expect(table.events(of: first) == nil)
    _ = table.removeAll(matching: 1)
    #expect(table.events(of: second) == nil)
  }
}
