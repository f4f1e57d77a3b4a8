/// Whether a handler of reported errors takes errors of `type`, told from the type alone, for
/// contract checks that have no error value to try: any way it can, or, when `byName`, only as
/// a handler registered for that type or a superclass of it
/// (``EventContractHandlerRequirement/typedHandler``).
///
/// A `catchError(Failure.self)` handler takes `Failure` and, for a class, its subclasses, by
/// name; one for `any Error` takes every type, by no name, and a declared `any Error` by name. A
/// handler that matches errors by a protocol, which a generic `Failure` cannot name, answers
/// `{ $0 is any AlertableError.Type && !$1 }`.
typealias ErrorCatching = (_ type: any Error.Type, _ byName: Bool) -> Bool
