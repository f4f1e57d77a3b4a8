/// An event routed by name, with a payload bag: the shape of the string-based routers that
/// ResponderEvents replaces.
///
/// Prefer typed ``ResponderEvent``s in new code: the compiler then checks every sender and
/// handler. Use named events while migrating code that routes by string, or where names come
/// from data (a server-driven screen, say).
///
/// Handlers match by name, see ``ResponderEventsWrapper/handle(named:_:)``. A name that nobody
/// handles is reported to ``EventDiagnostics`` as ``EventDiagnostic/Kind/unhandled``; it never
/// crashes the way an unrecognized selector does.
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
  ///   - name: The name handlers match on. An empty name is refused when sent.
  ///   - payload: The values the event carries.
  public init(_ name: EventName, payload: EventPayload = [:]) {
    self.name = name
    self.payload = payload
  }

  /// The name, followed by the payload when it is not empty.
  public var description: String {
    payload.isEmpty ? "NamedEvent(\(name))" : "NamedEvent(\(name), \(payload))"
  }
}
