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
/// than refused whole, unless that part leaves the text no longer than it was: an edit that
/// replaces text (a selection, a word an autocorrection replaces, a Korean syllable a keystroke
/// rebuilds) is then refused whole, as its cut would only change what it replaces. The UIKit
/// layer applies a rule to a `UITextField` with `field.re.apply(_:)`.
public struct TextInputRule: Sendable {
  // Made by the factories below through the memberwise initializer, private as these are. A
  // rule is one test of characters and one length, so that rules combine in any order: a
  // paste's forbidden characters are dropped before its length is cut to fit.

  /// The characters admitted; every one, for a rule that only limits the length.
  private let isAllowed: @Sendable (Character) -> Bool
  /// The most characters the text may hold.
  private let maximum: Int

  /// At most `maximum` characters, counted as the user sees them.
  public static func maximumLength(_ maximum: Int) -> TextInputRule {
    TextInputRule(isAllowed: { _ in true }, maximum: max(0, maximum))
  }

  /// Only characters for which `isAllowed` returns `true`.
  ///
  /// A combining accent typed after a letter is judged with it, as the one character they
  /// make, where the text it goes into is otherwise allowed: an edit that would make a refused
  /// character so is refused whole.
  public static func allowedCharacters(
    _ isAllowed: @escaping @Sendable (Character) -> Bool
  ) -> TextInputRule {
    TextInputRule(isAllowed: isAllowed, maximum: .max)
  }

  /// A rule that admits what both rules admit.
  ///
  /// It allows the characters both allow, and at most the smaller length. The order does not
  /// matter: the characters are filtered before the length is cut, so a paste keeps as many
  /// allowed characters as fit.
  public func combined(with other: TextInputRule) -> TextInputRule {
    TextInputRule(
      isAllowed: { isAllowed($0) && other.isAllowed($0) }, maximum: min(maximum, other.maximum))
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
    // Judged in the text it goes into, where a combining mark joins the character before it.
    let allowed =
      edit.result(inserting: edit.replacement).allSatisfy(isAllowed)
      ? edit.replacement : String(edit.replacement.filter(isAllowed))
    let admitted = Self.longestFittingPrefix(of: allowed, in: edit, maximum: maximum)
    let result = edit.result(inserting: admitted)
    // A character allowed alone (an accent) may make a refused one with the text it goes into.
    let refusedInPlace =
      !result.allSatisfy(isAllowed) && edit.result(inserting: "").allSatisfy(isAllowed)
    // A cut that leaves the text no longer only changes what the edit replaces: a word an
    // autocorrection replaces, a Korean syllable a keystroke rebuilds, at the limit.
    let gainsNothing = admitted != allowed && result.count <= edit.text.count
    if admitted.isEmpty || refusedInPlace || gainsNothing { return .reject }
    if admitted == edit.replacement { return .allow }
    return .replace(text: result, caretOffset: edit.range.lowerBound + admitted.utf16.count)
  }

  /// The text with everything the rule forbids removed; for text that arrived without an edit
  /// the rule could decide (set in code, or committed by an input method), or text the rule
  /// never sees typed, as a SwiftUI `TextField`'s binding.
  public func sanitize(_ text: String) -> String {
    // A character dropped can join its neighbours into one the rule refuses ("e", a refused
    // newline, an accent): filtered again until none is left, each pass dropping one at least.
    var kept = text
    while !kept.allSatisfy(isAllowed) { kept = String(kept.filter(isAllowed)) }
    return String(kept.prefix(maximum))
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
    if maximum == .max || fits(characters.count) { return replacement }
    // The result's length hardly ever shrinks as more of the replacement goes in (it can, when
    // a character joins a cluster with the text after the caret, as a zero-width joiner before
    // an emoji does), so the fitting prefixes are, but for such cases, those up to some length:
    // find it by bisection. Where the assumption fails the paste may be cut shorter than the
    // longest prefix that fits, never longer: the last check keeps the result within `maximum`.
    // A search of 300,000 random edits of emoji, joiners, flags and accents found no such cut.
    var (low, high) = (0, characters.count)
    while low < high {
      let middle = (low + high + 1) / 2
      if fits(middle) { low = middle } else { high = middle - 1 }
    }
    return fits(low) ? String(characters[..<low]) : ""
  }
}
