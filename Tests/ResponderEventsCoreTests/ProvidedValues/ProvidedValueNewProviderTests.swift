import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// A node that starts providing takes over exactly the observers whose route up (the route
/// upward events take, redirects included) reaches it before any other provider: the
/// observers below it along that route get its value at once, the others keep theirs.
///
/// The model-based tests cover this on random histories; these pin down each case on a tree
/// of a few nodes, so that a regression fails here at once.
@Suite("Provided values: a new provider along the route", .collectingDiagnostics)
@MainActor
struct ProvidedValueNewProviderTests {
  /// root → panel, root → sidebar → popup → field; the popup shows over the panel, so its
  /// events (and its values) go to the panel.
  private func redirectedPopup() -> TestNode {
    let root = TestNode("root") {
      TestNode("panel")
      TestNode("sidebar") { TestNode("popup") { TestNode("field") } }
    }
    root["popup"].re.redirect(to: root["panel"])
    return root
  }

  /// Pins down that the new provider reaches an observer whose route passes through it only
  /// by a redirect (field → popup ⇢ panel), when a provider above had it.
  @Test("an observer redirected below a new provider gets its value")
  func observerRedirectedBelowNewProvider() {
    let root = redirectedPopup()
    root.re.provide(Level(number: 1))
    var field: [Int] = []
    var sidebar: [Int] = []
    root["field"].re.observe(Level.self) { _, level in field.append(level.number) }
    root["sidebar"].re.observe(Level.self) { _, level in sidebar.append(level.number) }
    root["panel"].re.provide(Level(number: 7))
    #expect(field == [1, 7])
    // The popup's tree parent is not below the panel: it keeps the root's value.
    #expect(sidebar == [1])
    root["panel"].re.provide(Level(number: 8))
    #expect(field == [1, 7, 8])
    root.re.provide(Level(number: 2))
    #expect(field == [1, 7, 8])
    #expect(sidebar == [1, 2])
  }

  /// Pins down the same when nobody provided before: the new provider finds the observer among
  /// those without a provider.
  @Test("an observer redirected below the first provider gets its value")
  func observerRedirectedBelowFirstProvider() {
    let root = redirectedPopup()
    var field: [Int] = []
    var sidebar: [Int] = []
    root["field"].re.observe(Level.self) { _, level in field.append(level.number) }
    root["sidebar"].re.observe(Level.self) { _, level in sidebar.append(level.number) }
    root["panel"].re.provide(Level(number: 7))
    #expect(field == [0, 7])
    #expect(sidebar == [0])
  }

  /// Pins down that the route, not the tree, decides: an observer below the new provider in
  /// the tree but redirected elsewhere keeps the value of its route.
  @Test("an observer redirected away from a new provider's subtree keeps its value")
  func observerRedirectedAwayFromNewProvider() {
    let root = TestNode("root") {
      TestNode("panel") { TestNode("card") { TestNode("badge") } }
      TestNode("other")
    }
    root["card"].re.redirect(to: root["other"])
    root.re.provide(Level(number: 1))
    var badge: [Int] = []
    root["badge"].re.observe(Level.self) { _, level in badge.append(level.number) }
    root["panel"].re.provide(Level(number: 7))
    #expect(badge == [1])
    root["other"].re.provide(Level(number: 5))
    #expect(badge == [1, 5])
  }

  /// Pins down that the route is taken from the new provider itself: a provider that is
  /// redirected (a popup over a provider, its tree parent under none) takes over the
  /// observers below it from the provider its redirect leads to, and from nobody.
  @Test("a redirected node that starts providing takes its observers from the provider above")
  func redirectedNewProvider() {
    let root = TestNode("root") { TestNode("host") }
    let elsewhere = TestNode("elsewhere") {
      TestNode("popup") { TestNode("list") { TestNode("row") } }
    }
    elsewhere["popup"].re.redirect(to: root["host"])
    root.re.provide(Level(number: 1))
    var row: [Int] = []
    var popup: [Int] = []
    elsewhere["row"].re.observe(Level.self) { _, level in row.append(level.number) }
    elsewhere["popup"].re.observe(Level.self) { _, level in popup.append(level.number) }
    elsewhere["popup"].re.provide(Level(number: 6))
    #expect(row == [1, 6])
    #expect(popup == [1, 6])
    elsewhere["popup"].re.stopProviding(Level.self)
    #expect(row == [1, 6, 1])
  }

  /// Pins down that an observer two redirects away still gets the new value: its route
  /// passes the new provider after two jumps across the tree.
  @Test("an observer reaching a new provider through two redirects gets its value")
  func twoRedirects() {
    let root = TestNode("root") {
      TestNode("a") { TestNode("provider") { TestNode("target") } }
      TestNode("b") { TestNode("hop") }
      TestNode("c") { TestNode("start") { TestNode("leaf") } }
    }
    root["start"].re.redirect(to: root["hop"])
    root["b"].re.redirect(to: root["target"])
    root.re.provide(Level(number: 1))
    var leaf: [Int] = []
    root["leaf"].re.observe(Level.self) { _, level in leaf.append(level.number) }
    root["provider"].re.provide(Level(number: 3))
    #expect(leaf == [1, 3])
    root["provider"].re.stopProviding(Level.self)
    #expect(leaf == [1, 3, 1])
  }

  @Test("a node that starts providing elsewhere does not report an unrelated observer's cycle")
  func unrelatedCycleNotReported() {
    let a = TestNode("a")
    let b = TestNode("b")
    let (_, atRegistration) = collectingDiagnostics {
      a.re.redirect(to: b)
      b.re.redirect(to: a)
      a.re.observe(Level.self) { _, _ in }
    }
    let (_, diagnostics) = collectingDiagnostics {
      for index in 0..<3 { TestNode("elsewhere \(index)").re.provide(Level(number: 1)) }
    }
    #expect(atRegistration.map(\.kind) == [.cycleDetected])
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
  }
}
