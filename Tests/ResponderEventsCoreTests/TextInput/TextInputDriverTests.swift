import ResponderEventsCore
import ResponderEventsTesting
import Testing

@Suite("Keeping a field's text within its rules", .collectingDiagnostics)
@MainActor
struct TextInputDriverTests {
  private let digits = TextInputRule.allowedCharacters { $0.isASCII && $0.isNumber }

  @Test("a typed edit is judged by every applied rule, in order")
  func typed() {
    let driver = TextInputDriver()
    driver.rules.add(digits)
    driver.rules.add(.maximumLength(4))
    let edit = TextEdit(text: "123", range: 3..<3, replacement: "4")
    #expect(driver.decide(edit, isComposing: false) == .allow)
    #expect(
      driver.decide(TextEdit(text: "123", range: 3..<3, replacement: "a"), isComposing: false)
        == .reject)
    #expect(
      driver.decide(TextEdit(text: "1234", range: 4..<4, replacement: "5"), isComposing: false)
        == .reject)
  }

  @Test("a paste that only partly fits is cut to what does, with the caret after it")
  func pasted() {
    let driver = TextInputDriver()
    driver.rules.add(digits)
    driver.rules.add(.maximumLength(4))
    let edit = TextEdit(text: "12", range: 2..<2, replacement: "3a456")
    #expect(driver.decide(edit, isComposing: false) == .replace(text: "1234", caretOffset: 4))
  }

  @Test("marked text is left alone until it is committed, then cleaned")
  func composing() {
    let driver = TextInputDriver()
    driver.rules.add(.maximumLength(2))
    let edit = TextEdit(text: "你好", range: 2..<2, replacement: "s")
    #expect(driver.decide(edit, isComposing: true) == .allow)
    #expect(driver.textDidChange("你好shi", isComposing: true) == nil)
    #expect(driver.textDidChange("你好是", isComposing: false) == "你好")
    #expect(driver.textDidChange("你好", isComposing: false) == nil)
  }

  @Test("text set in code is cleaned before it is set")
  func setInCode() {
    let driver = TextInputDriver()
    #expect(driver.textToSet("12ab") == "12ab")
    let id = driver.rules.add(digits).id
    #expect(driver.textToSet("12ab34") == "1234")
    #expect(driver.rules.remove(id) != nil)
    #expect(driver.rules.remove(id) == nil)
    #expect(driver.rules.all.isEmpty)
    #expect(driver.textToSet("12ab") == "12ab")
  }

  @Test("removing one rule keeps the others")
  func removeOne() {
    let driver = TextInputDriver()
    let first = driver.rules.add(digits).id
    driver.rules.add(.maximumLength(3))
    driver.rules.remove(first)
    #expect(driver.textToSet("ab12") == "ab1")
    #expect(
      driver.decide(TextEdit(text: "ab", range: 2..<2, replacement: "c"), isComposing: false)
        == .allow)
  }
}
