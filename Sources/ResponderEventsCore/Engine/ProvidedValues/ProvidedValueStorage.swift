extension ProvidedValueStorage {
  /// Called once the node is gone: its observers end, its slots stop providing, and their
  /// observers get the next value up.
  func nodeWentAway() {
    let observers = otherObservers
    otherObservers = []
    for observer in observers { ProvidedValueRouting.unregister(observer) }
    for slot in slots.values { ProvidedValueRouting.stopProviding(slot) }
    slots = [:]
  }
}

extension EventNodeStorage {
  /// The node's provided values, created on first use.
  var providedValuesCreatingIfNeeded: ProvidedValueStorage {
    providedValues.orInsert(ProvidedValueStorage.init)
  }

  /// The node's value observers, in registration order.
  var valueObservers: [AnyValueObserver] {
    firstValueObserver.map { [$0] + (providedValues?.otherObservers ?? []) } ?? []
  }

  /// How many value observers the node has.
  var valueObserverCount: Int {
    firstValueObserver == nil ? 0 : 1 + (providedValues?.otherObservers.count ?? 0)
  }

  /// Adds `observer` to the node's value observers, which own it.
  func addValueObserver(_ observer: AnyValueObserver) {
    if firstValueObserver == nil {
      firstValueObserver = observer
    } else {
      providedValuesCreatingIfNeeded.otherObservers.append(observer)
    }
    providedValuesChanged()
  }

  /// Removes the value observer registered as `id`; returns whether there was one.
  ///
  /// The observer stops getting values, leaves the lists that reach it, and is let go, or kept
  /// until the delivery in progress ends (invariant R4).
  func removeValueObserver(id: UInt64) -> Bool {
    let observer: AnyValueObserver
    let wasFirst = firstValueObserver?.id == id
    if let first = firstValueObserver, first.id == id {
      observer = first
      firstValueObserver = nil
      if let others = providedValues, !others.otherObservers.isEmpty {
        firstValueObserver = others.otherObservers.removeFirst()
      }
    } else if let others = providedValues,
      let index = others.otherObservers.firstIndex(where: { $0.id == id })
    {
      observer = others.otherObservers.remove(at: index)
    } else {
      return false
    }
    providedValuesChanged()
    // The observer moved into the first place may be one a delivery under way has not called
    // yet, which it then calls from the node's other observers: read where this says so.
    if wasFirst, firstValueObserver != nil { receivers.insert(.otherValueObservers) }
    ProvidedValueRouting.unregister(observer)
    return true
  }

  /// Records in the fields a delivery reads on every node whether it must read
  /// ``providedValues``: whether the node has observers besides its first, or provides values;
  /// called after each change to its observers or its slots.
  ///
  /// A delivery's walk reads the provided-value storage only where these say it must, so that
  /// a node with one observer costs it one memory access fewer: in a large tree, most often a
  /// cache miss (see ProvidedValueDelivery.swift).
  func providedValuesChanged() {
    receivers.set(.otherValueObservers, providedValues?.otherObservers.isEmpty ?? true)
    receivers.set(.providedValues, providedValues?.slots.isEmpty ?? true)
  }
}
