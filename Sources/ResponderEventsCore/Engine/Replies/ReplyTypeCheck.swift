extension Dispatcher {
  /// Reports ``EventDiagnostic/Kind/replyTypeNotDeclared``, once per event type and direction,
  /// when `Event` declares no reply type: a request or a broadcast collecting replies of such
  /// an event can get none.
  ///
  /// The compiler warns of such calls where the event's type is known at the call; this catches
  /// the others (generic code, the UIKit and SwiftUI forms built on it), when they run.
  static func reportIfNoReplyType<Event: ResponderEvent>(
    _ type: Event.Type, from node: any EventNode, direction: EventDirection
  ) {
    guard Event.Reply.self == Never.self else { return }
    let name = TypeNames.name(of: Event.self)
    EventDiagnostics.emitOnce(
      DiagnosticCause(.replyTypeNotDeclared, eventType: Event.self, direction: direction),
      eventType: Event.self, node: node,
      direction == .up
        ? "\(name) declares no Reply type, so nobody can answer this request and it can only "
          + "fail: declare `typealias Reply = …` in \(name), or send it with send(_:options:)"
        : "\(name) declares no Reply type, so nobody can answer this broadcast and it collects "
          + "no replies: declare `typealias Reply = …` in \(name), or use broadcast(_:options:)")
  }
}
