/// What a likely-mistake diagnostic is about, so that each cause is reported once.
///
/// Nodes count by type and debug name, not by identity: a hundred cells of one type with the
/// same misdirected handler, or a sheet presented the same wrong way each time it is shown, are
/// one cause.
struct DiagnosticCause: Hashable {
  /// A node involved in the mistake.
  struct Place: Hashable {
    let type: ObjectIdentifier
    let debugName: String?

    @MainActor
    init(_ node: any EventNode) {
      type = ObjectIdentifier(Swift.type(of: node))
      debugName = node.existingResponderEventsStorage?.debugName
    }
  }

  let kind: EventDiagnostic.Kind
  let eventType: ObjectIdentifier
  /// The direction of the dispatch, or of the request or broadcast, that showed the mistake.
  let direction: EventDirection
  let places: [Place]

  @MainActor
  init(
    _ kind: EventDiagnostic.Kind, eventType: Any.Type, direction: EventDirection,
    nodes: [any EventNode] = []
  ) {
    self.kind = kind
    self.eventType = ObjectIdentifier(eventType)
    self.direction = direction
    self.places = nodes.map(Place.init)
  }
}

extension EventDiagnostics {
  /// The likely mistakes reported to the global ``handler``, each once.
  ///
  /// Emptied when the handler is set. Scoped handlers keep their own
  /// (``DiagnosticSink/reportedCauses``).
  @MainActor static var reportedCauses: Set<DiagnosticCause> = []

  /// Reports a likely mistake to the scoped or global handler, unless that handler was told of
  /// the same cause already; builds nothing, and records nothing, while no handler does
  /// something with diagnostics.
  @MainActor
  static func emitOnce(
    _ cause: DiagnosticCause, eventType: Any.Type, node: (any EventNode)?,
    _ message: @autoclosure () -> String
  ) {
    guard isObserved else { return }
    if let sink = scopedSink.get() {
      guard sink.reportedCauses.insert(cause).inserted else { return }
    } else {
      guard reportedCauses.insert(cause).inserted else { return }
    }
    report(
      EventDiagnostic(
        kind: cause.kind, eventType: TypeNames.name(of: eventType),
        node: node.map(NodeDescription.init), message: message()))
  }
}
