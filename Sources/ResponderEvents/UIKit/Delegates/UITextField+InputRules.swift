#if canImport(UIKit) && !os(watchOS)
  public import ResponderEventsCore
  public import UIKit

  extension ResponderEventsWrapper where Base: UITextField {
    /// Keeps the field's text within `rule`.
    ///
    /// ```swift
    /// codeField.re.apply(
    ///   TextInputRule.allowedCharacters { $0.isASCII && $0.isNumber }
    ///     .combined(with: .maximumLength(6)))
    /// ```
    ///
    /// - Typing and pasting are judged by the rule: a paste that only partly fits is cut to
    ///   the part that does (the caret goes after it), and deleting is always allowed.
    /// - While an input method is composing (marked text, as when typing Chinese with pinyin),
    ///   the composition is left alone; once it is committed, the text is cleaned to fit.
    /// - Lengths count characters as the user sees them: an emoji or a letter with accents is
    ///   one.
    ///
    /// - Returns: A token that removes the rule.
    @discardableResult
    public func apply(_ rule: TextInputRule) -> ClosureToken {
      let judgeEdits = onShouldChangeCharacters { field, range, replacement in
        guard field.markedTextRange == nil else { return true }
        let edit = TextEdit(
          text: field.text ?? "", range: range.location..<(range.location + range.length),
          replacement: replacement)
        switch rule.decide(edit) {
        case .allow:
          return true
        case .reject:
          return false
        case .replace(let text, let caretOffset):
          field.text = text
          if let caret = field.position(from: field.beginningOfDocument, offset: caretOffset) {
            field.selectedTextRange = field.textRange(from: caret, to: caret)
          }
          field.sendActions(for: .editingChanged)
          return false
        }
      }
      let cleanCommittedText = on(.editingChanged) { field in
        guard field.markedTextRange == nil, let text = field.text else { return }
        let cleaned = rule.sanitize(text)
        if cleaned != text { field.text = cleaned }
      }
      return ClosureToken(combining: [judgeEdits, cleanCommittedText])
    }

    /// Keeps the field's text at most `maximum` characters long, counted as the user sees
    /// them; see `apply(_:)`.
    @discardableResult
    public func limitLength(to maximum: Int) -> ClosureToken {
      apply(.maximumLength(maximum))
    }

    /// Keeps only characters for which `isAllowed` returns `true` in the field; see
    /// `apply(_:)`.
    ///
    /// ```swift
    /// amountField.re.allowCharacters { $0.isNumber || $0 == "." }
    /// ```
    @discardableResult
    public func allowCharacters(
      where isAllowed: @escaping @Sendable (Character) -> Bool
    ) -> ClosureToken {
      apply(.allowedCharacters(isAllowed))
    }
  }
#endif
