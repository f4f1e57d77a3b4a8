#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEventsDelegates
  import UIKit

  /// The text field's delegate proxy, with the app's own delegate set before, after, and
  /// deallocated.
  @MainActor
  enum TextFieldDelegateChecks {
    static var all: [DeviceCheck] {
      AppObjectTiming.allCases.map(delegateCheck) + [
        firstRefusalWins, cutPasteAsksTheApp, commitCutInPlace, rangesOnlyDelegate,
        ruleOutlivesRemoveAllClosures, firstKeystrokeOfAComposition, commitLocatedByTheCaret,
      ]
    }

    private static let selectionSelector = #selector(
      (any UITextFieldDelegate).textFieldDidChangeSelection(_:))

    /// A text field in the window.
    static func field(in context: DeviceCheckContext) async -> UITextField? {
      let screen = ProbeController("Form")
      guard await Stage.show(screen, in: context.window) else { return nil }
      let field = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 44))
      screen.view.addSubview(field)
      return field
    }

    static func delegateCheck(_ timing: AppObjectTiming) -> DeviceCheck {
      DeviceCheck(
        area: "Delegates", name: "UITextField delegate, \(timing.label)",
        verifies: "re.onShouldReturn's closure and the app's delegate both answer"
          + " textFieldShouldReturn(_:); the proxy claims the app's"
          + " own textFieldDidChangeSelection(_:) while it lives, and stops when it dies.",
        calls: .check(Cites.shouldReturn)
      ) { context in
        var verdict = Verdict()
        guard let field = await field(in: context) else {
          return .failed("the screen did not reach the window")
        }
        let log = HandlerLog()
        AppObjectScenario.run(
          timing, verdict: &verdict,
          make: { AppFieldDelegate(log: log) },
          assign: { field.delegate = $0 },
          registerClosures: {
            field.re.onShouldReturn(with: field) { _ in
              log.append("closure")
              return true
            }
          },
          whileAlive: { app, verdict in
            verdict.expect(
              (field.delegate as AnyObject?) !== app, "the app's delegate displaced the proxy")
          },
          calls: { verdict in
            log.reset()
            let answer = field.delegate?.textFieldShouldReturn?(field)
            verdict.expectEqual(answer, true, "textFieldShouldReturn(_:) answer")
            verdict.expectEqual(
              log.entries, timing.appIsAlive ? ["closure", "app"] : ["closure"],
              "textFieldShouldReturn(_:) asked")
            let claims = field.delegate?.responds(to: selectionSelector) ?? false
            if AppObjectScenario.expectClaim(
              claims, of: selectionSelector, timing: timing, verdict: &verdict)
            {
              log.reset()
              field.delegate?.textFieldDidChangeSelection?(field)
              verdict.expectEqual(log.entries, ["app selection"], "forwarded to the app")
            }
          })
        return verdict.outcome("closure and app delegate answered as expected")
      }
    }

    static let firstRefusalWins = DeviceCheck(
      area: "Delegates", name: "UITextField: the first false answer wins",
      verifies: "When an onShouldReturn closure answers false, textFieldShouldReturn(_:) is"
        + " false and neither later closures nor the app's delegate are asked.",
      calls: .check(Cites.shouldReturn)
    ) { context in
      var verdict = Verdict()
      guard let field = await field(in: context) else {
        return .failed("the screen did not reach the window")
      }
      let log = HandlerLog()
      let app = AppFieldDelegate(log: log)
      field.delegate = app
      field.re.onShouldReturn(with: field) { _ in
        log.append("refuses")
        return false
      }
      field.re.onShouldReturn(with: field) { _ in
        log.append("later")
        return true
      }
      let answer = field.delegate?.textFieldShouldReturn?(field)
      verdict.expectEqual(answer, false, "answer")
      verdict.expectEqual(log.entries, ["refuses"], "asked")
      withExtendedLifetime(app) {}
      return verdict.outcome("only the refusing closure was asked")
    }
  }

  extension TextFieldDelegateChecks {
    static let cutPasteAsksTheApp = DeviceCheck(
      area: "Delegates", name: "UITextField: a paste cut by an input rule is asked of the app",
      verifies: "On a field limited to 3 characters, textField(_:shouldChangeCharactersIn:"
        + "replacementString:) with \"abcdef\" answers false and asks the app's delegate with"
        + " \"abc\"; the field then holds \"abc\" when that delegate allows it, and stays empty"
        + " when it refuses every edit.",
      calls: .check("it calls the delegate method as UIKit does for a paste")
    ) { context in
      var verdict = Verdict()
      guard let field = await field(in: context) else {
        return .failed("the screen did not reach the window")
      }
      let app = EditJudgingFieldDelegate()
      field.delegate = app
      field.re.apply(.maximumLength(3))
      for allows in [true, false] {
        field.text = ""
        app.allows = allows
        app.asked = []
        let answer = field.delegate?.textField?(
          field, shouldChangeCharactersIn: NSRange(location: 0, length: 0),
          replacementString: "abcdef")
        verdict.expectEqual(answer, false, "answer (the rule sets the text itself)")
        verdict.expectEqual(app.asked, ["abc"], "what the app's delegate was asked")
        verdict.expectEqual(field.text ?? "", allows ? "abc" : "", "text when allows is \(allows)")
      }
      withExtendedLifetime(app) {}
      return verdict.outcome("the app's delegate judged the part that fits")
    }
  }

  extension TextFieldDelegateChecks {
    static let commitCutInPlace = DeviceCheck(
      area: "Delegates",
      name: "UITextField: a composition committed mid-text is cut, not the text after it",
      verifies: "On a field holding \"abcd\" (set in code) limited to 6 characters, with the caret"
        + " after \"ab\", marked text \"n\", then \"ni\", then \"你好吗\", committed with"
        + " unmarkText(), leaves \"ab你好cd\" with the caret after \"你好\" (offset 4). Recorded:"
        + " whether UIKit asked textField(_:shouldChangeCharactersIn:replacementString:) for the"
        + " first marked text, and whether it sent .editingChanged for the marked text and the"
        + " commit (the rule judges the commit against the text around the marked text it saw"
        + " then); the check sends .editingChanged itself where UIKit did not, as a keyboard"
        + " does.",
      calls: .both(
        "the check sets and commits marked text through UITextInput, as a keyboard does; UIKit"
          + " asks the delegate and sends the control events"),
      needs: [.targetActions]
    ) { context in
      var verdict = Verdict()
      guard let field = await field(in: context) else {
        return .failed("the screen did not reach the window")
      }
      field.text = "abcd"
      field.re.apply(.maximumLength(6))
      // Marked text and the caret are the editing field's: without focus they do nothing.
      guard field.becomeFirstResponder() else {
        return context.didNotHappen("the field did not become first responder")
      }
      var askedCount = 0
      let counting = field.re.onShouldChangeCharacters(with: field) { _, _, _ in
        askedCount += 1
        return true
      }
      if let caret = field.position(from: field.beginningOfDocument, offset: 2) {
        field.selectedTextRange = field.textRange(from: caret, to: caret)
      }
      var changes = 0
      let changed = field.re.on(with: field, .editingChanged) { _ in changes += 1 }
      field.setMarkedText("n", selectedRange: NSRange(location: 1, length: 0))
      verdict.fact("delegate asked for the first marked text", "\(askedCount) times")
      field.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
      field.setMarkedText("你好吗", selectedRange: NSRange(location: 3, length: 0))
      verdict.fact(".editingChanged sent by UIKit for the marked text", "\(changes) times")
      if changes == 0 { field.sendActions(for: .editingChanged) }
      verdict.expectEqual(field.text ?? "", "ab你好吗cd", "text while composing (left alone)")
      changes = 0
      field.unmarkText()
      verdict.fact(".editingChanged sent by UIKit for the commit", "\(changes) times")
      if changes == 0 { field.sendActions(for: .editingChanged) }
      verdict.expectEqual(field.text ?? "", "ab你好cd", "text after the commit")
      let caret = field.selectedTextRange.map {
        field.offset(from: field.beginningOfDocument, to: $0.start)
      }
      verdict.expectEqual(caret, 4, "caret offset after the commit")
      [counting, changed].forEach { $0.remove() }
      field.resignFirstResponder()
      return verdict.outcome("only the committed surplus was cut, and the caret stayed after it")
    }
  }

  extension TextFieldDelegateChecks {
    static let ruleOutlivesRemoveAllClosures = DeviceCheck(
      area: "Delegates", name: "UITextField: removeAllClosures() leaves an applied rule",
      verifies: "On a field limited to 3 characters, after field.re.removeAllClosures(), text"
        + " set in code followed by .editingChanged (what an input method's commit sends) is"
        + " cut to \"abc\": the rule's check is a target-action, which removeAllClosures leaves;"
        + " after removeTarget(nil, action: nil, for: .allEvents), the next apply puts it back.",
      calls: .check("it sets the text and sends .editingChanged, as a commit does"),
      needs: [.targetActions]
    ) { context in
      var verdict = Verdict()
      guard let field = await field(in: context) else {
        return .failed("the screen did not reach the window")
      }
      let rule = field.re.apply(.maximumLength(3))
      field.re.removeAllClosures()
      field.text = "abcdef"
      field.sendActions(for: .editingChanged)
      verdict.expectEqual(field.text ?? "", "abc", "text after .editingChanged")
      // Every target removed, as a reused cell may do: the next apply puts the check back.
      field.removeTarget(nil, action: nil, for: .allEvents)
      let again = field.re.apply(.maximumLength(3))
      field.text = "abcdef"
      field.sendActions(for: .editingChanged)
      verdict.expectEqual(field.text ?? "", "abc", "text after removeTarget(nil, …) and apply")
      [rule, again].forEach { $0.remove() }
      field.text = "abcdef"
      field.sendActions(for: .editingChanged)
      verdict.expectEqual(field.text ?? "", "abcdef", "text once the rule was removed")
      return verdict.outcome("the rule still cut what .editingChanged reported")
    }
  }

  extension TextFieldDelegateChecks {
    static let rangesOnlyDelegate = DeviceCheck(
      area: "Delegates",
      name: "UITextField: an app's delegate with only iOS 26's question about ranges",
      verifies: "With an app's delegate that implements only"
        + " textField(_:shouldChangeCharactersInRanges:replacementString:) and a rule limiting"
        + " the field to 3 characters, the proxy claims the single-range question and not the"
        + " one with ranges (which UIKit would ask in its place, skipping the rule); asked the"
        + " single-range question with \"abcdef\", it answers false, asks the app's delegate"
        + " with [the range] and \"abc\", and the field holds \"abc\". Recorded: the text after"
        + " insertText(\"xyz\") on the focused field, which UIKit judges through the delegate.",
      calls: .both(
        "the check asks the single-range question itself, then types through UIKeyInput's"
          + " insertText(_:); UIKit asks the delegate which of the two questions it answers")
    ) { context in
      var verdict = Verdict()
      guard let field = await field(in: context) else {
        return .failed("the screen did not reach the window")
      }
      let app = RangesOnlyFieldDelegate()
      field.delegate = app
      field.re.apply(.maximumLength(3))
      let single = #selector(
        (any UITextFieldDelegate).textField(_:shouldChangeCharactersIn:replacementString:))
      let ranges = NSSelectorFromString(
        "textField:shouldChangeCharactersInRanges:replacementString:")
      verdict.expect(field.delegate?.responds(to: single) == true, "single-range claimed")
      verdict.expect(field.delegate?.responds(to: ranges) == false, "ranges question claimed")
      let answer = field.delegate?.textField?(
        field, shouldChangeCharactersIn: NSRange(location: 0, length: 0),
        replacementString: "abcdef")
      verdict.expectEqual(answer, false, "answer (the rule sets the text itself)")
      verdict.expectEqual(app.asked, ["[{0, 0}] abc"], "what the app's delegate was asked")
      verdict.expectEqual(field.text ?? "", "abc", "text")
      field.text = ""
      verdict.fact("becomeFirstResponder()", "\(field.becomeFirstResponder())")
      field.insertText("xyz")
      field.insertText("w")
      verdict.fact("text after insertText(\"xyz\") and (\"w\")", field.text ?? "", expected: "xyz")
      field.resignFirstResponder()
      withExtendedLifetime(app) {}
      return verdict.outcome("the rule ran, and the app's delegate was asked its own question")
    }
  }

  extension TextFieldDelegateChecks {
    static let firstKeystrokeOfAComposition = DeviceCheck(
      area: "Delegates",
      name: "UITextField: a rule lets in the keystroke that may begin a composition",
      verifies: "On a field of letters only under a Chinese keyboard (zh-Hans), asked"
        + " textField(_:shouldChangeCharactersIn:replacementString:) with \"➒\" (what the 9-key"
        + " pinyin keyboard marks first), the proxy answers true; marked text \"➒\", then"
        + " \"zhi\", then \"知\", committed, leaves \"知\"; then insertText(\"1\"), not marked,"
        + " is taken out again at .editingChanged, leaving \"知\"; a refused \"1\" let in, which"
        + " a delegate puts in the text itself (no .editingChanged), is taken out on the next"
        + " turn.",
      calls: .both(
        "the check asks the delegate itself, then marks, commits and inserts text through"
          + " UITextInput, as a keyboard does, sending .editingChanged where UIKit did not"),
      needs: [.targetActions]
    ) { context in
      var verdict = Verdict()
      let screen = ProbeController("Form")
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      let field = PinyinKeyboardField(frame: CGRect(x: 20, y: 200, width: 200, height: 44))
      screen.view.addSubview(field)
      let rule = field.re.apply(.allowedCharacters { $0.isLetter })
      let answer = field.delegate?.textField?(
        field, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "➒")
      verdict.expectEqual(answer, true, "answer for the first keystroke")
      // UIKit reads textInputMode as focus changes and tries to set it (UIResponder.h): it
      // gets the real one, and the rule the Chinese one once the field has focus.
      field.claimsPinyin = false
      guard field.becomeFirstResponder() else {
        return context.didNotHappen("the field did not become first responder")
      }
      field.claimsPinyin = true
      for marked in ["➒", "zhi", "知"] {
        field.setMarkedText(marked, selectedRange: NSRange(location: marked.utf16.count, length: 0))
      }
      field.unmarkText()
      field.sendActions(for: .editingChanged)
      verdict.expectEqual(field.text ?? "", "知", "text after the commit")
      field.insertText("1")
      verdict.fact("text right after insertText(\"1\")", field.text ?? "")
      if field.text != "知" { field.sendActions(for: .editingChanged) }
      verdict.expectEqual(field.text ?? "", "知", "text after .editingChanged")
      // A delegate that formats the text sets it itself: UIKit sends no .editingChanged.
      let asked = field.delegate?.textField?(
        field, shouldChangeCharactersIn: NSRange(location: 1, length: 0), replacementString: "1")
      verdict.expectEqual(asked, true, "answer for a refused keystroke that may compose")
      field.text = "知1"
      verdict.expect(
        await Stage.waitUntil { field.text == "知" },
        "the character a delegate set itself was not taken out on the next turn")
      rule.remove()
      field.claimsPinyin = false
      field.resignFirstResponder()
      return verdict.outcome("the composition began, and a keystroke not marked was taken out")
    }
  }

  /// A field whose keyboard is Chinese, as a user's pinyin keyboard makes it.
  private final class PinyinKeyboardField: UITextField {
    var claimsPinyin = true
    override var textInputMode: UITextInputMode? {
      claimsPinyin ? PinyinInputMode() : super.textInputMode
    }
  }

  /// The input mode of a Chinese keyboard; UIKit's are not made by apps.
  private final class PinyinInputMode: UITextInputMode {
    override var primaryLanguage: String? { "zh-Hans" }
  }

  /// An app's field delegate written for iOS 26 only: it answers the question about ranges.
  @MainActor
  private final class RangesOnlyFieldDelegate: NSObject, UITextFieldDelegate {
    var asked: [String] = []

    @objc(textField:shouldChangeCharactersInRanges:replacementString:)
    func textField(_ field: UITextField, shouldChange ranges: [NSValue], to text: String) -> Bool {
      asked.append("\(ranges.map { NSStringFromRange($0.rangeValue) }) \(text)")
      return true
    }
  }

  /// An app's field delegate that allows or refuses every edit, recording what it was asked.
  @MainActor
  private final class EditJudgingFieldDelegate: NSObject, UITextFieldDelegate {
    var allows = true
    var asked: [String] = []

    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      asked.append(string)
      return allows
    }
  }

  /// The app's field delegate: Return, and selection changes, which only it handles.
  @MainActor
  final class AppFieldDelegate: NSObject, UITextFieldDelegate {
    private let log: HandlerLog

    init(log: HandlerLog) {
      self.log = log
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      log.append("app")
      return true
    }

    func textFieldDidChangeSelection(_ textField: UITextField) {
      log.append("app selection")
    }
  }
#endif
