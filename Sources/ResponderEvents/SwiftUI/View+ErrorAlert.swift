#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import ResponderEventsCore
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
    /// above and into UIKit. A second error while the alert is shown replaces it.
    ///
    /// Put it inside what presents the reporting views: a view in a sheet or a popover reports
    /// to the handlers of its own content, so an alert modifier outside the sheet never hears
    /// it. In UIKit, `re.catchAlertableErrors()` does the same for a view controller.
    public func responderErrorAlert() -> some View {
      modifier(ResponderErrorAlert())
    }
  }

  /// Catches `AlertableError`s from below and presents the latest one in an alert.
  struct ResponderErrorAlert: ViewModifier {
    @State private var shown: ShownAlert?

    func body(content: Content) -> some View {
      content
        .onResponderError((any Error).self) { error in
          guard let alertable = error as? any AlertableError else { return .pass }
          shown = ShownAlert(title: alertable.title, message: alertable.message)
          return .stop
        }
        .alert(
          shown?.title ?? shown?.message ?? "", isPresented: isPresented, presenting: shown
        ) { _ in
          Button("OK", role: .cancel) {}
        } message: { alert in
          if alert.title != nil { Text(alert.message) }
        }
    }

    /// Whether an alert is shown; dismissing it forgets the error.
    private var isPresented: Binding<Bool> {
      Binding(get: { shown != nil }, set: { if !$0 { shown = nil } })
    }
  }

  /// What the alert of an `AlertableError` shows, read from the error when it was caught.
  struct ShownAlert: Equatable {
    let title: String?
    let message: String
  }
#endif
