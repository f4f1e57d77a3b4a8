/// The routing engine: walks the chain up or the tree down and runs the handlers at each node.
///
/// ```
///        upward (send / request)            downward (broadcast)
///
///        root            ▲                  origin ─┐
///         │              │ parent            ├─ child 1          pre-order:
///        node            │ (redirect first)  │   ├─ grandchild   origin's children,
///         │              │                   │   └─ grandchild   each one's subtree
///       sender ──────────┘                   └─ child 2          before the next
/// ```
///
/// Both walks are loops, never recursion, so a million-node chain or tree cannot overflow the
/// stack. Everything runs on the main actor, synchronously: when `send` returns, every handler
/// that will see the event has run.
///
/// The walks are `@inlinable` so that they are specialized for each event type in the module
/// that sends it; the rare paths (diagnostics, refusals, traces) stay out of line.
@MainActor
@usableFromInline enum Dispatcher {
  /// Whether `event` may be dispatched now; reports and returns the reason when not.
  @inlinable
  static func refusal<Event: ResponderEvent>(
    for event: Event, from origin: any EventNode
  ) -> RefusalReason? {
    let limit = EventDiagnostics.maximumNestingDepth
    guard nestingDepth >= limit,
      isPastNestingLimit(shownType(of: event), at: origin, "this event was not dispatched", true)
    else { return nil }
    return .nestingLimitExceeded(limit: limit)
  }

  /// Added to ``nestingDepth`` at the first dispatch, or delivery, refused for the limit.
  ///
  /// Every dispatch nested in the same outermost one is then refused too, silently, until it
  /// returns: a handler that sends twice into its own loop would otherwise branch at every
  /// level below the limit, 2^limit dispatches, each refused one reported. So is every delivery
  /// after a delivery refused: an observer that provides twice per call would branch the same
  /// way. Each kind is cut only by its own refusal (``cut``): after a dispatch refused, a value
  /// provided or observed by a handler it let finish takes.
  static let cutOff = 1 << 30

  /// Whether a delivery, or a `dispatch`, at ``nestingDepth`` is refused.
  ///
  /// A dispatch is refused at the limit and below a cut of dispatches; a delivery one level
  /// deeper (a handler at the limit may provide), and below a cut of deliveries. The level is
  /// taken off the depth rather than added to the limit, which may be `Int.max`.
  ///
  /// The first refusal reports what `refused` says, at `node`; not while a report runs, where a
  /// diagnostics handler that dispatches is refused silently rather than start a report in a
  /// report, and cuts nothing off: everything past the limit is refused there by its own depth,
  /// and the app's calls after the report must not be. The depth back at ``cutOff`` means the
  /// calls cut off have all returned.
  @usableFromInline
  static func isPastNestingLimit(
    _ type: Any.Type, at node: any EventNode, _ refused: String, _ dispatch: Bool = false
  ) -> Bool {
    if nestingDepth == cutOff { (nestingDepth, cut.dispatches, cut.deliveries) = (0, false, false) }
    if dispatch ? cut.dispatches : cut.deliveries { return true }
    let depth = nestingDepth % cutOff - (dispatch ? 0 : 1)
    guard depth >= EventDiagnostics.maximumNestingDepth else { return false }
    guard !cut.reporting else { return true }
    nestingDepth = nestingDepth % cutOff + cutOff
    if dispatch { cut.dispatches = true } else { cut.deliveries = true }
    cut.reporting = true
    defer { cut.reporting = false }
    EventDiagnostics.emit(
      .nestingLimitExceeded, eventType: type, node: node,
      "dispatches and deliveries nested \(EventDiagnostics.maximumNestingDepth) deep, the limit;"
        + " \(refused). A handler or an observer probably starts what comes back to it")
    return true
  }

  /// Which kinds of nested call are cut off (``cutOff``), and whether
  /// ``isPastNestingLimit(_:at:_:_:)`` is reporting.
  private static var cut = (dispatches: false, deliveries: false, reporting: false)

  /// The result of a dispatch that never started.
  @usableFromInline static func refused<Event>(
    _ event: Event, from origin: any EventNode, direction: EventDirection,
    reason: RefusalReason, options: DispatchOptions, replySlot: AnyReplySlot?
  ) -> DispatchResult<Event> {
    let trace = makeTrace(for: event, from: origin, direction: direction, options: options)
    replySlot?.dispatchFinished(handled: false, refusal: reason)
    return DispatchResult(
      event: event, termination: .refused(reason), visitedCount: 0, handlerNodes: HandlerNodes(),
      trace: trace?.finish(.refused(reason)))
  }

  /// A recorder when tracing is on for this dispatch, else `nil`.
  ///
  /// The trace names the event's type, or a reported error's own type.
  @inlinable
  static func makeTrace<Event>(
    for event: Event, from origin: any EventNode, direction: EventDirection,
    options: DispatchOptions
  ) -> TraceRecorder? {
    guard options.contains(.tracing) || EventDiagnostics.isTracingEnabled else { return nil }
    return TraceRecorder(eventType: shownType(of: event), direction: direction, origin: origin)
  }

  /// Ends `walk` at `node`, which its route came back to, and reports the cycle.
  @usableFromInline static func endInCycle<Event: ResponderEvent>(
    at node: any EventNode, walk: inout UpwardWalk<Event>
  ) {
    walk.termination = .cycleDetected
    let hops = walk.route.visited
    EventDiagnostics.emit(
      .cycleDetected, eventType: shownType(of: walk.context.storedEvent), node: node,
      "the route came back to this node after \(hops) hop(s); the dispatch ended here. "
        + "Check the redirects on the way")
  }

  /// Reports an event nobody handled, then the likely mistakes that explain it.
  @usableFromInline static func reportUnhandled<Event: ResponderEvent>(
    _ event: Event, from origin: any EventNode, direction: EventDirection,
    options: DispatchOptions, visited: Int
  ) {
    guard EventDiagnostics.isObserved else { return }
    // Everything describing the event is built in the message's autoclosure, which runs only
    // when a handler will receive the diagnostic.
    EventDiagnostics.emit(
      .unhandled, eventType: shownType(of: event), node: origin,
      "\(event) "
        + (direction == .up
          ? "went up through \(visited) node(s)" : "was broadcast to \(visited) node(s)")
        + " and nobody handled it" + (direction == .up ? endOutsideWindow(from: origin) : ""))
    reportLikelyMistakes(behind: event, from: origin, direction: direction, options: options)
  }

  /// Names the top of the route from `origin` when it is outside any window: what a view sends
  /// before it is in one (a cell being configured) reaches nobody, a likely mistake.
  private static func endOutsideWindow(from origin: any EventNode) -> String {
    var top = origin
    let cycle = walkUpwardRoute(from: origin) {
      top = $0
      return true
    }
    guard ProvidedValueRouting.endsDetached(at: top, cycle: cycle) else { return "" }
    return ": its route ends at \(NodeDescription(top).name), which is in no window (a view not "
      + "added yet, a cell being configured); send once it is in one"
  }
}
