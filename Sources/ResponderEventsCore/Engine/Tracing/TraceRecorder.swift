#if canImport(os)
  import os
#endif

/// Collects the hops of one traced dispatch, and marks the dispatch as a signpost interval while
/// anyone records them.
///
/// A class rather than an `EventTrace?` carried through the walk: a dispatch without a trace
/// then carries, checks and destroys a single null pointer instead of an optional struct.
///
/// The intervals let Instruments (the os_signpost instrument, or Points of Interest's neighbour
/// "ResponderEvents") show each traced event: its type, direction and origin when it starts, its
/// route and who stopped it when it ends. They come with traces: a dispatch sent with
/// ``DispatchOptions/tracing``, or every dispatch while ``EventDiagnostics/isTracingEnabled`` is
/// set, the one switch. Standard output gets nothing: off Apple platforms there are no signposts.
@MainActor
@usableFromInline final class TraceRecorder {
  private var trace: EventTrace
  #if canImport(os)
    private static let signposter = OSSignposter(
      subsystem: DiagnosticLog.subsystem, category: "Events")
    /// The dispatch's interval in Instruments, while signposts are being recorded.
    private let signpost: OSSignpostIntervalState?
  #endif

  /// Starts a trace of an event of `eventType` going `direction` from `origin`, and its interval
  /// if anyone is recording signposts.
  @usableFromInline init(eventType: Any.Type, direction: EventDirection, origin: any EventNode) {
    let trace = EventTrace(
      eventType: TypeNames.name(of: eventType), direction: direction,
      origin: NodeDescription(origin))
    self.trace = trace
    #if canImport(os)
      // The start's text is made only if the interval begins: nothing while nobody records.
      signpost =
        Self.signposter.isEnabled
        ? Self.signposter.beginInterval(
          Self.intervalName(direction), id: Self.signposter.makeSignpostID(),
          "\(trace.eventType, privacy: .public) from \(trace.origin.name, privacy: .public)")
        : nil
    #endif
  }

  /// Adds a hop.
  @usableFromInline func record(
    node: any EventNode, depth: Int, outcome: HopOutcome, changedEvent: Bool
  ) {
    trace.hops.append(
      EventTrace.Hop(
        node: NodeDescription(node), depth: depth, outcome: outcome, changedEvent: changedEvent))
  }

  /// The finished trace, ended by `termination`; ends the interval with the route and the
  /// handler that stopped the dispatch.
  @usableFromInline func finish(_ termination: DispatchTermination) -> FinishedTrace {
    trace.termination = termination
    #if canImport(os)
      if let signpost {
        Self.signposter.endInterval(
          Self.intervalName(trace.direction), signpost,
          "\(Self.summary(of: self.trace), privacy: .public)")
      }
    #endif
    return FinishedTrace(trace)
  }

  /// The interval's name: `Send` or `Broadcast`.
  private static func intervalName(_ direction: EventDirection) -> StaticString {
    direction == .up ? "Send" : "Broadcast"
  }

  /// What the interval's end says: the route, the handlers, how the dispatch ended.
  static func summary(of trace: EventTrace) -> String {
    let handlers = trace.handlers.isEmpty ? "none" : trace.handlers.joined(separator: ", ")
    return "route: \(trace.route.joined(separator: " → ")); handled by: \(handlers);"
      + " ended: \(trace.termination)"
  }
}

/// A finished trace, as a result holds it.
///
/// A reference rather than an `EventTrace?` in the result: a result without a trace, the common
/// case, is then destroyed by releasing one null pointer instead of an optional struct of
/// strings and arrays, which a sender that discards the result pays on every send.
@usableFromInline final class FinishedTrace: Sendable {
  let trace: EventTrace

  init(_ trace: EventTrace) { self.trace = trace }
}
