extension ResponderEventsWrapper {
  /// The events of type `Event` that reach this node, as an asynchronous sequence.
  ///
  /// An event "reaches" a node when the node is offered it: on the way up (this node is on the
  /// route, before any stop) or in a broadcast. The stream yields the event as it arrives, with
  /// the changes earlier nodes made and before this node's handlers run. Observing never counts
  /// as handling and never changes the route.
  ///
  /// ```swift
  /// for await tap in controller.re.events(of: AddToCart.self) {
  ///   print("added", tap.productID)
  /// }
  /// ```
  ///
  /// The stream finishes when the node is deallocated. Cancelling the consuming task ends the
  /// subscription.
  ///
  /// - Parameters:
  ///   - type: The event type.
  ///   - direction: ``EventDirection/up`` or ``EventDirection/down`` only; `nil` for both.
  ///   - bufferingPolicy: What the stream keeps while its consumer is busy.
  public func events<Event: ResponderEvent>(
    of type: Event.Type, direction: EventDirection? = nil,
    bufferingPolicy: AsyncStream<Event>.Continuation.BufferingPolicy = .unbounded
  ) -> AsyncStream<Event> {
    let storage = base.responderEventsStorage
    _ = storage.isOwned(by: base)
    var captured: AsyncStream<Event>.Continuation?
    let stream = AsyncStream(Event.self, bufferingPolicy: bufferingPolicy) { captured = $0 }
    guard let continuation = captured else { return stream }
    let observer = TypedObserver<Event>(direction: direction, continuation: continuation)
    storage.observers.append(observer)
    let subscription = ObserverSubscription(storage: storage, id: observer.id)
    continuation.onTermination = { _ in
      Task { @MainActor in subscription.cancel() }
    }
    return stream
  }
}

/// Removes an observer from its node's storage when its stream terminates.
@MainActor
private final class ObserverSubscription {
  private weak var storage: EventNodeStorage?
  private let id: UInt64

  init(storage: EventNodeStorage, id: UInt64) {
    self.storage = storage
    self.id = id
  }

  func cancel() {
    storage?.observers.removeAll { $0.id == id }
  }
}
