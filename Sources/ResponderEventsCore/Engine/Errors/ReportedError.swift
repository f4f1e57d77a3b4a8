/// An error travelling up the chain: what ``ResponderEventsWrapper/report(_:options:)`` sends and
/// ``ResponderEventsWrapper/catchError(_:_:)`` handles.
///
/// Errors and events are two chains on one route. An error rides the engine as this event type,
/// so that it follows the same nodes, redirects, traces and diagnostics as an event, but no event
/// handler ever sees it: the type is internal, so no typed handler, observer or transform can name
/// it, and the handlers that match by conformance and ``EventHandling`` methods are skipped for it
/// (`isReportedError(_:)`). Only error handlers, which match nothing else, take it.
@usableFromInline struct ReportedError: ResponderEvent {
  /// The error.
  let error: any Error
}

/// Whether events of type `Event` are reported errors, which event handlers never see.
///
/// In code specialized for an event type, a constant.
@inlinable
func isReportedError<Event>(_ type: Event.Type) -> Bool { Event.self == ReportedError.self }

/// The type that diagnostics and traces name for `event`: the error's own type for a reported
/// error, whose carrier type no user can name; else `Event`.
///
/// Out of line: traces, diagnostics and contract checks ask, never a quiet hop.
@usableFromInline func shownType<Event>(of event: Event) -> Any.Type {
  (event as? ReportedError).map { type(of: $0.error) } ?? Event.self
}

extension ReportedError: CustomStringConvertible {
  /// `the error …`, as diagnostics name it.
  @usableFromInline var description: String { "the error \(error)" }
}
