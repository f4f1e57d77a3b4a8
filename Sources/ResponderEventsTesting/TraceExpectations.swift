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
    record(TraceMismatch.route(trace, expected), sourceLocation)
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
    record(TraceMismatch.hops(trace, expected), sourceLocation)
  }

  /// Checks that the nodes named `expected` handled the event, in order, and no others did.
  public func expectHandled(
    by expected: [String], in trace: EventTrace?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    record(TraceMismatch.handlers(trace, expected), sourceLocation)
  }

  /// Checks which nodes changed the event on the way, in order.
  public func expectChanged(
    by expected: [String], in trace: EventTrace?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    record(TraceMismatch.changes(trace, expected), sourceLocation)
  }

  private func record(_ mismatch: String?, _ sourceLocation: SourceLocation) {
    if let mismatch { Issue.record(Comment(rawValue: mismatch), sourceLocation: sourceLocation) }
  }

  /// What each expectation reports when the trace disagrees, or `nil` when it agrees: the
  /// expectations record it as an issue, and their own tests read it without recording one.
  enum TraceMismatch {
    static let noTrace = "No trace: dispatch with `options: .tracing` to record one."

    static func route(_ trace: EventTrace?, _ expected: [String]) -> String? {
      guard let trace else { return noTrace }
      return trace.route == expected ? nil : "Route \(trace.route) is not \(expected).\n\(trace)"
    }

    static func hops(_ trace: EventTrace?, _ expected: [(String, HopOutcome)]) -> String? {
      guard let trace else { return noTrace }
      let actual = trace.hops.map { "\($0.node.name): \($0.outcome)" }
      let wanted = expected.map { "\($0.0): \($0.1)" }
      return actual == wanted ? nil : "Hops \(actual) are not \(wanted).\n\(trace)"
    }

    static func handlers(_ trace: EventTrace?, _ expected: [String]) -> String? {
      guard let trace else { return noTrace }
      return trace.handlers == expected
        ? nil : "Handled by \(trace.handlers), not \(expected).\n\(trace)"
    }

    static func changes(_ trace: EventTrace?, _ expected: [String]) -> String? {
      guard let trace else { return noTrace }
      let actual = trace.hops.filter(\.changedEvent).map(\.node.name)
      return actual == expected ? nil : "Changed by \(actual), not \(expected).\n\(trace)"
    }
  }
#endif
