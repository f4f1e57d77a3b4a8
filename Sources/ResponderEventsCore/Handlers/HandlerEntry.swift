/// One registered handler in a node's storage; subclasses carry the typed closure.
///
/// Entries are objects so that a removal during a dispatch can be seen by a dispatch that is
/// iterating over an earlier snapshot of the list (``isRemoved``).
@usableFromInline
@MainActor
class HandlerEntry {
  /// The exact event type this entry handles, or `nil` when it matches by conformance.
  @usableFromInline final let eventType: ObjectIdentifier?
  /// Identifies the registration for removal.
  final let id: UInt64
  /// Set when the handler is removed; a dispatch in progress skips it from then on.
  @usableFromInline @exclusivity(unchecked) final var isRemoved = false

  init(eventType: ObjectIdentifier?) {
    self.eventType = eventType
    self.id = HandlerEntry.makeID()
  }

  /// Runs the handler if `Event` matches it by conformance; returns `nil` when it does not match.
  @usableFromInline
  func invokeByConformance<Event>(
    node: any EventNode, context: inout EventContext<Event>
  ) -> HopOutcome? {
    nil
  }

  private static var lastID: UInt64 = 0

  private static func makeID() -> UInt64 {
    lastID &+= 1
    return lastID
  }
}

/// A handler for one exact event type.
@usableFromInline
@MainActor
final class TypedHandler<Event>: HandlerEntry {
  /// Returns `nil` when the handler does not apply (a named handler for another name).
  @usableFromInline let body: (any EventNode, inout EventContext<Event>) -> HopOutcome?

  @usableFromInline
  init(body: @escaping (any EventNode, inout EventContext<Event>) -> HopOutcome?) {
    self.body = body
    super.init(eventType: ObjectIdentifier(Event.self))
  }
}

/// A handler for every event type that can be cast to `Conformance` (usually a protocol).
@MainActor
@usableFromInline
final class ConformanceHandler<Conformance>: HandlerEntry {
  let body: (any EventNode, inout EventContext<Conformance>) -> HopOutcome

  @usableFromInline
  init(body: @escaping (any EventNode, inout EventContext<Conformance>) -> HopOutcome) {
    self.body = body
    super.init(eventType: nil)
  }

  override func invokeByConformance<Event>(
    node: any EventNode, context: inout EventContext<Event>
  ) -> HopOutcome? {
    guard let matched = context.storedEvent as? Conformance else { return nil }
    var inner = EventContext<Conformance>(
      event: matched, sender: context.sender, direction: context.direction, replySlot: nil)
    let outcome = body(node, &inner)
    if inner.isEventModified {
      if let changed = inner.storedEvent as? Event {
        context.event = changed
      } else {
        EventDiagnostics.emit(
          .eventTypeChanged, eventType: Event.self, node: node,
          "a handler for \(Conformance.self) replaced the event with a value of type "
            + "\(type(of: inner.storedEvent)); the change was ignored and the event kept its type")
      }
    }
    return outcome
  }
}
