/// The questions ``ResponderChainRules`` asks about a UIKit-style responder hierarchy.
///
/// The UIKit adapter answers them for `UIResponder` from UIKit's own properties (`next`,
/// `subviews`, `viewIfLoaded`, `children`, …). Tests answer them with models that follow UIKit's
/// documented rules, so that the routing rules themselves run and are tested on every platform.
///
/// Each question is asked only of responders of the matching ``ResponderKind``.
@MainActor
@_spi(Rules) public protocol ResponderChainModel {
  /// The responder type.
  associatedtype Responder: AnyObject

  /// The role of `responder`.
  func kind(of responder: Responder) -> ResponderKind
  /// UIKit's next responder (`UIResponder.next`).
  func nextResponder(of responder: Responder) -> Responder?
  /// A view's or window's subviews, back to front.
  func subviews(of view: Responder) -> [Responder]
  /// A view controller's view, if it is loaded; never loads it.
  func loadedView(of controller: Responder) -> Responder?
  /// A view controller's child view controllers.
  func childControllers(of controller: Responder) -> [Responder]
  /// A view controller's parent view controller.
  func parentController(of controller: Responder) -> Responder?
  /// The view controller presented by `controller` or by one of its ancestors.
  func presentedController(of controller: Responder) -> Responder?
  /// The view controller that presented `controller` or one of its ancestors, as UIKit reports
  /// it: "the view controller that presented this view controller (or its farthest ancestor)"
  /// (UIViewController.h), so a container or the window's root controller rather than the
  /// screen that called `present`.
  func presentingController(of controller: Responder) -> Responder?
  /// The controller the app recorded as the one that really presented `controller` (in UIKit,
  /// with `re.present(_:animated:completion:)`), or `nil` if none was recorded.
  ///
  /// The rules use it only while `controller` is still presented and the recorded controller
  /// still sees it as its `presentedController`, so a stale record is ignored.
  func recordedPresenter(of controller: Responder) -> Responder?
  /// A window's root view controller.
  func rootController(of window: Responder) -> Responder?
  /// The window a view is in (`UIView.window`), or `nil`.
  func window(of view: Responder) -> Responder?
  /// A scene's windows.
  func windows(of scene: Responder) -> [Responder]
  /// The application's connected scenes.
  func scenes(of application: Responder) -> [Responder]
  /// The child a container controller shows: a navigation controller's top view controller, a
  /// tab bar controller's selected one; `nil` for other controllers.
  ///
  /// ``ResponderChainRules/topController(in:)`` follows it, so a container that shows several
  /// children at once (a split view controller) answers `nil` here and lists them in
  /// ``shownChildControllers(of:)``.
  func shownChildController(of controller: Responder) -> Responder?
  /// Every child a container controller shows now: its ``shownChildController(of:)``, or the
  /// columns a split view controller shows side by side; empty for other controllers.
  ///
  /// Asked only to explain an event that nobody handled
  /// (``ResponderChainRules/screensPassedOver(by:)``): a screen listed here, or under one
  /// listed here, is one the user sees, and may be named as the one that presented a
  /// controller.
  func shownChildControllers(of controller: Responder) -> [Responder]
  /// How `controller` is presented, as far as it decides which controller UIKit presents it
  /// from: its `modalPresentationStyle`, reduced to the current-context styles and the rest.
  ///
  /// Asked only of a presented controller, and only to explain an event that nobody handled.
  func presentationStyle(of controller: Responder) -> ResponderPresentationStyle
  /// Whether `controller` is a search controller (`UISearchController`), which UIKit presents
  /// itself when its search bar becomes active, from the presentation context of the screen
  /// that shows the search bar.
  ///
  /// Asked only of a presented controller, and only to explain an event that nobody handled.
  func isSearchController(_ controller: Responder) -> Bool
  /// The subviews of `view` that are cells or supplementary views it does not display now
  /// (kept for reuse, or prefetched), when `view` is a table or collection view, or the scroll
  /// view a collection view keeps an orthogonal-scrolling section's cells in; empty for any
  /// other view.
  ///
  /// Asked once for each view a broadcast visits; a table's or collection view's subviews
  /// include such cells (see ``ResponderChainRules``).
  func undisplayedItems(of view: Responder) -> [Responder]
}
