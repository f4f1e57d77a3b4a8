@_spi(Rules) import ResponderEventsCore

/// The model's responders are provided-value hosts as `UIResponder` is
/// (`ProvidedValueTrait.swift`): a route that ends at a view other than a window, or
/// at a controller, ends outside any window. Moves are not watched: UIKit tells of them through
/// trait changes, which the model does not have, so a test registers its observers where they
/// are to be read.
extension ModelResponder: ProvidedValueHost {
  func responderEventsWatchMoves<Value: ProvidedValue>(observing type: Value.Type) {}

  func responderEventsProvidedValueChanged<Value: ProvidedValue>(
    _ type: Value.Type, _ state: ProvidedValueState<Value>?
  ) {}

  var responderEventsEndsDetachedRoute: Bool {
    self is ModelViewController || (self is ModelView && !(self is ModelWindow))
  }

  /// No traits in the model: a new observer out of a window starts from the default.
  func responderEventsKeptValue<Value: ProvidedValue>(of type: Value.Type) -> Value? { nil }

  /// The cells a list keeps for reuse, as `UIResponder`'s answer (`DisplayedItems`).
  var responderEventsUndisplayedChildren: [any EventNode] {
    ModelAnswers().undisplayedItems(of: self)
  }
}
