// Invariant R3 — a node's handler lists keep every entry while a walk over them is in progress.
//
// `runHandlers` counts itself in `storage.handlerWalks` for as long as it walks. Removing a
// handler meanwhile only marks its entry (`isRemoved`, which the walk checks); the lists are
// compacted by `compactHandlersIfIdle()` (Handlers/HandlerToken.swift) only when no walk is in
// progress, and registering only appends. The storage is held by its node, which the dispatch
// holds. So an entry read from the list by index stays alive for the whole call of its closure
// without being retained: retaining it and its closure would be an atomic operation per
// handler call, the largest single cost of a broadcast. Tested by "R3: handlers removed,
// replaced and added by a handler".
//
// Invariant C2 — an entry whose `eventType` is `ObjectIdentifier(Event.self)` is a
// `TypedHandler<Event>`.
//
// Only `TypedHandler<Event>.init` gives an entry a non-nil `eventType`, and it gives exactly
// that one (Handlers/HandlerEntry.swift); `unsafeDowncast` checks the cast in debug builds.
// Tested by "C2: handlers of two event types on one node".

extension Dispatcher {
  /// Runs the closure handlers of `storage` registered for `direction`, in registration order,
  /// reading each entry from the list in place (invariant R3); returns the strongest outcome,
  /// and ends at once on `.stop`.
  ///
  /// A handler removed while this runs is skipped from then on; one added while this runs is
  /// not run here (the walk goes up to the count it started with).
  @inlinable
  @inline(__always)
  static func runHandlers<Event: ResponderEvent>(
    of storage: EventNodeStorage, at node: any EventNode, direction: EventDirection,
    context: inout EventContext<Event>
  ) -> HopOutcome {
    storage.handlerWalks += 1
    defer {
      storage.handlerWalks -= 1
      if storage.hasRemovedHandlers { storage.compactHandlersIfIdle() }
    }
    var outcome = HopOutcome.noHandler
    let eventType = ObjectIdentifier(Event.self)
    let count = direction == .up ? storage.upwardHandlers.count : storage.broadcastHandlers.count
    for index in 0..<count {
      unowned(unsafe) let entry =
        direction == .up ? storage.upwardHandlers[index] : storage.broadcastHandlers[index]
      if entry.isRemoved { continue }
      let result: HopOutcome?
      if entry.eventType == eventType {
        result = TypedHandler<Event>.callUnretained(
          Unmanaged.passUnretained(entry), node: node, context: &context)
      } else if entry.eventType == nil {
        result = entry.invokeByConformance(node: node, context: &context)
      } else {
        continue
      }
      guard let result else { continue }
      outcome = max(outcome, result)
      if result == .stopped { return outcome }
    }
    return outcome
  }
}

extension TypedHandler {
  /// Calls the handler of `entry`, which must be a `TypedHandler<Event>` (invariant C2),
  /// without retaining the entry or its closure (invariant R3).
  ///
  /// Nonisolated so that the closure given to `_withUnsafeGuaranteedRef` is too: an isolated
  /// one would check the executor at run time on every call.
  @inlinable
  static func callUnretained(
    _ entry: Unmanaged<HandlerEntry>, node: any EventNode, context: inout EventContext<Event>
  ) -> HopOutcome? {
    entry._withUnsafeGuaranteedRef {
      unsafeDowncast($0, to: TypedHandler<Event>.self).invoke(node, &context)
    }
  }
}
