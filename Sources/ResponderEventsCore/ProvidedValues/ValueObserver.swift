/// One observer of a provided value, registered on a node; a subclass holds the typed closure.
///
/// The node's storage owns it; a slot and the registry of observers without a provider reach
/// it through that storage, by its number (``ValueObserverReference``).
///
/// The variable fields, here and in the subclass, have their exclusivity checks off: invariant
/// E1, stated in Unsafe/UncheckedExclusivity.swift.
@MainActor
class AnyValueObserver {
  /// Identifies the registration for removal; shares ``HandlerToken``'s numbering space but
  /// never its numbers (see ``ValueObserverIDs``).
  final let id: UInt64
  /// The type observed.
  final let valueType: ObjectIdentifier
  /// The slot the value comes from, or `nil` for the type's default value.
  ///
  /// Strong, and cheap to read on every delivery. A slot reaches its observers through their
  /// nodes' storage (``ValueObserverReference``), which makes a cycle while the observer is
  /// registered; removing the observer, its node going away, or the slot retiring ends it. A
  /// slot kept alive after its node went away no longer provides.
  @exclusivity(unchecked) final var source: AnyProvidedValueSlot? {
    didSet { sourceDidChange() }
  }
  /// Whether the registry of observers without a provider lists this one.
  @exclusivity(unchecked) final var isListedAsUnprovided = false
  /// Set when the registration is removed; a delivery in progress skips it from then on.
  @exclusivity(unchecked) final var isRemoved = false

  init(valueType: ObjectIdentifier) {
    self.id = ValueObserverIDs.next()
    self.valueType = valueType
  }

  /// The node observing, while it lives.
  var observingNode: (any EventNode)? { nil }

  /// The type observed, for diagnostics.
  var valueTypeForDiagnostics: Any.Type { Never.self }

  /// Calls the closure with the current value, unless it was called with that value last.
  func deliverCurrentValue() {}

  /// Called each time ``source`` is set.
  func sourceDidChange() {}

  /// Whether `slot` provides the type this observer observes.
  func accepts(_ slot: AnyProvidedValueSlot) -> Bool { false }
}

/// An observer of `Value` on a node of type `Node`.
@MainActor
final class ValueObserver<Node: EventNode, Value: ProvidedValue>: AnyValueObserver {
  private weak var node: Node?
  private let body: @MainActor (Node, Value) -> Void
  /// ``source``, as the slot of `Value` it is.
  ///
  /// Cast once when the source changes, not at each delivery. This code is not specialized for `Value` (the library's generic types are
  /// instantiated by the app), and a cast to `ProvidedValueSlot<Value>` looks up its metadata
  /// in the runtime's cache, under a lock, each time.
  @exclusivity(unchecked) private var typedSource: ProvidedValueSlot<Value>?
  /// The value the closure was last called with, once ``hasDelivered``.
  ///
  /// Not an optional: `Value?` in code not specialized for `Value` looks up `Optional<Value>`'s
  /// metadata on every read, as the cast above does.
  @exclusivity(unchecked) private var lastDelivered: Value
  /// Whether the closure has been called.
  @exclusivity(unchecked) private var hasDelivered = false

  init(node: Node, body: @escaping @MainActor (Node, Value) -> Void) {
    self.node = node
    self.body = body
    self.lastDelivered = Value.defaultValue
    super.init(valueType: ObjectIdentifier(Value.self))
  }

  override var observingNode: (any EventNode)? { node }

  override var valueTypeForDiagnostics: Any.Type { Value.self }

  override func sourceDidChange() {
    typedSource = source as? ProvidedValueSlot<Value>
  }

  /// The value the observer would get now.
  var currentValue: Value {
    guard let slot = typedSource, slot.isProviding else {
      return Value.defaultValue
    }
    return slot.value
  }

  override func deliverCurrentValue() {
    guard !isRemoved, let node else { return }
    let value = currentValue
    if hasDelivered, lastDelivered == value { return }
    hasDelivered = true
    lastDelivered = value
    body(node, value)
  }

  override func accepts(_ slot: AnyProvidedValueSlot) -> Bool {
    slot is ProvidedValueSlot<Value>
  }
}

/// Numbers for observer registrations, apart from handler numbers: the top bit is set, which
/// handler numbers (counted from 1) never reach.
@MainActor
enum ValueObserverIDs {
  private static var last: UInt64 = 0

  static func next() -> UInt64 {
    last &+= 1
    return last | (1 << 63)
  }
}
