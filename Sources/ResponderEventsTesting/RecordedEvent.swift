public import ResponderEventsCore

/// One event an ``EventRecorder`` received.
public struct RecordedEvent: Sendable, CustomStringConvertible {
  /// The event as it reached the recorder, with the changes made on the way.
  public let event: any ResponderEvent
  /// The node that sent or broadcast it.
  public let sender: NodeDescription
  /// Whether it came up the chain or down a broadcast.
  public let direction: EventDirection

  /// Creates a record.
  public init(event: any ResponderEvent, sender: NodeDescription, direction: EventDirection) {
    self.event = event
    self.sender = sender
    self.direction = direction
  }

  /// The event if it has type `Event`, else `nil`.
  public func event<Event: ResponderEvent>(as type: Event.Type) -> Event? {
    event as? Event
  }

  /// `↑ Event from Sender`.
  public var description: String { "\(direction) \(event) from \(sender.name)" }
}
