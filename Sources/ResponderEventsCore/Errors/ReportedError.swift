/// An error travelling up the chain as an event: what ``ResponderEventsWrapper/report(_:options:)``
/// sends and ``ResponderEventsWrapper/catchError(_:_:)`` handles.
///
/// A view that cannot finish what it was asked to (a download, a save, a validation) reports
/// the error where it happens; a screen or a container above catches the errors it knows how to
/// handle, shows them, recovers, or turns them into another event. Errors nobody catches are
/// reported as ``EventDiagnostic/Kind/unhandled``, as any event nobody handles.
public struct ReportedError: ResponderEvent {
  /// The error.
  public let error: any Error

  /// Wraps `error`.
  public init(_ error: any Error) {
    self.error = error
  }
}
