/// One `AsyncStream` fed with the events of one type that reach a node.
@MainActor
@usableFromInline class ObserverEntry {
  /// Ends the stream; called when the node goes away.
  nonisolated func finish() {}
}

/// The typed observer for events of type `Event`: its class says which events it observes.
@MainActor
@usableFromInline final class TypedObserver<Event: Sendable>: ObserverEntry {
  /// The direction observed, or `nil` for both.
  @usableFromInline let direction: EventDirection?
  @usableFromInline let continuation: AsyncStream<Event>.Continuation

  init(direction: EventDirection?, continuation: AsyncStream<Event>.Continuation) {
    (self.direction, self.continuation) = (direction, continuation)
  }

  override nonisolated func finish() { continuation.finish() }
}
