/// The app-wide settings for diagnostics and tracing.
///
/// Set ``handler`` once at launch to send diagnostics to your logger or to fail loudly in debug
/// builds:
///
/// ```swift
/// EventDiagnostics.handler = { diagnostic in
///   logger.warning("\(diagnostic.description)")
///   if diagnostic.kind == .cycleDetected { assertionFailure(diagnostic.message) }
/// }
/// ```
///
/// Tests (which may run in parallel) should not replace the global handler; they collect the
/// diagnostics of one operation with ``withHandler(_:operation:)-(_,()->R)``, which applies to the
/// current task only.
///
/// ## Likely mistakes, once per cause
/// Four kinds name a mistake in the app's code rather than something that happened once:
/// ``EventDiagnostic/Kind/presenterNotRecorded``,
/// ``EventDiagnostic/Kind/handlerInOtherDirection``,
/// ``EventDiagnostic/Kind/errorPassedEventHandlers`` and
/// ``EventDiagnostic/Kind/registrationsPiledUp``. Each is reported once per cause: per kind,
/// event (or error, or value) type, and type of each node involved (the presented controller,
/// its presenter and the screens it skipped, the node with the misdirected handler, the node
/// whose event handlers an error passed, the node with the registrations), never their debug
/// names or identities. A screen that makes the same mistake a hundred times, or a hundred
/// cells of one type named "cell 1" to "cell 100", report it once. The record of causes reported belongs to
/// the handler: the global ``handler`` has one, which setting the handler empties, and each
/// ``withHandler(_:operation:)-(_,()->R)`` scope starts its own, so tests running in parallel,
/// each in its own scope, do not hide each other's reports. A record holds at most 1,000
/// causes: once full, it stops growing, and a cause it does not hold is reported each time it
/// occurs. Nothing is recorded, or looked for, while no handler does something with
/// diagnostics.
public enum EventDiagnostics {
  /// Receives every diagnostic not captured by ``withHandler(_:operation:)-(_,()->R)``.
  ///
  /// The default writes the diagnostic in debug builds, to the unified log on Apple platforms
  /// (subsystem `ResponderEvents`, category the kind's name, errors at the error level) and to
  /// standard output elsewhere, and does nothing in release builds.
  /// Until this is set, a release build does not even build the diagnostics that no scoped
  /// handler collects, so an unhandled event costs about what a handled one does.
  ///
  /// Setting it forgets which likely mistakes were reported, so that the new handler hears of
  /// each cause once.
  @MainActor public static var handler: @MainActor (EventDiagnostic) -> Void {
    get { installed }
    set {
      // The handler replaced goes once the new one is stored, outside any access to it: what
      // it captured is the app's, and may report as it goes (its `deinit` sends an event
      // nothing handles), which reads this. Released in the store, it overlapped the store.
      let replaced = installed
      (installed, isHandlerReplaced, reportedCauses) = (newValue, true, [])
      withExtendedLifetime(replaced) {}
    }
  }
  @MainActor private static var installed: @MainActor (EventDiagnostic) -> Void = defaultHandler

  /// The handler installed at launch: in debug builds, the unified log on Apple platforms
  /// (subsystem `ResponderEvents`, one category per kind: Xcode's console and Console.app show
  /// it) and standard output elsewhere; nothing in release builds.
  @MainActor package static let defaultHandler: @MainActor (EventDiagnostic) -> Void = {
    guard defaultHandlerPrints else { return }
    if let output = defaultOutput.get() { output($0.description) } else { DiagnosticLog.write($0) }
  }

  /// Where ``defaultHandler`` writes instead of standard output, in this task: lets a test see
  /// what it prints without printing it.
  static let defaultOutput = TaskLocal<(@Sendable (String) -> Void)?>(wrappedValue: nil)

  // The settings every dispatch reads (whether the handler was replaced, whether the default
  // one prints, the nesting limit, tracing) are in Unsafe/UncheckedExclusivity.swift.

  /// Whether a diagnostic emitted now would reach a handler that does something with it.
  ///
  /// Not once a report's handler used up its nested reports: a likely mistake recorded then, as
  /// reported, would never be reported.
  @MainActor
  static var isObserved: Bool {
    (isHandlerReplaced || defaultHandlerPrints || scopedSink.get() != nil)
      && (nestedReports.depth == 0 || nestedReports.count < maximumNestedReports)
  }

  /// Sends the diagnostics emitted while `operation` runs, in this task, to `handler` instead of
  /// the global ``handler``.
  ///
  /// The scope keeps its own record of the likely mistakes reported, each once.
  ///
  /// - Returns: What `operation` returns, which callers may ignore.
  @MainActor @discardableResult
  public static func withHandler<R>(
    _ handler: @escaping @MainActor (EventDiagnostic) -> Void, operation: () throws -> R
  ) rethrows -> R {
    try scopedSink.withValue(DiagnosticSink(handler), operation: operation)
  }

  /// Sends the diagnostics emitted while `operation` runs, in this task and the tasks it
  /// creates, to `handler` instead of the global ``handler``.
  ///
  /// The scope keeps its own record of the likely mistakes reported, each once.
  ///
  /// - Returns: What `operation` returns, which callers may ignore.
  @MainActor @discardableResult
  public static func withHandler<R>(
    _ handler: @escaping @MainActor (EventDiagnostic) -> Void,
    operation: @MainActor () async throws -> R
  ) async rethrows -> R {
    try await scopedSink.withValue(DiagnosticSink(handler), operation: operation)
  }

  // Spelled out rather than `@TaskLocal static var`: older SDKs declare TaskLocal as a property
  // wrapper, and a wrapped static var is mutable global state under Swift 6.
  static let scopedSink = TaskLocal<DiagnosticSink?>(wrappedValue: nil)

  /// Reports `diagnostic` to the scoped or global handler, as the engine reports its own.
  ///
  /// The package's adapters (the UIKit and SwiftUI bridges) use it so that all diagnostics
  /// reach one place. A handler whose own sends cause diagnostics is called at most
  /// ``maximumNestedReports`` times for one report it was called with; those after are dropped.
  @MainActor
  package static func report(_ diagnostic: EventDiagnostic) {
    // The nesting limit bounds a chain of reports, not their number: two sends per report
    // would run 2^32 reports within it.
    if nestedReports.depth == 0 { nestedReports.count = 0 }
    guard nestedReports.count < maximumNestedReports else { return }
    nestedReports = (nestedReports.depth + 1, nestedReports.count + 1)
    defer { nestedReports.depth -= 1 }
    (scopedSink.get()?.receive ?? handler)(diagnostic)
  }

  /// How many reports a handler gets for one report it was called with, its own included.
  package static let maximumNestedReports = 1_000
  /// Reports running, and made since the outermost of them began.
  @MainActor private static var nestedReports = (depth: 0, count: 0)

  /// Reports a diagnostic to the scoped or global handler, building it only when one of them
  /// does something with it (describing an unhandled event's value takes tens of thousands of
  /// instructions).
  ///
  /// The Objective-C bridge reports through it too, for a named event or none; a report about
  /// no event (a delegate proxy's) leaves `eventType` out.
  @MainActor
  package static func emit(
    _ kind: EventDiagnostic.Kind, eventType: Any.Type? = nil, node: (any EventNode)?,
    _ message: @autoclosure () -> String
  ) {
    guard isObserved else { return }
    report(
      EventDiagnostic(
        kind: kind, eventType: eventType.map(TypeNames.name(of:)),
        node: node.map(NodeDescription.init), message: message()))
  }
}

/// A scoped diagnostic handler, carried by a task-local value.
@MainActor
final class DiagnosticSink {
  let receive: @MainActor (EventDiagnostic) -> Void
  /// The likely mistakes reported to this handler, each once (see ``DiagnosticCause``).
  var reportedCauses: Set<DiagnosticCause> = []

  init(_ receive: @escaping @MainActor (EventDiagnostic) -> Void) { self.receive = receive }
}
