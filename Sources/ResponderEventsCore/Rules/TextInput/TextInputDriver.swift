/// Keeps one text field's text within the rules applied to it, whichever way the text changes.
///
/// The UIKit layer keeps one driver per field and asks it at three moments:
///
/// | The text… | UIKit tells the app | The driver answers |
/// |---|---|---|
/// | is typed or pasted | `textField(_:shouldChangeCharactersIn:replacementString:)` | ``decide(_:isComposing:)``: allow, reject, or set the admitted part instead |
/// | changed, including an input method committing its composition | `.editingChanged` | ``textDidChange(_:isComposing:)``: the cleaned text to set, if it differs |
/// | is set in code | nothing: "`.editingChanged` is not sent" for `text = …` | ``textToSet(_:)``, through `re.setText(_:)` |
///
/// While an input method is composing (marked text, as when typing Chinese with pinyin), the
/// composition is left alone: it is not the text yet, and cutting it would break the input
/// method. Once committed, what it added is cut to fit, wherever the caret was; the rest of the
/// text stays as it was.
///
/// Several rules on one field act as one, whatever the order they were applied in
/// (``TextInputRule/combined(with:)``).
@MainActor
package final class TextInputDriver {
  /// The rules applied, in the order they were: the UIKit layer adds one per `re.apply(_:)`
  /// and removes it with the token it returned.
  package var rules = Registrations<TextInputRule>()

  /// The text the field held before the last edit the rules judged, or after the last cleaning,
  /// or when an input method began composing; and whether it began and has not committed yet.
  ///
  /// A change reported only once made (an input method's commit) is judged as the edit from
  /// it, so that only what changed is cut: the text around it stays as it was. A composition is
  /// judged whole from where it began, so that a part committed while the rest is still marked
  /// (a Japanese clause whose candidate was chosen) is judged with the rest.
  private var judged: (text: String, isComposing: Bool)?

  package init() {}

  /// Applies `rule` after the others, and reports rules piling up on `field`
  /// (``EventDiagnostic/Kind/registrationsPiledUp``): applied at each reuse of a cell, each
  /// stays, and every edit is judged by all of them.
  ///
  /// - Returns: The number that removes it from ``rules``.
  package func apply(_ rule: TextInputRule, on field: any EventNode) -> UInt64 {
    let id = rules.add(rule).id
    EventDiagnostics.reportIfPiledUp(
      rules.all.count, "input rules", at: field, eventType: TextInputRule.self)
    return id
  }

  /// The rules in force, as one.
  private var rule: TextInputRule? {
    rules.all.map(\.entry).reduce(nil) { combined, rule in combined?.combined(with: rule) ?? rule }
  }

  /// Decides a typed or pasted edit.
  ///
  /// - Parameters:
  ///   - isComposing: An input method has marked text: allowed untouched.
  ///   - keyboard: The keyboard's language (`UITextInputMode.primaryLanguage`). Under a
  ///     Chinese ("zh", Cantonese "yue") or Japanese one, a keystroke may begin a
  ///     composition, which UIKit asks about before it marks it ("z" or the 9-key pinyin
  ///     keyboard's "➒", "か"): refused, no composition could begin, so one character is
  ///     allowed, and judged by ``textDidChange(_:isComposing:)`` once made, unless it is marked
  ///     by then.
  package func decide(
    _ edit: TextEdit, isComposing: Bool, keyboard mode: String? = nil
  ) -> TextEditDecision {
    guard !isComposing, let rule else { return .allow }
    (judged, letIn) = ((edit.text, false), nil)
    let decision = rule.decide(edit)
    allowed = decision == .allow ? edit.result(inserting: edit.replacement) : nil
    let composes = ["zh", "yu", "ja"].contains(mode?.prefix(2))
    guard decision != .allow, edit.replacement.count < 2, composes, edit.isValid else {
      return decision
    }
    letIn = edit
    return .allow
  }

  /// The keystroke refused and let in last, as it may begin a composition: if it is not marked
  /// by the next change, the change is undone, text typed over included, rather than cut.
  private var letIn: TextEdit?
  /// The text the last edit the rules allowed makes: not judged again once made, where the edit
  /// between the texts could start inside a character (an accent pasted with its letter is not
  /// a lone accent).
  private var allowed: String?
  /// Whether the last keystroke was refused and let in, waiting to be judged once made.
  package var isKeystrokeLetIn: Bool { letIn != nil }

  /// The text the field should hold after it changed to `text`, with the caret's place (UTF-16)
  /// after what was kept of the change, or `nil` if `text` fits.
  ///
  /// - Parameters:
  ///   - isComposing: An input method has marked text, left alone: `text` is then the field's
  ///     text without it, which its commit will be judged against when the composition begins,
  ///     the text as it was then for the rest of it.
  ///   - caret: Where the caret is in `text` (UTF-16), after what changed, if known.
  package func textDidChange(
    _ text: String, isComposing: Bool, caret: Int? = nil
  ) -> (text: String, caret: Int)? {
    let (refused, allowed) = (letIn.moveOut(), allowed.moveOut())
    if isComposing, judged?.isComposing != true { judged = (text, true) }
    guard !isComposing, let rule else { return nil }
    if let refused, text == refused.result(inserting: refused.replacement) {
      judged = (refused.text, false)
      return (refused.text, refused.range.lowerBound)
    }
    // With nothing judged yet, the whole text is judged as if it had been pasted at once; an
    // edit the rules allowed, once made, as no change.
    let edit = TextEdit(from: text == allowed ? text : judged?.text ?? "", to: text, caret: caret)
    let cleaned: (text: String, caret: Int)? =
      switch rule.decide(edit) {
      case .allow: nil
      // Only what the two texts share: never text the field no longer holds.
      case .reject: (edit.result(inserting: ""), edit.range.lowerBound)
      case .replace(let fitting, let caretOffset): (fitting, caretOffset)
      }
    judged = (cleaned?.text ?? text, false)
    return cleaned
  }

  /// The text to set when the app sets `text` in code.
  package func textToSet(_ text: String) -> String { rule?.sanitize(text) ?? text }
}
