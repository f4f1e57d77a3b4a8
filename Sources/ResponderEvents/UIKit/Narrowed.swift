#if canImport(UIKit) && !os(watchOS)
  /// `object` as the subclass `type` that it is known to be, checked.
  ///
  /// For the places that know a more precise type than the compiler: a proxy passes its
  /// closures only its own view (`ClosureDelegateProxy.closures(_:for:)`), and every closure was
  /// registered through that view's `re`, whose `Base` is the view's type; a table or collection
  /// view's delegate proxy is always the table or collection kind
  /// (`ScrollViewDelegateProxy.installed(on:)`); a node found on a route by `is UITableViewCell`
  /// is a cell; a gesture target gets back the recognizer it was added with. None
  /// of these is a hot path, so the cast is checked rather than unsafe: if a
  /// rule ever broke, the app would stop here with both types named instead of reading memory
  /// as the wrong type.
  package func narrowed<Narrow: AnyObject>(_ object: AnyObject, to type: Narrow.Type) -> Narrow {
    if let narrow = object as? Narrow { return narrow }
    preconditionFailure(
      "ResponderEvents: expected \(Narrow.self), found \(Swift.type(of: object)); please report")
  }
#endif
