#if canImport(os)
  import os
#endif

/// Where the default diagnostics handler writes: where developers on each platform look.
///
/// On Apple platforms, the unified log (`os.Logger`), which Xcode's console and Console.app
/// show and filter: subsystem ``subsystem``, one category per kind of diagnostic (its raw
/// value, `unhandled`, `cycleDetected`, …). Elsewhere, standard output.
package enum DiagnosticLog {
  /// The subsystem of the library's log messages and signposts.
  static let subsystem = "ResponderEvents"

  /// Writes `diagnostic`.
  @MainActor
  static func write(_ diagnostic: EventDiagnostic) {
    #if canImport(os)
      Logger(subsystem: subsystem, category: diagnostic.kind.rawValue).log(
        level: isError(diagnostic.kind) ? .error : .default,
        "\(diagnostic.description, privacy: .public)")
    #else
      print(diagnostic)
    #endif
  }

  /// Whether a diagnostic of `kind` is logged as an error: all but those that report what may
  /// be meant (an event nobody handles, a handler that replaced the event, a proxy that moved
  /// aside for another object).
  package static func isError(_ kind: EventDiagnostic.Kind) -> Bool {
    ![.unhandled, .eventTypeChanged, .delegateProxyMoved].contains(kind)
  }
}
