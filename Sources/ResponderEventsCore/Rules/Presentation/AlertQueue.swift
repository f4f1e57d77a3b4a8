/// Where the presenter of an error's alert stands: the facts that decide whether the alert can
/// be presented now.
///
/// The UIKit alert handler reads them from the topmost controller it would present from; the
/// SwiftUI alert modifier says `inTransition` while its previous alert goes away.
package struct AlertPresenterState: Equatable, Sendable {
  /// Whether the presenter's view is in a window: presenting from one that is not fails.
  package var isInWindow: Bool
  /// Whether the presenter is being presented or dismissed, or has a transition in progress:
  /// presenting from it then fails.
  package var isInTransition: Bool

  /// A presenter that can present at once.
  package static let ready = AlertPresenterState(isInWindow: true, isInTransition: false)
  /// A presenter whose transition must end before it can present.
  package static let inTransition = AlertPresenterState(isInWindow: true, isInTransition: true)

  /// A presenter in the state given.
  package init(isInWindow: Bool, isInTransition: Bool) {
    (self.isInWindow, self.isInTransition) = (isInWindow, isInTransition)
  }
}

/// What an alert handler does next with the alerts it caught.
package enum AlertStep<Alert> {
  /// Present this alert now; then say whether it showed (``AlertQueue/presentationFailed()``
  /// when it did not) and, once it is dismissed, ``AlertQueue/dismissed(presenter:)``.
  case present(Alert)
  /// The presenter is in a transition: ask again (``AlertQueue/next(presenter:)``) once it ends.
  case waitForTransition
  /// Another alert is shown or waits before this one, which will follow it.
  case queued
  /// Nothing can show this alert: let its error go on up to the handlers above.
  case passOn(Alert)
  /// Nothing waits.
  case idle
}

/// The alerts one alert handler caught, shown one at a time in the order their errors came.
///
/// A controller presents one controller at a time, and UIKit refuses a presentation from one
/// that is presenting, being presented or dismissed, or in a transition, with a console
/// warning only; SwiftUI shows one alert per modifier. So an error that comes while an alert is
/// shown waits for it to be dismissed, one that comes during a transition waits for the
/// transition to end, and one that nothing can show (its presenter is not in a window) goes on
/// up. Every error is shown, waits to be shown, or is passed on: none is lost.
package struct AlertQueue<Alert> {
  /// The alerts not shown yet, first come first.
  package private(set) var waiting: [Alert] = []
  /// The alert on screen, if any.
  package private(set) var shown: Alert?
  /// How many times in a row the next alert has waited for a transition; 0 once it stopped
  /// waiting (it was taken, to present or pass on).
  private var transitionWaits = 0
  /// Whether the queue waits for a transition to end before it shows the next alert.
  ///
  /// Derived: while an alert waits for a transition nothing is shown and the alert stays first,
  /// so the next ``next(presenter:)`` either waits again or takes it and resets the count.
  package var isWaitingForTransition: Bool { transitionWaits > 0 }

  /// The most times in a row the next alert waits for a transition.
  ///
  /// 20. After that, it is presented anyway, and passed on if that fails, so that a presenter that
  /// never leaves its transition cannot hold errors for ever.
  package static var maximumTransitionWaits: Int { 20 }

  /// An empty queue.
  package init() {}

  /// Whether no alert is shown or waiting.
  package var isEmpty: Bool { shown == nil && waiting.isEmpty }

  /// A new alert: shown now if nothing is shown or waiting and `presenter` can present, else
  /// queued behind the others, waiting for the transition, or passed on.
  package mutating func add(_ alert: Alert, presenter: AlertPresenterState) -> AlertStep<Alert> {
    // An alert waiting for a transition is still in `waiting`, so the queue is not empty then.
    let wasEmpty = isEmpty
    waiting.append(alert)
    return wasEmpty ? next(presenter: presenter) : .queued
  }

  /// What to do with the first waiting alert, now that nothing is shown: present it, wait for
  /// `presenter`'s transition, or pass it on when `presenter` is not in a window.
  ///
  /// Call it after ``AlertStep/waitForTransition``, once the transition ended, and after an
  /// alert passed on, for the next. Returns ``AlertStep/idle`` when an alert is shown or none
  /// waits.
  package mutating func next(presenter: AlertPresenterState) -> AlertStep<Alert> {
    guard shown == nil, !waiting.isEmpty else { return .idle }
    if presenter.isInTransition && transitionWaits < Self.maximumTransitionWaits {
      transitionWaits += 1
      return .waitForTransition
    }
    transitionWaits = 0
    let alert = waiting.removeFirst()
    guard presenter.isInWindow else { return .passOn(alert) }
    shown = alert
    return .present(alert)
  }

  /// The alert of the last ``AlertStep/present(_:)`` did not show (UIKit refused it): it is
  /// returned, to pass its error on, and the queue goes on with the next
  /// (``next(presenter:)``).
  package mutating func presentationFailed() -> Alert? { shown.moveOut() }

  /// The shown alert was dismissed: what to do with the next one, if any.
  package mutating func dismissed(presenter: AlertPresenterState) -> AlertStep<Alert> {
    shown = nil
    return next(presenter: presenter)
  }
}

extension AlertQueue: Sendable where Alert: Sendable {}
