#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// UIKit's responders tell the engine when they move, so that value observers on them
  /// (`re.observe(_:_:)`) get the value of their new place.
  ///
  /// Through UIKit's trait propagation (``ProvidedValueTraits``), with nothing added to the
  /// app's views.
  extension UIResponder: ProvidedValueHost {
    package func responderEventsWatchMoves<Value: ProvidedValue>(observing type: Value.Type) {
      ProvidedValueTraits.watch(self, observing: type)
    }

    package func responderEventsProvidedValueChanged<Value: ProvidedValue>(
      _ type: Value.Type, _ state: ProvidedValueState<Value>?
    ) {
      ProvidedValueTraits.mark(self, type, state)
    }

    /// A route that ends at a view other than a window, or at a controller, ends outside any
    /// window: the view has no superview and is no controller's view, the controller has no
    /// parent, presenter or superview (`UIResponder.next`'s documented answers).
    package var responderEventsEndsDetachedRoute: Bool {
      self is UIViewController || (self is UIView && !(self is UIWindow))
    }

    /// Its traits: a view or controller keeps them out of a window ("Views only update traits
    /// when in the hierarchy", WWDC23 "Unleash the UIKit trait system"; a device check).
    package func responderEventsKeptValue<Value: ProvidedValue>(of type: Value.Type) -> Value? {
      ProvidedValueTrait.providedValue(in: (self as? any UITraitEnvironment)?.traitCollection)
    }
  }
#endif
