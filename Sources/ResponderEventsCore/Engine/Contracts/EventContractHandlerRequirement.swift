/// Which handlers above a node satisfy the types its ``EventContract`` declares, when
/// ``ResponderEventsWrapper/checkContract()`` looks for them.
///
/// Provide it to a part of the tree as any value (``ResponderEventsWrapper/provide(_:)``, or
/// `.responderEnvironment(_:)` in SwiftUI); the nearest provider wins, and where none does,
/// ``anyHandler`` applies.
///
/// ```swift
/// feedController.re.provide(EventContractHandlerRequirement.typedHandler)
/// ```
///
/// It decides only the check for handlers above; an event that a contract does not declare is
/// reported as it passes whatever it says.
public enum EventContractHandlerRequirement: ProvidedValue, Sendable, Hashable {
  /// Any handler that could take the type: for an event, a handler for its type, a handler of
  /// every event or of a protocol of events, or an ``EventHandling`` method; for an error, a
  /// ``ResponderEventsWrapper/catchError(_:_:)`` for its type, a superclass of it, `any Error`
  /// or a protocol it conforms to.
  case anyHandler
  /// A handler registered for the declared type by name: for an event, a handler for exactly
  /// that type; for an error, a `catchError` for its type or a superclass of it. Handlers of
  /// every event, of a protocol, or of `any Error` do not count: what HierarchyResponder calls
  /// explicit responders.
  case typedHandler
  /// Declared types are not looked for above.
  case notChecked

  /// ``anyHandler``.
  public static var defaultValue: EventContractHandlerRequirement { .anyHandler }
}
