/// What a likely-mistake diagnostic is about, so that each cause is reported once.
///
/// Nodes count by type only, not by identity or debug name: a hundred cells of one type with the
/// same misdirected handler, named "cell 1" to "cell 100" or not at all, or a sheet presented
/// the same wrong way each time it is shown, are one cause. So the causes an app can make are
/// as many as its kinds of mistake, event types and node types allow, however long it runs;
/// ``EventDiagnostics/maximumRecordedCauses`` bounds the record all the same.
struct DiagnosticCause: Hashable {
  let kind: EventDiagnostic.Kind
  let eventType: ObjectIdentifier
  /// The direction of the dispatch, or of the request or broadcast, that showed the mistake.
  let direction: EventDirection
  /// The type of each node involved, in the order the diagnostic names them.
  let nodeTypes: [ObjectIdentifier]
  /// What piled up, where one type names several lists (the methods of one delegate whose
  /// closures have one type, such as a text field's four `should…` questions).
  var detail = ""
}

extension EventDiagnostics {
  /// The most causes a handler's record of reported likely mistakes holds: 1,000.
  ///
  /// Keyed by types, a record rarely comes near it; an app that generates types at run time
  /// could. Once a record is full, a new cause is still reported, every time it occurs, but no
  /// longer recorded, so the record stops growing while no mistake goes unreported; the causes
  /// recorded before are still reported once. Setting ``handler`` empties the global handler's
  /// record.
  static let maximumRecordedCauses = 1_000

  /// The likely mistakes reported to the global ``handler``, each once.
  ///
  /// Emptied when the handler is set. Scoped handlers keep their own
  /// (``DiagnosticSink/reportedCauses``). Holds at most ``maximumRecordedCauses``.
  @MainActor static var reportedCauses: Set<DiagnosticCause> = []

  /// Reports a likely mistake to the scoped or global handler, at the first of `nodes`, unless
  /// that handler was told of the same cause already; builds nothing, and records nothing,
  /// while no handler does something with diagnostics.
  ///
  /// The mistakes about value observers, which the UIKit and SwiftUI layers report too, name
  /// the value's type as the event type and ``EventDirection/down``, the way values flow; those
  /// about a control's or a view's closures name no event type.
  @MainActor
  package static func emitOnce(
    _ kind: EventDiagnostic.Kind, eventType: Any.Type?, direction: EventDirection,
    nodes: [any EventNode], detail: String = "", _ message: @autoclosure () -> String
  ) {
    guard isObserved else { return }
    let cause = DiagnosticCause(
      kind: kind, eventType: ObjectIdentifier(eventType ?? Never.self), direction: direction,
      nodeTypes: nodes.map { ObjectIdentifier(type(of: $0)) }, detail: detail)
    // Recorded in the scoped handler's record, or else in the global handler's.
    let sink = scopedSink.get()
    guard sink.map({ record(cause, in: &$0.reportedCauses) }) ?? record(cause, in: &reportedCauses)
    else { return }
    emit(kind, eventType: eventType, node: nodes.first, message())
  }

  /// How many registrations of one kind a node may have before a likely mistake is reported.
  package static let registrationsBeforeWarning = 16

  /// Reports ``EventDiagnostic/Kind/registrationsPiledUp`` once per cause when `node` has
  /// `count` registrations of one kind (`what`), more than a view plausibly needs; `fix` says
  /// what to do, by default for closures on a view.
  ///
  /// Without a node, nothing is reported.
  @MainActor
  package static func reportIfPiledUp(
    _ count: Int, _ what: String, at node: (any EventNode)?, eventType: Any.Type? = nil,
    fix: String =
      "Add them once, in the view's initializer, or replace the last: with an identifier where"
      + " there is one, else by removing its token first"
  ) {
    guard count >= registrationsBeforeWarning, let node else { return }
    emitOnce(
      .registrationsPiledUp, eventType: eventType, direction: .down, nodes: [node], detail: what,
      "this node has \(count) \(what): they are probably registered where a reused view is"
        + " configured, one more on each reuse, and every one runs each time. \(fix)")
  }

  /// Whether `cause` is to be reported, and records it if there is room.
  ///
  /// `false` if `record` holds `cause` already. A cause reported is added to `record` while it
  /// holds fewer than `limit` causes; once full, the record stays as it is and every cause it
  /// does not hold is reported.
  static func record(
    _ cause: DiagnosticCause, in record: inout Set<DiagnosticCause>,
    limit: Int = maximumRecordedCauses
  ) -> Bool {
    guard !record.contains(cause) else { return false }
    if record.count < limit { record.insert(cause) }
    return true
  }
}
