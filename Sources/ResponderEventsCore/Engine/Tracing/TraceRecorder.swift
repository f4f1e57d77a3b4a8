/// Collects the hops of one traced dispatch.
///
/// A class rather than an `EventTrace?` carried through the walk: a dispatch without a trace
/// then carries, checks and destroys a single null pointer instead of an optional struct.
@MainActor
@usableFromInline final class TraceRecorder {
  private var trace: EventTrace
  /// The dispatch's interval in Instruments, while signposts are being recorded.
  private let signpost: EventSignpost?

  /// Starts a trace of an event of `eventType` going `direction` from `origin`.
  @usableFromInline init(eventType: Any.Type, direction: EventDirection, origin: any EventNode) {
    trace = EventTrace(
      eventType: TypeNames.name(of: eventType), direction: direction,
      origin: NodeDescription(origin))
    signpost = EventSignpost.begin(trace)
  }

  /// Adds a hop.
  @usableFromInline func record(
    node: any EventNode, depth: Int, outcome: HopOutcome, changedEvent: Bool
  ) {
    trace.hops.append(
      EventTrace.Hop(
        node: NodeDescription(node), depth: depth, outcome: outcome, changedEvent: changedEvent))
  }

  /// The finished trace, ended by `termination`.
  @usableFromInline func finish(_ termination: DispatchTermination) -> FinishedTrace {
    trace.termination = termination
    signpost?.end(trace)
    return FinishedTrace(trace)
  }
}

/// A finished trace, as a result holds it.
///
/// A reference rather than an `EventTrace?` in the result: a result without a trace, the common
/// case, is then destroyed by releasing one null pointer instead of an optional struct of
/// strings and arrays, which a sender that discards the result pays on every send.
@usableFromInline final class FinishedTrace: Sendable {
  let trace: EventTrace

  init(_ trace: EventTrace) {
    self.trace = trace
  }
}
