import Foundation
import ResponderEventsCore

/// The rules for values crossing between Objective-C and the engine.
///
/// Payload dictionaries, event names and handler results: each bad value gets a defined
/// outcome and a diagnostic, never an exception.
///
/// Everything here compiles without UIKit, so the rules are tested on every platform; the
/// `@objc` API calls them with the values Objective-C passed.
@MainActor
enum ObjCValues {
  // MARK: - Payloads

  /// A value converted from Objective-C, and what was left out of it.
  ///
  /// Converting reads the dictionary and nothing else, on whatever thread the caller is on;
  /// reporting what was left out needs the main actor. `-[REReplyPromise fulfill:]` converts
  /// on the caller's thread and reports on the main thread.
  struct Conversion: Sendable {
    /// The value, without the entries left out.
    var value: EventPayload
    /// Why each entry left out was left out, in the order of their keys.
    var omissions: [String] = []

    /// Reports each omission as ``EventDiagnostic/Kind/objectiveCValueDropped``, unless the
    /// value answers a request nobody waits for (`awaited` is `false`): what is dropped as a
    /// whole reports nothing of its parts.
    ///
    /// - Returns: The value.
    @MainActor func reported(
      event name: String, at node: (any EventNode)?, awaited: Bool = true
    ) -> EventPayload {
      for omission in omissions where awaited { ObjCValues.report(omission, event: name, at: node) }
      return value
    }
  }

  /// The payload of an event from an Objective-C dictionary, and what was left out of it, to
  /// report with ``Conversion/reported(event:at:)``.
  ///
  /// `nil` is an empty payload. A key that is not a string, and a key whose value is `NSNull`
  /// or not a property list, is left out, and each is reported as
  /// ``EventDiagnostic/Kind/objectiveCValueDropped``.
  nonisolated static func payload(from dictionary: [AnyHashable: Any]?) -> Conversion {
    conversion(of: dictionary ?? [:]) { key, refusal in
      refusal == .null
        ? "the value for \"\(key)\" is NSNull, which a payload cannot hold: the key was left out,"
          + " as if absent (leave the key out, or set it to nil, to say there is no value)"
        : "the value for \"\(key)\" is \(refusal), not a property list (a string, number,"
          + " Boolean, date, data, or an array or string-keyed dictionary of those): the key"
          + " was left out"
    }
  }

  /// The dictionary an Objective-C handler or sender sees for a payload: its property-list
  /// values, which become Foundation objects where the dictionary crosses into Objective-C.
  ///
  /// A value with no Objective-C form (a Swift struct a Swift handler added, say) is left out
  /// of the dictionary and reported; the event still carries it.
  static func dictionary(
    from payload: EventPayload, event name: String, at node: (any EventNode)?
  ) -> [String: Any] {
    conversion(of: payload.values) { key, refusal in
      "the value for \"\(key)\" is \(refusal), which has no Objective-C form (an Objective-C"
        + " handler sees property lists only): it was left out of the payload Objective-C sees,"
        + " and the event still carries it"
    }.reported(event: name, at: node).values
  }

  /// The property lists of `dictionary`, from either language, and why each entry was left
  /// out: its key is not a string, or `omission` says why its value was refused.
  nonisolated static func conversion(
    of dictionary: [AnyHashable: Any], omission: (_ key: String, Refusal) -> String
  ) -> Conversion {
    // Objective-C's lightweight generics are not checked at run time: a dictionary built from
    // JSON or by hand can hold an `NSNumber` key where `NSString` was declared. Such an entry
    // is left out here, rather than trapping where the dictionary crosses into Swift.
    var conversion = Conversion(value: EventPayload())
    var entries: [String: Any] = [:]
    for (key, value) in dictionary {
      if let string = key.base as? String {
        entries[string] = value
      } else {
        conversion.omissions.append(
          "the payload has the key \(key.base) (a \(type(of: key.base))), not a string: the entry"
            + " was left out")
      }
    }
    // The messages differ only in their keys: sorted, they are in the order of the keys.
    conversion.omissions.sort()
    for key in entries.keys.sorted() {
      switch classify(entries[key]!) {
      case .success(let value): conversion.value[key] = value
      case .failure(let refusal): conversion.omissions.append(omission(key, refusal))
      }
    }
    return conversion
  }

  /// Adds an entry of an `NSDictionary`, read with any key (`ObjCDictionary.entries`), to
  /// `entries`, and reports a key that Swift finds equal to one added before.
  ///
  /// `NSString` compares keys code unit by code unit and Swift's `String` by canonical
  /// equivalence, so `@"é"` and `@"e\u0301"` are two keys in Objective-C and one here: the value
  /// enumerated last is kept, and the other is reported as left out, from any thread. Checking
  /// what `updateValue` returns costs nothing where no key repeats.
  nonisolated static func add(_ value: Any, for key: Any, to entries: inout [AnyHashable: Any]) {
    if let key = key as? AnyHashable, entries.updateValue(value, forKey: key) != nil {
      let message =
        "two keys are \"\(key)\" to Swift (canonically equivalent: é composed and decomposed, say):"
        + " one value was left out; normalise the keys (precomposedStringWithCanonicalMapping)"
      MainThread.run { report(message, event: nil, at: nil) }
    }
  }

  // MARK: - Property lists

  // The values both languages read the same way: property lists (a string, a number, a
  // Boolean, a date, data, or an array or string-keyed dictionary of those).
  //
  // Payloads cross between Objective-C and Swift as property lists, because those are the
  // values each side has a plain type for: `NSString` and `String`, `NSNumber` and `Int`,
  // `Double` or `Bool`, and so on. Anything else is refused where it would cross (see
  // `Refusal`).
  //
  // A value is kept as Swift code reads it from a payload: `String`, `Bool`, `Int`, `UInt64`
  // (an unsigned number too large for `Int`), `Double`, `Date`, `Data`, `[any Sendable]` or
  // `[String: any Sendable]`. Objective-C reads each as the Foundation object Swift bridges it
  // to where it crosses: `NSString`, `NSNumber` (`@YES` or `@NO` for a `Bool`), `NSDate`,
  // `NSData`, `NSArray` or `NSDictionary`.

  /// Why a value cannot cross: where in it the offending part sits, and what it is.
  ///
  /// Its description names the offending part where it sits, as diagnostics say it: `a UIView`,
  /// `a value holding NSNull at [2]`, `a value holding a key of type Int at ["sizes"]`.
  struct Refusal: Error, Equatable, CustomStringConvertible {
    /// The path to the offending part inside the value, such as `[2]` or `.size.width`; empty
    /// when it is the value itself.
    var path = ""
    /// The offending part: `NSNull`, `a` and its type name, or `a key of type …` for a
    /// dictionary key that is not a string.
    var found: String

    /// The refusal of `NSNull` itself, which a payload takes for a missing value rather than a
    /// wrong one.
    static let null = Refusal(found: "NSNull")

    var description: String { path.isEmpty ? found : "a value holding \(found) at \(path)" }

    /// The same refusal, for the value that holds this one at `step`.
    func inside(_ step: String) -> Refusal { Refusal(path: step + path, found: found) }
  }

  /// Classifies `value`, from either language, as a payload keeps it.
  ///
  /// Numbers come first, as `NSNumber`s: Swift's `Bool`, integers and floating-point numbers
  /// bridge to the `NSNumber` of their own type, so one reading (``number(_:)``) tells a
  /// Boolean from a number in both languages, where casting an `NSNumber` to `Bool` or `Int`
  /// could not. Then `NSString`, `NSDate`, `NSData` or their Swift types, then arrays and
  /// dictionaries of either language, whose elements are classified in turn.
  ///
  /// A value nested more than 256 deep is refused: no property list is, and one that holds
  /// itself would recurse without end (on Apple platforms, whose casts to `[Any]` bridge
  /// lazily; Linux's Foundation bridges eagerly, and overflows the stack in the cast first).
  ///
  /// - Returns: The value, or a ``Refusal`` naming the first part that is `NSNull` or not a
  ///   property list.
  nonisolated static func classify(_ value: Any, depth: Int = 0) -> Result<any Sendable, Refusal> {
    // A `Result` rather than `throws(Refusal)`: the iOS 17.4 SDK's compiler crashes lowering
    // typed throws mixed with these Objective-C bridging casts.
    guard depth < 256 else { return .failure(Refusal(found: "a value nested over 256 deep")) }
    switch value {
    case is NSNull: return .failure(.null)
    case let number as NSNumber: return .success(Self.number(number))
    case let string as String: return .success(string)
    case let substring as Substring: return .success(String(substring))
    case let date as Date: return .success(date)
    case let data as Data: return .success(data)
    case let array as [Any]:
      var elements: [any Sendable] = []
      elements.reserveCapacity(array.count)
      for (index, element) in array.enumerated() {
        switch classify(element, depth: depth + 1) {
        case .success(let value): elements.append(value)
        case .failure(let refusal): return .failure(refusal.inside("[\(index)]"))
        }
      }
      return .success(elements)
    default:
      // String keys first (`map` only widens them to `AnyHashable`): bridging an
      // `NSDictionary` keeps one entry for two keys that Swift's `String` finds equal
      // (canonically equivalent, `@"é"` and `@"e\u0301"`) only when the key type is `String`;
      // with `AnyHashable` keys it traps on Apple platforms ("Duplicate keys",
      // `_conditionallyBridgeFromObjectiveC`, swiftlang/swift#14033).
      guard let pairs = (value as? [String: Any]).map(\.self) ?? value as? [AnyHashable: Any] else {
        return .failure(Refusal(found: "a \(type(of: value))"))
      }
      var entries: [String: any Sendable] = [:]
      for (key, element) in pairs {
        guard let name = key.base as? String else {
          return .failure(Refusal(found: "a key of type \(type(of: key.base))"))
        }
        switch classify(element, depth: depth + 1) {
        case .success(let value): entries[name] = value
        case .failure(let refusal): return .failure(refusal.inside("[\"\(name)\"]"))
        }
      }
      return .success(entries)
    }
  }

  /// The class of `@YES` and `@NO` (`__NSCFBoolean`, on Apple platforms and in
  /// swift-corelibs-foundation alike).
  private nonisolated static let booleanClass = ObjectIdentifier(type(of: NSNumber(value: true)))

  /// An `NSNumber` as a `Bool`, an `Int` (a `UInt64` when too large for it) or a `Double`.
  ///
  /// `@YES` and `@NO` are Booleans. Other numbers follow their `objCType`: `B` (C `bool`) is a
  /// Boolean; the integer encodings, `char` included, are integers; the rest (`f`, `d`, and
  /// `NSDecimalNumber`) are `Double`s.
  nonisolated static func number(_ number: NSNumber) -> any Sendable {
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

  // MARK: - Names

  /// `name` as an event name; `nil` when it is empty, reported as `emptyEventName`.
  ///
  /// An Objective-C `nil` arrives as an empty string. No handler is ever registered for an
  /// empty name, so no event with one is sent either: `refused` says which was refused.
  static func eventName(_ name: String, at node: (any EventNode)?, refused: String) -> EventName? {
    guard name.isEmpty else { return EventName(name) }
    EventDiagnostics.emit(
      .emptyEventName, eventType: NamedEvent.self, node: node,
      "\(refused) for an empty (or nil) event name: no handler is ever registered for one")
    return nil
  }

  // MARK: - Handler results

  /// What a handler's result means: the case at index `rawValue` of the Objective-C
  /// enumeration `Disposition` answers with (``ObjCResult``).
  ///
  /// An Objective-C block can return any integer cast to the enumeration; anything else is
  /// read as pass (the event goes on, as if the handler were not there) and reported.
  static func disposition<Disposition: ObjCResult>(
    rawValue: Int, event name: String, at node: any EventNode
  ) -> Disposition {
    let objC = Disposition.objC
    guard !objC.results.indices.contains(rawValue) else { return objC.results[rawValue] }
    // `pass 0, handled 1, skip subtree 2, stop 3`: the outcomes traces print.
    let meanings = objC.results.enumerated().map { "\($1.outcome) \($0)" }
    let handler = objC.direction == .up ? "a handler" : "a broadcast handler"
    report(
      "\(handler) returned \(rawValue), which is not an \(objC.type)"
        + " (\(meanings.joined(separator: ", "))): it was read as pass", event: name, at: node)
    return objC.results[0]
  }

  // MARK: - Reply errors

  /// The code of `REReplyError` for a reply error: the order of its cases.
  static func code(for error: ReplyError) -> Int {
    switch error {
    case .unhandled: 0
    case .noReply: 1
    case .responderDeallocated: 2
    case .promiseAbandoned: 3
    case .refused: 4
    case .cancelled: 5
    case .timedOut: 6
    }
  }

  // MARK: - Blocks

  /// Reports a `nil` block passed to `method`, whose header says `_Nullable` so that the
  /// compiler lets it through, as ``EventDiagnostic/Kind/objectiveCValueDropped``.
  ///
  /// A registration with a `nil` block registers nothing and returns a token that removes
  /// nothing; a send or broadcast whose reply block is `nil` still goes, with nobody waiting.
  ///
  /// - Parameter sent: Whether the event was sent anyway (the block was its reply block).
  static func reportNilBlock(_ method: String, sent: Bool, at node: (any EventNode)?) {
    let outcome =
      sent
      ? "the event was sent without waiting for an answer"
      : "nothing was registered, and the token returned removes nothing"
    report("\(method) was passed a nil block, which was ignored: " + outcome, event: nil, at: node)
  }

  /// Reports a `nil` cell returned by the block of `re_provideCell:` for the row at
  /// `indexPath`, as ``EventDiagnostic/Kind/objectiveCValueDropped``.
  ///
  /// UIKit requires a cell from `tableView:cellForRowAtIndexPath:` (UITableView.h declares it
  /// nonnull) and raises an exception for `nil`; the table shows an empty cell instead.
  static func reportNilCell(at indexPath: IndexPath, in table: (any EventNode)?) {
    let row = indexPath.count == 2 ? "section \(indexPath[0]), row \(indexPath[1])" : "\(indexPath)"
    report(
      "the block of re_provideCell: returned nil for \(row): an empty UITableViewCell was shown"
        + " there, since UIKit raises an exception when tableView:cellForRowAtIndexPath: returns"
        + " nil; return a cell for every row, such as"
        + " [tableView dequeueReusableCellWithIdentifier:forIndexPath:]", event: nil, at: table)
  }

  // MARK: - Reporting

  /// Reports a value dropped on its way between the languages, for the named event `name` (or
  /// for no event).
  static func report(_ message: String, event name: String?, at node: (any EventNode)?) {
    EventDiagnostics.emit(
      .objectiveCValueDropped, eventType: name.map { _ in NamedEvent.self }, node: node,
      (name.map { "\"\($0)\": " } ?? "") + message)
  }
}

/// A handler's answer as an Objective-C block returns it: a raw value of an enumeration.
protocol ObjCResult: HandlerDisposition {
  /// The cases in the order of the enumeration's raw values, the enumeration's name, and the
  /// direction its handlers see events travel in.
  static var objC: (results: [Self], type: String, direction: EventDirection) { get }
}

/// `REEventResult`: `0` pass, `1` handled, `2` stop.
extension EventDisposition: ObjCResult {
  static let objC = (
    results: [Self.pass, .handled, .stop], type: "REEventResult", direction: EventDirection.up
  )
}

/// `REBroadcastResult`: `0` pass, `1` handled, `2` skip subtree, `3` stop.
extension BroadcastDisposition: ObjCResult {
  static let objC = (
    results: [Self.pass, .handled, .skipSubtree, .stop], type: "REBroadcastResult",
    direction: EventDirection.down
  )
}
