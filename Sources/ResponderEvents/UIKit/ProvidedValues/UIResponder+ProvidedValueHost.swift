#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// UIKit's responders tell the engine when they move, so that value observers on them
  /// (`re.observe(_:_:)`) get the value of their new place.
  ///
  /// On iOS 17 and later through UIKit's trait propagation (``ProvidedValueTraits``), with
  /// nothing added to the app's views. On iOS 15 and 16, which have no custom traits, a view
  /// gets a hidden `MoveWatcherView` the first time something observes on it, and a
  /// controller's observers are watched through its view: Apple's documentation of
  /// `didMoveToWindow()`: "Tells the view that its window object changed". A move between
  /// superviews that keeps the window is not followed there (see "State that flows down").
  extension UIResponder: ProvidedValueHost {
    package func responderEventsWatchMoves<Value: ProvidedValue>(observing type: Value.Type) {
      if #available(iOS 17.0, tvOS 17.0, *) {
        ProvidedValueTraits.watch(self, observing: type)
        return
      }
      // Windows are views; scenes, the application and its delegate do not move.
      if let view = self as? UIView {
        MoveWatcherView.watch(view, for: view)
      } else if let controller = self as? UIViewController {
        guard let view = controller.viewIfLoaded else {
          EventDiagnostics.emitOnce(
            .observerCannotFollowMoves, eventType: type, direction: .down, nodes: [controller],
            "an observer of \(type) was registered on a view controller whose view is not"
              + " loaded, and before iOS 17 its joining a tree later (a push, a presentation)"
              + " cannot be seen: it keeps the value it got now. Observe in viewDidLoad, or on"
              + " the view")
          return
        }
        MoveWatcherView.watch(view, for: controller)
      }
    }

    package func responderEventsProvidedValueChanged<Value: ProvidedValue>(
      _ type: Value.Type, _ state: ProvidedValueState<Value>?
    ) {
      if #available(iOS 17.0, tvOS 17.0, *) { ProvidedValueTraits.mark(self, type, state) }
    }

    /// A route that ends at a view other than a window, or at a controller, ends outside any
    /// window: the view has no superview and is no controller's view, the controller has no
    /// parent, presenter or superview (`UIResponder.next`'s documented answers).
    package var responderEventsEndsDetachedRoute: Bool {
      self is UIViewController || (self is UIView && !(self is UIWindow))
    }
  }
#endif
