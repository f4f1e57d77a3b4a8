/// One `AsyncStream` fed with the events of one type that reach a node.
@MainActor
@usableFromInline class ObserverEntry {
  @usableFromInline let eventType: ObjectIdentifier
  /// The direction observed, or `nil` for both.
  @usableFromInline let direction: EventDirection?
  let id = RegistrationIDs.next()

  init(eventType: ObjectIdentifier, direction: EventDirection?) {
    self.eventType = eventType
    self.direction = direction
  }

  /// Ends the stream; called when the node goes away.
  nonisolated func finish() {}
}

/// The typed observer for events of type `Event`.
@MainActor
@usableFromInline final class TypedObserver<Event: Sendable>: ObserverEntry {
  @usableFromInline let continuation: AsyncStream<Event>.Continuation

  init(direction: EventDirection?, continuation: AsyncStream<Event>.Continuation) {
    self.continuation = continuation
    super.init(eventType: ObjectIdentifier(Event.self), direction: direction)
  }

  override nonisolated func finish() {
    continuation.finish()
  }
}
