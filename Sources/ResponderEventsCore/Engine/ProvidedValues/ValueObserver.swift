extension AnyValueObserver {
  /// Calls the closure with the current value, unless it was called with that value last.
  final func deliverCurrentValue() {
    if !isRemoved, let node = observingNode { delivery(self, node) }
  }
}

extension ValueObserver {
  /// Calls `observer`'s closure with its current value and `node`, the node it is registered
  /// on, unless the value equals the last one it was called with.
  ///
  /// The stamps spare the comparison, a call to the value's `==`, in the two cases a delivery
  /// meets most: the observer has this very value already (a second delivery reached it), or
  /// it has the value the slot held before, which the provider found different from this one
  /// before replacing it.
  @inlinable
  static func deliverCurrentValue(of observer: ValueObserver, at node: any EventNode) {
    guard !observer.isRemoved else { return }
    let value: Value
    var stamp: UInt64 = 0
    // The value being stored when the stamp is `.max` (see below) was not called with yet.
    var knownToDiffer = observer.deliveredStamp == .max
    if let slot = source(of: observer), slot.isProviding {
      stamp = slot.valueStamp
      if observer.hasDelivered, observer.deliveredStamp == stamp { return }
      knownToDiffer =
        knownToDiffer
        || observer.hasDelivered && observer.deliveredStamp != 0
          && observer.deliveredStamp == slot.previousValueStamp
      value = slot.value
    } else {
      // Before the first call, the value a detached node kept (`watchMoves(on:startingFrom…)`).
      value = observer.hasDelivered ? Value.defaultValue : observer.lastDelivered
    }
    if observer.hasDelivered, !knownToDiffer, observer.lastDelivered == value {
      observer.deliveredStamp = stamp
      return
    }
    if !observer.hasDelivered { observer.hasDelivered = true }
    // Storing lets the value replaced go, whose deinit is the app's code and may provide a
    // newer value: a delivery to this observer meanwhile is the current one, and this call is
    // not made. Marked `.max` (no value's stamp) while storing, so that such a delivery neither
    // takes the stored value for one the closure was called with, nor is followed by this call.
    // (Kept alive past the call instead, the old value would be copied into a generic local at
    // every observer: a delivery's instructions more than doubled.)
    observer.deliveredStamp = .max
    observer.lastDelivered = value
    guard observer.deliveredStamp == .max else { return }
    observer.deliveredStamp = stamp
    // The caller passes the node the observer is registered on, whose storage belongs to it,
    // so it has type `Node` (invariant C1).
    observer.body(downcast(node), value)
  }
}
