import Foundation

/// A value that both languages read the same way: a property list value (a string, a number,
/// a Boolean, a date, data, or an array or string-keyed dictionary of those).
///
/// Payloads cross between Objective-C and Swift as property lists, because those are the
/// values each side has a plain type for: `NSString` and `String`, `NSNumber` and `Int`,
/// `Double` or `Bool`, and so on. Anything else is refused where it would cross (see
/// ``Refusal``).
enum PropertyListValue: Equatable {
  case string(String)
  case bool(Bool)
  case integer(Int)
  /// An unsigned number too large for `Int`.
  case unsignedInteger(UInt64)
  case double(Double)
  case date(Date)
  case data(Data)
  case array([PropertyListValue])
  case dictionary([String: PropertyListValue])

  /// Why a value cannot cross: where in it the offending part sits, and what it is.
  struct Refusal: Error, Equatable {
    /// The path to the offending part inside the value, such as `[2]` or `.size.width`; empty
    /// when it is the value itself.
    var path: String
    /// The offending part's type name, `NSNull`, or `a key of type …` for a dictionary key that
    /// is not a string.
    var found: String
    /// Whether the offending part is `NSNull`.
    var isNull: Bool

    /// The same refusal, for the value that holds this one at `step`.
    func inside(_ step: String) -> Refusal {
      Refusal(path: step + path, found: found, isNull: isNull)
    }
  }

  /// Classifies `value`, from either language.
  ///
  /// Swift's own scalar types are recognised by their exact type first: on Apple platforms a
  /// Swift `Int` also casts to `NSNumber` and an `NSNumber` to `Bool`, so casting alone cannot
  /// tell them apart. Foundation objects come next: `NSNumber` (a Boolean when it is the
  /// Boolean class `@YES` and `@NO` belong to), `NSString`, `NSDate`, `NSData`, then arrays
  /// and dictionaries of either language, whose elements are classified in turn.
  ///
  /// - Returns: The value, or a ``Refusal`` naming the first part that is `NSNull` or not a
  ///   property list.
  static func classify(_ value: Any) -> Result<PropertyListValue, Refusal> {
    // A `Result` rather than `throws(Refusal)`: the iOS 17.4 SDK's compiler crashes lowering
    // typed throws mixed with these Objective-C bridging casts.
    if let scalar = swiftScalar(value) {
      return .success(scalar)
    } else if value is NSNull {
      return .failure(Refusal(path: "", found: "NSNull", isNull: true))
    } else if let number = value as? NSNumber {
      return .success(Self.number(number))
    } else if let string = value as? String {
      return .success(.string(string))
    } else if let date = value as? Date {
      return .success(.date(date))
    } else if let data = value as? Data {
      return .success(.data(data))
    } else if let array = value as? [Any] {
      var elements: [PropertyListValue] = []
      elements.reserveCapacity(array.count)
      for (index, element) in array.enumerated() {
        switch classify(element) {
        case .success(let value): elements.append(value)
        case .failure(let refusal): return .failure(refusal.inside("[\(index)]"))
        }
      }
      return .success(.array(elements))
    } else if let dictionary = value as? [AnyHashable: Any] {
      var entries: [String: PropertyListValue] = [:]
      for (key, element) in dictionary {
        guard let name = key.base as? String else {
          return .failure(
            Refusal(path: "", found: "a key of type \(typeName(of: key.base))", isNull: false))
        }
        switch classify(element) {
        case .success(let value): entries[name] = value
        case .failure(let refusal): return .failure(refusal.inside("[\"\(name)\"]"))
        }
      }
      return .success(.dictionary(entries))
    } else {
      return .failure(Refusal(path: "", found: typeName(of: value), isNull: false))
    }
  }

  /// The value as Swift code reads it from a payload: `String`, `Bool`, `Int`, `UInt64`,
  /// `Double`, `Date`, `Data`, `[any Sendable]` or `[String: any Sendable]`.
  var swiftValue: any Sendable {
    switch self {
    case .string(let value): value
    case .bool(let value): value
    case .integer(let value): value
    case .unsignedInteger(let value): value
    case .double(let value): value
    case .date(let value): value
    case .data(let value): value
    case .array(let values): values.map(\.swiftValue)
    case .dictionary(let values): values.mapValues(\.swiftValue)
    }
  }

  /// The value as Objective-C code reads it: `NSString`, `NSNumber`, `NSDate`, `NSData`,
  /// `NSArray` or `NSDictionary`.
  var foundationObject: AnyObject {
    switch self {
    case .string(let value): NSString(string: value)
    case .bool(let value): NSNumber(value: value)
    case .integer(let value): NSNumber(value: value)
    case .unsignedInteger(let value): NSNumber(value: value)
    case .double(let value): NSNumber(value: value)
    case .date(let value):
      NSDate(timeIntervalSinceReferenceDate: value.timeIntervalSinceReferenceDate)
    case .data(let value): NSData(data: value)
    case .array(let values): NSArray(array: values.map(\.foundationObject))
    case .dictionary(let values):
      NSDictionary(
        dictionary: Dictionary(
          uniqueKeysWithValues: values.map { (AnyHashable($0.key), $0.value.foundationObject) }))
    }
  }

  // MARK: - Classification

  /// The property list value of a Swift scalar, matched by its exact type; `nil` for any other
  /// value.
  private static func swiftScalar(_ value: Any) -> PropertyListValue? {
    switch ObjectIdentifier(type(of: value)) {
    case ObjectIdentifier(String.self): .string(value as! String)
    case ObjectIdentifier(Substring.self): .string(String(value as! Substring))
    case ObjectIdentifier(Bool.self): .bool(value as! Bool)
    case ObjectIdentifier(Int.self): .integer(value as! Int)
    case ObjectIdentifier(Int8.self): .integer(Int(value as! Int8))
    case ObjectIdentifier(Int16.self): .integer(Int(value as! Int16))
    case ObjectIdentifier(Int32.self): .integer(Int(value as! Int32))
    case ObjectIdentifier(Int64.self): .integer(Int(value as! Int64))
    case ObjectIdentifier(UInt8.self): .integer(Int(value as! UInt8))
    case ObjectIdentifier(UInt16.self): .integer(Int(value as! UInt16))
    case ObjectIdentifier(UInt32.self): .integer(Int(value as! UInt32))
    case ObjectIdentifier(UInt.self): unsigned(UInt64(value as! UInt))
    case ObjectIdentifier(UInt64.self): unsigned(value as! UInt64)
    case ObjectIdentifier(Double.self): .double(value as! Double)
    case ObjectIdentifier(Float.self): .double(Double(value as! Float))
    case ObjectIdentifier(Date.self): .date(value as! Date)
    case ObjectIdentifier(Data.self): .data(value as! Data)
    default: nil
    }
  }

  /// An unsigned number: `Int` when it fits.
  private static func unsigned(_ value: UInt64) -> PropertyListValue {
    Int(exactly: value).map(PropertyListValue.integer) ?? .unsignedInteger(value)
  }

  /// The class of `@YES` and `@NO` (`__NSCFBoolean`, on Apple platforms and in
  /// swift-corelibs-foundation alike).
  private static let booleanClass = ObjectIdentifier(type(of: NSNumber(value: true)))

  /// An `NSNumber` as a Boolean, an integer or a floating-point number.
  ///
  /// `@YES` and `@NO` are Booleans. Other numbers follow their `objCType`: `B` (C `bool`) is a
  /// Boolean; the integer encodings, `char` included, are integers; the rest (`f`, `d`, and
  /// `NSDecimalNumber`) are `Double`s.
  static func number(_ number: NSNumber) -> PropertyListValue {
    if ObjectIdentifier(type(of: number)) == booleanClass { return .bool(number.boolValue) }
    switch String(cString: number.objCType) {
    case "B": return .bool(number.boolValue)
    case "c", "s", "i", "l", "q": return .integer(number.intValue)
    case "C", "S", "I", "L", "Q": return unsigned(number.uint64Value)
    default: return .double(number.doubleValue)
    }
  }

  /// A short name for the type of `value`, as diagnostics print it.
  static func typeName(of value: Any) -> String {
    String(describing: type(of: value))
  }
}
