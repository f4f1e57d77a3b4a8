// Invariant C1 — a handler or a value observer runs only at the node it was registered on.
//
// A handler's or an observer's closure takes the node with the concrete type it was registered
// with (`Base`), and the engine hands it the node as `any EventNode`. Storage belongs to one
// node: the first node to use it owns it (`EventNodeStorage.isOwned(by:)`); registering a
// handler or an observer on any other node that presents the same storage is refused
// (`ResponderEventsWrapper.register(_:direction:)`, `registerObserver(_:)`), a dispatch runs a
// storage's handlers only at its owner, and a provided value's delivery calls a storage's
// observers only at its owner (`DeliveryWalk.visit(_:storage:)`) or with the observer's own
// reference to its node. The owner is that same object, so it has type `Base`, and the cast
// below cannot fail; `unsafeDowncast` checks it in debug builds, and skips a dynamic cast per
// call in release builds. Tested by "C1: a node of another type presenting the same storage"
// and "C1: a node of another type presenting an observer's storage".

/// The node a handler is registered on, with its concrete type (invariant C1).
@inlinable
@inline(__always)
func downcast<Base: EventNode>(_ node: any EventNode) -> Base {
  unsafeDowncast(node, to: Base.self)
}

// Invariant C3 — an observer's `delivery` is only ever given that observer, and an observer's
// `source` is a slot of the value type it observes.
//
// `ResponderEventsWrapper.observe(_:_:)` makes the closure and the `ValueObserver<Base, Value>`
// together, and the closure is stored in that observer's `delivery`, a `let`; the observer's
// own methods are its only callers, and each passes `self`. An observer's `source` is set by
// the routing alone, to the nearest slot of the observer's `valueType` (`attach(_:on:to:)`,
// whose callers find slots in `ProvidedValueStorage.slots` under the type's identity, where
// `provide(_:on:)` puts a `ProvidedValueSlot<Value>` under `Value`'s), or to `nil`. So the
// casts below cannot fail; `unsafeDowncast` checks them in debug builds, and in release builds
// spares a dynamic cast per observer, which costs more than the rest of what a delivery does
// for it, or the memory of a second, typed reference to the slot in every observer. Tested by
// "C3: observers of two value types on nodes of two types".

extension ValueObserver {
  /// `observer`, which is of this class (invariant C3).
  @inlinable
  static func itself(_ observer: AnyValueObserver) -> ValueObserver {
    unsafeDowncast(observer, to: ValueObserver.self)
  }

  /// The slot `observer` gets its value from, as the slot of `Value` it is (invariant C3).
  @inlinable
  static func source(of observer: ValueObserver) -> ProvidedValueSlot<Value>? {
    guard let source = observer.source else { return nil }
    return unsafeDowncast(source, to: ProvidedValueSlot<Value>.self)
  }
}
