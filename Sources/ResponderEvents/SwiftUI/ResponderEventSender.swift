#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  public import ResponderEventsCore
  public import SwiftUI
  import UIKit

  /// Sends responder events from SwiftUI content into the UIKit responder chain that hosts it.
  ///
  /// Read it from the environment in any view below `SwiftUI/View/responderEventsBridge()`:
  ///
  /// ```swift
  /// struct ProductRow: View {
  ///   @Environment(\.responderEvents) private var events
  ///   let product: Product
  ///
  ///   var body: some View {
  ///     Button("Add to cart") { events.send(AddToCart(productID: product.id)) }
  ///   }
  /// }
  /// ```
  ///
  /// Events start at a zero-size view that the bridge places behind the content, so they climb
  /// through the hosting controller's view, the hosting controller, and on up UIKit's chain like
  /// events sent from any UIKit view.
  public struct ResponderEventSender: Sendable {
    let anchor: AnchorReference?

    init(anchor: AnchorReference?) {
      self.anchor = anchor
    }

    /// Sends `event` up the UIKit chain; see `re.send(_:options:)`.
    ///
    /// Outside a bridge, nothing is sent: the result says
    /// `RefusalReason/senderNotConnected` and a diagnostic is reported.
    @MainActor
    @discardableResult
    public func send<Event: ResponderEvent>(
      _ event: Event, options: DispatchOptions = []
    ) -> DispatchResult<Event> {
      guard let view = connectedView(for: Event.self) else {
        return .refused(event, reason: .senderNotConnected)
      }
      return view.re.send(event, options: options)
    }

    /// Sends `event` up the UIKit chain and waits for the reply; see
    /// `re.request(_:options:)`.
    ///
    /// Outside a bridge, throws `ReplyError/refused(_:)` with
    /// `RefusalReason/senderNotConnected`.
    @MainActor
    public func request<Event: ResponderEvent>(
      _ event: Event, options: DispatchOptions = []
    ) async throws -> Event.Reply {
      guard let view = connectedView(for: Event.self) else {
        throw ReplyError.refused(.senderNotConnected)
      }
      return try await view.re.request(event, options: options)
    }

    @MainActor
    private func connectedView<Event>(for type: Event.Type) -> UIView? {
      if let view = anchor?.view { return view }
      EventDiagnostics.report(
        EventDiagnostic(
          kind: .senderNotConnected, eventType: String(describing: Event.self), node: nil,
          message: "SwiftUI content sent an event without a UIKit connection; add "
            + ".responderEventsBridge() to the hosted root view. Nothing was sent"))
      return nil
    }
  }

  extension EnvironmentValues {
    /// The sender that puts events from SwiftUI content into the hosting UIKit chain.
    ///
    /// Connected below `SwiftUI/View/responderEventsBridge()`; elsewhere it sends nothing
    /// and reports a diagnostic.
    public var responderEvents: ResponderEventSender {
      get { self[ResponderEventSenderKey.self] }
      set { self[ResponderEventSenderKey.self] = newValue }
    }
  }

  private struct ResponderEventSenderKey: EnvironmentKey {
    static let defaultValue = ResponderEventSender(anchor: nil)
  }

  /// Where the bridge's anchor view is, once SwiftUI has made it.
  @MainActor
  final class AnchorReference {
    weak var view: UIView?
  }
#endif
