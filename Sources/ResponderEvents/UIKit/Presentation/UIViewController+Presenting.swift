#if canImport(UIKit) && !os(watchOS)
  @_spi(Rules) public import ResponderEventsCore
  public import UIKit

  extension ResponderEventsWrapper where Base: UIViewController {
    /// Presents `controller` and remembers that this controller presented it, so the presented
    /// controller's events come back here and this controller's broadcasts reach it.
    ///
    /// UIKit's `presentingViewController` is "the view controller that presented this view
    /// controller (or its farthest ancestor)" (UIViewController.h): a screen inside a
    /// navigation or tab controller that calls `present` is not what UIKit reports, its
    /// container (or the window's root controller) is. Events from a sheet presented with a
    /// plain `present(_:animated:completion:)` therefore skip the screen and go to that
    /// container; presented through this method, they go to the screen:
    ///
    /// ```swift
    /// // In a screen inside a UINavigationController:
    /// re.present(EditNameController(), animated: true)
    /// // EditNameController's events: … → EditNameController → this screen → navigation
    /// // controller → window → …
    /// ```
    ///
    /// The record is weak and is believed only while it looks true: while `controller` is
    /// presented and this controller still reports it as its `presentedViewController` (UIKit
    /// answers that for "this view controller or its nearest ancestor"). Once `controller` is
    /// dismissed, or this screen leaves its container, routing goes back to what UIKit
    /// reports. One case that check cannot see: a controller once presented through this
    /// method, dismissed, and presented again with a plain `present` by another screen in the
    /// same container still routes to the first screen (read from the code; not tested).
    /// Present a controller through this
    /// method every time, and each call replaces the record.
    ///
    /// When an event that nobody handled came from a controller presented with a plain
    /// `present`, past a screen of the container that handles the event's type, the diagnostic
    /// `EventDiagnostic/Kind/presenterNotRecorded` names this method, and that screen when it is
    /// the one the user sees (else the screens that handle the event). For a current-context
    /// presentation, and a search controller, which UIKit presents itself, it names
    /// `definesPresentationContext` on the screen instead.
    ///
    /// Value observers in `controller` get the values provided along their new route (this
    /// screen and above) as soon as the presentation starts, before the first frame, whether
    /// or not UIKit's traits reach a presented screen from its presenter.
    ///
    /// - Parameters:
    ///   - controller: The controller to present.
    ///   - animated: Whether to animate the presentation.
    ///   - completion: Runs after the presentation finishes.
    public func present(
      _ controller: UIViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil
    ) {
      presenterRecords.set(WeakOwner(base), on: controller)
      base.present(controller, animated: animated, completion: completion)
      controller.re.refreshProvidedValues()
    }

    /// The controller events from this presented controller go to: the one recorded by
    /// `present(_:animated:completion:)` while that record holds, else UIKit's
    /// `presentingViewController`; `nil` when this controller is not presented.
    ///
    /// For a controller inside a presented one (a screen in a presented navigation
    /// controller), the presented one's, as UIKit's `presentingViewController` answers "(or its
    /// farthest ancestor)": where that controller's events, and so this one's, go.
    public var presenter: UIViewController? {
      UIKitEventRouting.rules.presenter(ofFarthestAncestorOf: base) as? UIViewController
    }
  }

  extension UIViewController: ResponderChainNode {
    /// The presenter UIKit reports for this presented controller, the child controllers under
    /// it that this controller's events pass over (those the user sees among them) and how
    /// UIKit chose that presenter, when this controller was not presented through
    /// `re.present(_:animated:completion:)`; `nil` otherwise.
    ///
    /// Read only to explain an event that nobody handled; see
    /// `ResponderChainRules/screensPassedOver(by:)`.
    package var responderEventsScreensPassedOver: ScreensPassedOver<any EventNode>? {
      UIKitEventRouting.rules.screensPassedOver(by: self)?.map { $0 as any EventNode }
    }
  }

  /// The presenter recorded for a presented controller, kept weakly on the presented one
  /// (`WeakOwner` serves as the weak reference an associated object needs to be).
  let presenterRecords = AssociatedObject<WeakOwner<UIViewController>>()
#endif
