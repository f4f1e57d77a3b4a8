#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import Combine
  import Foundation
  public import SwiftUI

  extension View {
    /// Presents an alert for each `AlertableError` reported by views below this one, and stops
    /// the error here.
    ///
    /// ```swift
    /// CheckoutScreen()
    ///   .responderErrorAlert()
    /// ```
    ///
    /// The alert shows the error's `title` and `message` (the message alone, as the title, when
    /// the error has no title) and one OK button. Other errors pass by, on up to the handlers
    /// above and into UIKit. Alerts show one at a time, in the order their errors came: an
    /// error that comes while an alert is shown waits, and its alert follows once that one is
    /// dismissed.
    ///
    /// Put it inside what presents the reporting views: a view in a sheet or a popover reports
    /// to the handlers of its own content first, then to those around the view that presents
    /// it, whose environment its content gets (not yet verified on a device). Inside the
    /// sheet, the modifier catches the sheet's errors before the presenter's handlers do, and
    /// its alert is presented from the sheet. Without one there, the presenter's modifier
    /// catches them, and its alert would be presented from a view the sheet covers, which
    /// SwiftUI may not show (not verified on a device; unlike UIKit's, this modifier passes on
    /// no error it cannot show): give each sheet its own. In UIKit,
    /// `re.catchAlertableErrors()` does the same for a view controller.
    public func responderErrorAlert() -> some View { modifier(ResponderErrorAlert()) }
  }

  /// Catches `AlertableError`s from below and presents them in alerts, one at a time, first
  /// come first.
  struct ResponderErrorAlert: ViewModifier {
    /// The alerts caught: the one shown, and those waiting.
    @StateObject private var alerts = ErrorAlertQueue()

    func body(content: Content) -> some View {
      let alerts = alerts
      return
        content
        .responderEventScope("responderErrorAlert()", action: alerts) { scope, box in
          scope.re.catchAlertableErrors { _, error, _ in
            box.action.add(error)
            return .stop
          }
        }
        .alert(
          alerts.shown?.title ?? alerts.shown?.message ?? "",
          isPresented: Binding(get: { alerts.shown != nil }, set: { if !$0 { alerts.dismiss() } }),
          presenting: alerts.shown
        ) { _ in
          Button("OK", role: .cancel) {}
        } message: { alert in
          if alert.title != nil { Text(alert.message) }
        }
    }
  }

  /// The alerts of one `.responderErrorAlert()`: the core's `AlertQueue`, and the alert SwiftUI
  /// shows, its head.
  @MainActor
  final class ErrorAlertQueue: ObservableObject {
    /// The alert shown and those waiting; each change tells SwiftUI to update the view.
    @Published private var queue = AlertQueue<any AlertableError>()

    /// The alert shown, if any.
    var shown: (any AlertableError)? { queue.shown }

    /// Cheap and nonisolated: SwiftUI evaluates `@StateObject`'s initial value where it needs.
    nonisolated init() {}

    /// Shows `error`'s alert now, or after those before it.
    func add(_ error: any AlertableError) { _ = queue.add(error, presenter: .ready) }

    /// The shown alert was dismissed: it leaves the queue, and the next one, if any, is shown
    /// on the next turn of the main run loop, once SwiftUI has seen the first one go.
    func dismiss() {
      guard queue.shown != nil, case .waitForTransition = queue.dismissed(presenter: .inTransition)
      else { return }
      DispatchQueue.main.async { [weak self] in _ = self?.queue.next(presenter: .ready) }
    }
  }

#endif
