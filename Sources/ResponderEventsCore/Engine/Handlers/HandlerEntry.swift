/// A handler for one exact event type; subclasses hold the closure.
///
/// The handlers registered with `handle(_:_:)` and `handleBroadcast(_:_:)` keep the app's closure
/// itself, typed with the node's own type, and adapt its arguments in ``invoke(_:_:)``: a closure
/// wrapping it would be one more object per handler, allocated at registration and read at every
/// call.
@usableFromInline class TypedHandler<Event>: HandlerEntry {
  @MainActor
  init() { super.init(eventType: ObjectIdentifier(Event.self)) }

  /// Runs the handler; returns `nil` when it does not apply (a named handler for another name).
  ///
  /// Subclasses override it; this one applies to nothing.
  @usableFromInline
  func invoke(_ node: any EventNode, _ context: inout EventContext<Event>) -> HopOutcome? { nil }
}

/// A handler kept as a closure over any node, for handlers that do more than adapt arguments
/// (a named handler compares the name first).
final class ClosureHandler<Event>: TypedHandler<Event> {
  let body: (any EventNode, inout EventContext<Event>) -> HopOutcome?
  /// Which events of the type `body` answers (a name, an error type).
  let filter: (Event) -> Bool
  /// For a handler of reported errors: which declared error types it takes.
  let catchesType: ErrorCatching?

  /// Creates a handler running `body`, which returns `nil` for the events that `filter` turns
  /// down; `catchesType` says which errors a handler of reported errors takes.
  @MainActor
  init(
    filter: @escaping (Event) -> Bool, catchesType: ErrorCatching? = nil,
    body: @escaping (any EventNode, inout EventContext<Event>) -> HopOutcome?
  ) {
    self.filter = filter
    self.catchesType = catchesType
    self.body = body
    super.init()
  }

  override func catchesErrors(of type: any Error.Type, byName: Bool) -> Bool? {
    catchesType?(type, byName)
  }

  override func accepts<Other>(_ event: Other) -> Bool {
    if let event = event as? Event { filter(event) } else { false }
  }

  override func invoke(_ node: any EventNode, _ context: inout EventContext<Event>) -> HopOutcome? {
    body(node, &context)
  }
}

// The two classes below hold the app's closure with the isolation dropped from its type, which
// the registering methods do on the main actor (a conversion that costs nothing); entries are
// only called by dispatches, which run on the main actor. Two classes rather than one generic
// over the disposition: a generic return type would make the stored closure return indirectly,
// and storing the app's closure would then wrap it in a reabstraction thunk (measured: the
// second allocation per registration back, and 330 instructions per broadcast node became 379).

/// The handler registered with `handle(_:_:)`: the app's closure for events travelling up.
@usableFromInline final class UpwardHandler<Base: EventNode, Event>: TypedHandler<Event> {
  let body: (Base, inout EventContext<Event>) throws -> EventDisposition

  @MainActor
  @usableFromInline init(
    body: @escaping (Base, inout EventContext<Event>) throws -> EventDisposition
  ) {
    self.body = body
    super.init()
  }

  /// Runs the closure; one that throws stops the event and reports the error from this node.
  override func invoke(_ node: any EventNode, _ context: inout EventContext<Event>) -> HopOutcome? {
    let node: Base = downcast(node)
    do {
      return try body(node, &context).outcome
    } catch {
      // Entries run on the main actor only; `invoke` is not isolated so that the unretained walk
      // can call it (see HandlerEntry), so the node is on the main actor already.
      nonisolated(unsafe) let node = node
      MainActor.assumeIsolated { _ = node.re.report(error) }
      return EventDisposition.stop.outcome
    }
  }
}

/// The handler registered with `handleBroadcast(_:_:)`: the app's closure for broadcasts.
@usableFromInline final class BroadcastHandler<Base: EventNode, Event>: TypedHandler<Event> {
  let body: (Base, inout EventContext<Event>) -> BroadcastDisposition

  @MainActor
  @usableFromInline init(body: @escaping (Base, inout EventContext<Event>) -> BroadcastDisposition)
  {
    self.body = body
    super.init()
  }

  override func invoke(_ node: any EventNode, _ context: inout EventContext<Event>) -> HopOutcome? {
    body(downcast(node), &context).outcome
  }
}

/// A handler for every event type that can be cast to `Conformance` (usually a protocol).
///
/// It never takes a reported error, even for `Any` or `any ResponderEvent`: errors travel apart
/// from events, to error handlers only (Errors/ReportedError.swift).
@usableFromInline final class ConformanceHandler<Conformance>: HandlerEntry {
  let body: (any EventNode, inout EventContext<Conformance>) -> HopOutcome

  @MainActor
  @usableFromInline init(
    body: @escaping (any EventNode, inout EventContext<Conformance>) -> HopOutcome
  ) {
    self.body = body
    super.init(eventType: nil)
  }

  override func accepts<Event>(_ event: Event) -> Bool {
    !isReportedError(Event.self) && event is Conformance
  }

  override func takesEveryEvent() -> Bool { AnyEventProbe() is Conformance }

  override func invokeByConformance<Event>(
    node: any EventNode, context: inout EventContext<Event>
  ) -> HopOutcome? {
    guard !isReportedError(Event.self), let matched = context.storedEvent as? Conformance else {
      return nil
    }
    var inner = EventContext<Conformance>(
      event: matched, sender: context.sender, direction: context.direction,
      replySlot: context.replySlot)
    let outcome = body(node, &inner)
    if inner.isEventModified {
      context.replaceEvent(
        with: inner.storedEvent, by: "a handler for \(Conformance.self)", at: node)
    }
    return outcome
  }
}

/// An event that conforms to nothing but `ResponderEvent`: a handler for a protocol that takes
/// it takes every event.
private struct AnyEventProbe: ResponderEvent {}
