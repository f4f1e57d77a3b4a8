/// What one node provides of one type, and the observers whose nearest provider it is.
///
/// Kept in the providing node's storage. The observers are not held: each belongs to its own
/// node, and is reached through it (``ValueObserverReference``).
///
/// The variable fields have their exclusivity checks off: invariant E1, stated in
/// Unsafe/UncheckedExclusivity.swift.
@usableFromInline
@MainActor
class AnyProvidedValueSlot {
  /// The providing node, for checking whether an observer's route passes through it.
  final let nodeID: ObjectIdentifier
  /// The type provided.
  final let valueType: ObjectIdentifier
  /// The observers that get their value from this slot.
  @exclusivity(unchecked) final var dependents: [ValueObserverReference] = []
  /// Whether the node still provides the value: `false` once it stopped or was deallocated,
  /// after which its dependents look for the next provider up.
  @usableFromInline @exclusivity(unchecked) final var isProviding = true
  /// How many observers get their value from this slot now: those whose
  /// ``AnyValueObserver/source`` it is.
  @exclusivity(unchecked) final var dependentCount = 0
  /// Goes up each time an observer starts or stops getting its value from this slot, and each
  /// time a delivery from it starts, so that a delivery can tell whether the observers it
  /// counted are still all there are (see ``ProvidedValueRouting/deliver(from:providedBy:)``).
  @exclusivity(unchecked) final var changeCount: UInt64 = 0
  /// A number that stands for the value the slot holds now, unique among the values of every
  /// slot: an observer that remembers it knows it was called with this very value.
  @usableFromInline @exclusivity(unchecked) final var valueStamp = ValueStamps.next()
  /// The stamp of the value before this one, which ``ProvidedValueRouting/provide(_:on:)``
  /// found different from it before replacing it; 0 for the slot's first value.
  @usableFromInline @exclusivity(unchecked) final var previousValueStamp: UInt64 = 0

  init(nodeID: ObjectIdentifier, valueType: ObjectIdentifier) {
    self.nodeID = nodeID
    self.valueType = valueType
  }

  /// Gives the value just stored, found different from the one it replaced, its stamp.
  final func valueDidChange() {
    previousValueStamp = valueStamp
    valueStamp = ValueStamps.next()
  }

  /// Adds `observer`, registered in `storage`, to the dependents, dropping references to
  /// observers that are gone or depend on another slot now, and repeats (an observer that
  /// left for a nearer provider and came back is listed once).
  final func addDependent(_ observer: AnyValueObserver, in storage: ProvidedValueStorage) {
    if dependents.isDueForCompaction {
      // In place, keeping the list's capacity. The closure runs the library's code only, and
      // an entry dropped holds a node's provided-value storage, which is last released only
      // once its node went away and it was emptied (ProvidedValueStorage.nodeWentAway()), so
      // nothing of the app's runs while the list is being changed (invariant E1).
      var kept = Set<UInt64>()
      dependents.removeAll { reference in
        guard let listed = reference.observer, listed.source === self else { return true }
        return !kept.insert(listed.id).inserted
      }
    }
    dependents.append(ValueObserverReference(observer, in: storage))
  }

  /// The dependents that still depend on this slot, in registration order.
  final var liveDependents: [AnyValueObserver] {
    dependents.observers(dependingOn: self)
  }
}

/// What one node provides of `Value`.
@usableFromInline
@MainActor
final class ProvidedValueSlot<Value: ProvidedValue>: AnyProvidedValueSlot {
  /// The value provided (invariant E1).
  @usableFromInline @exclusivity(unchecked) var value: Value

  init(value: Value, nodeID: ObjectIdentifier) {
    self.value = value
    super.init(nodeID: nodeID, valueType: ObjectIdentifier(Value.self))
  }
}

/// A reference to an observer, for the lists that do not own it: the storage of the node it
/// is registered on, and the registration's number.
///
/// Not a weak reference to the observer. The first weak reference to an object gives it a side
/// table, a second allocation for every registration (a handler's makes one), and each load of
/// a weak reference and each release of what it loaded cost several locked operations: loading
/// 10,000 observers this way took longer than a whole broadcast to 10,000 nodes, before any of
/// them was called. The storage is held strongly and holds nothing the app gave: the node's
/// observers, with their closures, leave it when they are removed, and all of them when the
/// node goes away (``ProvidedValueStorage/nodeWentAway()``), as do the slots it provided,
/// which ends any cycle through them.
struct ValueObserverReference {
  private let storage: ProvidedValueStorage
  private let id: UInt64

  init(_ observer: AnyValueObserver, in storage: ProvidedValueStorage) {
    self.storage = storage
    self.id = observer.id
  }

  /// The observer, while it is registered.
  @MainActor
  var observer: AnyValueObserver? {
    storage.observer(id: id)
  }
}

extension Array where Element == ValueObserverReference {
  /// The observers listed that still get their value from `source` (`nil`: from nobody), in
  /// order; removed observers are not found (their storage dropped them).
  @MainActor
  func observers(dependingOn source: AnyProvidedValueSlot?) -> [AnyValueObserver] {
    compactMap { reference in
      guard let observer = reference.observer, observer.source === source else { return nil }
      return observer
    }
  }
}

/// Numbers for the values slots hold (``AnyProvidedValueSlot/valueStamp``), from 1: 0 stands
/// for no value of a slot.
@MainActor
enum ValueStamps {
  /// The last number given (invariant E1).
  @exclusivity(unchecked) private static var last: UInt64 = 0

  static func next() -> UInt64 {
    last &+= 1
    return last
  }
}

extension Array {
  /// Whether a list that only grows between compactions is due for one: at 8 entries, then
  /// each time its length doubles, so compacting costs a constant per entry added.
  var isDueForCompaction: Bool { count >= 8 && count & (count - 1) == 0 }
}
