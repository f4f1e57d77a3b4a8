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
    /// SwiftUI runs `onAppear` and `task` before the content is in a window, when the chain
    /// above it is not complete. An event sent then waits, and is dispatched once the content
    /// reaches a window; the result says `RefusalReason/deferredUntilConnected`. At most 64
    /// events wait; those over that, and those still waiting when the content goes away, are
    /// reported through `EventDiagnostics` (`senderNotConnected`), never lost silently.
    ///
    /// Outside a bridge, nothing is sent: the result says `RefusalReason/senderNotConnected`
    /// and a diagnostic is reported.
    @MainActor
    @discardableResult
    public func send<Event: ResponderEvent>(
      _ event: Event, options: DispatchOptions = []
    ) -> DispatchResult<Event> {
      guard let anchor else {
        reportNotConnected(Event.self)
        return .refused(event, reason: .senderNotConnected)
      }
      if let view = anchor.attachedView { return view.re.send(event, options: options) }
      anchor.pending.enqueue(
        eventType: String(describing: Event.self),
        run: { [weak anchor] in _ = anchor?.attachedView?.re.send(event, options: options) })
      return .refused(event, reason: .deferredUntilConnected)
    }

    /// Sends `event` up the UIKit chain and waits for the reply; see
    /// `re.request(_:options:)`.
    ///
    /// Sent before the content is in a window, the request waits for it, as `send` does. If the
    /// content goes away first, or outside a bridge, it throws `ReplyError/refused(_:)` with
    /// `RefusalReason/senderNotConnected`.
    @MainActor
    public func request<Event: ResponderEvent>(
      _ event: Event, options: DispatchOptions = []
    ) async throws -> Event.Reply {
      guard let anchor else {
        reportNotConnected(Event.self)
        throw ReplyError.refused(.senderNotConnected)
      }
      guard let view = await anchor.waitUntilAttached(eventType: String(describing: Event.self))
      else { throw ReplyError.refused(.senderNotConnected) }
      return try await view.re.request(event, options: options)
    }

    @MainActor
    private func reportNotConnected<Event>(_ type: Event.Type) {
      EventDiagnostics.report(
        EventDiagnostic(
          kind: .senderNotConnected, eventType: String(describing: Event.self), node: nil,
          message: "SwiftUI content sent an event without a UIKit connection; add "
            + ".responderEventsBridge() to the hosted root view. Nothing was sent"))
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

  /// Where the bridge's anchor view is, once SwiftUI has made it, and the sends waiting for it
  /// to reach a window.
  @MainActor
  final class AnchorReference {
    weak var view: UIView? {
      didSet { attachmentChanged() }
    }
    /// Made on first use, so that the bridge can create the reference outside the main actor
    /// (`@State`'s initial value).
    private(set) lazy var pending = DeferredSends()

    nonisolated init() {}

    /// The anchor view, once it is in a window.
    var attachedView: UIView? {
      guard let view, view.window != nil else { return nil }
      return view
    }

    /// The anchor view was made, or moved into or out of a window: once it is in one, the
    /// waiting sends go.
    func attachmentChanged() {
      if attachedView != nil { pending.flush() }
    }

    /// The anchor view once it is in a window; `nil` if the content goes away first.
    func waitUntilAttached(eventType: String) async -> UIView? {
      if let view = attachedView { return view }
      return await withCheckedContinuation { continuation in
        pending.enqueue(
          eventType: eventType,
          run: { [weak self] in continuation.resume(returning: self?.attachedView) },
          drop: { continuation.resume(returning: nil) })
      }
    }

    /// The anchor view `view` was removed by SwiftUI: unless a newer anchor replaced it, what
    /// still waits is reported and dropped.
    func anchorRemoved(_ view: UIView) {
      guard self.view == nil || self.view === view else { return }
      pending.discardAll()
    }
  }
#endif
