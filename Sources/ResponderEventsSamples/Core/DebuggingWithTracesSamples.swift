import ResponderEventsCore

/// The samples of DebuggingWithTraces.md and of `EventDiagnostics`.
@MainActor
enum DebuggingWithTracesSamples {
  static func traceASend(button: SampleButton) -> DispatchResult<AddToCart> {
    let result = button.re.send(AddToCart(productID: 42), options: .tracing)
    print(result.trace!)
    return result
  }

  static func nameANode(cell: SampleCell) {
    cell.re.debugName = "ProductCell[\(cell.row)]"
  }

  static func traceEverything() {
    #if DEBUG
      EventDiagnostics.isTracingEnabled = true
    #endif
  }

  static func logDiagnostics(to logger: SampleLogger) {
    EventDiagnostics.handler = { diagnostic in
      logger.warning("\(diagnostic.description)")
      if diagnostic.kind == .cycleDetected { assertionFailure(diagnostic.message) }
    }
  }
}
