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
}
