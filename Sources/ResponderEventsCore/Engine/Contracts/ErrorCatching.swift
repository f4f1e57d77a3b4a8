/// Which error types a `catchError(Failure.self)` handler takes, told from the types alone, for
/// contract checks that have no error value to try.
///
/// `Failure` is a concrete error type, or `any Error` (the only protocol type that conforms to
/// `Error` itself): a handler for `any Error` takes every type, one for a concrete type takes
/// that type and, for a class, its subclasses.
struct ErrorCatching {
  /// Whether the handler takes errors of a type: for a handler that matches errors by a
  /// protocol, which a generic `Failure` cannot name, `{ $0 is any AlertableError.Type }`.
  let catches: (any Error.Type) -> Bool
  /// Whether the handler names the type it takes (a concrete type, not `any Error` or a
  /// protocol): an explicit handler for ``EventContractHandlerRequirement/typedHandler``.
  let namesType: Bool
}

extension ErrorCatching {
  init<Failure: Error>(_ failure: Failure.Type) {
    // `any Error` conforms to Error itself, but no concrete type is an `(any Error).Type`.
    let catchesAll = Failure.self == (any Error).self
    self.init(catches: { catchesAll || $0 is Failure.Type }, namesType: !catchesAll)
  }
}
