/// A rule for what a text field accepts: a maximum length, the characters allowed, or several
/// rules combined.
///
/// Lengths count characters as the user sees them (Swift `Character`s, extended grapheme
/// clusters): an emoji, a flag, a family emoji joined with zero-width joiners, or a letter with
/// combining accents each count as one.
///
/// ```swift
/// let pin = TextInputRule.allowedCharacters { $0.isASCII && $0.isNumber }
///   .combined(with: .maximumLength(6))
/// ```
///
/// Applied to a field (`field.re.apply(pin)`), it turns a paste of "3a4" after "12" into
/// "1234": the letter is dropped from the paste.
///
/// Rules never block deletions. A paste that does not fit is cut to the part that does, rather
/// than refused whole. The UIKit layer applies a rule to a `UITextField` with
/// `field.re.apply(_:)`.
public struct TextInputRule: Sendable {
  // Made by the factories below through the memberwise initializer, private as these are.

  /// Returns the part of the replacement that the rule admits into the edit's text.
  private let admit: @Sendable (_ replacement: String, _ edit: TextEdit) -> String
  /// Returns the text with what the rule forbids removed.
  private let clean: @Sendable (String) -> String

  /// At most `maximum` characters, counted as the user sees them.
  public static func maximumLength(_ maximum: Int) -> TextInputRule {
    let maximum = max(0, maximum)
    return TextInputRule(
      admit: { longestFittingPrefix(of: $0, in: $1, maximum: maximum) },
      clean: { text in text.count <= maximum ? text : String(text.prefix(maximum)) })
  }

  /// Only characters for which `isAllowed` returns `true`.
  public static func allowedCharacters(
    _ isAllowed: @escaping @Sendable (Character) -> Bool
  ) -> TextInputRule {
    TextInputRule(
      admit: { replacement, _ in String(replacement.filter(isAllowed)) },
      clean: { text in String(text.filter(isAllowed)) })
  }

  /// A rule that admits what both rules admit: this one first, then `other`.
  public func combined(with other: TextInputRule) -> TextInputRule {
    TextInputRule(
      admit: { replacement, edit in other.admit(self.admit(replacement, edit), edit) },
      clean: { text in other.clean(self.clean(text)) })
  }

  /// Decides a proposed edit.
  ///
  /// - Returns: ``TextEditDecision/allow`` for deletions and for insertions the rule admits
  ///   whole; ``TextEditDecision/replace(text:caretOffset:)`` with the admitted part when only
  ///   part is admitted; ``TextEditDecision/reject`` when nothing is admitted or the edit's
  ///   range lies outside its text.
  package func decide(_ edit: TextEdit) -> TextEditDecision {
    guard edit.isValid else { return .reject }
    if edit.replacement.isEmpty { return .allow }
    let admitted = admit(edit.replacement, edit)
    if admitted == edit.replacement { return .allow }
    if admitted.isEmpty { return .reject }
    return .replace(
      text: edit.result(inserting: admitted),
      caretOffset: edit.range.lowerBound + admitted.utf16.count)
  }

  /// The text with everything the rule forbids removed; for text that arrived without an edit
  /// the rule could decide (set in code, or committed by an input method), or text the rule
  /// never sees typed, as a SwiftUI `TextField`'s binding.
  public func sanitize(_ text: String) -> String {
    clean(text)
  }

  /// The longest prefix of `replacement`, in whole characters, that keeps the edit's result
  /// within `maximum` characters.
  private static func longestFittingPrefix(
    of replacement: String, in edit: TextEdit, maximum: Int
  ) -> String {
    let characters = Array(replacement)
    func fits(_ count: Int) -> Bool {
      edit.result(inserting: String(characters[..<count])).count <= maximum
    }
    if fits(characters.count) { return replacement }
    // The result's length never shrinks as more of the replacement goes in, so the fitting
    // prefixes are exactly those up to some length: find it by bisection.
    var low = 0
    var high = characters.count
    while low < high {
      let middle = (low + high + 1) / 2
      if fits(middle) { low = middle } else { high = middle - 1 }
    }
    return fits(low) ? String(characters[..<low]) : ""
  }
}
