import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// Characters typed that are allowed on their own but make, with the text before them, a
/// character the rule refuses: `allowedCharacters` promises that "a combining accent typed
/// after a letter is judged with it, as the one character they make, where the text it goes
/// into is otherwise allowed".
@Suite("Allowed characters judged in the text they go into", .collectingDiagnostics)
struct TextInputRuleInContextTests {
  /// Builds an edit inserting `replacement` at the end of `text`.
  private func appending(_ replacement: String, to text: String) -> TextEdit {
    TextEdit(text: text, range: text.utf16.count..<text.utf16.count, replacement: replacement)
  }

  /// The field's text after `decision` on `edit`.
  private func text(after decision: TextEditDecision, of edit: TextEdit) -> String {
    switch decision {
    case .allow: edit.result(inserting: edit.replacement)
    case .reject: edit.text
    case .replace(let text, _): text
    }
  }

  @Test("an accent allowed alone that makes a refused letter with the one before it is refused")
  func accentMakingARefusedLetter() {
    // A field that refuses "é" (either spelling), so every other character is allowed, the
    // combining acute accent on its own included.
    let noEAcute = TextInputRule.allowedCharacters { $0 != "é" }
    #expect(noEAcute.decide(appending("é", to: "e")) == .reject)
    #expect(noEAcute.decide(appending("\u{301}", to: "e")) == .reject)
  }

  @Test("a field of single UTF-16 units keeps out an accent that joins the letter before it")
  func singleUnitCharacters() {
    // Characters of one UTF-16 unit each, as a UCS-2 text message holds: "e" + U+0301 is one
    // character of two units.
    let singleUnits = TextInputRule.allowedCharacters { $0.utf16.count == 1 }
    #expect(singleUnits.decide(appending("e\u{301}", to: "")) == .reject)
    for replacement in ["\u{301}", "\u{301}x"] {
      let edit = appending(replacement, to: "e")
      let result = text(after: singleUnits.decide(edit), of: edit)
      #expect(result.allSatisfy { $0.utf16.count == 1 }, "\(result.debugDescription)")
    }
  }

  @Test("pastes, emoji, scripts and length limits, judged in context")
  func textDecisions() {
    let noEAcute = TextInputRule.allowedCharacters { $0 != "é" }
    // A paste starting with an accent that joins "e": whole paste refused (documented).
    #expect(noEAcute.decide(appending("\u{301}abc", to: "e")) == .reject)
    // Accent after another letter is fine.
    #expect(noEAcute.decide(appending("\u{301}", to: "a")) == .allow)
    let digits = TextInputRule.allowedCharacters { $0.isASCII && $0.isNumber }
    #expect(
      digits.decide(appending("3a4", to: "12")) == .replace(text: "1234", caretOffset: 4))
    let four = digits.combined(with: .maximumLength(4))
    #expect(four.decide(appending("3a456", to: "12")) == .replace(text: "1234", caretOffset: 4))
    // Emoji and flags under a length limit.
    let three = TextInputRule.maximumLength(3)
    #expect(
      three.decide(appending("👨‍👩‍👧🇫🇷x", to: "a"))
        == .replace(
          text: "a👨‍👩‍👧🇫🇷", caretOffset: 1 + "👨‍👩‍👧🇫🇷".utf16.count))
    #expect(three.decide(appending("\u{301}", to: "abc")) == .allow)
    // A text already holding a refused character: old behaviour.
    #expect(noEAcute.decide(appending("\u{301}", to: "ée")) == .allow)
    // CJK with a character rule refusing ASCII letters.
    let noLatin = TextInputRule.allowedCharacters { !($0.isASCII && $0.isLetter) }
    #expect(noLatin.decide(appending("你a好", to: "我")) == .replace(text: "我你好", caretOffset: 3))
    // Hangul jamo joining the syllable before: allowed alone, allowed joined.
    let hangul = TextInputRule.allowedCharacters { _ in true }.combined(with: .maximumLength(1))
    #expect(hangul.decide(appending("\u{1161}", to: "\u{1112}")) == .allow)
    // Regional indicators: a single-scalar rule; a paste whose filtered remainder makes a flag.
    let single = TextInputRule.allowedCharacters { $0.unicodeScalars.count == 1 }
    #expect(single.decide(appending("🇫e\u{301}🇷", to: "a")) == .reject)
    // A joining accent that fits the length but makes a refused character: refused.
    #expect(
      noEAcute.combined(with: .maximumLength(3)).decide(appending("\u{301}", to: "abe")) == .reject)
  }

  @Test("an input method's commit that would make a refused character is dropped whole")
  @MainActor
  func commitDropped() {
    let driver = TextInputDriver()
    driver.rules.add(.allowedCharacters { $0 != "é" })
    #expect(driver.textDidChange("e", isComposing: false) == nil)
    let cleaned = driver.textDidChange("e\u{301}abc", isComposing: false)
    #expect(cleaned?.text == "e")
  }
}
