public import ResponderEventsCore

extension ResponderEventsWrapper {
  /// Registers a handler for ``NamedEvent``s called `name` travelling up through this node.
  ///
  /// ```swift
  /// controller.re.handle(named: "buttonTapped") { controller, context in
  ///   controller.show(context.event.payload["title", as: String.self])
  ///   return .stop
  /// }
  /// ```
  ///
  /// Events with other names pass this node as if the handler were not there. Names compare as
  /// Swift strings do: an "é" written as one character and one written as "e" and a combining
  /// accent are the same name, where an Objective-C router comparing `NSString`s told them
  /// apart. A handler for an empty name is not registered, and is reported as
  /// `emptyEventName`: no event is ever delivered to it.
  @discardableResult
  public func handle(
    named name: EventName,
    _ body: @escaping @MainActor (Base, inout EventContext<NamedEvent>) -> EventDisposition
  ) -> HandlerToken {
    register(named: name, direction: .up, body)
  }

  /// Registers a handler for broadcast ``NamedEvent``s called `name` reaching this node.
  ///
  /// As ``handle(named:_:)``, for broadcasts.
  @discardableResult
  public func handleBroadcast(
    named name: EventName,
    _ body: @escaping @MainActor (Base, inout EventContext<NamedEvent>) -> BroadcastDisposition
  ) -> HandlerToken {
    register(named: name, direction: .down, body)
  }

  func register<Disposition: HandlerDisposition>(
    named name: EventName, direction: EventDirection,
    _ body: @escaping @MainActor (Base, inout EventContext<NamedEvent>) -> Disposition
  ) -> HandlerToken {
    guard ObjCValues.eventName(name.rawValue, at: base, refused: "no handler was registered") != nil
    else { return .refused }
    return register(NamedEvent.self, where: { $0.name == name }, direction: direction, body)
  }
}
