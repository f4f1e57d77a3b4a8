import ResponderEventsCore

/// The samples of DebuggingWithTraces.md and of `EventDiagnostics`.
@MainActor
enum DebuggingWithTracesSamples {
  static func traceASend(button: SampleButton) -> DispatchResult<AddToCart> {
    let result = button.re.send(AddToCart(productID: 42), options: .tracing)
    print(result.trace!)
    return result
  }

  static func logDiagnostics(to logger: SampleLogger) {
    EventDiagnostics.handler = { diagnostic in
      logger.warning("\(diagnostic.description)")
      if diagnostic.kind == .cycleDetected { assertionFailure(diagnostic.message) }
    }
  }
}
