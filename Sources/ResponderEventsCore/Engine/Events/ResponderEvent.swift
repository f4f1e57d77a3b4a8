/// A typed event that travels along a chain of ``EventNode``s.
///
/// Declare one small value type per thing that can happen, and carry its data in stored
/// properties. Events are `Sendable` values, so they can be observed from any task and their
/// replies can cross actors.
///
/// An event that expects an answer declares its ``Reply`` type; the sender then awaits it with
/// ``ResponderEventsWrapper/request(_:options:)``. Events that expect no answer leave `Reply` at
/// its default, `Never`, and are sent with ``ResponderEventsWrapper/send(_:options:)``: nobody
/// could answer a request for one, so the compiler warns of such a request where it sees the
/// event's type, and at run time it is reported as
/// ``EventDiagnostic/Kind/replyTypeNotDeclared``.
///
/// ```swift
/// struct AddToCart: ResponderEvent {
///   let productID: Int
///   var row: Int? = nil  // filled in by the cell on the way up
/// }
///
/// struct ConfirmDelete: ResponderEvent {
///   typealias Reply = Bool
///   let itemID: Int
/// }
/// ```
///
/// Several event types can share a protocol (every analytics event, say). A node can then handle
/// all of them with one registration, see ``ResponderEventsWrapper/handle(conformingTo:_:)``.
public protocol ResponderEvent: Sendable {
  /// The type of the answer a sender can await; `Never` when the event expects none.
  associatedtype Reply: Sendable = Never
}
