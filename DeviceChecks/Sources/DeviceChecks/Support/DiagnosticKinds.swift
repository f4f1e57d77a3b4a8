#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents

  /// The kinds, messages and nodes of the diagnostics the global handler receives between
  /// `collecting()` and `stop()`.
  @MainActor
  final class DiagnosticKinds {
    var kinds: [String] = []
    var messages: [String] = []
    var nodes: [String] = []
    private var previous: (@MainActor (EventDiagnostic) -> Void)?

    /// A collector installed as the global handler, in place of the one set.
    static func collecting() -> DiagnosticKinds {
      let collector = DiagnosticKinds()
      collector.previous = EventDiagnostics.handler
      EventDiagnostics.handler = { [collector] in
        collector.kinds.append("\($0.kind)")
        collector.messages.append($0.message)
        collector.nodes.append($0.node?.name ?? "no node")
      }
      return collector
    }

    /// Puts back the handler that was set.
    func stop() {
      if let previous { EventDiagnostics.handler = previous }
    }
  }
#endif
