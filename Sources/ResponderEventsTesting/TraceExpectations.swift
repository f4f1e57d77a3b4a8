#if canImport(Testing)
  public import ResponderEventsCore
  public import Testing

  /// Checks that a dispatch visited exactly the nodes named `expected`, in order.
  ///
  /// On failure the issue shows the whole trace, one line per hop. A missing trace (the dispatch
  /// ran without `DispatchOptions/tracing`) is a failure too.
  ///
  /// ```swift
  /// let result = button.re.send(AddToCart(productID: 1), options: .tracing)
  /// expectRoute(result.trace, ["cell", "table", "controller"])
  /// ```
  public func expectRoute(
    _ trace: EventTrace?, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let trace = requireTrace(trace, sourceLocation) else { return }
    if trace.route != expected {
      Issue.record(
        "Route \(trace.route) is not \(expected).\n\(trace)", sourceLocation: sourceLocation)
    }
  }

  /// Checks each hop's node and outcome, in order.
  ///
  /// ```swift
  /// expectHops(
  ///   result.trace, [("cell", .passed), ("table", .noHandler), ("controller", .stopped)])
  /// ```
  public func expectHops(
    _ trace: EventTrace?, _ expected: [(String, HopOutcome)],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let trace = requireTrace(trace, sourceLocation) else { return }
    let actual = trace.hops.map { "\($0.node.name): \($0.outcome)" }
    let wanted = expected.map { "\($0.0): \($0.1)" }
    if actual != wanted {
      Issue.record("Hops \(actual) are not \(wanted).\n\(trace)", sourceLocation: sourceLocation)
    }
  }

  /// Checks that the nodes named `expected` handled the event, in order, and no others did.
  public func expectHandled(
    by expected: [String], in trace: EventTrace?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let trace = requireTrace(trace, sourceLocation) else { return }
    if trace.handlers != expected {
      Issue.record(
        "Handled by \(trace.handlers), not \(expected).\n\(trace)", sourceLocation: sourceLocation)
    }
  }

  /// Checks which nodes changed the event on the way, in order.
  public func expectChanged(
    by expected: [String], in trace: EventTrace?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let trace = requireTrace(trace, sourceLocation) else { return }
    let actual = trace.hops.filter(\.changedEvent).map(\.node.name)
    if actual != expected {
      Issue.record(
        "Changed by \(actual), not \(expected).\n\(trace)", sourceLocation: sourceLocation)
    }
  }

  private func requireTrace(
    _ trace: EventTrace?, _ sourceLocation: SourceLocation
  ) -> EventTrace? {
    if trace == nil {
      Issue.record(
        "No trace: dispatch with `options: .tracing` to record one.",
        sourceLocation: sourceLocation)
    }
    return trace
  }
#endif
