#if canImport(UIKit) && !os(watchOS)
  public import ResponderEventsCore
  public import UIKit

  extension ResponderEventsWrapper where Base: UIViewController {
    /// Catches each `AlertableError` reported by this controller's descendants and presents a
    /// `UIAlertController` for it from this controller.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///   super.viewDidLoad()
    ///   re.catchAlertableErrors()
    /// }
    /// ```
    ///
    /// The alert shows the error's `title` and `message` and one OK button; the error stops
    /// here. Other errors pass by, to the handlers above. The error goes on up too, untouched,
    /// when this controller cannot present: its view is not in a window.
    ///
    /// When this controller already presents another (a sheet whose content reported the
    /// error, say), the alert is presented from the topmost controller it presents, so that it
    /// shows above it: a controller presents one controller at a time.
    ///
    /// - Returns: A token that removes the handler.
    @discardableResult
    public func catchAlertableErrors() -> HandlerToken {
      catchError { controller, error, _ in
        guard let alertable = error as? any AlertableError,
          let presenter = AlertPresenter.topmost(from: controller)
        else { return .pass }
        presenter.present(AlertPresenter.alert(for: alertable), animated: true)
        return .stop
      }
    }
  }

  /// Makes and places the alerts of `re.catchAlertableErrors()`.
  @MainActor
  enum AlertPresenter {
    /// The alert for `error`: its title and message, and an OK button that dismisses it.
    ///
    /// Both may be `nil`: `+alertControllerWithTitle:(nullable NSString *)title
    /// message:(nullable NSString *)message preferredStyle:` (UIAlertController.h, iOS 17.4
    /// SDK, line 45).
    static func alert(for error: any AlertableError) -> UIAlertController {
      let alert = UIAlertController(
        title: error.title, message: error.message, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .cancel))
      return alert
    }

    /// The controller to present from: `controller`, or the topmost controller presented above
    /// it; `nil` when `controller`'s view is not in a window, where nothing it presents shows.
    ///
    /// `presentedViewController` is "The view controller that was presented by this view
    /// controller or its nearest ancestor." (UIViewController.h, iOS 17.4 SDK, line 208); one
    /// that is being dismissed is left out, since presenting from it fails.
    static func topmost(from controller: UIViewController) -> UIViewController? {
      guard controller.viewIfLoaded?.window != nil else { return nil }
      var presenter = controller
      while let presented = presenter.presentedViewController, !presented.isBeingDismissed {
        presenter = presented
      }
      return presenter
    }
  }
#endif
