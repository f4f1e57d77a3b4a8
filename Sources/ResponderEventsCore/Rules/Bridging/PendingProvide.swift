/// What a SwiftUI `responderEnvironment(_:)` still has to do once SwiftUI's update is over:
/// provide a new value, refresh the observers below a scope that moved.
///
/// SwiftUI evaluates a body, where no observer may run, so the modifier only notes what changed
/// and hands the work to `schedule` (the main queue's next turn in the SwiftUI layer): one turn
/// however many updates asked, the value first, then the refresh, so that observers below never
/// get the outer value before the new one. A value that came back to the one provided last
/// provides nothing. The first value of a scope with nothing below yet is provided at once:
/// that calls no observer, and a view connected below later in the same update finds it.
@MainActor
package final class PendingProvide<Value: ProvidedValue> {
  private let schedule: @MainActor (@escaping @MainActor () -> Void) -> Void
  private var value: Value?
  private var provided: Value?
  private var refreshes = false
  private var isScheduled = false

  /// Work waits for `schedule` to run it.
  package nonisolated init(
    schedule: @escaping @MainActor (@escaping @MainActor () -> Void) -> Void
  ) {
    self.schedule = schedule
  }

  /// Notes that the modifier's value is `newValue` and whether its scope moved, and schedules
  /// the work on `scope` if there is some and none is scheduled.
  package func note(_ newValue: Value, on scope: ScopeNode, scopeMoved moved: Bool) {
    // A new scope with no observer and nothing below (the first body): providing calls nobody,
    // and what joins below in this update (a view `connect(_:)` redirects) finds the value, not
    // the outer one. Refused (past the nesting limit), it is provided on the turn.
    let storage = scope.responderEventsStorage
    if provided == nil, scope.responderEventsChildren.isEmpty, storage.adoptedChildren.isEmpty,
      storage.valueObserverCount == 0
    {
      scope.re.provide(newValue)
      if scope.re.providedValue(Value.self) == newValue { provided = newValue }
    }
    refreshes = refreshes || moved
    value = newValue == provided ? nil : newValue
    guard !isScheduled, value != nil || refreshes else { return }
    isScheduled = true
    schedule { [weak self, weak scope] in
      guard let self else { return }
      self.isScheduled = false
      guard let scope else { return }
      if let value = self.value.moveOut() {
        self.provided = value
        scope.re.provide(value)
      }
      if self.refreshes {
        self.refreshes = false
        scope.re.refreshProvidedValues()
      }
    }
  }
}
