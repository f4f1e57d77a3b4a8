/// What one node provides of one type, and the observers whose nearest provider it is.
///
/// Kept in the providing node's storage. Its observers belong to their own nodes; it lists
/// them (``dependents``) to reach those a delivery's walk does not.
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
  /// The observers that get their value from this slot: those whose
  /// ``AnyValueObserver/source`` it is, which adds and removes them.
  @exclusivity(unchecked) final var dependents = ValueObserverRoster()
  /// Whether the node still provides the value: `false` once it stopped or was deallocated,
  /// after which its dependents look for the next provider up.
  @usableFromInline @exclusivity(unchecked) final var isProviding = true
  /// How many observers get their value from this slot now.
  final var dependentCount: Int { dependents.count }
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
