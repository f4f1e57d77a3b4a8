import Foundation

/// The values both languages read the same way: property lists (a string, a number, a
/// Boolean, a date, data, or an array or string-keyed dictionary of those).
///
/// Payloads cross between Objective-C and Swift as property lists, because those are the
/// values each side has a plain type for: `NSString` and `String`, `NSNumber` and `Int`,
/// `Double` or `Bool`, and so on. Anything else is refused where it would cross (see
/// ``Refusal``).
///
/// A value is kept as Swift code reads it from a payload: `String`, `Bool`, `Int`, `UInt64`
/// (an unsigned number too large for `Int`), `Double`, `Date`, `Data`, `[any Sendable]` or
/// `[String: any Sendable]`. Objective-C reads each as the Foundation object Swift bridges it
/// to where it crosses: `NSString`, `NSNumber` (`@YES` or `@NO` for a `Bool`), `NSDate`,
/// `NSData`, `NSArray` or `NSDictionary`.
enum PropertyList {
  /// Why a value cannot cross: where in it the offending part sits, and what it is.
  ///
  /// Its description names the offending part where it sits, as diagnostics say it: `a UIView`,
  /// `a value holding NSNull at [2]`, `a value holding a key of type Int at ["sizes"]`.
  struct Refusal: Error, Equatable, CustomStringConvertible {
    /// The path to the offending part inside the value, such as `[2]` or `.size.width`; empty
    /// when it is the value itself.
    var path: String
    /// The offending part: `NSNull`, `a` and its type name, or `a key of type …` for a
    /// dictionary key that is not a string.
    var found: String

    /// The refusal of `NSNull` itself, which a payload takes for a missing value rather than a
    /// wrong one.
    static let null = Refusal(path: "", found: "NSNull")

    var description: String { path.isEmpty ? found : "a value holding \(found) at \(path)" }

    /// The same refusal, for the value that holds this one at `step`.
    func inside(_ step: String) -> Refusal {
      Refusal(path: step + path, found: found)
    }
  }

  /// Classifies `value`, from either language, as a payload keeps it.
  ///
  /// Numbers come first, as `NSNumber`s: Swift's `Bool`, integers and floating-point numbers
  /// bridge to the `NSNumber` of their own type, so one reading (``number(_:)``) tells a
  /// Boolean from a number in both languages, where casting an `NSNumber` to `Bool` or `Int`
  /// could not. Then `NSString`, `NSDate`, `NSData` or their Swift types, then arrays and
  /// dictionaries of either language, whose elements are classified in turn.
  ///
  /// - Returns: The value, or a ``Refusal`` naming the first part that is `NSNull` or not a
  ///   property list.
  static func classify(_ value: Any) -> Result<any Sendable, Refusal> {
    // A `Result` rather than `throws(Refusal)`: the iOS 17.4 SDK's compiler crashes lowering
    // typed throws mixed with these Objective-C bridging casts.
    if value is NSNull {
      return .failure(.null)
    } else if let number = value as? NSNumber {
      return .success(Self.number(number))
    } else if let string = value as? String {
      return .success(string)
    } else if let substring = value as? Substring {
      return .success(String(substring))
    } else if let date = value as? Date {
      return .success(date)
    } else if let data = value as? Data {
      return .success(data)
    } else if let array = value as? [Any] {
      var elements: [any Sendable] = []
      elements.reserveCapacity(array.count)
      for (index, element) in array.enumerated() {
        switch classify(element) {
        case .success(let value): elements.append(value)
        case .failure(let refusal): return .failure(refusal.inside("[\(index)]"))
        }
      }
      return .success(elements)
    } else if let dictionary = value as? [AnyHashable: Any] {
      var entries: [String: any Sendable] = [:]
      for (key, element) in dictionary {
        guard let name = key.base as? String else {
          return .failure(
            Refusal(path: "", found: "a key of type \(type(of: key.base))"))
        }
        switch classify(element) {
        case .success(let value): entries[name] = value
        case .failure(let refusal): return .failure(refusal.inside("[\"\(name)\"]"))
        }
      }
      return .success(entries)
    } else {
      return .failure(Refusal(path: "", found: "a \(type(of: value))"))
    }
  }

  /// The class of `@YES` and `@NO` (`__NSCFBoolean`, on Apple platforms and in
  /// swift-corelibs-foundation alike).
  private static let booleanClass = ObjectIdentifier(type(of: NSNumber(value: true)))

  /// An `NSNumber` as a `Bool`, an `Int` (a `UInt64` when too large for it) or a `Double`.
  ///
  /// `@YES` and `@NO` are Booleans. Other numbers follow their `objCType`: `B` (C `bool`) is a
  /// Boolean; the integer encodings, `char` included, are integers; the rest (`f`, `d`, and
  /// `NSDecimalNumber`) are `Double`s.
  static func number(_ number: NSNumber) -> any Sendable {
    if ObjectIdentifier(type(of: number)) == booleanClass { return number.boolValue }
    switch String(cString: number.objCType) {
    case "B": return number.boolValue
    case "c", "s", "i", "l", "q": return number.intValue
    case "C", "S", "I", "L", "Q":
      let value = number.uint64Value
      return Int(exactly: value).map { $0 as any Sendable } ?? value
    default: return number.doubleValue
    }
  }
}
