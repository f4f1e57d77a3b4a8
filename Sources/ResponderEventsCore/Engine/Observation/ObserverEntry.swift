/// One `AsyncStream` fed with the events of one type that reach a node.
@MainActor
@usableFromInline class ObserverEntry {
  @usableFromInline let eventType: ObjectIdentifier
  /// The direction observed, or `nil` for both.
  @usableFromInline let direction: EventDirection?
  let id: UInt64
  /// Ends the stream; called when the node goes away.
  nonisolated let finish: @Sendable () -> Void

  init(
    eventType: ObjectIdentifier, direction: EventDirection?, id: UInt64,
    finish: @escaping @Sendable () -> Void
  ) {
    self.eventType = eventType
    self.direction = direction
    self.id = id
    self.finish = finish
  }
}

/// The typed observer for events of type `Event`.
@MainActor
@usableFromInline final class TypedObserver<Event: Sendable>: ObserverEntry {
  @usableFromInline let continuation: AsyncStream<Event>.Continuation

  init(direction: EventDirection?, continuation: AsyncStream<Event>.Continuation) {
    self.continuation = continuation
    super.init(
      eventType: ObjectIdentifier(Event.self), direction: direction, id: RegistrationIDs.next(),
      finish: { continuation.finish() })
  }
}
