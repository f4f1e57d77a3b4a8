// Invariant R4 — a node's value observers, and the storage that lists them, outlive a
// delivery's visit to the node.
//
// A node's value observers belong to its `EventNodeStorage`: the first in `firstValueObserver`,
// the others in its `ProvidedValueStorage`'s `otherObservers`. That provided-value storage is
// created once, on first use, and the node storage keeps it from then on: `providedValues` is
// never set to another storage, nor back to `nil`. A delivery's walk holds the node it visits
// (invariant R2) and the node's storage for the whole visit (`_visitForDelivery` passes it to
// the visit), so the provided-value storage lives as long. An observer leaves its node's
// storage only through `removeValueObserver(id:)`, or as the node storage itself goes
// (`EventNodeStorage.deinit` hands its observers to a task that holds them and calls
// `ProvidedValueRouting.nodeWentAway(firstObserver:values:)`; the node storage cannot go during
// its node's visit, which holds the node); both end with
// `ProvidedValueRouting.unregister(_:)`, which, while a delivery is in progress
// (`ProvidedValueRouting.deliveries`), keeps the observer in `retiredObservers`, which the
// outermost delivery empties as it ends. So an observer read from `firstValueObserver` or from
// `otherObservers` by index stays alive for the whole visit, its closure call included, without
// being retained: retaining and releasing each is an atomic operation, and a broadcast visit
// retains neither its node's storage nor its handlers (invariant R3). (The slot's list,
// `ValueObserverRoster`, holds its observers, but a removed one leaves it first.) If an observer
// were dropped for good while its closure runs (say the closure removes its own registration),
// the closure's captures would be freed under it. Tested by "R4: observers that remove
// themselves and others in the middle of a delivery", which AddressSanitizer fails in an
// optimized build when the invariant breaks (a debug build happens to retain the observer for
// its call).

extension ProvidedValueRouting {
  /// How many deliveries are in progress, one inside another's observer (invariants R4, E1).
  @exclusivity(unchecked) static var deliveries = 0

  /// Observers dropped from their storage while a delivery was in progress, kept alive until
  /// the outermost one ends (invariants R4, E1).
  @exclusivity(unchecked) static var retiredObservers: [AnyValueObserver] = []

  /// Keeps `observer`, just dropped from its node's storage, alive until no delivery is in
  /// progress (invariant R4).
  static func retire(_ observer: AnyValueObserver) {
    if deliveries > 0 { retiredObservers.append(observer) }
  }

  /// Runs `delivery`, counted among the deliveries in progress; the outermost one releases the
  /// observers retired meanwhile as it ends (invariant R4).
  static func countingDelivery(_ delivery: () -> Void) {
    deliveries += 1
    delivery()
    deliveries -= 1
    // The list is released after `[]` is stored: the observers' closures' captures may run an
    // app's code as they go, and no access to the list is open then (invariant E1).
    if deliveries == 0, !retiredObservers.isEmpty { retiredObservers = [] }
  }
}

extension DeliveryWalk {
  /// Calls the first value observer of `node`, whose storage `storage` is, if it gets its value
  /// from the slot and was not reached yet; reads it without retaining it (invariant R4).
  mutating func callFirstObserver(of storage: EventNodeStorage, at node: any EventNode) {
    guard let observer = storage.firstValueObserver.map(Unmanaged.passUnretained) else { return }
    call(observer, at: node)
  }

  /// Calls the value observers of `node`, whose storage `storage` is, that get their value from
  /// the slot and were not reached yet, unless `owned` is `false` (the storage belongs to
  /// another node); returns whether `node` provides a value of the slot's type itself, so that
  /// the nodes below it get theirs from it (never, for storage another node owns).
  ///
  /// Reads the provided-value storage and each observer without retaining them (invariant R4),
  /// and the list of observers again for each, as an observer may add or remove others.
  mutating func visitProvidedValues(
    of storage: EventNodeStorage, at node: any EventNode, owned: Bool
  ) -> Bool {
    guard let values = storage.providedValues.map(Unmanaged.passUnretained) else { return false }
    return withBorrowedObject(values, as: ProvidedValueStorage.self) { values in
      // The first observer is at -1, as a removal moves the next one into its place.
      let listed = { (index: Int) -> AnyValueObserver? in
        guard index >= 0 else { return storage.firstValueObserver }
        return values.otherObservers.indices.contains(index) ? values.otherObservers[index] : nil
      }
      var index = -1
      while owned, let observer = listed(index).map(Unmanaged.passUnretained) {
        call(observer, at: node)
        // A removal moves the observers after it up: start again, past those reached.
        index = listed(index) === observer.takeUnretainedValue() ? index + 1 : -1
      }
      return owned && providesValue(values, at: node)
    }
  }

  /// Calls `observer`, registered on `node`, if it gets its value from the slot and was not
  /// reached yet, and counts it; the caller keeps it alive (invariant R4).
  mutating func call(_ observer: Unmanaged<AnyValueObserver>, at node: any EventNode) {
    withBorrowedObject(observer, as: AnyValueObserver.self) { observer in
      guard observer.sourceBits == slotBits, observer.deliveredStamp != stamp else { return }
      reached += 1
      // With the node the walk holds already, sparing the load of the observer's weak
      // reference to it (`deliverCurrentValue()`); unless it has the current value.
      observer.delivery(observer, node)
    }
  }
}
