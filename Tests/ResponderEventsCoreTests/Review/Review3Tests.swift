import ResponderEventsTesting
import Testing

@testable import ResponderEventsCore

/// Review of 9ccdfd3..HEAD (review 3).
@Suite("Review 3", .collectingDiagnostics)
@MainActor
struct Review3Tests {
  private let digits = TextInputRule.allowedCharacters { $0.isASCII && $0.isNumber }

  /// da349ea: under a Chinese keyboard a refused keystroke is let in and judged at
  /// `.editingChanged` from the diff. Typed over a selection, the diff is "selection → char",
  /// and a rejection keeps only what the two texts share: the selection is gone. Under any
  /// other keyboard the keystroke is refused and the text stays whole.
  @Test("a refused character typed over a selection under a Chinese keyboard keeps the text")
  func refusedCharacterOverASelection() {
    let driver = TextInputDriver()
    driver.rules.add(digits)
    let edit = TextEdit(text: "12345", range: 1..<4, replacement: "，")
    #expect(driver.decide(edit, isComposing: false) == .reject)  // the text stays "12345"
    #expect(driver.decide(edit, isComposing: false, keyboard: "zh-Hans") == .allow)
    // UIKit made the edit and, not marked, reports it at `.editingChanged`.
    let cleaned = driver.textDidChange("1，5", isComposing: false)
    #expect(cleaned?.text == "12345")
  }

  /// da349ea: the caret goes after the shared start of the diff, not where the user typed.
  @Test("a refused keystroke at the limit under a Japanese keyboard leaves the caret in place")
  func refusedKeystrokeCaret() {
    let driver = TextInputDriver()
    driver.rules.add(.maximumLength(3))
    let edit = TextEdit(text: "aaa", range: 0..<0, replacement: "a")
    #expect(driver.decide(edit, isComposing: false) == .reject)  // caret stays at 0
    #expect(driver.decide(edit, isComposing: false, keyboard: "ja-JP") == .allow)
    let cleaned = driver.textDidChange("aaaa", isComposing: false)
    #expect(cleaned?.text == "aaa")
    #expect(cleaned?.caret == 0)
  }

  /// f819390: `emitOnce` records a likely mistake's cause before `report` drops it past the
  /// 1,000th nested report: the handler never hears of it, and never will (once per cause).
  @Test("a likely mistake dropped by the nested-report bound is not recorded as reported")
  func droppedLikelyMistakeStaysUnrecorded() {
    let root = TestNode("root") { TestNode("leaf") }
    var kinds: [EventDiagnostic.Kind] = []
    EventDiagnostics.withHandler(
      { [weak root] diagnostic in
        kinds.append(diagnostic.kind)
        // Uses up the bound with plain reports, then makes a likely mistake.
        guard kinds.count == 1, let root else { return }
        for _ in 0..<EventDiagnostics.maximumNestedReports {
          root["leaf"].re.send(Tapped(button: "noise"))
        }
        EventDiagnostics.emitOnce(
          .handlerInOtherDirection, eventType: Tapped.self, direction: .up,
          nodes: [root["leaf"]], "a likely mistake")
      },
      operation: {
        root["leaf"].re.send(Tapped(button: "first"))
        // Outside any report: the same cause again.
        EventDiagnostics.emitOnce(
          .handlerInOtherDirection, eventType: Tapped.self, direction: .up,
          nodes: [root["leaf"]], "a likely mistake")
      })
    #expect(kinds.filter { $0 == .handlerInOtherDirection }.count == 1)
  }
}
