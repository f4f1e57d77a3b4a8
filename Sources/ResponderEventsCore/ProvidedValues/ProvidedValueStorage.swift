/// What one node provides and observes.
///
/// Created the first time the node provides or observes a value, so that other nodes pay
/// nothing for the feature: their ``EventNodeStorage`` keeps `nil` in its place, and no event
/// ever reads it.
///
/// Its fields have their exclusivity checks off: invariant E1, stated in
/// Unsafe/UncheckedExclusivity.swift.
@MainActor
final class ProvidedValueStorage {
  /// The values the node provides, by type.
  @exclusivity(unchecked) var slots: [ObjectIdentifier: AnyProvidedValueSlot] = [:]
  /// The node's observers, in registration order.
  @exclusivity(unchecked) var observers = ValueObserverList()
  /// Nodes redirected to this one that an observer's route went through: when this node goes
  /// away, their observers climb through their own parents again.
  @exclusivity(unchecked) private var redirectedHere: [WeakNode] = []

  nonisolated init() {}

  /// Removes the observer registered as `id`; returns whether there was one.
  func removeObserver(id: UInt64) -> Bool {
    guard let index = observers.firstIndex(where: { $0.id == id }) else { return false }
    let observer = observers.remove(at: index)
    observer.isRemoved = true
    observer.source = nil
    ProvidedValueRouting.liveObservers -= 1
    ProvidedValueRouting.retire(observer)
    return true
  }

  /// Whether an observer registered as `id` is still registered.
  func containsObserver(id: UInt64) -> Bool {
    observers.contains { $0.id == id }
  }

  /// The observer registered as `id`, while it is registered.
  func observer(id: UInt64) -> AnyValueObserver? {
    for observer in observers where observer.id == id { return observer }
    return nil
  }

  /// Called once the node is gone: its slots stop providing, and their observers get the next
  /// value up.
  func nodeWentAway() {
    ProvidedValueRouting.liveObservers -= observers.count
    for observer in observers {
      observer.isRemoved = true
      observer.source = nil
    }
    // Slots that this node's observers depended on may hold this storage a while longer
    // (``ValueObserverReference``): the observers and their closures leave it now.
    for observer in observers { ProvidedValueRouting.retire(observer) }
    observers = ValueObserverList()
    for slot in slots.values { ProvidedValueRouting.stopProviding(slot) }
    slots = [:]
    for reference in redirectedHere {
      if let node = reference.node { ProvidedValueRouting.refresh(below: node) }
    }
    redirectedHere = []
  }

  /// Remembers that `node` is redirected to this storage's node and an observer's route goes
  /// through it.
  func noteRedirected(_ node: any EventNode) {
    let id = ObjectIdentifier(node)
    guard !redirectedHere.contains(where: { $0.id == id && $0.node != nil }) else { return }
    if redirectedHere.isDueForCompaction { redirectedHere.removeAll { $0.node == nil } }
    redirectedHere.append(WeakNode(node))
  }
}

/// A node's value observers, in registration order, the first one kept in the list itself.
///
/// Most nodes have one observer: kept here, it needs no array, whose buffer would be one more
/// allocation per registration, and one more object between one node's observer and the next
/// node's in memory. A delivery to a large tree reads them one after another, and takes
/// longer the further apart they lie (see `Benchmarks/analysis.md`).
struct ValueObserverList: RandomAccessCollection {
  /// The first observer; `nil` only when the list is empty.
  private var head: AnyValueObserver?
  /// The observers after the first.
  private var tail: [AnyValueObserver] = []

  init() {}

  var startIndex: Int { 0 }

  var endIndex: Int { head == nil ? 0 : tail.count + 1 }

  subscript(position: Int) -> AnyValueObserver {
    guard position > 0 else {
      precondition(position == 0, "index out of range")
      return head!
    }
    return tail[position - 1]
  }

  /// Adds `observer` at the end.
  mutating func append(_ observer: AnyValueObserver) {
    if head == nil {
      head = observer
    } else {
      tail.append(observer)
    }
  }

  /// Removes and returns the observer at `position`.
  @discardableResult
  mutating func remove(at position: Int) -> AnyValueObserver {
    guard position > 0 else {
      precondition(position == 0, "index out of range")
      let removed = head!
      head = tail.isEmpty ? nil : tail.removeFirst()
      return removed
    }
    return tail.remove(at: position - 1)
  }
}

extension EventNodeStorage {
  /// The node's provided values and observers, created on first use.
  var providedValuesCreatingIfNeeded: ProvidedValueStorage {
    if let providedValues { return providedValues }
    let storage = ProvidedValueStorage()
    providedValues = storage
    return storage
  }

  /// Removes a handler or a value observer; see ``HandlerToken/remove()``.
  func removeRegistration(id: UInt64) -> Bool {
    if removeHandler(id: id) { return true }
    guard let providedValues, providedValues.removeObserver(id: id) else { return false }
    providedValuesChanged()
    return true
  }

  /// Copies to the fields a delivery reads on every node what it needs of ``providedValues``:
  /// the first observer, and whether there are others or the node provides values; called
  /// after each change to its observers or its slots.
  ///
  /// A delivery's walk reads the provided-value storage only where these say it must, so that
  /// a node with one observer costs it one memory access fewer: in a large tree, most often a
  /// cache miss (see ProvidedValueDelivery.swift).
  func providedValuesChanged() {
    guard let providedValues else { return }
    firstValueObserver = providedValues.observers.first
    receivers.set(.otherValueObservers, providedValues.observers.count < 2)
    receivers.set(.providedValues, providedValues.slots.isEmpty)
  }

  /// Whether a handler or a value observer registered as `id` is still registered.
  func containsRegistration(id: UInt64) -> Bool {
    containsHandler(id: id) || (providedValues?.containsObserver(id: id) ?? false)
  }
}

/// What the package's tests read of the bookkeeping, which nothing public shows.
@MainActor
package enum ProvidedValueInspection {
  /// How many entries the slot `node` provides `type` from lists, repeats and departed
  /// observers included; 0 when it provides none.
  package static func dependentCount<Value: ProvidedValue>(
    of type: Value.Type, at node: any EventNode
  ) -> Int {
    node.existingResponderEventsStorage?.providedValues?.slots[ObjectIdentifier(type)]?
      .dependents.count ?? 0
  }

  /// Whether `node` keeps anything for provided values: a slot, an observer, or a note of the
  /// nodes redirected to it.
  package static func keepsProvidedValues(_ node: any EventNode) -> Bool {
    node.existingResponderEventsStorage?.providedValues != nil
  }

  /// How the last delivery of a new value reached its observers: how many nodes its walk down
  /// the provider's subtree visited and how many observers it reached there, and whether it
  /// read the slot's list for others.
  package static var lastDelivery: (visited: Int, walked: Int, throughList: Bool) {
    ProvidedValueRouting.lastDelivery
  }
}
