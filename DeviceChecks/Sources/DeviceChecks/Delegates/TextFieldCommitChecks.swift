#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEventsDelegates
  import UIKit

  extension TextFieldDelegateChecks {
    /// The caret UIKit leaves after committed text, which the input rules read to place a
    /// commit the texts alone cannot (observed, not documented).
    static let commitLocatedByTheCaret = DeviceCheck(
      area: "Delegates",
      name: "UITextField: a commit beginning with the character after the caret is cut in place",
      verifies: "On a field holding \"我们\" (set in code) limited to 3 characters, with the caret"
        + " after \"我\", marked text \"men\", then \"们的\", committed with unmarkText(), leaves"
        + " \"我们们\" with the caret after the first \"们\" (offset 2): the caret UIKit leaves"
        + " after the commit places it, where the texts alone would place \"的们\" after \"们\""
        + " and keep \"的\". Recorded: the caret right after unmarkText(). The check sends"
        + " .editingChanged itself where UIKit did not, as a keyboard does.",
      calls: .both(
        "the check sets and commits marked text through UITextInput, as a keyboard does; UIKit"
          + " asks the delegate and sends the control events"),
      needs: [.targetActions]
    ) { context in
      var verdict = Verdict()
      guard let field = await field(in: context) else {
        return .failed("the screen did not reach the window")
      }
      field.text = "我们"
      field.re.apply(.maximumLength(3))
      // Marked text and the caret are the editing field's: without focus they do nothing.
      guard field.becomeFirstResponder() else {
        return context.didNotHappen("the field did not become first responder")
      }
      @MainActor func caret() -> Int? {
        field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.end) }
      }
      if let start = field.position(from: field.beginningOfDocument, offset: 1) {
        field.selectedTextRange = field.textRange(from: start, to: start)
      }
      var changes = 0
      let changed = field.re.on(with: field, .editingChanged) { _ in changes += 1 }
      field.setMarkedText("men", selectedRange: NSRange(location: 3, length: 0))
      if changes == 0 { field.sendActions(for: .editingChanged) }
      field.setMarkedText("们的", selectedRange: NSRange(location: 2, length: 0))
      changes = 0
      field.unmarkText()
      verdict.fact(
        "caret right after unmarkText() (cleaned already if UIKit sent .editingChanged)",
        caret().map { "\($0)" } ?? "none")
      if changes == 0 { field.sendActions(for: .editingChanged) }
      verdict.expectEqual(field.text ?? "", "我们们", "text after the commit")
      verdict.expectEqual(caret(), 2, "caret offset after the commit")
      changed.remove()
      field.resignFirstResponder()
      return verdict.outcome("the commit was cut where it was made, with the caret after it")
    }
  }
#endif
