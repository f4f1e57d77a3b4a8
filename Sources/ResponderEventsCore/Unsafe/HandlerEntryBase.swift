/// One registered handler in a node's storage; subclasses carry the typed closure.
///
/// Entries are objects so that a removal during a dispatch can be seen by a dispatch that is
/// iterating over an earlier snapshot of the list (``isRemoved``).
///
/// Entries are created and used on the main actor only (they are not `Sendable`), but the
/// classes are not isolated to it: a nonisolated function can then borrow an entry and call its
/// closure without retaining either (invariant R3, Unsafe/UnretainedHandlerWalk.swift).
@usableFromInline class HandlerEntry {
  /// The exact event type this entry handles, or `nil` when it matches by conformance.
  @usableFromInline final let eventType: ObjectIdentifier?
  /// Identifies the registration for removal.
  final let id: UInt64
  /// Set when the handler is removed; a dispatch in progress skips it from then on.
  ///
  /// Exclusivity checks off: invariant E1 (UncheckedExclusivity.swift). The class is declared
  /// here, in Unsafe/, for this field: Swift declares stored properties, and the methods
  /// subclasses override, only in the class itself. The subclasses are in
  /// Engine/Handlers/HandlerEntry.swift.
  @usableFromInline @exclusivity(unchecked) final var isRemoved = false

  @MainActor
  init(eventType: ObjectIdentifier?) {
    self.eventType = eventType
    self.id = RegistrationIDs.next()
  }

  /// Runs the handler if `Event` matches it by conformance; returns `nil` when it does not match.
  @MainActor
  @usableFromInline func invokeByConformance<Event>(
    node: any EventNode, context: inout EventContext<Event>
  ) -> HopOutcome? {
    nil
  }

  /// Whether a dispatch of `event` would run this handler, as far as can be told without
  /// running it; asked only to explain an unhandled event.
  func accepts<Event>(_ event: Event) -> Bool { eventType == ObjectIdentifier(Event.self) }

  /// Whether this handler takes every event, whatever its type: a handler for a protocol that
  /// every event conforms to (`Any`, `any ResponderEvent`, `any Sendable`).
  ///
  /// Asked only to explain an error nobody caught: code written when such a handler also took
  /// errors would expect it to catch the error.
  func takesEveryEvent() -> Bool { false }

  /// For a handler of reported errors, whether it takes errors of `type`: any way it can, or,
  /// when `byName`, only as a handler registered for that type or a superclass of it.
  ///
  /// Told without an error (``ErrorCatching``); `nil` when the handler does not say. Asked only
  /// by contract checks.
  func catchesErrors(of type: any Error.Type, byName: Bool) -> Bool? { nil }
}
