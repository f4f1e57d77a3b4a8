// The provided values' bookkeeping, declared here, in Unsafe/, for its fields' exclusivity
// checks, which are off (invariant E1, UncheckedExclusivity.swift): Swift declares stored
// properties, and the members subclasses override, only in the class itself. What these classes
// do is in Engine/ProvidedValues/.

/// What one node provides of one type, and the observers whose nearest provider it is.
///
/// Kept in the providing node's storage. Its observers belong to their own nodes; it lists
/// them (``dependents``) to reach those a delivery's walk does not.
@MainActor
@usableFromInline class AnyProvidedValueSlot {
  /// The type provided.
  final let valueType: ObjectIdentifier
  /// The observers that get their value from this slot: those whose
  /// ``AnyValueObserver/source`` it is, which adds and removes them.
  @exclusivity(unchecked) final var dependents = ValueObserverRoster()
  /// Whether the node still provides the value: `false` once it stopped or was deallocated,
  /// after which its dependents look for the next provider up.
  @usableFromInline @exclusivity(unchecked) final var isProviding = true
  /// Goes up each time an observer starts or stops getting its value from this slot, and each
  /// time a delivery from it starts, so that a delivery can tell whether the observers it
  /// counted are still all there are (see ``ProvidedValueRouting/deliver(from:providedBy:)``).
  @exclusivity(unchecked) final var changeCount: UInt64 = 0
  /// A number that stands for the value the slot holds now, unique among the values of every
  /// slot: an observer that remembers it knows it was called with this very value.
  @usableFromInline @exclusivity(unchecked) final var valueStamp = RegistrationIDs.next()
  /// The stamp of the value before this one, which ``ProvidedValueRouting/provide(_:on:)``
  /// found different from it before replacing it; 0 for the slot's first value.
  @usableFromInline @exclusivity(unchecked) final var previousValueStamp: UInt64 = 0

  init(valueType: ObjectIdentifier) { self.valueType = valueType }

  /// Gives the value about to be stored, found different from the one it replaces, its stamp.
  final func valueDidChange() {
    previousValueStamp = valueStamp
    valueStamp = RegistrationIDs.next()
  }
}

/// What one node provides of `Value`.
@MainActor
@usableFromInline final class ProvidedValueSlot<Value: ProvidedValue>: AnyProvidedValueSlot {
  /// The value provided (invariant E1).
  @usableFromInline @exclusivity(unchecked) var value: Value

  init(value: Value) {
    self.value = value
    super.init(valueType: ObjectIdentifier(Value.self))
  }
}

/// What one node provides, and the observers it has beyond its first.
///
/// Created the first time the node provides a value or has a second observer, so that other nodes pay nothing for it: their
/// ``EventNodeStorage`` keeps `nil` in its place, and no event ever reads it. A node's first
/// observer is kept in its ``EventNodeStorage`` (`firstValueObserver`), so a node that only
/// observes has none: 64 bytes less for each observing node, which a delivery to a large tree
/// reads in less time (see `Benchmarks/analysis.md`).
@MainActor
final class ProvidedValueStorage {
  /// The values the node provides, by type.
  @exclusivity(unchecked) var slots: [ObjectIdentifier: AnyProvidedValueSlot] = [:]
  /// The node's observers after its first (`EventNodeStorage.firstValueObserver`), in
  /// registration order.
  @exclusivity(unchecked) var otherObservers: [AnyValueObserver] = []

  nonisolated init() {}
}

/// One observer of a provided value, registered on a node; a subclass holds the typed closure.
///
/// The node's storage owns it; the slot it gets its value from, or the registry of observers
/// without a provider, lists it too (``ValueObserverRoster``).
///
/// The order of the fields is the one a delivery touches them in (see the note below).
@MainActor
@usableFromInline class AnyValueObserver {
  // The fields are in the order a delivery touches them, after those it does not: each
  // observer's lines come from memory in a delivery to a large tree, and each one more, or one
  // more written back, is time. What a delivery writes (``deliveredStamp`` and the subclass's
  // `lastDelivered`, which follows it) shares one line; what it reads takes two.

  /// Identifies the registration for removal (``RegistrationIDs``).
  final let id: UInt64
  /// The observer's place in its roster (``ValueObserverRoster``).
  ///
  /// Its source's roster, or the registry's when it has none. 32 bits, so that it fits beside
  /// the flags below.
  @exclusivity(unchecked) final var rosterPlace: UInt32 = 0
  /// Whether the registry of observers without a provider lists this one.
  @exclusivity(unchecked) final var isListedAsUnprovided = false
  /// Set when the registration is removed; a delivery in progress skips it from then on.
  @usableFromInline @exclusivity(unchecked) final var isRemoved = false
  /// Whether the closure has been called.
  @usableFromInline @exclusivity(unchecked) final var hasDelivered = false
  /// The bits of ``source``'s identity, 0 for none.
  ///
  /// A delivery's walk compares them with its slot's: comparing a plain value, where comparing
  /// the reference can retain and release it. Bits take 8 bytes where an optional identifier
  /// takes 16.
  @exclusivity(unchecked) final private(set) var sourceBits: UInt = 0
  /// Calls the closure with the current value and a node, the one this observer is registered
  /// on, unless it was called with that value last: ``ValueObserver/deliverCurrentValue(of:at:)``,
  /// specialized for the observer's node and value types.
  final let delivery: @MainActor (AnyValueObserver, any EventNode) -> Void
  /// The slot the value comes from, or `nil` for the type's default value.
  ///
  /// Strong, and cheap to read on every delivery. The slot lists the observer too
  /// (``AnyProvidedValueSlot/dependents``), which makes a cycle while the observer is
  /// registered; removing the observer, its node going away, or the slot retiring ends it. A
  /// slot kept alive after its node went away no longer provides.
  ///
  /// Always a slot of the type this observer observes (invariant C3): the routing only ever
  /// attaches an observer to the nearest slot of its own ``valueType``.
  @usableFromInline @exclusivity(unchecked) final var source: AnyProvidedValueSlot? {
    didSet {
      sourceBits = source.map { UInt(bitPattern: ObjectIdentifier($0)) } ?? 0
      if source !== oldValue {
        oldValue?.dependents.remove(self)
        oldValue?.changeCount &+= 1
        source?.dependents.add(self)
        source?.changeCount &+= 1
      }
    }
  }
  /// The ``AnyProvidedValueSlot/valueStamp`` of the value the closure was last called with, or
  /// 0 when that was not a slot's value (the default value), or is not known; `.max`, no value's
  /// stamp, while the observer stores a new value (``ValueObserver/deliverCurrentValue(of:at:)``).
  ///
  /// A delivery's walk also tells by it the observers it reached already: each delivery is of
  /// a value just stamped (see ``ProvidedValueRouting/deliver(from:providedBy:)``).
  @usableFromInline @exclusivity(unchecked) final var deliveredStamp: UInt64 = 0

  init(delivery: @escaping @MainActor (AnyValueObserver, any EventNode) -> Void) {
    self.id = RegistrationIDs.next()
    self.delivery = delivery
  }

  /// The type observed.
  ///
  /// Computed rather than stored: a delivery to a large tree takes longer the more memory each
  /// observer takes (see `Benchmarks/analysis.md`), and the routing that reads it is not on a
  /// delivery's path.
  var observedType: Any.Type { Never.self }

  /// The identity of ``observedType``, which the routing keys slots and lists by.
  final var valueType: ObjectIdentifier { ObjectIdentifier(observedType) }

  /// The node observing, while it lives.
  var observingNode: (any EventNode)? { nil }

  /// Asks `host`, a node on this observer's route whose moves change its value, to watch them;
  /// `startingFromKeptValue`, before the first call, for the observer's detached node: takes
  /// the value it kept as the one to call with (one method, not two: a method more in this
  /// class's table cost each registration 36 instructions, `observerRegistrationInstructions`).
  func watchMoves(on host: any ProvidedValueHost, startingFromKeptValue: Bool = false) {}
}

/// An observer of `Value` on a node of type `Node`.
///
/// What a delivery does for it, from the comparison with the last value to the call of the
/// closure, is ``deliverCurrentValue(of:at:)``, made specialized for `Node` and `Value` where
/// the app registers the observer (``ResponderEventsWrapper/observe(_:_:)``), and kept in
/// ``AnyValueObserver/delivery``. The library's own code, compiled once for every `Value`,
/// would copy, compare and store the value through its value witness table and find each
/// field's offset in the type's metadata: about 90 instructions per observer more, in a
/// delivery that must cost no more than a broadcast.
@MainActor
@usableFromInline final class ValueObserver<Node: EventNode, Value: ProvidedValue>: AnyValueObserver
{
  /// The value the closure was last called with, once ``hasDelivered``.
  @usableFromInline @exclusivity(unchecked) var lastDelivered = Value.defaultValue
  /// The app's closure.
  @usableFromInline let body: @MainActor (Node, Value) -> Void
  private weak var node: Node?

  /// Creates the observer of `node`.
  ///
  /// `delivery` must call ``deliverCurrentValue(of:at:)`` with the observer it is given, which
  /// is this one (invariant C3): a closure written where `Node` and `Value` are known, so that
  /// it is specialized for them, and that captures nothing, so that keeping it allocates nothing.
  @usableFromInline init(
    node: Node, body: @escaping @MainActor (Node, Value) -> Void,
    delivery: @escaping @MainActor (AnyValueObserver, any EventNode) -> Void
  ) {
    self.node = node
    self.body = body
    super.init(delivery: delivery)
  }

  override var observedType: Any.Type { Value.self }

  override var observingNode: (any EventNode)? { node }

  override func watchMoves(on host: any ProvidedValueHost, startingFromKeptValue: Bool = false) {
    host.responderEventsWatchMoves(observing: Value.self)
    if startingFromKeptValue, let kept = host.responderEventsKeptValue(of: Value.self) {
      lastDelivered = kept
    }
  }
}
