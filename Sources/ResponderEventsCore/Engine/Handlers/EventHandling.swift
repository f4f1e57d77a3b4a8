/// A node type that handles events in its own methods, the way a view controller overrides a
/// method, instead of (or as well as) registering closures.
///
/// Closures (`re.handle`, `re.handleBroadcast`) are the usual way: one per event type, each
/// removable with its token. Conform instead when one method should see every event that
/// reaches the node, as a THUIEventBus receiver's did, or when a subclass must override how its
/// superclass handles events.
///
/// Conform and implement the method for the direction you care about; the other one passes
/// every event on. Switch on the event's type to pick what to handle:
///
/// ```swift
/// extension CartViewController: EventHandling {
///   func handleEvent<Event: ResponderEvent>(
///     _ context: inout EventContext<Event>
///   ) -> EventDisposition {
///     switch context.event {
///     case let add as AddToCart:
///       cart.add(add.productID)
///       return .stop
///     default:
///       return .pass
///     }
///   }
/// }
/// ```
///
/// On a node that also has closure handlers, the closures run first, in registration order, and
/// the method runs last, unless a closure stopped the event. To change the event from here, use
/// ``EventContext/modify(as:_:)``; to answer a request, ``EventContext/reply(as:_:)``.
///
/// Subclasses can override the methods when the conforming class declares them in its body
/// (not in an extension), as usual for Swift class methods.
@MainActor
public protocol EventHandling: EventNode {
  /// Handles an event travelling up the chain. The default passes it on.
  func handleEvent<Event: ResponderEvent>(_ context: inout EventContext<Event>) -> EventDisposition

  /// Handles a broadcast travelling down. The default passes it on.
  func handleBroadcast<Event: ResponderEvent>(
    _ context: inout EventContext<Event>
  ) -> BroadcastDisposition
}

extension EventHandling {
  /// Passes the event on.
  public func handleEvent<Event: ResponderEvent>(
    _ context: inout EventContext<Event>
  ) -> EventDisposition {
    .pass
  }

  /// Passes the broadcast on.
  public func handleBroadcast<Event: ResponderEvent>(
    _ context: inout EventContext<Event>
  ) -> BroadcastDisposition {
    .pass
  }
}

extension EventContext {
  /// Changes the event in place when it is of type `T`, and records the change.
  ///
  /// Use it where the context's type is generic or a protocol: in ``EventHandling`` methods,
  /// and in handlers registered with ``ResponderEventsWrapper/handle(conformingTo:_:)``.
  ///
  /// ```swift
  /// context.modify(as: AddToCart.self) { $0.row = row }
  /// ```
  ///
  /// Like ``EventContext/reply(as:_:)``, it asks the event's own type, not the context's. A
  /// change that leaves the event of a type the context cannot hold is ignored, and reported
  /// as ``EventDiagnostic/Kind/eventTypeChanged``.
  ///
  /// - Returns: `true` when the event had type `T` and `body`'s change was kept.
  @discardableResult @MainActor
  public mutating func modify<T>(as type: T.Type, _ body: (inout T) -> Void) -> Bool {
    guard var value = storedEvent as? T else { return false }
    body(&value)
    return replaceEvent(with: value, by: "modify(as: \(T.self))", at: nil)
  }

  /// Makes `value` the event when this context can hold it; otherwise ignores it and reports,
  /// at `node`, that `changer` changed the event's type (``EventDiagnostic/Kind/eventTypeChanged``).
  ///
  /// - Returns: Whether `value` became the event.
  @discardableResult @MainActor
  mutating func replaceEvent(
    with value: Any, by changer: @autoclosure () -> String, at node: (any EventNode)?
  ) -> Bool {
    guard let changed = value as? Event else {
      EventDiagnostics.emit(
        .eventTypeChanged, eventType: Event.self, node: node,
        "\(changer()) replaced the event with a value of type \(Swift.type(of: value)); the "
          + "change was ignored and the event kept its type")
      return false
    }
    event = changed
    return true
  }
}
