/// What became of a sent or broadcast event: whether it was handled, by which nodes, how the
/// dispatch ended, and the event as the last node saw it.
///
/// ```swift
/// let result = button.re.send(AddToCart(productID: 7))
/// if !result.isHandled { showFallback() }
/// ```
public struct DispatchResult<Event> {
  /// The event after the dispatch, with the changes handlers made on the way.
  public let event: Event
  /// How the dispatch ended.
  public let termination: DispatchTermination
  /// How many nodes were offered the event.
  public let visitedCount: Int
  /// The route, when tracing was on (see ``DispatchOptions/tracing``).
  public var trace: EventTrace? { finishedTrace?.trace }

  @usableFromInline let handlerNodes: HandlerNodes
  @usableFromInline let finishedTrace: FinishedTrace?

  @inlinable
  init(
    event: Event, termination: DispatchTermination, visitedCount: Int, handlerNodes: HandlerNodes,
    trace: FinishedTrace?
  ) {
    self.event = event
    self.termination = termination
    self.visitedCount = visitedCount
    self.handlerNodes = handlerNodes
    self.finishedTrace = trace
  }

  /// The result of a dispatch that never started: nothing visited, nothing handled.
  ///
  /// For adapters that must answer a send they cannot perform (see
  /// ``RefusalReason/senderNotConnected``).
  package static func refused(_ event: Event, reason: RefusalReason) -> DispatchResult {
    DispatchResult(
      event: event, termination: .refused(reason), visitedCount: 0, handlerNodes: HandlerNodes(),
      trace: nil)
  }

  /// Whether at least one node handled the event.
  public var isHandled: Bool { !handlerNodes.isEmpty }

  /// The nodes that handled the event, in the order the event reached them.
  public var handlers: [any EventNode] { handlerNodes.all }

  /// The node whose handler ended the dispatch with `.stop`, if one did.
  public var stoppedBy: (any EventNode)? { termination == .stopped ? handlerNodes.last : nil }
}

/// The nodes that handled an event, stored without allocating for the common case of one.
@usableFromInline struct HandlerNodes {
  @usableFromInline private(set) var first: (any EventNode)?
  @usableFromInline var rest: [any EventNode]
  /// Whether no node handled the event.
  ///
  /// Kept as a flag because testing `first` for `nil` copies (and retains, on the slow path of a
  /// weakly referenced node) the existential.
  @usableFromInline private(set) var isEmpty: Bool

  // Assigned here rather than with default values, so that a dispatch specialized in another
  // module initializes them inline.
  @inlinable
  init() {
    first = nil
    rest = []
    isEmpty = true
  }

  @inlinable
  mutating func append(_ node: any EventNode) {
    if isEmpty {
      first = node
      isEmpty = false
    } else {
      rest.append(node)
    }
  }

  var last: (any EventNode)? { rest.last ?? first }

  var all: [any EventNode] { first.map { [$0] + rest } ?? [] }
}
