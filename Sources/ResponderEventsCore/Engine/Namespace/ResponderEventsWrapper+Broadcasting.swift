extension ResponderEventsWrapper {
  /// Broadcasts `event` down through this node's descendants, in pre-order.
  ///
  /// The broadcast visits this node's children, each child's whole subtree before the next
  /// child, and the nodes redirected to this node (see ``redirect(to:)``) after its own children.
  /// Each node is visited at most once, even when children lists overlap or loop. A handler
  /// returns ``BroadcastDisposition/skipSubtree`` to keep the broadcast out of its descendants,
  /// or ``BroadcastDisposition/stop`` to end the whole broadcast.
  ///
  /// ```swift
  /// controller.re.broadcast(ThemeChanged(theme: .dark))
  /// ```
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - options: ``DispatchOptions/includingOrigin`` to offer the event to this node first;
  ///     ``DispatchOptions/tracing`` to record a trace.
  /// - Returns: How many nodes the broadcast reached and how many handled it, who stopped it,
  ///   and how it ended.
  @inlinable
  @discardableResult
  public func broadcast<Event: ResponderEvent>(
    _ event: Event, options: DispatchOptions = []
  ) -> BroadcastResult<Event> {
    Dispatcher.broadcast(event, from: base, options: options)
  }

  /// Registers a handler for broadcasts of events of type `Event` reaching this node.
  ///
  /// ```swift
  /// view.re.handleBroadcast(ThemeChanged.self) { view, context in
  ///   view.apply(context.event.theme)
  ///   return .handled
  /// }
  /// ```
  ///
  /// The rules for order and for changes during a dispatch are those of
  /// ``handle(_:_:)``.
  @inlinable
  @discardableResult
  public func handleBroadcast<Event: ResponderEvent>(
    _ type: Event.Type,
    _ body: @escaping @MainActor (Base, inout EventContext<Event>) -> BroadcastDisposition
  ) -> HandlerToken {
    // Built here for the reason given in handle(_:_:).
    let plain: (Base, inout EventContext<Event>) -> BroadcastDisposition = body
    return register(BroadcastHandler<Base, Event>(body: plain), direction: .down, type: Event.self)
  }

  /// Registers one handler for broadcasts of every event type that conforms to a protocol.
  ///
  /// See ``handle(conformingTo:_:)`` for how the event reaches the handler.
  @discardableResult
  public func handleBroadcast<Conformance>(
    conformingTo type: Conformance.Type,
    _ body: @escaping @MainActor (Base, inout EventContext<Conformance>) -> BroadcastDisposition
  ) -> HandlerToken {
    registerConforming(direction: .down, body)
  }
}
