extension Optional {
  /// Moves the value out and leaves `nil`, without copying it.
  ///
  /// The standard library's `take()` is not available on every platform and OS version the
  /// library supports; this is the same move, spelled with `swap`.
  @inlinable
  package mutating func moveOut() -> Wrapped? {
    var value: Wrapped? = nil
    swap(&value, &self)
    return value
  }

  /// The value, made with `make` and stored first when there is none: a value created on first
  /// use.
  package mutating func orInsert(_ make: () -> Wrapped) -> Wrapped {
    if self == nil { self = make() }
    return self!
  }
}
