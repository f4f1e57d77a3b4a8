/// How strictly ``EventContract``s are checked: app-wide with
/// ``EventDiagnostics/contractStrictness``, and for one part of the tree by providing it.
///
/// A node provides a strictness to its part of the tree as it provides any value
/// (``ResponderEventsWrapper/provide(_:)``, or `.responderEnvironment(_:)` in SwiftUI), and
/// the nearest provider wins: a contract is checked as strictly as the node above it, or the
/// node itself, that provides one says, else as the app-wide setting says.
///
/// ```swift
/// checkoutController.re.provide(EventContractStrictness.stop)
/// ```
///
/// The app-wide setting is also the switch for all of them: when it is
/// ``EventContractStrictness/off`` (the default in release builds), nothing is checked, whatever
/// the nodes provide.
public enum EventContractStrictness: ProvidedValue, Sendable, Hashable {
  /// Not checked.
  case off
  /// Checked, and what disagrees is reported through ``EventDiagnostics``.
  case report
  /// Checked, and what disagrees is reported through ``EventDiagnostics``, then, in debug
  /// builds of the library, stops the program (`fatalError`) with the diagnostic's message, so
  /// that a test or a debug session cannot miss it.
  ///
  /// For a part of the tree whose contract must be kept. In release builds it is
  /// ``report``: an app that checks contracts in release builds (the app-wide setting is
  /// ``off`` there by default) never stops for one.
  case stop

  /// What an observer of this value gets where no node provides one: ``report``.
  ///
  /// Contract checks themselves fall back to ``EventDiagnostics/contractStrictness`` there.
  public static var defaultValue: EventContractStrictness { .report }
}

extension EventDiagnostics {
  /// How strictly ``EventContract``s are checked where no node provides an
  /// ``EventContractStrictness``: ``EventContractStrictness/report`` in debug builds of the
  /// library, ``EventContractStrictness/off`` in release builds, where checking would cost every
  /// event passing a contract a lookup.
  ///
  /// ``EventContractStrictness/off`` turns every check off, including those of the parts of
  /// the tree that provide a strictness of their own.
  @MainActor public static var contractStrictness: EventContractStrictness = {
    #if DEBUG
      .report
    #else
      .off
    #endif
  }()
}

/// How contracts are checked: as strictly as the tree asks, reported as diagnostics.
@MainActor
enum ContractChecks {
  /// How strictly the contract of `node` is checked: as the nearest node providing an
  /// ``EventContractStrictness`` says, from `node` itself up, else as the app-wide setting says.
  ///
  /// Looked up only when a check found something to report, so that events that agree with a
  /// contract cost no walk up, and only while the app-wide setting is not
  /// ``EventContractStrictness/off``: each check tests that switch first.
  static func strictness(at node: any EventNode) -> EventContractStrictness {
    ProvidedValueRouting.providedValue(EventContractStrictness.self, at: node)
      ?? EventDiagnostics.contractStrictness
  }

  /// Reports what disagrees with the contract of `node`, each finding in a diagnostic of
  /// `kind` that names its event or error type, as strictly as `strictness` says: for
  /// ``EventContractStrictness/stop``, then ends the program with all of them in one message
  /// (in debug builds).
  static func report(
    _ kind: EventDiagnostic.Kind, node: any EventNode, strictness: EventContractStrictness,
    _ findings: [(type: Any.Type, message: String)]
  ) {
    guard strictness != .off else { return }
    for finding in findings {
      EventDiagnostics.emit(kind, eventType: finding.type, node: node, finding.message)
    }
    #if DEBUG
      guard strictness == .stop, !findings.isEmpty else { return }
      fatalError(
        "[ResponderEvents] \(kind) at \(NodeDescription(node)): "
          + "\(findings.map(\.message).joined(separator: "; ")) (EventContractStrictness.stop)")
    #endif
  }
}
