import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// A view's recognizers and each recognizer's closures, as UIKit would keep them, changed only
/// through what `GestureTable` returns.
@MainActor
private final class GestureModelView {
  final class Recognizer {
    var closures: Set<UInt64> = []
  }

  let table = GestureTable<Recognizer>()
  /// The view in the responder chain, where piled-up closures are reported.
  let node = TestNode("view")
  private(set) var recognizers: [Recognizer] = []

  /// What `re.on(_:identifier:_:)` does: add the recognizer if it is not on the view, register,
  /// apply what the replaced registration leaves behind.
  @discardableResult
  func on(_ recognizer: Recognizer, identifier: String? = nil) -> UInt64 {
    let isOnView = recognizers.contains { $0 === recognizer }
    if !isOnView { recognizers.append(recognizer) }
    let (id, replaced, _) = table.register(
      recognizer, isOnView: isOnView, key: identifier, on: node)
    recognizer.closures.insert(id)
    if let replaced { apply(replaced) }
    return id
  }

  func remove(_ id: UInt64) {
    if let removal = table.remove(id) { apply(removal) }
  }

  /// The app adds a recognizer itself.
  func addByApp(_ recognizer: Recognizer) { recognizers.append(recognizer) }

  private func apply(_ removal: GestureTable<Recognizer>.Removal) {
    for recognizer in recognizers { recognizer.closures.remove(removal.id) }
    if let gone = removal.recognizerToRemove { recognizers.removeAll { $0 === gone } }
  }
}

@Suite("Gesture closures on reused views")
@MainActor
struct GestureTableTests {
  @Test("a cell reused a hundred times carries one recognizer and one closure")
  func reuseDoesNotPileUp() {
    let cell = GestureModelView()
    var last: GestureModelView.Recognizer?
    for _ in 0..<100 {
      let recognizer = GestureModelView.Recognizer()
      cell.on(recognizer, identifier: "press")
      last = recognizer
    }
    #expect(cell.recognizers.count == 1)
    #expect(cell.recognizers.first === last)
    #expect(last?.closures.count == 1)
    #expect(cell.table.count == 1)
  }

  @Test("the app's recognizer stays on the view when its last closure goes")
  func appRecognizerStays() {
    let view = GestureModelView()
    let appRecognizer = GestureModelView.Recognizer()
    view.addByApp(appRecognizer)
    for _ in 0..<10 { view.on(appRecognizer, identifier: "tap") }
    #expect(view.recognizers.count == 1)
    #expect(appRecognizer.closures.count == 1)
    view.remove(appRecognizer.closures.first!)
    #expect(view.recognizers.count == 1)
    #expect(appRecognizer.closures.isEmpty)
  }

  @Test("a recognizer the library added leaves with its last closure, not before")
  func sharedRecognizer() {
    let view = GestureModelView()
    let recognizer = GestureModelView.Recognizer()
    let first = view.on(recognizer)
    let second = view.on(recognizer)
    view.remove(first)
    #expect(view.recognizers.count == 1)
    #expect(recognizer.closures == [second])
    view.remove(second)
    #expect(view.recognizers.isEmpty)
    // Removing again does nothing.
    view.remove(second)
    #expect(view.table.count == 0)
  }

  @Test("an old token of a replaced registration removes nothing new")
  func staleTokenAfterReplacement() {
    let view = GestureModelView()
    let old = view.on(GestureModelView.Recognizer(), identifier: "swipe")
    let current = GestureModelView.Recognizer()
    view.on(current, identifier: "swipe")
    view.remove(old)
    #expect(view.recognizers.count == 1)
    #expect(current.closures.count == 1)
    // A registration without identifier beside it is not replaced.
    view.on(GestureModelView.Recognizer())
    view.on(GestureModelView.Recognizer(), identifier: "swipe")
    #expect(view.recognizers.count == 2)
  }

  @Test("gesture closures added on each reuse are reported once; keyed ones replace")
  func closuresPilingUpAreReported() {
    // `cell.re.on(with: self, UITapGestureRecognizer()) { … }` in `cellForRow`, without an
    // identifier: each reuse adds a recognizer and a closure more.
    let (view, other) = (GestureModelView(), GestureModelView())
    let (_, diagnostics) = collectingDiagnostics {
      for _ in 0..<40 { _ = view.on(GestureModelView.Recognizer()) }
      for _ in 0..<40 { _ = other.on(GestureModelView.Recognizer(), identifier: "tap") }
    }
    #expect(diagnostics.map(\.kind) == [.registrationsPiledUp])
    #expect(diagnostics.first?.message.contains("gesture closures") == true)
  }

  @Test("the same recognizer registered again under its identifier stays on the view")
  func sameRecognizerAgain() {
    let view = GestureModelView()
    let recognizer = GestureModelView.Recognizer()
    for _ in 0..<5 { view.on(recognizer, identifier: "press") }
    #expect(view.recognizers.count == 1)
    #expect(recognizer.closures.count == 1)
    #expect(view.table.count == 1)
  }

  /// Pins down that a replacement by the same recognizer counts the new registration before it
  /// removes the old one: the recognizer stays on the view after every registration (an even
  /// number of them as well as an odd one), only the newest closure is on it, and it still
  /// counts as the library's, so it leaves the view with its last closure.
  @Test("the same recognizer registered again under its identifier stays, after every time")
  func sameRecognizerAgainEveryTime() {
    let view = GestureModelView()
    let recognizer = GestureModelView.Recognizer()
    var last: UInt64 = 0
    for time in 1...4 {
      last = view.on(recognizer, identifier: "press")
      #expect(view.recognizers.count == 1, "after registration \(time)")
      #expect(view.recognizers.first === recognizer, "after registration \(time)")
      #expect(recognizer.closures == [last], "after registration \(time)")
      #expect(view.table.count == 1, "after registration \(time)")
    }
    view.remove(last)
    #expect(view.recognizers.isEmpty)
    #expect(recognizer.closures.isEmpty)
  }

  /// Pins down what `register` itself returns for that replacement: the replaced registration's
  /// closure leaves, its recognizer does not, and the recognizer keeps its origin (added by the
  /// library, or the app's).
  @Test("replacing a registration by one on the same recognizer takes no recognizer away")
  func sameRecognizerReplacementKeepsRecognizer() {
    let (table, node) = (GestureTable<GestureModelView.Recognizer>(), TestNode("view"))
    let added = GestureModelView.Recognizer()
    let first = table.register(added, isOnView: false, key: "press", on: node)
    let second = table.register(added, isOnView: true, key: "press", on: node)
    #expect(second.replaced?.id == first.id)
    #expect(second.replaced != nil && second.replaced?.recognizerToRemove == nil)
    #expect(table.count == 1)
    #expect(table.remove(second.id)?.recognizerToRemove === added)

    let apps = GestureModelView.Recognizer()
    let appFirst = table.register(apps, isOnView: true, key: "tap", on: node)
    let appSecond = table.register(apps, isOnView: true, key: "tap", on: node)
    #expect(appSecond.replaced?.id == appFirst.id)
    #expect(appSecond.replaced != nil && appSecond.replaced?.recognizerToRemove == nil)
    let last = table.remove(appSecond.id)
    #expect(last != nil && last?.recognizerToRemove == nil)
  }

  @Test(
    "the app's recognizer it took off, which the library put back, leaves with the last closure")
  func takenOffAndPutBack() {
    // Removed in either order: every registration on the recognizer says who put it there.
    for removeNewestFirst in [false, true] {
      let (table, node) = (GestureTable<GestureModelView.Recognizer>(), TestNode("view"))
      let recognizer = GestureModelView.Recognizer()
      let appsOwn = table.register(recognizer, isOnView: true, key: nil, on: node).id
      let putBack = table.register(recognizer, isOnView: false, key: nil, on: node).id
      let (first, last) = removeNewestFirst ? (putBack, appsOwn) : (appsOwn, putBack)
      #expect(table.remove(first)?.recognizerToRemove == nil)
      #expect(table.remove(last)?.recognizerToRemove === recognizer)
    }
  }

  @Test("registrations whose recognizer was deallocated are forgotten, not charged to another")
  func deallocatedRecognizers() {
    let (table, node) = (GestureTable<GestureModelView.Recognizer>(), TestNode("view"))
    do {
      let gone = GestureModelView.Recognizer()
      _ = table.register(gone, isOnView: false, key: "tap", on: node)
      _ = table.register(gone, isOnView: true, key: nil, on: node)
    }
    let kept = GestureModelView.Recognizer()
    let (id, replaced, forgotten) = table.register(kept, isOnView: false, key: "tap", on: node)
    #expect(forgotten.count == 2)
    #expect(replaced == nil)
    #expect(table.count == 1)
    // Removing the live registration takes its recognizer off, once.
    #expect(table.remove(id)?.recognizerToRemove === kept)
    #expect(table.remove(id) == nil)
  }

  @Test("a registration whose recognizer was deallocated is no longer registered")
  func deallocatedRecognizerIsNotRegistered() {
    let (table, node) = (GestureTable<GestureModelView.Recognizer>(), TestNode("view"))
    var recognizer: GestureModelView.Recognizer? = GestureModelView.Recognizer()
    let id = table.register(recognizer!, isOnView: false, key: "tap", on: node).id
    #expect(table.contains(id))
    // The app took the recognizer off the view and let it go: the closure went with it, so
    // the token's `isActive` must say so, as it does for a closure whose owner is gone.
    recognizer = nil
    #expect(!table.contains(id))
  }
}

@Suite("Gesture tokens after their recognizer went")
@MainActor
struct GestureTableDeadRecognizerTokenTests {
  /// A registration gone with its recognizer gives its token nothing to remove.
  ///
  /// `HandlerToken.remove()` returns "`true` when it was registered and is now removed", and
  /// `isActive` is already `false` here: the token must not then claim a removal, as a token
  /// whose owner is gone claims none (Guarantees.md, "removing its token later does nothing").
  /// The UIKit layer's token returns whether `remove(_:)` gave a `Removal`.
  @Test("removing a registration whose recognizer was deallocated removes nothing")
  func removeAfterRecognizerDied() {
    let (table, node) = (GestureTable<GestureModelView.Recognizer>(), TestNode("view"))
    var recognizer: GestureModelView.Recognizer? = GestureModelView.Recognizer()
    let id = table.register(recognizer!, isOnView: false, key: "tap", on: node).id
    recognizer = nil
    #expect(!table.contains(id))
    #expect(table.remove(id) == nil)
    // Still forgotten, with its target, at the next registration.
    let next = table.register(GestureModelView.Recognizer(), isOnView: false, key: nil, on: node)
    #expect(next.forgotten == [id])
  }
}
