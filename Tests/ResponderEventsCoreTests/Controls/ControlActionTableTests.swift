import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// A control that keeps actions as UIKit documents it, driven by the table as the UIKit layer
/// drives a `UIControl`.
@MainActor
private final class ModelControl {
  /// Actions by identifier.
  ///
  /// "UIActions are uniqued based on their identifier, and subsequent
  /// actions with the same identifier replace previously added actions. You may add multiple
  /// UIActions for corresponding controlEvents" (UIControl.h, addAction:forControlEvents:).
  private var actions: [String: (events: UInt, run: () -> Void)] = [:]
  let table = ControlActionTable()
  /// The node the control is in the responder chain, where piled-up closures are reported.
  let node = TestNode("control")

  /// What `re.on(_:identifier:_:)` does; returns the token's removal.
  func on(_ events: UInt, key: String? = nil, _ run: @escaping () -> Void) -> () -> Void {
    let registration = table.register(events: events, key: key, on: node)
    if let replaced = registration.replaced { apply(replaced) }
    actions[registration.identifier] = (events, run)
    return { [table] in
      if let change = table.remove(registration.id) { self.apply(change) }
    }
  }

  func removeAll(for mask: UInt) {
    table.removeAll(matching: mask).forEach(apply)
  }

  /// "Removes the action with the provided identifier from the set of passed control events"
  /// (UIControl.h, removeActionForIdentifier:forControlEvents:).
  private func apply(_ change: ControlActionTable.Change) {
    guard let action = actions[change.identifier] else { return }
    let remaining = action.events & ~change.events
    actions[change.identifier] = remaining == 0 ? nil : (remaining, action.run)
  }

  /// Fires one control event: each action registered for it runs once.
  func fire(_ event: UInt) {
    for (_, action) in actions.sorted(by: { $0.key < $1.key }) where action.events & event != 0 {
      action.run()
    }
  }
}

private let touchDown: UInt = 1 << 0
private let touchUpInside: UInt = 1 << 6
private let valueChanged: UInt = 1 << 12

@Suite("Control action bookkeeping", .collectingDiagnostics)
@MainActor
struct ControlActionTableTests {
  @Test("every registration gets its own identifier, keyed or not")
  func identifiersAreUnique() {
    let (table, control) = (ControlActionTable(), TestNode("control"))
    let first = table.register(events: touchUpInside, key: "buy", on: control)
    let second = table.register(events: touchUpInside, key: "buy", on: control)
    let third = table.register(events: touchUpInside, key: nil, on: control)
    #expect(Set([first.identifier, second.identifier, third.identifier]).count == 3)
    #expect(first.identifier.hasPrefix(ControlActionTable.identifierPrefix))
  }

  @Test("closures added to a control on each reuse are reported once; keyed ones replace")
  func closuresPilingUpAreReported() {
    // `button.re.send(AddToCart(), on: .touchUpInside)` in `cellForRow`, without an
    // identifier: each reuse adds one more, and one tap sends the event as many times.
    let (control, other) = (ModelControl(), ModelControl())
    let (_, diagnostics) = collectingDiagnostics {
      for _ in 0..<40 { _ = control.on(touchUpInside) {} }
      for _ in 0..<40 { _ = other.on(touchUpInside, key: "add") {} }
    }
    #expect(diagnostics.map(\.kind) == [.registrationsPiledUp])
    #expect(diagnostics.first?.node?.name == "control")
    #expect(diagnostics.first?.message.contains("identifier") == true)
    var runs = 0
    _ = control.on(touchUpInside) { runs += 1 }
    control.fire(touchUpInside)
    #expect(runs == 1, "every registration still runs")
  }

  @Test("a keyed registration replaces the one with the same key, and only that one")
  func keyedReplacement() {
    let control = ModelControl()
    var ran: [String] = []
    _ = control.on(touchUpInside, key: "buy") { ran.append("old") }
    _ = control.on(touchUpInside) { ran.append("unkeyed") }
    _ = control.on(touchUpInside, key: "buy") { ran.append("new") }
    control.fire(touchUpInside)
    #expect(ran.sorted() == ["new", "unkeyed"])
    // Every live registration has events, so a remove-all of every event lists each one.
    #expect(control.table.removeAll(matching: .max).count == 2)
  }

  @Test("an old token does not remove the closure that replaced it")
  func staleTokenKeepsReplacement() {
    let control = ModelControl()
    var ran: [String] = []
    let removeOld = control.on(touchUpInside, key: "buy") { ran.append("old") }
    _ = control.on(touchUpInside, key: "buy") { ran.append("new") }
    removeOld()
    control.fire(touchUpInside)
    #expect(ran == ["new"])
  }

  @Test("a token removes its closure once; removing again does nothing")
  func tokenRemovesOnce() {
    let control = ModelControl()
    var count = 0
    let remove = control.on(touchUpInside) { count += 1 }
    _ = control.on(touchUpInside) { count += 10 }
    remove()
    remove()
    control.fire(touchUpInside)
    #expect(count == 10)
  }

  @Test("a closure for a combined mask runs once per event the control fires")
  func combinedMask() {
    let control = ModelControl()
    var count = 0
    _ = control.on(touchDown | touchUpInside) { count += 1 }
    control.fire(touchDown)
    control.fire(touchUpInside)
    control.fire(valueChanged)
    #expect(count == 2)
  }

  @Test("remove-all for some events keeps a combined closure for its other events")
  func removeAllPartial() {
    let control = ModelControl()
    var ran: [UInt] = []
    let remove = control.on(touchDown | touchUpInside) { ran.append(1) }
    control.removeAll(for: touchDown)
    control.fire(touchDown)
    control.fire(touchUpInside)
    #expect(ran == [1])
    remove()
    control.fire(touchUpInside)
    #expect(ran == [1])
    #expect(control.table.removeAll(matching: .max).isEmpty)
  }

  @Test("remove-all for every event removes everything, and stale tokens then do nothing")
  func removeAllEverything() {
    let control = ModelControl()
    var count = 0
    let remove = control.on(touchUpInside, key: "k") { count += 1 }
    _ = control.on(valueChanged) { count += 1 }
    control.removeAll(for: .max)
    #expect(control.table.removeAll(matching: .max).isEmpty)
    remove()
    _ = control.on(touchUpInside, key: "k") { count += 100 }
    control.fire(touchUpInside)
    control.fire(valueChanged)
    #expect(count == 100)
  }

  @Test("a key freed by a removal is not reused by the removed registration's token")
  func keyAfterRemoval() {
    let (table, control) = (ControlActionTable(), TestNode("control"))
    let first = table.register(events: touchUpInside, key: "k", on: control)
    let removed = table.remove(first.id)
    #expect(removed?.identifier == first.identifier && removed?.events == touchUpInside)
    let second = table.register(events: touchUpInside, key: "k", on: control)
    #expect(second.replaced == nil)
    #expect(table.remove(first.id) == nil)
    #expect(table.events(of: second.id) == touchUpInside)
  }

  // removeAll(matching:) lists only registrations with events left: one it took every event
  // from must be gone, not kept with none.
  @Test("a registration a remove-all took every event from is gone")
  func removeAllForgets() {
    let (table, control) = (ControlActionTable(), TestNode("control"))
    let registration = table.register(events: 1 << 6 | 1 << 12, key: "k", on: control)
    _ = table.removeAll(matching: 1 << 6)
    _ = table.removeAll(matching: .max)
    #expect(table.events(of: registration.id) == nil)
    #expect(table.remove(registration.id) == nil)
  }
}
