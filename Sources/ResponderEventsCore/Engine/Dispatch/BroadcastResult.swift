/// What became of a broadcast: how many nodes it reached and handled it, who stopped it, and
/// how it ended.
///
/// Unlike ``DispatchResult``, it does not list every node that handled the event: a broadcast
/// can reach thousands of nodes, and keeping each would cost a retain per node. Record a trace
/// (``DispatchOptions/tracing``) to see them all by name.
///
/// ```swift
/// let result = controller.re.broadcast(ThemeChanged(theme: .dark))
/// print("\(result.handledCount) of \(result.visitedCount) nodes updated")
/// ```
public struct BroadcastResult<Event> {
  /// The event after the broadcast, with the changes handlers made on the way.
  public let event: Event
  /// How the broadcast ended.
  public let termination: DispatchTermination
  /// How many nodes the broadcast reached, whether their handlers ran or not
  /// (``DispatchOptions/deepestReceiversOnly`` offers it to some of them only).
  public let visitedCount: Int
  /// How many nodes handled it (returned `.handled`, `.skipSubtree` or `.stop`).
  public let handledCount: Int
  /// The node whose handler ended the broadcast with `.stop`, if one did.
  public let stoppedBy: (any EventNode)?
  /// The route, when tracing was on (see ``DispatchOptions/tracing``).
  public var trace: EventTrace? { finishedTrace?.trace }

  @usableFromInline let finishedTrace: FinishedTrace?

  @inlinable
  init(
    event: Event, termination: DispatchTermination, visitedCount: Int, handledCount: Int,
    stoppedBy: (any EventNode)?, trace: FinishedTrace?
  ) {
    self.event = event
    self.termination = termination
    self.visitedCount = visitedCount
    self.handledCount = handledCount
    self.stoppedBy = stoppedBy
    self.finishedTrace = trace
  }

  /// The result of a broadcast that was not dispatched, for `reason`: what adapters return
  /// when they cannot broadcast at all (SwiftUI content outside a bridge, say).
  package static func refused(_ event: Event, reason: RefusalReason) -> BroadcastResult {
    BroadcastResult(
      event: event, termination: .refused(reason), visitedCount: 0, handledCount: 0,
      stoppedBy: nil, trace: nil)
  }

  /// Whether at least one node handled the event.
  public var isHandled: Bool { handledCount > 0 }
}
