#if canImport(UIKit) && !os(watchOS)
  /// `object` as the subclass `type` that it is known to be, checked.
  ///
  /// For the places that know a more precise type than the compiler: a table, collection or
  /// text view's delegate proxy is always that kind's (`ScrollViewDelegateProxy.installed(on:)`);
  /// a gesture target gets back the recognizer it was added with; UIKit calls a trait-change
  /// handler with the responder that registered it. None of these is a hot path, so the cast is
  /// checked rather than unsafe: if a rule ever broke, the app would stop here with both types
  /// named instead of reading memory as the wrong type.
  package func narrowed<Narrow: AnyObject>(_ object: AnyObject, to type: Narrow.Type) -> Narrow {
    if let narrow = object as? Narrow { return narrow }
    preconditionFailure(
      "ResponderEvents: expected \(Narrow.self), found \(Swift.type(of: object)); please report")
  }
#endif
