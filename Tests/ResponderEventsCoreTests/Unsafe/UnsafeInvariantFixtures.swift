import ResponderEventsCore

// What the tests of the engine's unsafe code (UnsafeInvariantTests and
// UnsafeInvariantExclusivityTests) share.

/// Collects what handlers did, captured by reference in their closures, so that calling a
/// freed handler would read freed memory.
@MainActor
final class ClosureLog {
  var entries: [String] = []
}

/// A provided value holding an object, so that a delivery reading a value it no longer holds
/// would read freed memory.
struct Caption: ProvidedValue {
  final class Text: Sendable {
    let string: String
    init(_ string: String) { self.string = string }
  }

  let text: Text

  init(_ string: String) {
    self.text = Text(string)
  }

  static var defaultValue: Caption { Caption("") }

  static func == (lhs: Caption, rhs: Caption) -> Bool { lhs.text.string == rhs.text.string }
}
