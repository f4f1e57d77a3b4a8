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

  /// The payload of an event from an Objective-C dictionary.
  ///
  /// `nil` is an empty payload. A key whose value is `NSNull` or not a property list is left
  /// out, and each is reported as ``EventDiagnostic/Kind/objectiveCValueDropped``.
  static func payload(
    from dictionary: [String: Any]?, event name: String, at node: (any EventNode)?
  ) -> EventPayload {
    var payload = EventPayload()
    guard let dictionary else { return payload }
    for key in dictionary.keys.sorted() {
      payload[key] = swiftValue(dictionary[key]!, forKey: key, event: name, at: node)
    }
    return payload
  }

  /// A value from Objective-C as a payload holds it, or `nil` (reported) when it is `NSNull`
  /// or not a property list.
  static func swiftValue(
    _ value: Any, forKey key: String, event name: String, at node: (any EventNode)?
  ) -> (any Sendable)? {
    switch PropertyListValue.classify(value) {
    case .success(let value):
      return value.swiftValue
    case .failure(let refusal):
      report(refusalMessage(refusal, key: key), event: name, at: node)
      return nil
    }
  }

  /// The dictionary an Objective-C handler or sender sees for a payload: its property-list
  /// values as Foundation objects.
  ///
  /// A value with no Objective-C form (a Swift struct a Swift handler added, say) is left out
  /// of the dictionary and reported; the event still carries it.
  static func dictionary(
    from payload: EventPayload, event name: String, at node: (any EventNode)?
  ) -> [String: Any] {
    var dictionary: [String: Any] = [:]
    for key in payload.values.keys.sorted() {
      switch PropertyListValue.classify(payload.values[key]!) {
      case .success(let value):
        dictionary[key] = value.foundationObject
      case .failure(let refusal):
        report(
          "the value for \"\(key)\" is \(described(refusal)), which has no Objective-C form (an"
            + " Objective-C handler sees property lists only): it was left out of the payload"
            + " Objective-C sees, and the event still carries it",
          event: name, at: node)
      }
    }
    return dictionary
  }

  /// What a refused value from Objective-C was, and what was done about it.
  static func refusalMessage(_ refusal: PropertyListValue.Refusal, key: String) -> String {
    if refusal.isNull, refusal.path.isEmpty {
      return "the value for \"\(key)\" is NSNull, which a payload cannot hold: the key was left"
        + " out, as if absent (leave the key out, or set it to nil, to say there is no value)"
    }
    return "the value for \"\(key)\" is \(described(refusal)), not a property list (a string,"
      + " number, Boolean, date, data, or an array or string-keyed dictionary of those): the"
      + " key was left out"
  }

  /// `a UIView`, `NSNull at [2]`, `a key of type Int at ["sizes"]`.
  private static func described(_ refusal: PropertyListValue.Refusal) -> String {
    let what =
      refusal.isNull || refusal.found.hasPrefix("a key") ? refusal.found : "a \(refusal.found)"
    return refusal.path.isEmpty ? what : "a value holding \(what) at \(refusal.path)"
  }

  // MARK: - Names

  /// The name a handler registered from Objective-C matches, or `nil` when it is empty (an
  /// Objective-C `nil` arrives as an empty string).
  ///
  /// No event with an empty name is ever delivered, so such a handler would never run: it is
  /// not registered, and the refusal is reported as
  /// ``EventDiagnostic/Kind/emptyEventName``. Sending an empty name needs no check here: the
  /// engine refuses the event and reports it.
  static func handlerName(_ name: String, at node: (any EventNode)?) -> EventName? {
    guard name.isEmpty else { return EventName(name) }
    EventDiagnostics.report(
      EventDiagnostic(
        kind: .emptyEventName, eventType: "NamedEvent", node: node.map(NodeDescription.init),
        message: "a handler for an empty (or nil) event name was not registered: no event with"
          + " an empty name is ever delivered"))
    return nil
  }

  // MARK: - Handler results

  /// What an upward handler's result means: `0` pass, `1` handled, `2` stop, the raw values
  /// of `REEventResult`.
  ///
  /// An Objective-C block can return any integer cast to the enumeration; anything else is
  /// read as pass (the event goes on, as if the handler were not there) and reported.
  static func disposition(
    rawValue: Int, event name: String, at node: any EventNode
  )
    -> EventDisposition
  {
    switch rawValue {
    case 0: return .pass
    case 1: return .handled
    case 2: return .stop
    default:
      report(
        "a handler returned \(rawValue), which is not an REEventResult (pass 0, handled 1,"
          + " stop 2): it was read as pass", event: name, at: node)
      return .pass
    }
  }

  /// What a broadcast handler's result means: `0` pass, `1` handled, `2` skip subtree, `3`
  /// stop, the raw values of `REBroadcastResult`; anything else is read as pass and reported.
  static func broadcastDisposition(
    rawValue: Int, event name: String, at node: any EventNode
  )
    -> BroadcastDisposition
  {
    switch rawValue {
    case 0: return .pass
    case 1: return .handled
    case 2: return .skipSubtree
    case 3: return .stop
    default:
      report(
        "a broadcast handler returned \(rawValue), which is not an REBroadcastResult (pass 0,"
          + " handled 1, skip subtree 2, stop 3): it was read as pass", event: name, at: node)
      return .pass
    }
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

  // MARK: - Reporting

  /// Reports a value dropped on its way between the languages, for the named event `name`.
  static func report(_ message: String, event name: String, at node: (any EventNode)?) {
    EventDiagnostics.report(
      EventDiagnostic(
        kind: .objectiveCValueDropped, eventType: "NamedEvent",
        node: node.map(NodeDescription.init), message: "\"\(name)\": " + message))
  }
}
