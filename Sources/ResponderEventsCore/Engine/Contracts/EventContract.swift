/// What a part of the tree declares it sends up: the event types, and the error types it
/// reports (``ResponderEventsWrapper/report(_:options:)``).
///
/// Declare it on the node at the top of that part (``ResponderEventsWrapper/declare(_:)``, or
/// `.responderEventContract(…)` in SwiftUI). Each event the node sends, and each that passes it
/// on its way up from below, is checked against it (the node is part of the part it declares
/// for; an event its own handlers stop or transform never leaves the part, and is not
/// checked), and ``ResponderEventsWrapper/checkContract()`` checks that every declared type has
/// a handler above. What does not agree is reported through ``EventDiagnostics``
/// (``EventDiagnostic/Kind/undeclaredEvent``, ``EventDiagnostic/Kind/declaredEventUnhandled``),
/// as strictly as the ``EventContractStrictness`` the node gets says (app-wide,
/// ``EventDiagnostics/contractStrictness``: by default in debug builds only). No event is ever
/// stopped: a contract documents, and tells you when it is out of date.
///
/// ```swift
/// productList.re.declare(EventContract(events: [AddToCart.self], errors: [NetworkError.self]))
/// ```
///
/// Types are compared exactly: declare each concrete event and error type, or `any Error` for
/// a part that may report every error (`catchError((any Error).self)` then covers it). An error
/// an Objective-C API hands over (a `URLSession` completion handler's) is likely an `NSError` at
/// run time, which `catchError(URLError.self)` catches by casting but a contract declaring
/// `URLError` would not match (not checked on a device): report what `error as? URLError`
/// gives.
public struct EventContract: Sendable {
  /// The declared event types, by identity.
  let events: [ObjectIdentifier: any ResponderEvent.Type]
  /// The declared error types, by identity, which contract checks match against error handlers.
  let errors: [ObjectIdentifier: any Error.Type]

  /// A contract for `events` and the errors of `errors`.
  public init(events: [any ResponderEvent.Type] = [], errors: [any Error.Type] = []) {
    // A type declared twice is the same type: either entry will do.
    self.events = Dictionary(events.map { (ObjectIdentifier($0), $0) }) { first, _ in first }
    self.errors = Dictionary(errors.map { (ObjectIdentifier($0), $0) }) { first, _ in first }
  }

  /// Whether `event` is declared: its type, or, for a reported error, its error's type or
  /// `any Error`, which declares every error as `catchError((any Error).self)` catches every one.
  func declares<Event>(_ event: Event) -> Bool {
    let type = ObjectIdentifier(shownType(of: event))
    guard isReportedError(Event.self) else { return events[type] != nil }
    return errors[type] ?? errors[ObjectIdentifier((any Error).self)] != nil
  }
}

extension Dispatcher {
  /// Reports `event` when the contract of `node` does not declare it; out of line, as only
  /// nodes with contracts need it.
  @usableFromInline static func checkContract<Event>(
    _ storage: EventNodeStorage, at node: any EventNode, event: Event
  ) {
    guard EventDiagnostics.contractStrictness != .off, let contract = storage.contract,
      !contract.declares(event)
    else { return }
    let what = isReportedError(Event.self) ? "the error" : "the event"
    let message =
      "\(what) \(shownType(of: event)) was sent by or came up through this node, whose contract"
      + " does not declare it; it went on. Declare it, or find who sends it"
    ContractChecks.report(
      .undeclaredEvent, node: node, strictness: ContractChecks.strictness(at: node),
      [(shownType(of: event), message)])
  }
}

extension ResponderEventsWrapper {
  /// Declares what this node's part of the tree sends up; see ``EventContract``.
  ///
  /// On a node whose storage another node owns, nothing is declared, and that is reported
  /// (``EventDiagnostic/Kind/storageSharedBetweenNodes``), as for a handler.
  public func declare(_ contract: EventContract) {
    let storage = base.responderEventsStorage
    if storage.claim(for: base) { storage.contract = contract }
  }

  /// Removes this node's contract.
  public func removeContract() {
    let storage = base.existingResponderEventsStorage
    if let storage, storage.claim(for: base) { storage.contract = nil }
  }

  /// Checks that every type this node's contract declares has a handler above it, on the route
  /// as it is now; reports each that has none (``EventDiagnostic/Kind/declaredEventUnhandled``)
  /// and returns their names.
  ///
  /// Which handlers count is the ``EventContractHandlerRequirement`` this node gets (by default
  /// ``EventContractHandlerRequirement/anyHandler``):
  /// - A declared error type has a handler when an error handler above takes errors of that
  ///   type: ``catchError(_:_:)`` for the type itself, a superclass of it or `any Error`
  ///   (only the first two for ``EventContractHandlerRequirement/typedHandler``).
  /// - A node above that handles events in a method (``EventHandling``), or has a handler for a
  ///   protocol of events, might handle any event type, and counts as a handler for every
  ///   declared event, but for no error: errors never reach event handlers. For
  ///   ``EventContractHandlerRequirement/typedHandler``, only a handler for the declared type
  ///   itself counts.
  ///
  /// Nothing is looked for under ``EventContractHandlerRequirement/notChecked``. What is
  /// missing is reported as strictly as the ``EventContractStrictness`` this node gets says.
  /// Call it once the tree is built (SwiftUI's contract modifier does when its view appears).
  @discardableResult
  public func checkContract() -> [String] {
    guard EventDiagnostics.contractStrictness != .off,
      let contract = Dispatcher.ownedStorage(of: base)?.contract
    else { return [] }
    let strictness = ContractChecks.strictness(at: base)
    // Read without reporting a cycle, as the strictness is: the route's dispatches report it.
    let requirement = ProvidedValueRouting.providedValue(
      EventContractHandlerRequirement.self, at: base)
    guard strictness != .off, requirement != .notChecked else { return [] }
    let byName = requirement == .typedHandler
    var (unhandledEvents, uncaughtErrors) = (contract.events, contract.errors)
    walkUpwardRoute(from: base) { node in
      guard node !== base else { return true }
      // A node that handles events in a method, or by protocol, might handle any event type;
      // its method runs unless its storage is another node's, or a new one at each read (then
      // nothing of it runs). Asked without claiming the storage, as a dispatch's visit would:
      // a check does not decide which of two nodes sharing one owns it.
      let own = node.existingResponderEventsStorage?.mayBelong(to: node) ?? true
      if HandlingTypes.handlesEventsItself(node), !byName, own { unhandledEvents = [:] }
      for entry in Dispatcher.ownedStorage(of: node)?.upwardHandlers ?? [] where !entry.isRemoved {
        guard let type = entry.eventType else {
          if !byName { unhandledEvents = [:] }
          continue
        }
        unhandledEvents[type] = nil
        if type == ObjectIdentifier(ReportedError.self) {
          // A handler that does not say which errors it takes takes every one, by no name.
          uncaughtErrors = uncaughtErrors.filter {
            !(entry.catchesErrors(of: $0.value, byName: byName) ?? !byName)
          }
        }
      }
      return !unhandledEvents.isEmpty || !uncaughtErrors.isEmpty
    }
    // Events first, then errors, each by name.
    let missing = [unhandledEvents.values.map { $0 as Any.Type }, uncaughtErrors.values.map { $0 }]
      .flatMap { (types: [Any.Type]) in types.sorted { "\($0)" < "\($1)" } }
    let need = byName ? "a handler registered for it" : "a handler that takes it"
    ContractChecks.report(
      .declaredEventUnhandled, node: base, strictness: strictness,
      missing.map { ($0, "this node's contract declares \($0), but no node above it has \(need)") })
    return missing.map { "\($0)" }
  }
}
