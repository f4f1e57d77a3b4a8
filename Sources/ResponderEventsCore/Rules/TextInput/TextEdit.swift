/// A proposed change to a text field's text, as `UITextFieldDelegate` describes it.
///
/// `range` counts UTF-16 code units, like the `NSRange` UIKit passes, which
/// ``init(text:location:length:replacement:)`` takes.
package struct TextEdit: Sendable, Hashable {
  /// The text before the change.
  package var text: String
  /// The UTF-16 offsets of the text being replaced.
  package var range: Range<Int>
  /// The text replacing it; empty for a deletion.
  package var replacement: String

  /// Creates an edit.
  package init(text: String, range: Range<Int>, replacement: String) {
    self.text = text
    self.range = range
    self.replacement = replacement
  }

  /// Creates the edit a delegate's `NSRange` describes, `length` UTF-16 code units from
  /// `location`.
  ///
  /// A range with an `NSNotFound` location and a length, or a negative length, lies outside any
  /// text, so ``isValid`` refuses it, where `location..<location + length` would stop the app.
  package init(text: String, location: Int, length: Int, replacement: String) {
    let end = location &+ length
    self.init(text: text, range: end < location ? -1..<0 : location..<end, replacement: replacement)
  }

  /// The edit that turns `old` into `new`.
  ///
  /// It replaces what lies between the start and the end they share, in whole Unicode scalars:
  /// for a change that UIKit reports only once made (an input method's commit), the part that
  /// changed, wherever it is in the text.
  ///
  /// - Parameter caret: Where the caret is in `new` (UTF-16), if known: what was inserted ends
  ///   there, where the texts alone cannot tell (an input method committing "们的" after "我" of
  ///   "我们" inserted that, not "的们" after "们"); ignored where it would make a larger edit.
  package init(from old: String, to new: String, caret: Int? = nil) {
    let (before, after) = (Array(old.unicodeScalars), Array(new.unicodeScalars))
    let caretScalars = caret.map {
      String(decoding: new.utf16.prefix(max($0, 0)), as: UTF16.self).unicodeScalars.count
    }
    let latestStart = caretScalars.map { max(0, $0 - max(0, after.count - before.count)) }
    let start = min(zip(before, after).prefix { $0 == $1 }.count, latestStart ?? .max)
    // The end they share after that start: it never overlaps it.
    let end = zip(before[start...].reversed(), after[start...].reversed()).prefix { $0 == $1 }.count
    let offset = { old.unicodeScalars.index(old.startIndex, offsetBy: $0).utf16Offset(in: old) }
    self.init(
      text: old, range: offset(start)..<offset(before.count - end),
      replacement: String(String.UnicodeScalarView(after[start..<(after.count - end)])))
    // A caret left before the change would make the edit replace, and a refusal remove, text
    // that did not change: the edit the texts alone give then.
    let plain = caret == nil ? nil : TextEdit(from: old, to: new)
    if let plain, plain.range.count < range.count { self = plain }
  }

  /// Whether `range` lies within `text`.
  package var isValid: Bool { range.lowerBound >= 0 && range.upperBound <= text.utf16.count }

  /// The text after replacing `range` with `insertion`, for a valid edit (``isValid``): the
  /// rules ask only once they have rejected the others.
  ///
  /// A range that cuts through a character's UTF-16 code units leaves replacement characters
  /// (U+FFFD) where the cut parts were, as Foundation does.
  package func result(inserting insertion: String) -> String {
    let units = Array(text.utf16)
    let combined = units[..<range.lowerBound] + Array(insertion.utf16) + units[range.upperBound...]
    return String(decoding: combined, as: UTF16.self)
  }
}

/// What to do with a proposed ``TextEdit``.
package enum TextEditDecision: Sendable, Hashable {
  /// Let the change happen as proposed.
  case allow
  /// Refuse the change; the text stays as it was.
  case reject
  /// Refuse the proposed change and set the text to `text` instead, with the caret at
  /// `caretOffset` (UTF-16): the part of a paste that the rules admit, say.
  case replace(text: String, caretOffset: Int)
}
