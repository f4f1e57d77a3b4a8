#if canImport(os)
  import os
#endif

/// Signpost intervals for traced dispatches, so that Instruments (the os_signpost instrument,
/// or Points of Interest's neighbour "ResponderEvents") shows each event: its type, direction
/// and origin when it starts, its route and who stopped it when it ends.
///
/// They come with traces: a dispatch sent with ``DispatchOptions/tracing``, or every dispatch
/// while ``EventDiagnostics/isTracingEnabled`` is set, the one switch. Standard output gets
/// nothing: off Apple platforms there are no signposts.
@MainActor
package struct EventSignpost {
  #if canImport(os)
    private static let signposter = OSSignposter(
      subsystem: DiagnosticLog.subsystem, category: "Events")
    private let state: OSSignpostIntervalState
  #endif
  private let isBroadcast: Bool

  /// Begins the interval of the dispatch `trace` records, if anyone is recording signposts.
  static func begin(_ trace: EventTrace) -> EventSignpost? {
    #if canImport(os)
      guard signposter.isEnabled else { return nil }
      let id = signposter.makeSignpostID()
      let start = "\(trace.eventType) from \(trace.origin.name)"
      if trace.direction == .up {
        return EventSignpost(
          state: signposter.beginInterval("Send", id: id, "\(start, privacy: .public)"),
          isBroadcast: false)
      }
      return EventSignpost(
        state: signposter.beginInterval("Broadcast", id: id, "\(start, privacy: .public)"),
        isBroadcast: true)
    #else
      return nil
    #endif
  }

  /// Ends the interval with the route and the handler that stopped the dispatch.
  func end(_ trace: EventTrace) {
    #if canImport(os)
      let summary = Self.summary(of: trace)
      if isBroadcast {
        Self.signposter.endInterval("Broadcast", state, "\(summary, privacy: .public)")
      } else {
        Self.signposter.endInterval("Send", state, "\(summary, privacy: .public)")
      }
    #endif
  }

  /// What the interval's end says: the route, the handlers, how the dispatch ended.
  package static func summary(of trace: EventTrace) -> String {
    let handlers = trace.handlers.isEmpty ? "none" : trace.handlers.joined(separator: ", ")
    return "route: \(trace.route.joined(separator: " → ")); handled by: \(handlers);"
      + " ended: \(trace.termination)"
  }
}
