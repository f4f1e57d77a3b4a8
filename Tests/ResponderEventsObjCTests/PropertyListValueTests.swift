import Foundation
import Testing

@testable import ResponderEventsObjC

/// What crosses between Objective-C and Swift: property lists, each as the other side reads it.
@Suite("Property list values")
struct PropertyListValueTests {
  @Test("Foundation objects become the Swift values a Swift handler reads")
  func foundationObjects() throws {
    let date = Date(timeIntervalSinceReferenceDate: 1_000)
    let value = try PropertyListValue.classify(
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
      value
        == .dictionary([
          "title": .string("Blue"), "count": .integer(3), "price": .double(2.5),
          "selected": .bool(true), "initial": .integer(97), "huge": .unsignedInteger(.max),
          "when": .date(date), "bytes": .data(Data([1, 2])),
          "tags": .array([.string("a"), .integer(1)]),
        ]))
    let swift = try #require(value.swiftValue as? [String: any Sendable])
    #expect(swift["title"] as? String == "Blue")
    #expect(swift["count"] as? Int == 3)
    #expect(swift["selected"] as? Bool == true)
    #expect(swift["tags"] as? [any Sendable] != nil)
  }

  @Test("Swift values are recognised by their own type, never as a number cast")
  func swiftValues() {
    #expect(PropertyListValue.classify(true) == .success(.bool(true)))
    #expect(PropertyListValue.classify(1) == .success(.integer(1)))
    #expect(PropertyListValue.classify(Int32(-4)) == .success(.integer(-4)))
    #expect(PropertyListValue.classify(UInt64.max) == .success(.unsignedInteger(.max)))
    #expect(PropertyListValue.classify(Float(1.5)) == .success(.double(1.5)))
    #expect(PropertyListValue.classify("a"[...]) == .success(.string("a")))
    #expect(
      PropertyListValue.classify(["a", "b"]) == .success(.array([.string("a"), .string("b")])))
    #expect(
      PropertyListValue.classify(["n": [1, 2]] as [String: Any])
        == .success(.dictionary(["n": .array([.integer(1), .integer(2)])])))
  }

  @Test("Objective-C reads Foundation objects, and a Boolean stays a Boolean")
  func foundationView() throws {
    let object = PropertyListValue.dictionary([
      "flag": .bool(false), "count": .integer(2), "name": .string("x"),
      "list": .array([.double(0.5)]),
    ]).foundationObject
    let dictionary = try #require(object as? NSDictionary)
    let flag = try #require(dictionary["flag"] as? NSNumber)
    #expect(PropertyListValue.number(flag) == .bool(false))
    #expect((dictionary["count"] as? NSNumber)?.intValue == 2)
    #expect(dictionary["name"] as? String == "x")
    #expect(PropertyListValue.classify(object) == PropertyListValue.classify(dictionary))
  }

  @Test("NSNull and values that are not property lists are refused, naming where they are")
  func refusals() {
    typealias Refusal = PropertyListValue.Refusal
    #expect(
      PropertyListValue.classify(NSNull())
        == .failure(Refusal(path: "", found: "NSNull", isNull: true)))
    #expect(
      PropertyListValue.classify(NSArray(array: [NSNumber(value: 1), NSNull()]))
        == .failure(Refusal(path: "[1]", found: "NSNull", isNull: true)))
    #expect(
      PropertyListValue.classify(NSDictionary(dictionary: ["size": NSObject()]))
        == .failure(Refusal(path: "[\"size\"]", found: "NSObject", isNull: false)))
    #expect(
      PropertyListValue.classify([1: "one"] as [AnyHashable: Any])
        == .failure(Refusal(path: "", found: "a key of type Int", isNull: false)))
    #expect(
      PropertyListValue.classify(IndexPath(indexes: [0, 1]))
        == .failure(Refusal(path: "", found: "IndexPath", isNull: false)))
  }
}
