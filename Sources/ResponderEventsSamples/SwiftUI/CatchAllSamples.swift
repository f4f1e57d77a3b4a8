#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import SwiftUI
  import UIKit

  extension SwiftUIReferenceSamples {
    /// A checkout that its wrappers below log, journal, track and alert for.
    struct CheckoutScreen: View {
      var body: some View { SubmitButton() }
    }

    /// Logs every event from the checkout.
    struct LoggedCheckout: View {
      @State private var log: [String] = []

      var body: some View {
        CheckoutScreen()
          .onResponderEvent(conformingTo: (any ResponderEvent).self) { context in
            log.append("\(context.event)")
            return .pass
          }
      }
    }

    /// Writes every event from the checkout to a journal that can fail.
    struct JournaledCheckout: View {
      let journal: SwiftUIJournal

      var body: some View {
        CheckoutScreen()
          .onResponderEvent(conformingTo: (any ResponderEvent).self) { context in
            try journal.record("\(context.event)")
            return .pass
          }
      }
    }

    /// Replaces every event from the checkout with one naming it.
    struct TrackedCheckout: View {
      var body: some View {
        CheckoutScreen()
          .transformResponderEvent(conformingTo: (any ResponderEvent).self) { event in
            Tracked(name: "\(event)")
          }
      }
    }

    /// Tells the user of the errors from the checkout that describe themselves.
    struct AlertingCheckout: View {
      var body: some View {
        CheckoutScreen()
          .responderErrorAlert()
      }
    }

    /// Names an event for analytics.
    struct Tracked: ResponderEvent {
      let name: String
    }
  }

  /// A journal of lines that can fail to write.
  @MainActor
  final class SwiftUIJournal {
    private(set) var lines: [String] = []
    var isFull = false

    func record(_ line: String) throws {
      if isFull { throw NetworkError() }
      lines.append(line)
    }
  }
#endif
