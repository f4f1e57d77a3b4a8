/// Why a request ended without a reply.
///
/// Every request ends exactly once: with a reply, or with one of these errors. It never waits
/// forever for a reply that cannot come.
public enum ReplyError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No node on the chain handled the event.
  case unhandled
  /// A node handled the event, but no handler replied or promised to.
  case noReply
  /// The node that promised an answer (``EventContext/promiseReply()``) was deallocated first.
  case responderDeallocated
  /// The promise was released without an answer.
  case promiseAbandoned
  /// The event was not dispatched at all.
  case refused(RefusalReason)
  /// The requesting task was cancelled. The `async` form throws `CancellationError` instead.
  case cancelled
  /// No answer came within the time given to
  /// ``ResponderEventsWrapper/request(_:timeout:options:)``.
  case timedOut

  /// A sentence explaining the error.
  public var description: String {
    switch self {
    case .unhandled: "no node on the chain handled the event"
    case .noReply: "the event was handled, but nobody replied or promised a reply"
    case .responderDeallocated: "the node that promised a reply was deallocated before replying"
    case .promiseAbandoned: "the reply promise was released without a reply"
    case .refused(let reason): "the event was not dispatched: \(reason)"
    case .cancelled: "the request was cancelled"
    case .timedOut: "no reply came within the time allowed"
    }
  }
}

/// Why the engine declined to dispatch an event.
public enum RefusalReason: Sendable, Hashable, CustomStringConvertible {
  /// Dispatches were nested (a handler sending, which sends, …) deeper than
  /// ``EventDiagnostics/maximumNestingDepth``.
  case nestingLimitExceeded(limit: Int)
  /// Objective-C sent an event with an empty (or `nil`) name (`ResponderEventsObjC`).
  case emptyEventName
  /// The sender is not connected to any node (SwiftUI content outside a bridge, say).
  case senderNotConnected
  /// The sender's place in the hierarchy is not connected to it yet (SwiftUI content sending
  /// from `onAppear` before SwiftUI placed it in its hosting controller, say). The event waits
  /// and is dispatched once it is; this result is not that dispatch's. Also the result of a
  /// send made by a handler of a waiting one, which waits behind the sends still waiting.
  case deferredUntilConnected

  /// A sentence explaining the reason.
  public var description: String {
    switch self {
    case .nestingLimitExceeded(let limit): "dispatches nested deeper than the limit of \(limit)"
    case .emptyEventName: "the event name is empty"
    case .senderNotConnected: "the sender is not connected to any node"
    case .deferredUntilConnected: "the sender is not connected yet; the event waits until it is"
    }
  }
}
