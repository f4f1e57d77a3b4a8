/// Calls `body` with the object `reference` points to, as `type`, borrowed: neither retained
/// nor released.
///
/// The caller must keep the object alive for the whole call. Nonisolated, and passing `body` on
/// unchanged, so that an isolated closure given here is not checked at run time the way one
/// given to the standard library directly is (the standard library is not built in Swift 6
/// mode, so an isolated closure passed to it checks the executor on every call).
@inlinable
func withBorrowedObject<Object: AnyObject, Result>(
  _ reference: Unmanaged<AnyObject>, as type: Object.Type, _ body: (Object) -> Result
) -> Result {
  Unmanaged<Object>.fromOpaque(reference.toOpaque())._withUnsafeGuaranteedRef(body)
}
