import Foundation
import Testing

@testable import ResponderEventsObjC

/// What crosses between Objective-C and Swift: property lists, each as the other side reads it.
@Suite("Property list values")
struct PropertyListTests {
  /// `value` with the type of each part spelled out and keys sorted, so that classified values
  /// compare: `Int(3)`, `[String(a), Bool(true)]`, `[n: Double(0.5)]`.
  static func shape(_ value: Any) -> String {
    switch value {
    case let array as [any Sendable]:
      "[" + array.map(shape).joined(separator: ", ") + "]"
    case let dictionary as [String: any Sendable]:
      "["
        + dictionary.keys.sorted().map { "\($0): \(shape(dictionary[$0]!))" }
        .joined(separator: ", ") + "]"
    default:
      "\(type(of: value))(\(value))"
    }
  }

  /// The shape of what `value` is classified as, or `nil` when it is refused.
  static func classified(_ value: Any) -> String? {
    try? shape(ObjCValues.classify(value).get())
  }

  /// Why `value` is refused, or `nil` when it is not.
  static func refusal(_ value: Any) -> ObjCValues.Refusal? {
    guard case .failure(let refusal) = ObjCValues.classify(value) else { return nil }
    return refusal
  }

  @Test("Foundation objects become the Swift values a Swift handler reads")
  func foundationObjects() throws {
    let date = Date(timeIntervalSinceReferenceDate: 1_000)
    let value = try ObjCValues.classify(
      NSDictionary(dictionary: [
        "title": NSString(string: "Blue"),
        "count": NSNumber(value: 3),
        "price": NSNumber(value: 2.5),
        "selected": NSNumber(value: true),
        "initial": NSNumber(value: Int8(97)),
        "huge": NSNumber(value: UInt64.max),
        "when": NSDate(timeIntervalSinceReferenceDate: 1_000),
        "bytes": NSData(data: Data([1, 2])),
        "tags": NSArray(array: [NSString(string: "a"), NSNumber(value: 1)]),
      ])
    ).get()
    #expect(
      Self.shape(value)
        == "[bytes: Data(2 bytes), count: Int(3), huge: UInt64(\(UInt64.max)), initial: Int(97),"
        + " price: Double(2.5), selected: Bool(true), tags: [String(a), Int(1)], title: String(Blue),"
        + " when: Date(\(date))]")
    let swift = try #require(value as? [String: any Sendable])
    #expect(swift["title"] as? String == "Blue")
    #expect(swift["count"] as? Int == 3)
    #expect(swift["selected"] as? Bool == true)
    #expect(swift["when"] as? Date == date)
    #expect(swift["tags"] as? [any Sendable] != nil)
  }

  // clang boxes a BOOL with numberWithBool:, but a comparison, `!` or `&&` is a C `int`, boxed
  // with numberWithInt: (objCType "i"): `@(items.count > 0)` arrives as an Int, as the router
  // migration page warns.
  @Test("a flag boxed from a C comparison (numberWithInt:) is an Int, which a Bool read misses")
  func comparisonBoxedAsInt() throws {
    let fromComparison = NSNumber(value: Int32(1))
    #expect(String(cString: fromComparison.objCType) == "i")
    let flag = ObjCValues.number(NSNumber(value: true))
    let payload = EventPayload(["dirty": ObjCValues.number(fromComparison), "flag": flag])
    #expect(payload["dirty", as: Int.self] == 1)
    #expect(payload["dirty", as: Bool.self] == nil)
    #expect(payload["flag", as: Bool.self] == true)
  }

  @Test("Swift values keep their kind: a Boolean is never a number, nor a number a Boolean")
  func swiftValues() {
    #expect(Self.classified(true) == "Bool(true)")
    #expect(Self.classified(1) == "Int(1)")
    #expect(Self.classified(Int32(-4)) == "Int(-4)")
    #expect(Self.classified(UInt8(200)) == "Int(200)")
    #expect(Self.classified(UInt64.max) == "UInt64(\(UInt64.max))")
    #expect(Self.classified(Float(1.5)) == "Double(1.5)")
    #expect(Self.classified("a"[...]) == "String(a)")
    #expect(Self.classified(["a", "b"]) == "[String(a), String(b)]")
    #expect(Self.classified(["n": [1, 2]] as [String: Any]) == "[n: [Int(1), Int(2)]]")
  }

  @Test("Objective-C reads Foundation objects, and a Boolean stays a Boolean")
  func foundationView() throws {
    let value = try ObjCValues.classify(
      ["flag": false, "count": 2, "name": "x", "list": [0.5]] as [String: Any]
    ).get()
    let dictionary = try #require(value as? [String: Any])
    let flag = try #require(dictionary["flag"] as? NSNumber)
    #expect(ObjCValues.number(flag) as? Bool == false)
    #expect((dictionary["count"] as? NSNumber)?.intValue == 2)
    #expect(dictionary["name"] as? NSString == "x")
    #expect(Self.classified(dictionary as NSDictionary) == Self.shape(value))
  }

  @Test("NSNull and values that are not property lists are refused, naming where they are")
  func refusals() {
    typealias Refusal = ObjCValues.Refusal
    #expect(Self.refusal(NSNull()) == .null)
    #expect(
      Self.refusal(NSArray(array: [NSNumber(value: 1), NSNull()]))
        == Refusal(path: "[1]", found: "NSNull"))
    #expect(
      Self.refusal(NSDictionary(dictionary: ["size": NSObject()]))
        == Refusal(path: "[\"size\"]", found: "a NSObject"))
    #expect(
      Self.refusal([1: "one"] as [AnyHashable: Any])
        == Refusal(path: "", found: "a key of type Int"))
    #expect(
      Self.refusal(IndexPath(indexes: [0, 1]))
        == Refusal(path: "", found: "a IndexPath"))
  }
}
