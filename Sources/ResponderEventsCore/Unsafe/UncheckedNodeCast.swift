// Invariant C1 — a handler runs only at the node it was registered on.
//
// A handler's closure takes the node with the concrete type it was registered with (`Base`),
// and the engine hands it the node as `any EventNode`. Storage belongs to one node: the first
// node to use it owns it (`EventNodeStorage.isOwned(by:)`); registering a handler on any other
// node that presents the same storage is refused (`ResponderEventsWrapper.register(_:direction:)`),
// and a dispatch runs a storage's handlers only at its owner. The owner is that same object, so
// it has type `Base`, and the cast below cannot fail; `unsafeDowncast` checks it in debug
// builds, and skips a dynamic cast per handler call in release builds. Tested by "C1: a node of
// another type presenting the same storage".

/// The node a handler is registered on, with its concrete type (invariant C1).
@inlinable
@inline(__always)
func downcast<Base: EventNode>(_ node: any EventNode) -> Base {
  unsafeDowncast(node, to: Base.self)
}
