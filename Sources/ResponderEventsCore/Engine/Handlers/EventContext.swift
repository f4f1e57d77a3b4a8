/// The event in flight, as a handler sees it: the event itself, who sent it, and how to answer.
///
/// A handler receives the context `inout`. Assigning to ``event`` (or to one of its properties)
/// changes the event for every later handler and node — the way a cell adds its row to an event
/// coming up from one of its buttons — and the trace records that the hop changed the event.
///
/// ```swift
/// cell.re.handle(AddToCart.self) { cell, context in
///   context.event.row = cell.row
///   return .pass
/// }
/// ```
///
/// A context cannot be copied, so it cannot outlive the handler call that received it: read
/// what you need from it (``event``, ``sender``) and keep that instead. Pass it on to a helper
/// as `inout` or `borrowing`. In a test, read a property into a local before `#expect`, which
/// cannot take a noncopyable value apart.
public struct EventContext<Event>: ~Copyable {
  @usableFromInline var storedEvent: Event
  @usableFromInline var isEventModified = false

  /// The node that sent the event: the sender of an upward event, or the broadcasting node.
  @inlinable
  public var sender: any EventNode { unretainedSender.node }

  /// The sender, held without retaining it (invariant R1 in Unsafe/UnretainedSender.swift).
  @usableFromInline let unretainedSender: UnretainedNode

  /// Whether the event travels up the chain or down a broadcast.
  public let direction: EventDirection
  /// The reply slot when the sender awaits an answer (a `ReplySlot<Event.Reply>`).
  @usableFromInline let replySlot: AnyReplySlot?

  /// Makes the context of one dispatch.
  ///
  /// The caller must keep `sender` alive until the context is destroyed: the context does not
  /// retain it (invariant R1). A dispatch's own `origin` parameter, or the context it runs
  /// inside, does.
  @inlinable
  init(event: Event, sender: any EventNode, direction: EventDirection, replySlot: AnyReplySlot?) {
    self.storedEvent = event
    self.unretainedSender = UnretainedNode(sender)
    self.direction = direction
    self.replySlot = replySlot
  }

  /// The event; assigning to it, or to one of its properties, changes it for every later handler.
  @inlinable
  public var event: Event {
    get { storedEvent }
    // An assignment goes through `_modify` too: it marks the change, then the value is stored.
    _modify {
      isEventModified = true
      yield &storedEvent
    }
  }
}

@available(*, unavailable, message: "A context is only valid inside the handler call.")
extension EventContext: Sendable {}
