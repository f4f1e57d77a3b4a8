#if canImport(UIKit) && !os(watchOS)

  // Where `DeallocationActions` (core) are kept: on the object whose deallocation they follow,
  // as an associated object, released after its `deinit` and stored properties.

  extension DeallocationActions {
    private static let slot = AssociatedObject<DeallocationActions>()

    /// The actions run when `object` is deallocated, kept on it from the first call; later
    /// calls, to add or remove one, find the same.
    package static func on(_ object: AnyObject) -> DeallocationActions {
      slot.value(on: object) { DeallocationActions() }
    }
  }
#endif
