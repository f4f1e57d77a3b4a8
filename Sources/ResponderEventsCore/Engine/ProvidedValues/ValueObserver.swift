/// One observer of a provided value, registered on a node; a subclass holds the typed closure.
///
/// The node's storage owns it; the slot it gets its value from, or the registry of observers
/// without a provider, lists it too (``ValueObserverRoster``).
///
/// The variable fields, here and in the subclass, have their exclusivity checks off: invariant
/// E1, stated in Unsafe/UncheckedExclusivity.swift. Their order is the one a delivery touches
/// them in (see the note on the fields below).
@usableFromInline
@MainActor
class AnyValueObserver {
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
  @usableFromInline final let delivery: @MainActor (AnyValueObserver, any EventNode) -> Void
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
  /// 0 when that was not a slot's value (the default value), or is not known.
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
  var valueType: ObjectIdentifier { ObjectIdentifier(Never.self) }

  /// The node observing, while it lives.
  var observingNode: (any EventNode)? { nil }

  /// The type observed, for diagnostics.
  var valueTypeForDiagnostics: Any.Type { Never.self }

  /// Calls the closure with the current value, unless it was called with that value last.
  final func deliverCurrentValue() {
    guard !isRemoved, let node = observingNode else { return }
    delivery(self, node)
  }

  /// Calls the closure with the current value and `node`, the node this observer is registered
  /// on, unless it was called with that value last.
  ///
  /// For a caller that holds the node already, as a delivery's walk does: it spares the load of
  /// the observer's weak reference to it.
  final func deliverCurrentValue(at node: any EventNode) {
    delivery(self, node)
  }
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
@usableFromInline
@MainActor
final class ValueObserver<Node: EventNode, Value: ProvidedValue>: AnyValueObserver {
  /// The value the closure was last called with, once ``hasDelivered``.
  @usableFromInline @exclusivity(unchecked) var lastDelivered: Value
  /// The app's closure.
  @usableFromInline let body: @MainActor (Node, Value) -> Void
  private weak var node: Node?

  /// Creates the observer of `node`.
  ///
  /// `delivery` must call ``deliverCurrentValue(of:at:)`` with the observer it is given, which
  /// is this one (invariant C3): a closure written where `Node` and `Value` are known, so that
  /// it is specialized for them, and that captures nothing, so that keeping it allocates nothing.
  @usableFromInline
  init(
    node: Node, body: @escaping @MainActor (Node, Value) -> Void,
    delivery: @escaping @MainActor (AnyValueObserver, any EventNode) -> Void
  ) {
    self.node = node
    self.body = body
    self.lastDelivered = Value.defaultValue
    super.init(delivery: delivery)
  }

  override var valueType: ObjectIdentifier { ObjectIdentifier(Value.self) }

  override var observingNode: (any EventNode)? { node }

  override var valueTypeForDiagnostics: Any.Type { Value.self }

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
    var knownToDiffer = false
    if let slot = source(of: observer), slot.isProviding {
      stamp = slot.valueStamp
      if observer.hasDelivered, observer.deliveredStamp == stamp { return }
      knownToDiffer =
        observer.hasDelivered && observer.deliveredStamp != 0
        && observer.deliveredStamp == slot.previousValueStamp
      value = slot.value
    } else {
      value = Value.defaultValue
    }
    if observer.hasDelivered, !knownToDiffer, observer.lastDelivered == value {
      observer.deliveredStamp = stamp
      return
    }
    if !observer.hasDelivered { observer.hasDelivered = true }
    observer.lastDelivered = value
    observer.deliveredStamp = stamp
    // The caller passes the node the observer is registered on, whose storage belongs to it,
    // so it has type `Node` (invariant C1).
    observer.body(downcast(node), value)
  }
}
