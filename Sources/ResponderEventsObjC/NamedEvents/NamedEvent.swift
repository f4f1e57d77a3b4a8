public import ResponderEventsCore

/// An event routed by name, with a payload bag: the events Objective-C sends and handles, and
/// the shape of the string-based routers that ResponderEvents replaces.
///
/// Swift code uses typed `ResponderEvent`s: the compiler then checks every sender and
/// handler. Named events are for Swift code that shares a chain with Objective-C screens, and
/// for names that come from data (a server-driven screen, say).
///
/// Handlers match by name, see `re.handle(named:_:)`. A name that nobody handles is reported to
/// `EventDiagnostics` as `unhandled`; it never crashes the way an unrecognized selector does.
/// An empty name is a name nobody handles: a handler for it is never registered, and
/// Objective-C refuses to send it (`emptyEventName`), since that is where a `nil` name comes
/// from.
///
/// ```swift
/// cell.re.handle(named: "buttonTapped") { cell, context in
///   context.event.payload["row"] = cell.row  // enrich on the way up
///   return .pass
/// }
///
/// button.re.send(NamedEvent("buttonTapped", payload: ["title": "Blue"]))
/// ```
public struct NamedEvent: ResponderRequest, CustomStringConvertible {
  /// A handler may answer a named event with a payload.
  public typealias Reply = EventPayload

  /// The name handlers match on.
  public var name: EventName
  /// The values the event carries; handlers on the way may add to it.
  public var payload: EventPayload

  /// Creates a named event.
  ///
  /// - Parameters:
  ///   - name: The name handlers match on.
  ///   - payload: The values the event carries.
  public init(_ name: EventName, payload: EventPayload = [:]) {
    self.name = name
    self.payload = payload
  }

  /// The name, followed by the payload when it is not empty.
  public var description: String {
    payload.values.isEmpty ? "NamedEvent(\(name))" : "NamedEvent(\(name), \(payload))"
  }
}
