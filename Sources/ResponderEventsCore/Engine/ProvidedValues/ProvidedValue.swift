/// A value a node provides to everything below it, which any node below can observe: state
/// that flows down the tree, as SwiftUI's environment and UIKit's traits do.
///
/// Make a type of your own for each value (a theme, a locale override, the signed-in user), so
/// that the type names it:
///
/// ```swift
/// struct Theme: ProvidedValue {
///   var accent: String
///   static let defaultValue = Theme(accent: "blue")
/// }
/// ```
///
/// A node provides it with ``ResponderEventsWrapper/provide(_:)``; a node observes it with
/// ``ResponderEventsWrapper/observe(_:_:)`` and is called with the current value at once and
/// again whenever it changes. **The nearest provider wins**: the walk up from the observer
/// (the observer itself included) follows the route upward events take, redirects included,
/// and the first node providing the type gives the value. Where no node provides it, observers
/// get ``defaultValue``.
///
/// A provided value is state, not a moment: a broadcast reaches the nodes that are there when
/// it is sent, and is gone; a provided value is kept, and a node that joins the tree later gets
/// it. See "State that flows down" for when to use which.
public protocol ProvidedValue: Equatable {
  /// The value observers get when no node above them provides one.
  static var defaultValue: Self { get }
}
