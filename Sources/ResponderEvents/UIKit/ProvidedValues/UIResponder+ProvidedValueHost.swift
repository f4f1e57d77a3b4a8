#if canImport(UIKit) && !os(watchOS)
  import ResponderEventsCore
  import UIKit

  /// UIKit's responders tell the engine when they move, so that value observers on them
  /// (`re.observe(_:_:)`) get the value of their new place.
  ///
  /// A view gets a `MoveWatcherView` the first time something observes on it; a controller's
  /// observers are watched through its view. Apple's documentation of `didMoveToWindow()`:
  /// "Tells the view that its window object changed"; that UIKit tells every subview of a
  /// hierarchy whose window changes, a hidden one included, is observed behaviour, checked by
  /// the device checks, as is when a displayed cell, a pushed or presented screen, or placed
  /// SwiftUI content gets it. A move between superviews that keeps the window is not promised
  /// to call it (see the article "State that flows down").
  extension UIResponder: ProvidedValueHost {
    package func responderEventsWatchMoves(observing valueType: Any.Type) {
      switch self {
      case let view as UIView:
        MoveWatcherView.watch(view, for: view)
      case let controller as UIViewController:
        guard let view = controller.viewIfLoaded else {
          ProvidedValueMoves.reportCannotFollowMoves(
            controller, observing: valueType,
            "an observer of \(valueType) was registered on a view controller whose view is not"
              + " loaded, so its joining a tree later (a push, a presentation) cannot be seen:"
              + " it keeps the value it got now. Observe in viewDidLoad, or on the view")
          return
        }
        MoveWatcherView.watch(view, for: controller)
      default:
        // Windows are views; scenes, the application and its delegate do not move.
        break
      }
    }
  }
#endif
