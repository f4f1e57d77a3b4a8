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
    /// The interval's name: `Send` or `Broadcast`.
    private let name: StaticString
  #endif

  /// Begins the interval of the dispatch `trace` records, if anyone is recording signposts.
  static func begin(_ trace: EventTrace) -> EventSignpost? {
    #if canImport(os)
      guard signposter.isEnabled else { return nil }
      let id = signposter.makeSignpostID()
      let start = "\(trace.eventType) from \(trace.origin.name)"
      let name: StaticString = trace.direction == .up ? "Send" : "Broadcast"
      return EventSignpost(
        state: signposter.beginInterval(name, id: id, "\(start, privacy: .public)"), name: name)
    #else
      return nil
    #endif
  }

  /// Ends the interval with the route and the handler that stopped the dispatch.
  func end(_ trace: EventTrace) {
    #if canImport(os)
      Self.signposter.endInterval(name, state, "\(Self.summary(of: trace), privacy: .public)")
    #endif
  }

  /// What the interval's end says: the route, the handlers, how the dispatch ended.
  package static func summary(of trace: EventTrace) -> String {
    let handlers = trace.handlers.isEmpty ? "none" : trace.handlers.joined(separator: ", ")
    return "route: \(trace.route.joined(separator: " → ")); handled by: \(handlers);"
      + " ended: \(trace.termination)"
  }
}
