import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// Builds an edit inserting `replacement` at the end of `text`.
private func appending(_ replacement: String, to text: String) -> TextEdit {
  TextEdit(text: text, range: text.utf16.count..<text.utf16.count, replacement: replacement)
}

@Suite("Text input rules", .collectingDiagnostics)
struct TextInputRuleTests {
  let sixCharacters = TextInputRule.maximumLength(6)

  @Test("typing within the limit is allowed; past it, refused")
  func typing() {
    #expect(sixCharacters.decide(appending("f", to: "abcde")) == .allow)
    #expect(sixCharacters.decide(appending("g", to: "abcdef")) == .reject)
  }

  @Test("deleting is always allowed, even from text already over the limit")
  func deleting() {
    let edit = TextEdit(text: "abcdefgh", range: 7..<8, replacement: "")
    #expect(sixCharacters.decide(edit) == .allow)
  }

  @Test("replacing a selection counts what the selection frees")
  func replacingSelection() {
    let edit = TextEdit(text: "abcdef", range: 2..<5, replacement: "XYZ")
    #expect(sixCharacters.decide(edit) == .allow)
    #expect(edit.result(inserting: edit.replacement) == "abXYZf")
  }

  @Test("a paste that does not fit is cut to the part that does")
  func truncatedPaste() {
    let decision = sixCharacters.decide(appending("defghij", to: "abc"))
    #expect(decision == .replace(text: "abcdef", caretOffset: 6))
    let middle = TextEdit(text: "abef", range: 2..<2, replacement: "cdXYZ")
    #expect(sixCharacters.decide(middle) == .replace(text: "abcdef", caretOffset: 4))
  }

  @Test(
    "characters count as the user sees them",
    arguments: [
      ("👍", "emoji"),
      ("👍🏽", "emoji with skin tone"),
      ("🇫🇷", "flag"),
      ("👨‍👩‍👧", "family joined with zero-width joiners"),
      ("é", "e with a combining acute accent"),
      ("한", "Hangul syllable from jamo"),
      ("ผู้", "Thai with stacked marks"),
    ])
  func graphemeClusters(character: String, description: String) {
    #expect(character.count == 1, "\(description)")
    let five = String(repeating: "a", count: 5)
    #expect(sixCharacters.decide(appending(character, to: five)) == .allow, "\(description)")
    let six = String(repeating: "a", count: 6)
    #expect(sixCharacters.decide(appending(character, to: six)) == .reject, "\(description)")
  }

  @Test("a combining mark typed after a letter joins it and takes no extra room")
  func combiningMarkJoinsPreviousCharacter() {
    let edit = appending("\u{301}", to: "abcdee")
    #expect(edit.result(inserting: edit.replacement).count == 6)
    #expect(sixCharacters.decide(edit) == .allow)
  }

  @Test("rules combined in either order keep as many allowed characters as fit")
  func combinedInEitherOrder() {
    let digits = TextInputRule.allowedCharacters { $0.isASCII && $0.isNumber }
    let limit = TextInputRule.maximumLength(10)
    // A phone number pasted as it is written, to a field for ten digits.
    for rule in [limit.combined(with: digits), digits.combined(with: limit)] {
      let decision = rule.decide(appending("(555) 123-4567", to: ""))
      #expect(decision == .replace(text: "5551234567", caretOffset: 10))
      #expect(rule.sanitize("+1 (555) 123-4567 ext. 8") == "1555123456")
    }
  }

  @Test("a combining accent typed after a letter is judged with it")
  func combiningMarkJudgedWithItsLetter() {
    let letters = TextInputRule.allowedCharacters { $0.isLetter }
    #expect(letters.decide(appending("\u{301}", to: "e")) == .allow)
    #expect(letters.decide(appending("\u{301}", to: "1")) == .reject)
    #expect(
      letters.decide(appending("e\u{301}1", to: "")) == .replace(text: "e\u{301}", caretOffset: 2))
  }

  @Test("a paste of emoji is cut between whole characters, never inside one")
  func emojiPasteCutOnBoundaries() {
    let decision = TextInputRule.maximumLength(3).decide(appending("👨‍👩‍👧🇫🇷👍🏽🎉", to: "a"))
    #expect(decision == .replace(text: "a👨‍👩‍👧🇫🇷", caretOffset: 1 + "👨‍👩‍👧🇫🇷".utf16.count))
  }

  @Test("a range outside the text is refused")
  func invalidRange() {
    #expect(sixCharacters.decide(TextEdit(text: "abc", range: 2..<9, replacement: "x")) == .reject)
    #expect(sixCharacters.decide(TextEdit(text: "abc", range: -1..<1, replacement: "")) == .reject)
  }

  @Test("a delegate's range with NSNotFound or a negative length is refused, never a trap")
  func delegateRanges() {
    let notFound = Int.max  // NSNotFound
    for (location, length) in [(notFound, 0), (notFound, 1), (2, -1), (0, Int.max), (-1, 1)] {
      let edit = TextEdit(text: "abc", location: location, length: length, replacement: "x")
      #expect(!edit.isValid, "\(location), \(length)")
      #expect(sixCharacters.decide(edit) == .reject, "\(location), \(length)")
    }
    #expect(TextEdit(text: "abc", location: 1, length: 2, replacement: "x").range == 1..<3)
  }

  @Test("a range cutting an emoji in half leaves replacement characters, and still counts right")
  func rangeInsideSurrogatePair() {
    let edit = TextEdit(text: "a👍", range: 2..<2, replacement: "b")
    #expect(edit.result(inserting: edit.replacement) == "a\u{FFFD}b\u{FFFD}")
    #expect(TextInputRule.maximumLength(4).decide(edit) == .allow)
    #expect(TextInputRule.maximumLength(3).decide(edit) == .reject)
  }

  @Test("allowed characters: other characters are dropped from a paste; none left is a refusal")
  func allowedCharacters() {
    let digits = TextInputRule.allowedCharacters { $0.isASCII && $0.isNumber }
    #expect(digits.decide(appending("42", to: "1")) == .allow)
    #expect(digits.decide(appending("4a2", to: "1")) == .replace(text: "142", caretOffset: 3))
    #expect(digits.decide(appending("x", to: "1")) == .reject)
    #expect(digits.decide(appending("٣", to: "1")) == .reject)  // Arabic-Indic three: not ASCII
  }

  @Test("allowed characters are judged whole: a letter with a combining mark is one character")
  func allowedCharactersWholeClusters() {
    let plainLetters = TextInputRule.allowedCharacters { $0.isASCII && $0.isLetter }
    #expect(plainLetters.decide(appending("e", to: "")) == .allow)
    #expect(plainLetters.decide(appending("é", to: "")) == .reject)
  }

  @Test("combined rules apply in order")
  func combinedRules() {
    let pin = TextInputRule.allowedCharacters { $0.isASCII && $0.isNumber }
      .combined(with: .maximumLength(4))
    #expect(pin.decide(appending("1a2b3c4d5", to: "")) == .replace(text: "1234", caretOffset: 4))
    #expect(pin.sanitize("9x8y7z6w5") == "9876")
  }

  @Test("sanitizing cleans text that arrived without an edit, such as committed input-method text")
  func sanitize() {
    #expect(sixCharacters.sanitize("你好世界你好世界") == "你好世界你好")
    #expect(sixCharacters.sanitize("short") == "short")
    #expect(TextInputRule.maximumLength(-3).sanitize("abc") == "")
    // Dropping the newline joins the letter and the accent into a character the rule refuses:
    // that one goes too.
    let plainLines = TextInputRule.allowedCharacters { $0 != "\n" && $0 != "é" }
    #expect(plainLines.sanitize("e\n\u{301}x") == "x")
  }

  @Test("an autocorrection or a Korean keystroke at the limit is refused whole, never cut")
  func replacementGainingNothingIsNotCut() {
    // Autocorrect replaces the word before the caret; a Korean keyboard rebuilds the syllable
    // before it. Cut to fit, either would change what it replaces: "I don' ", "ab하".
    let autocorrection = TextEdit(text: "I dont ", range: 2..<6, replacement: "don't")
    #expect(TextInputRule.maximumLength(7).decide(autocorrection) == .reject)
    let korean = TextEdit(text: "ab한", range: 2..<3, replacement: "하나")
    #expect(TextInputRule.maximumLength(3).decide(korean) == .reject)
    // A paste over a selection that gains room is still cut to fit, the caret after it.
    let paste = TextEdit(text: "abc", range: 1..<2, replacement: "wxyz")
    #expect(TextInputRule.maximumLength(5).decide(paste) == .replace(text: "awxyc", caretOffset: 4))
  }
}
