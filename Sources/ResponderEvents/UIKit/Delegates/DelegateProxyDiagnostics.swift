#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEventsCore
  import UIKit

  /// The diagnostics the delegate proxies report.
  enum DelegateProxyDiagnostics {
    /// A required data source question nobody could answer: no closure, and no data source of
    /// the app's; an empty cell was returned.
    @MainActor
    static func reportMissingCell(_ method: String, of view: UIView) {
      reportMissingAnswer(
        "\(method) has no closure and the view has no data source of its own; an empty cell "
          + "was returned. Register one with re.provideCell", of: view)
    }

    /// A supplementary view nobody could provide (no closure, and no data source of the app's
    /// that answers); an empty view was dequeued.
    @MainActor
    static func reportMissingSupplementaryView(ofKind kind: String, of view: UIView) {
      reportMissingAnswer(
        "collectionView(_:viewForSupplementaryElementOfKind:at:) for kind \(kind) has no "
          + "closure and the view has no data source of its own that answers; an empty view "
          + "was returned. Register one with re.provideSupplementaryView", of: view)
    }

    /// Reports a `missingAnswer` diagnostic about `view`.
    @MainActor
    private static func reportMissingAnswer(_ message: String, of view: UIView) {
      EventDiagnostics.report(
        EventDiagnostic(
          kind: .missingAnswer, eventType: nil, node: NodeDescription(view), message: message))
    }

    /// A claimed method that nobody can serve (see
    /// `EventDiagnostic.Kind.delegateMethodUnservable`); reported only on the main thread,
    /// where diagnostics are delivered.
    nonisolated static func reportUnservable(_ selector: Selector?, by proxy: NSObject) {
      guard Thread.isMainThread else { return }
      let method = selector.map(NSStringFromSelector) ?? "(no selector)"
      let proxyType = String(describing: type(of: proxy))
      MainActor.assumeIsolated {
        EventDiagnostics.report(
          EventDiagnostic(
            kind: .delegateMethodUnservable, eventType: nil, node: nil,
            message: "UIKit called \(method) on \(proxyType) after the app's delegate that "
              + "implemented it began deallocating; it was answered with nil, false or zero "
              + "where a delegate protocol declares it. Set the view's delegate to nil in that "
              + "delegate's deinit"))
      }
    }
  }
#endif
