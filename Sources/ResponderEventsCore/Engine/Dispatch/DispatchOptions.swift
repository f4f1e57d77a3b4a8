/// Options for one send, request or broadcast.
public struct DispatchOptions: OptionSet, Sendable, Hashable {
  /// The option bits.
  public let rawValue: Int

  /// Creates options from their bits.
  @inlinable
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Offer the event to the sending (or broadcasting) node's own handlers first.
  ///
  /// Without it, an upward event starts at the sender's parent, as responder-chain routers
  /// always have, and a broadcast starts at the broadcasting node's children.
  @inlinable public static var includingOrigin: DispatchOptions { Self(rawValue: 1 << 0) }

  /// Record an ``EventTrace`` of this dispatch in ``DispatchResult/trace``.
  @inlinable public static var tracing: DispatchOptions { Self(rawValue: 1 << 1) }

  /// For a broadcast: go no deeper than the first node on each path that handles the event,
  /// as if each handler that handles it returned ``BroadcastDisposition/skipSubtree``.
  ///
  /// The broadcast then reaches the nearest receivers below the broadcasting node and no
  /// others. Upward dispatches ignore it.
  @inlinable public static var nearestReceiversOnly: DispatchOptions { Self(rawValue: 1 << 2) }

  /// For a broadcast: offer the event only to the deepest receivers, HierarchyResponder's
  /// `PublishingDestination.lastLevel`.
  ///
  /// A receiver is a node with a broadcast handler that takes the event
  /// (``ResponderEventsWrapper/handleBroadcast(_:_:)`` for its type, or a handler for a
  /// protocol it conforms to); its level is how many receivers are above it on its path from
  /// the broadcasting node. The receivers at the greatest level get the event, in the order
  /// the broadcast reaches them, and no other node's handlers run: in a screen that receives
  /// it above a list whose rows receive it, every row does, and the screen does not. Levels
  /// count receivers, not depth, and siblings share one: the screens a navigation controller
  /// holds are all its children, so a receiver on each of them is reached on each.
  ///
  /// A node's ``EventHandling`` method does not make it a receiver; it runs only at a receiver
  /// that is offered the event. Observers
  /// (``ResponderEventsWrapper/events(of:direction:bufferingPolicy:)``) still see the event at
  /// every node it passes, and ``BroadcastResult/visitedCount`` counts those nodes, offered or
  /// not.
  ///
  /// The receivers are found as the tree is when the broadcast starts, before any handler
  /// runs: a receiver a handler adds is not offered the event. A handler's
  /// ``BroadcastDisposition/stop`` ends the broadcast, as always. Upward dispatches ignore it.
  @inlinable public static var deepestReceiversOnly: DispatchOptions { Self(rawValue: 1 << 3) }
}
