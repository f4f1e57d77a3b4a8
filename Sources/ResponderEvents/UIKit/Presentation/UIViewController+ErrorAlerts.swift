#if canImport(UIKit) && !os(watchOS)
  public import UIKit

  extension ResponderEventsWrapper where Base: UIViewController {
    /// Catches each `AlertableError` reported by this controller's descendants and presents a
    /// `UIAlertController` for it, from this controller or the topmost controller it presents.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///   super.viewDidLoad()
    ///   re.catchAlertableErrors()
    /// }
    /// ```
    ///
    /// The alert shows the error's `title` and `message` and one OK button; the error stops
    /// here. Other errors pass by, to the handlers above. When this controller already presents
    /// another (a sheet whose content reported the error, say), the alert is presented from the
    /// topmost controller it presents, so that it shows above it.
    ///
    /// No error is lost. Alerts show one at a time, in the order their errors came: an error
    /// that comes while an alert is shown waits for it to be dismissed, and one that comes
    /// during a presentation, a dismissal or another transition (from `viewWillAppear`, say)
    /// waits for it to end. When nothing can show the alert (the topmost controller's view is
    /// not in a window, or UIKit refuses the presentation, which
    /// `EventDiagnostic/Kind/alertNotPresented` reports), the error goes on up to the handlers
    /// above, and `EventDiagnostic/Kind/unhandled` reports it if none catches it; an error that
    /// waited goes on up from this controller. Errors still waiting when the controller goes
    /// away (a sheet swiped down as its request fails) are each reported as `unhandled`.
    ///
    /// An alert dismissed by code (`dismiss(animated:completion:)`, which runs no button
    /// handler) lets the next one show once UIKit releases it; if the app keeps a reference to
    /// the alert, the next one shows when another error comes.
    ///
    /// - Returns: A token that removes the handler.
    @discardableResult
    public func catchAlertableErrors() -> HandlerToken {
      let schedule = AlertSchedule()
      return catchAlertableErrors { controller, error, _ in
        schedule.controller = controller
        return schedule.receive(error) ? .stop : .pass
      }
    }
  }

  /// The alerts of one `re.catchAlertableErrors()`: the queue the core keeps
  /// (`AlertQueue`), and the UIKit side of each step.
  @MainActor
  final class AlertSchedule {
    /// The catching controller; it owns this schedule through its handler.
    weak var controller: UIViewController?
    private var queue = AlertQueue<any AlertableError>()
    /// The alert on screen, to notice one dismissed without its button (by code).
    private weak var shownAlert: UIAlertController?
    /// Identifies the latest wait for a transition, so that only one retry goes.
    private var waitID = 0
    /// Counts the alerts presented, so that a late button tap of an alert dismissed and
    /// forgotten meanwhile dismisses no other.
    private var presentedCount = 0

    /// Takes `error` caught now; returns whether it is shown or waits here (`false`: it goes on
    /// up at once).
    ///
    /// Only `error` can pass on here: it is the only one in the queue when it goes at once.
    func receive(_ error: any AlertableError) -> Bool {
      // An alert dismissed by code never calls its action's handler, and one the app still
      // holds is not released either: looked at again now, it lets the next waiting alert go
      // first, and `error` queues behind it.
      if shownAlert?.presentingViewController == nil { alertDismissed(number: presentedCount) }
      var isKept = true
      advance(after: queue.add(error, presenter: presenterState())) { _ in isKept = false }
      return isKept
    }

    /// Goes on with the alerts that wait: presents the next, waits again, or gives those that
    /// cannot be shown to `passOn`.
    private func advance(
      after step: AlertStep<any AlertableError>, passOn: (any AlertableError) -> Void
    ) {
      switch step {
      case .present(let alert):
        guard !present(alert) else { return }
        if let failed = queue.presentationFailed() { passOn(failed) }
      case .passOn(let alert): passOn(alert)
      case .waitForTransition: return waitForTransition()
      case .queued, .idle: return
      }
      // One alert fewer waits each time: the next one, if any.
      advance(after: queue.next(presenter: presenterState()), passOn: passOn)
    }

    /// The `number`th alert presented was dismissed: the next alert may go.
    ///
    /// Called by its button, and once it is released (after a dismissal by code); later calls
    /// for the same alert do nothing.
    private func alertDismissed(number: Int) {
      guard number == presentedCount, queue.shown != nil else { return }
      shownAlert = nil
      advance(after: queue.dismissed(presenter: presenterState()), passOn: passOn)
    }

    /// Presents `error`'s alert from the topmost controller; whether UIKit took it.
    private func present(_ error: any AlertableError) -> Bool {
      guard let controller, let presenter = topmost else { return false }
      presentedCount += 1
      let number = presentedCount
      // Title and message may be `nil`: `+alertControllerWithTitle:(nullable NSString *)title
      // message:(nullable NSString *)message preferredStyle:` (UIAlertController.h, iOS 17.4
      // SDK, line 45).
      let alert = UIAlertController(
        title: error.title, message: error.message, preferredStyle: .alert)
      alert.addAction(
        UIAlertAction(title: "OK", style: .cancel) { [weak self] _ in
          self?.alertDismissed(number: number)
        })
      // An alert dismissed by code runs no action handler; UIKit releases it once it is off
      // screen (unless the app keeps it), and the next alert goes then. The next turn, not inside
      // the alert's deallocation. Held strongly: the alerts that wait behind this one still go
      // (or are reported by `passOn`) if the catching controller, which owns this schedule
      // through its handler, went away with it (a sheet dismissed over its alert).
      DeallocationActions.on(alert).add {
        DispatchQueue.main.async { self.alertDismissed(number: number) }
      }
      presenter.present(alert, animated: true)
      // UIKit refuses a presentation it cannot make with a console warning only; the alert is
      // then not the presenter's `presentedViewController`, "The view controller that was
      // presented by this view controller or its nearest ancestor." (UIViewController.h, iOS
      // 17.4 SDK, line 209).
      guard presenter.presentedViewController === alert else {
        let instead = presenter.presentedViewController.map { "\(type(of: $0))" } ?? "nothing"
        EventDiagnostics.emit(
          .alertNotPresented, eventType: type(of: error), node: controller,
          "UIKit did not present the alert for the error \(error) from "
            + "\(type(of: presenter)), which presents \(instead); the error went on up to "
            + "the handlers above")
        return false
      }
      shownAlert = alert
      return true
    }

    /// Sends `error`, which waited here and cannot be shown, on up from the catching
    /// controller, to the handlers above it; without a controller, reports it.
    private func passOn(_ error: any AlertableError) {
      guard let controller else {
        return EventDiagnostics.emit(
          .unhandled, eventType: type(of: error), node: nil,
          "the error \(error) waited for its alert, and the view controller that "
            + "caught it with re.catchAlertableErrors() went away first; it was not shown")
      }
      controller.re.report(error)
    }

    /// Asks again once the topmost controller's transition ends.
    ///
    /// `animateAlongsideTransition:completion:` runs the completion "after the transition
    /// completes", and "The completions may be run even if the animations are not"
    /// (UIViewControllerTransitionCoordinator.h, iOS 17.4 SDK, lines 87 and 92); without a
    /// coordinator, or if none was queued (which that header allows mid-transition), it asks
    /// again 50 ms later, as many times as `AlertQueue.maximumTransitionWaits` allows: a second
    /// in all, where a turn of the run loop each would be over long before a transition is.
    private func waitForTransition() {
      waitID &+= 1
      let id = waitID
      // Held strongly until it runs: an error that waits while the catching controller is being
      // dismissed must still reach `passOn` once the controller, and its handler, are gone.
      let retry: @MainActor @Sendable () -> Void = { [self] in
        guard self.waitID == id, self.queue.isWaitingForTransition else { return }
        self.waitID &+= 1
        self.advance(after: self.queue.next(presenter: self.presenterState()), passOn: self.passOn)
      }
      let queued =
        topmost?.transitionCoordinator?
        .animate(alongsideTransition: nil) { _ in MainActor.assumeIsolated { retry() } } ?? false
      if !queued { MainThread.run(later: true, after: 0.05, retry) }
    }

    /// The controller to present from: the catching controller, or the topmost controller
    /// presented above it; `nil` once the catching controller is gone.
    ///
    /// `presentedViewController` is "The view controller that was presented by this view
    /// controller or its nearest ancestor." (UIViewController.h, iOS 17.4 SDK, line 208); one
    /// that is being dismissed is left out, since presenting from it fails: its presenter is
    /// then in a transition, and the alert waits for it.
    private var topmost: UIViewController? {
      var presenter = controller
      while let presented = presenter?.presentedViewController, !presented.isBeingDismissed {
        presenter = presented
      }
      return presenter
    }

    /// Where the topmost controller stands; a gone controller is in no window.
    ///
    /// Its own view, not the catching controller's, must be in a window: under a full-screen
    /// presentation, "the presenting view controller's views are removed after the
    /// presentation completes" (Apple's documentation of `UIModalPresentationStyle.fullScreen`).
    /// It is in a transition while it is being presented or dismissed
    /// (`isBeingPresented`, `isBeingDismissed`, UIViewController.h, iOS 17.4 SDK, lines
    /// 240-241) or has a `transitionCoordinator`, which UIKit returns "during an active
    /// presentation or dismissal" of it or a parent (UIViewControllerTransitionCoordinator.h,
    /// iOS 17.4 SDK, lines 125-126).
    private func presenterState() -> AlertPresenterState {
      let presenter = topmost
      return AlertPresenterState(
        isInWindow: presenter?.viewIfLoaded?.window != nil,
        isInTransition: presenter.map {
          $0.isBeingPresented || $0.isBeingDismissed || $0.transitionCoordinator != nil
        } ?? false)
    }
  }
#endif
