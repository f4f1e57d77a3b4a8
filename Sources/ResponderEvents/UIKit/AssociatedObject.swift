#if canImport(UIKit) && !os(watchOS)
  import Foundation

  /// One kind of object that ResponderEvents keeps on UIKit objects as an associated object,
  /// retained by the object it is kept on and released with it.
  ///
  /// Each kind has a key of its own: the address of a private object made once and never
  /// released, so it stays unique for the life of the process. Declare one per kind, as a
  /// constant, and read and write through it. (A key may also belong to the one value kept
  /// under it, which holds it for as long as it is kept: see `GestureTarget`.)
  package struct AssociatedObject<Value: AnyObject>: Sendable {
    private final class Key: Sendable {}
    private let key = Key()

    private var pointer: UnsafeRawPointer {
      UnsafeRawPointer(Unmanaged.passUnretained(key).toOpaque())
    }

    package init() {}

    /// The value kept on `object`, or `nil`.
    package func value(on object: AnyObject) -> Value? {
      objc_getAssociatedObject(object, pointer) as? Value
    }

    /// The value kept on `object`, made with `make` and kept there if there is none yet.
    package func value(on object: AnyObject, orMake make: () -> Value) -> Value {
      if let value = value(on: object) { return value }
      let value = make()
      set(value, on: object)
      return value
    }

    /// Keeps `value` on `object`, replacing (and releasing) what was there; `nil` removes it.
    package func set(_ value: Value?, on object: AnyObject) {
      objc_setAssociatedObject(object, pointer, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }
#endif
