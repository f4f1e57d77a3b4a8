/// A typed event that travels along a chain of ``EventNode``s.
///
/// Declare one small value type per thing that can happen, and carry its data in stored
/// properties. Events are `Sendable` values, so they can be observed from any task.
///
/// ```swift
/// struct AddToCart: ResponderEvent {
///   let productID: Int
///   var row: Int? = nil  // filled in by the cell on the way up
/// }
/// ```
///
/// An event that expects an answer is a ``ResponderRequest``. Several event types can share a
/// protocol (every analytics event, say). A node can then handle all of them with one
/// registration, see ``ResponderEventsWrapper/handle(conformingTo:_:)``.
public protocol ResponderEvent: Sendable {}

/// An event that expects an answer: the sender awaits it with
/// ``ResponderEventsWrapper/request(_:options:)``, and a handler gives it with
/// ``EventContext/reply(_:)`` or ``EventContext/promiseReply()``.
///
/// ```swift
/// struct ConfirmDelete: ResponderRequest {
///   typealias Reply = Bool
///   let itemID: Int
/// }
/// ```
///
/// Only requests can be requested, or broadcast collecting replies: for a plain
/// ``ResponderEvent``, which nobody could answer, such a call does not compile.
public protocol ResponderRequest: ResponderEvent {
  /// The type of the answer a sender awaits.
  associatedtype Reply: Sendable
}
