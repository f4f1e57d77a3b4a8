/// The name of a ``NamedEvent``: a string that routes an event the way selector-string routers do.
///
/// Create names from string literals, and keep the ones you use in one place so senders and
/// handlers agree on the spelling:
///
/// ```swift
/// extension EventName {
///   static let buttonTapped: EventName = "buttonTapped"
/// }
/// ```
///
/// No handler is registered for an empty name, so an event with one reaches nobody.
public struct EventName: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The name's text.
  public let rawValue: String

  /// Creates a name from its text.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Creates a name from a string literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The name's text.
  public var description: String { rawValue }
}
