/// A bag of named values carried by a ``NamedEvent``, like the `userInfo` dictionary of the
/// Objective-C responder-chain routers.
///
/// Read a value with the type you expect; a missing key or a value of another type reads as `nil`
/// instead of crashing:
///
/// ```swift
/// let row = event.payload["row", as: Int.self]
/// ```
public struct EventPayload: Sendable, ExpressibleByDictionaryLiteral, CustomStringConvertible {
  /// The values by key.
  public var values: [String: any Sendable]

  /// Creates a payload holding the given values.
  public init(_ values: [String: any Sendable] = [:]) { self.values = values }

  /// Creates a payload from a dictionary literal.
  public init(dictionaryLiteral elements: (String, any Sendable)...) {
    self.values = Dictionary(elements, uniquingKeysWith: { _, last in last })
  }

  /// The value stored under `key`, or `nil`.
  ///
  /// Assigning `nil` removes the key.
  public subscript(key: String) -> (any Sendable)? {
    get { values[key] }
    set { values[key] = newValue }
  }

  /// The value stored under `key` if it has type `T`; otherwise `nil`.
  public subscript<T>(key: String, as type: T.Type) -> T? { values[key] as? T }

  /// The keys and values, sorted by key so that printing is stable.
  public var description: String {
    "[" + values.keys.sorted().map { "\($0): \(values[$0]!)" }.joined(separator: ", ") + "]"
  }
}
