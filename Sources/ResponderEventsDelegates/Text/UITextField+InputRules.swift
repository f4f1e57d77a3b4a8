#if canImport(UIKit) && !os(watchOS)
  public import UIKit

  extension ResponderEventsWrapper where Base: UITextField {
    /// Keeps the field's text within `rule`: a maximum length, the characters allowed, or
    /// both.
    ///
    /// ```swift
    /// codeField.re.apply(
    ///   TextInputRule.allowedCharacters { $0.isASCII && $0.isNumber }
    ///     .combined(with: .maximumLength(6)))
    /// ```
    ///
    /// - Typing and pasting are judged by the rule: a paste that only partly fits is cut to
    ///   the part that does (the caret goes after it), unless that part leaves the text no
    ///   longer (an autocorrection or a paste over a selection at the limit): then the edit is
    ///   refused whole. Deleting is always allowed. The part
    ///   that fits is then asked of the field's delegate as if it had been typed, so the app's
    ///   delegate and the other `onShouldChangeCharacters` closures can still refuse it (those
    ///   registered before the rule are asked twice: with the paste, then with the part that
    ///   fits), or set the text themselves.
    /// - While an input method is composing (marked text, as when typing Chinese with pinyin),
    ///   the composition is left alone; once it is committed, what it added is cut to fit,
    ///   wherever it was typed, and the caret goes after what was kept. Under a Chinese or
    ///   Japanese keyboard, a keystroke the rules refuse is let in, since it may begin a
    ///   composition (UIKit asks about "z", or the 9-key pinyin keyboard's "➒", before marking
    ///   it), and undone at `.editingChanged`, or on the next turn of the main run loop when a
    ///   delegate set the text itself, unless it is marked by then. Closures after the rules,
    ///   and the app's delegate, are asked about it then, and `.editingChanged` listeners
    ///   before the rules see it come and go. Other keyboards that may compose from Latin
    ///   letters (the Hindi and other Indic transliteration keyboards) are not told apart: a
    ///   first keystroke the rules refuse is refused there, so a rule for such a script
    ///   allows the Latin letters those keyboards compose from.
    /// - Lengths count characters as the user sees them: an emoji or a letter with accents is
    ///   one.
    /// - Text the app sets goes through the rules only when set with `setText(_:)`. UIKit
    ///   sends no event for `field.text = …`, so nothing can see that assignment.
    ///
    /// Several rules on one field act as one, whatever the order they were applied in: a
    /// paste keeps the characters they all allow, as many as the shortest length lets fit.
    /// The rules are kept by `TextInputDriver`. So a cell reused for rows with different rules
    /// removes the last row's rule with its token before it applies the next one; applied
    /// again on each reuse, rules pile up and the shortest length wins (the sixteenth on one
    /// field is reported as `registrationsPiledUp`). `removeAllClosures(for:)`
    /// leaves the rules in place; `removeTarget(nil, action: nil, for: .allEvents)` removes
    /// their check of what input methods commit, until the next `apply(_:)`.
    ///
    /// - Returns: A token that removes the rule.
    @discardableResult
    public func apply(_ rule: TextInputRule) -> HandlerToken {
      let rules = TextFieldRules.kept.value(on: base) { TextFieldRules(consulting: base) }
      // A target-action, not a closure: `removeAllClosures()` leaves it, as it leaves every
      // target-action of other code. Added again at each call ("safe to call this method
      // multiple times with the same values", UIControl), after a `removeTarget(nil, …)`.
      base.addTarget(rules, action: #selector(TextFieldRules.checkCommit(_:)), for: .editingChanged)
      let id = rules.driver.apply(rule, on: base)
      // The field keeps its rules; once the last is removed (or the field is gone), they are
      // released, and every token of theirs removes nothing.
      return HandlerToken(
        removing: { [weak base, weak rules] in
          guard let base, let rules, rules.driver.rules.remove(id) != nil else { return false }
          if rules.driver.rules.all.isEmpty {
            rules.token?.remove()
            base.removeTarget(rules, action: nil, for: .editingChanged)
            TextFieldRules.kept.set(nil, on: base)
          }
          return true
        },
        isRegistered: { [weak rules] in rules?.driver.rules[id] != nil })
    }

    /// Sets the field's text as if the user had typed it: the applied rules clean it first,
    /// and if the text changed, the field sends `.editingChanged`, so `onTextChange` closures,
    /// `send(_:on:)` registrations and the app's own target-actions run.
    ///
    /// UIKit sends `.editingChanged` only for the user's edits; `field.text = …` runs none of
    /// them.
    ///
    /// ```swift
    /// codeField.re.setText(pastedCode)  // cleaned to six digits, and observers told
    /// ```
    public func setText(_ text: String) {
      let newText = TextFieldRules.kept.value(on: base)?.driver.textToSet(text) ?? text
      guard newText != (base.text ?? "") else { return }
      base.text = newText
      base.sendActions(for: .editingChanged)
    }
  }

  /// The rules applied to one field: a `TextInputDriver`, and the delegate closure and the
  /// target-action that consult it, in place while at least one rule is applied.
  @MainActor
  final class TextFieldRules: NSObject {
    let driver = TextInputDriver()
    /// The delegate closure below, removed with the last rule.
    var token: HandlerToken?

    /// The rules kept on a field, while it has any.
    static let kept = AssociatedObject<TextFieldRules>()

    /// Rules for `field`, with the closures that consult them registered on it.
    init(consulting field: UITextField) {
      super.init()
      token = field.re.onShouldChangeCharacters(with: field) {
        [driver, weak self] field, range, replacement in
        let edit = TextEdit(
          text: field.text ?? "", location: range.location, length: range.length,
          replacement: replacement)
        let (isComposing, keyboard) = (field.markedTextRange != nil, field.textInputMode)
        switch driver.decide(edit, isComposing: isComposing, keyboard: keyboard?.primaryLanguage) {
        case .allow:
          // A keystroke let in, as it may begin a composition: a delegate that sets the text
          // itself, which UIKit does not report, is judged on the next turn.
          if driver.isKeystrokeLetIn {
            DispatchQueue.main.async { [weak self, weak field] in
              if let self, let field { checkCommit(field) }
            }
          }
          return true
        case .reject: return false
        case .replace(let text, let caretOffset):
          // The admitted part goes through the field's delegate as if it had been typed, so
          // that an app's delegate that refuses edits, or formats the text itself, and the
          // other closures judge what is set.
          let fits = NSRange(location: range.location, length: caretOffset - range.location)
          let admitted = (text as NSString).substring(with: fits)
          let asked = field.delegate?.textField?(
            field, shouldChangeCharactersIn: range, replacementString: admitted)
          // A delegate that set the text itself keeps what it set.
          guard asked != false, (field.text ?? "") == edit.text else { return false }
          Self.set(text, caretOffset: caretOffset, on: field)
          return false
        }
      }
    }

    /// Cleans what UIKit reports only after it happened: an input method's commit.
    ///
    /// Named so that no responder's action of the same name is taken for it.
    @objc(responderEventsCheckCommit:) fileprivate func checkCommit(_ field: UITextField) {
      let isComposing = field.markedTextRange != nil
      // After a commit the caret follows the committed text (observed, not documented).
      let caret = field.selectedTextRange.map {
        field.offset(from: field.beginningOfDocument, to: $0.end)
      }
      guard
        let cleaned = driver.textDidChange(
          Self.unmarked(field), isComposing: isComposing, caret: caret)
      else { return }
      // Tell the field's other listeners, which may have run before this one and seen the
      // uncleaned text; this method then finds the text clean and does nothing.
      Self.set(cleaned.text, caretOffset: cleaned.caret, on: field)
    }

    /// The text of `field` without the marked text an input method is composing, if any: the
    /// text its commit is judged against, whether or not UIKit asked the delegate about the
    /// composition's first keystroke.
    static func unmarked(_ field: UITextField) -> String {
      guard let marked = field.markedTextRange else { return field.text ?? "" }
      let start = field.offset(from: field.beginningOfDocument, to: marked.start)
      let end = field.offset(from: field.beginningOfDocument, to: marked.end)
      let edit = TextEdit(text: field.text ?? "", range: start..<end, replacement: "")
      return edit.isValid ? edit.result(inserting: "") : edit.text
    }

    /// Sets the text of `field` with the caret at `caretOffset` (UTF-16), after what was kept
    /// of an edit rather than at the end, where setting `text` puts it; and tells the field's
    /// listeners, as UIKit does for the user's edits.
    static func set(_ text: String, caretOffset: Int, on field: UITextField) {
      field.text = text
      if let caret = field.position(from: field.beginningOfDocument, offset: caretOffset) {
        field.selectedTextRange = field.textRange(from: caret, to: caret)
      }
      field.sendActions(for: .editingChanged)
    }
  }
#endif
