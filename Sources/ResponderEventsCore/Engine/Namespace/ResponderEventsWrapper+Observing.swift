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
  /// subscription. A task that loops over the stream keeps what it holds alive, the node
  /// included when the loop's code holds it (as `controller` above): the node then cannot go,
  /// and the loop ends only when the task is cancelled. Cancel it when the screen goes (in
  /// `viewDidDisappear`, say).
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
    let (stream, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: bufferingPolicy)
    // Refused, and reported, at a node whose storage belongs to another: it would hear that
    // node's events. The stream is finished at once.
    guard storage.claim(for: base) else {
      continuation.finish()
      return stream
    }
    let observer = TypedObserver<Event>(direction: direction, continuation: continuation)
    storage.observers.append(observer)
    // Removes the observer from its node's storage when its stream terminates. Its identity
    // names it: the storage holds it until then. Released after `remove(at:)`, not in the middle
    // of a `removeAll(where:)`: it holds the stream's buffer, whose events' deinits are the
    // app's code, which may subscribe here or end another stream (invariant E1).
    let id = ObjectIdentifier(observer)
    continuation.onTermination = { [weak storage] _ in
      Task { @MainActor in
        let index = storage?.observers.firstIndex { ObjectIdentifier($0) == id }
        _ = index.map { storage?.observers.remove(at: $0) }
      }
    }
    return stream
  }
}
