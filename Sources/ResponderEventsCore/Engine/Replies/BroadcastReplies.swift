/// The answers a broadcast collected from the nodes it visited, in visit order.
///
/// ```swift
/// let answers = controller.re.broadcastCollectingReplies(HasUnsavedChanges())
/// if answers.values.contains(true) { confirmDiscard() }
/// ```
public struct BroadcastReplies<Reply: Sendable>: Sendable {
  /// Each answer with the node that gave it, in the order the broadcast visited the nodes; a
  /// promised answer keeps the place of the node that promised it.
  public let replies: [BroadcastReply<Reply>]
  /// The promises that ended without an answer: their node was deallocated, the promise was
  /// released unfulfilled, or the wait was cancelled.
  public let unanswered: [UnansweredBroadcastReply]
  /// How many promised answers had not arrived yet: always 0 from the forms that wait
  /// (``ResponderEventsWrapper/broadcastAwaitingReplies(_:options:)`` and the completion form);
  /// from ``ResponderEventsWrapper/broadcastCollectingReplies(_:options:)``, the answers it does
  /// not include.
  public let pendingCount: Int
  /// How the broadcast ended: `.stopped` when a handler returned `.stop`, `.refused` when it
  /// was not dispatched.
  public let termination: DispatchTermination
  /// How many nodes the broadcast offered the event to.
  public let visitedCount: Int

  /// The answers alone, in visit order.
  public var values: [Reply] { replies.map(\.value) }
}

/// One node's answer to a broadcast.
public struct BroadcastReply<Reply: Sendable>: Sendable {
  /// The answer.
  public let value: Reply
  /// The node that gave it: its debug name and identity (compare `responder.id` with
  /// `ObjectIdentifier(node)`).
  public let responder: NodeDescription
}

/// A promised answer to a broadcast that never came.
public struct UnansweredBroadcastReply: Sendable, Hashable {
  /// The node that promised it.
  public let responder: NodeDescription
  /// Why it never came: ``ReplyError/responderDeallocated``, ``ReplyError/promiseAbandoned``
  /// or ``ReplyError/cancelled``.
  public let error: ReplyError
}
