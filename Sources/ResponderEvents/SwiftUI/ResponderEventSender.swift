#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
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
  /// Events start at an invisible view that the bridge places behind the content, so they climb
  /// through the hosting controller's view, the hosting controller, and on up UIKit's chain like
  /// events sent from any UIKit view.
  @MainActor
  public struct ResponderEventSender: Sendable, Equatable {
    let anchor: AnchorReference?
    /// The nearest SwiftUI handler scope above the views reading this sender, if any: events
    /// start there (see `SwiftUI/View/onResponderEvent(_:perform:)`).
    var scope: ScopeNode? = nil
    /// Whether what is sent starts at `scope`'s own handlers (the views below a modifier), or
    /// just above them (a modifier's handler sending from its own place).
    var includesScope = true

    /// A sender for the handler of the modifier whose scope is `scope`: it sends and reports
    /// from just above the modifier, to the modifiers written after it on the same view and on
    /// up.
    ///
    /// It needs no anchor: a handler runs only once its content is connected, or without a
    /// bridge, where sends go at once.
    static func handlerSender(at scope: ScopeNode) -> ResponderEventSender {
      ResponderEventSender(anchor: nil, scope: scope, includesScope: false)
    }

    /// Sends the events of `responder`, a UIKit view that SwiftUI shows through
    /// `UIViewRepresentable` or a controller through `UIViewControllerRepresentable`, to the
    /// SwiftUI handlers around it.
    ///
    /// ```swift
    /// func makeUIView(context: Context) -> MapView {
    ///   let map = MapView()
    ///   context.environment.responderEvents.connect(map)
    ///   return map
    /// }
    /// ```
    ///
    /// UIKit routes such a view's events up its superviews to the hosting controller, past every
    /// SwiftUI view around it; this redirects them to the nearest `onResponderEvent` handler
    /// above it (see `re.redirect(to:)`), and they go on from there. Without a handler above
    /// it, the view keeps UIKit's route. Call it again from `updateUIView` if the view can move
    /// under another handler.
    ///
    /// Broadcasts of those handlers' scopes reach the view too. It stays a subview of the hosting
    /// view, though, and a broadcast from the hosting controller or above it reaches it there as
    /// well: whatever a SwiftUI handler above it returned (`.skipSubtree`, `.stop`), and before
    /// that handler when UIKit lists the view first (a known issue, `ConnectedViewBroadcastTests`).
    ///
    /// It needs `SwiftUI/View/responderEventsBridge()` at the root of the content: without it,
    /// the SwiftUI handlers lead nowhere further, and redirecting the view to them would cut
    /// the route it has into UIKit. Without a bridge the view keeps UIKit's route and a
    /// diagnostic (`senderNotConnected`) says so (read from the code; no device check).
    public func connect(_ responder: UIResponder) {
      // Once per type of view: it is called again at every update of a representable.
      guard anchor != nil else {
        return EventDiagnostics.emitOnce(
          .senderNotConnected, eventType: Self.self, direction: .up, nodes: [responder],
          "connect(_:) needs .responderEventsBridge() at the root of the SwiftUI content; the"
            + " view keeps UIKit's route, past any SwiftUI handlers")
      }
      if let scope { return responder.re.redirect(to: scope) }
      if responder.re.redirectTarget is ScopeNode { responder.re.removeRedirect() }
    }

    /// This sender for the views below `scope`.
    func scoped(to scope: ScopeNode) -> ResponderEventSender {
      ResponderEventSender(anchor: anchor, scope: scope)
    }

    /// Senders are equal when they send from the same place: SwiftUI then sees the
    /// environment unchanged and does not update the views that read it.
    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.anchor === rhs.anchor && lhs.scope === rhs.scope && lhs.includesScope == rhs.includesScope
    }

    /// The scope a new handler scope attaches to: the nearest one above, else the bridge's
    /// root, else none (SwiftUI content without a bridge).
    var parentForNewScope: (any EventNode)? { scope ?? anchor?.rootScope }

    /// Where what this sender dispatches starts now, with `startOptions(_:)`.
    ///
    /// The nearest handler scope (from its own handlers on, or just above them), else the
    /// bridge's anchor view; `nil` while the bridged content is not connected yet, and without
    /// a bridge or a scope.
    private var origin: (any EventNode)? {
      // Sends that waited go first: the flush scheduled when the content connected may not
      // have run yet. They run here, inside whatever dispatch and diagnostics scope the new
      // send is in.
      if let anchor, anchor.connectedView != nil { anchor.pending.flush() }
      // Sends still waiting after that are in a flush under way, whose handler made this send:
      // it waits behind them (`DeferredSends`).
      if anchor?.pending.count ?? 0 > 0 { return nil }
      guard let scope else { return anchor?.connectedView }
      return anchor == nil || anchor?.connectedView != nil ? scope : nil
    }

    /// `options` for a dispatch from `origin`.
    private func startOptions(_ options: DispatchOptions) -> DispatchOptions {
      scope != nil && includesScope ? options.union(.includingOrigin) : options
    }

    /// Sends `event` up the UIKit chain; see `re.send(_:options:)`.
    ///
    /// SwiftUI may run `onAppear` and `task` before it has placed the content in the hosting
    /// controller's view, when no chain leads anywhere yet (observed, not documented). An event
    /// sent then waits, and is dispatched once the content is connected to its hosting controller;
    /// the result says `RefusalReason/deferredUntilConnected`. At most 64 events wait; those over
    /// that, those still waiting when the content goes away, and those a kept sender sends once
    /// SwiftUI has removed the content, connected or not yet (which the result says, with
    /// `RefusalReason/senderNotConnected`; not verified on a device), are reported through
    /// `EventDiagnostics` (`senderNotConnected`), never lost silently. Once connected, events go at
    /// once, even while the content is off screen (in an unselected tab, say): the chain then
    /// continues through the hosting controller's parent.
    ///
    /// Outside a bridge, an event reaches only the SwiftUI handlers above the content; with
    /// none above, nothing is sent: the result says `RefusalReason/senderNotConnected` and a
    /// diagnostic is reported.
    @discardableResult
    public func send<Event: ResponderEvent>(
      _ event: Event, options: DispatchOptions = []
    ) -> DispatchResult<Event> {
      // Dispatched directly when it goes at once: the closure for a later dispatch, a context
      // allocated on every call, is made only for an event that waits.
      if let origin { return Self.send(event, from: origin, startOptions(options)) }
      return wait(event, type: Event.self, isError: false, options: options) {
        Self.send($1, from: $0, $2)
      }
    }

    /// Reports `error` up the chain, to `onResponderError` handlers in SwiftUI and
    /// `re.catchError` handlers in UIKit; see `re.report(_:options:)`.
    ///
    /// ```swift
    /// Button("Save") {
    ///   do { try model.save() } catch { events.report(error) }
    /// }
    /// ```
    ///
    /// The error takes the route an event sent from here would, waiting as `send` does before
    /// the content is connected, but only error handlers see it: no `onResponderEvent`
    /// handler, not even one for every event, does.
    @discardableResult
    public func report(
      _ error: any Error, options: DispatchOptions = []
    ) -> DispatchResult<any Error> {
      if let origin { return Self.report(error, from: origin, startOptions(options)) }
      return wait(error, type: type(of: error), isError: true, options: options) {
        Self.report($1, from: $0, $2)
      }
    }

    // `re` needs the node's own type: these open the `any EventNode` they are given.
    private static func send<Node: EventNode, Event: ResponderEvent>(
      _ event: Event, from node: Node, _ options: DispatchOptions
    ) -> DispatchResult<Event> {
      node.re.send(event, options: options)
    }

    private static func report<Node: EventNode>(
      _ error: any Error, from node: Node, _ options: DispatchOptions
    ) -> DispatchResult<any Error> {
      node.re.report(error, options: options)
    }

    /// Queues `value` until the bridged content is connected, then dispatches it with
    /// `dispatch` from where it starts then (see `origin`); outside a bridge, refuses it.
    ///
    /// A scope that went away meanwhile, or an anchor that lost its view, is reported. The
    /// queue holds the scope weakly: a view that went away does not send.
    private func wait<Value>(
      _ value: Value, type: Any.Type, isError: Bool, options: DispatchOptions,
      _ dispatch:
        @escaping @MainActor (any EventNode, Value, DispatchOptions) -> DispatchResult<Value>
    ) -> DispatchResult<Value> {
      guard let anchor, !anchor.isGone else {
        Self.reportNotConnected(type, isError: isError, anchor.map { _ in Self.contentGone })
        return .refused(value, reason: .senderNotConnected)
      }
      let isFromScope = scope != nil
      let options = startOptions(options)
      let waiting = anchor.pending.enqueue(
        eventType: String(describing: type), isError: isError,
        run: { [weak scope, weak anchor] in
          guard let origin: any EventNode = isFromScope ? scope : anchor?.connectedView else {
            return Self.reportNotConnected(
              type, isError: isError,
              isFromScope
                ? "the SwiftUI view it came from went away before it could go"
                : "its SwiftUI content lost its UIKit connection before it could go")
          }
          _ = dispatch(origin, value, options)
        })
      // A full queue dropped it, reported as not connected.
      return .refused(value, reason: waiting == nil ? .senderNotConnected : .deferredUntilConnected)
    }

    /// Sends `event` up the UIKit chain and waits for the reply; see
    /// `re.request(_:options:)`.
    ///
    /// Sent before the content is connected, the request waits for it, as `send` does, but is
    /// dispatched as its task resumes, after the sends that waited with it. If the content goes
    /// away first, or went away before, connected or not (a sender kept by a task or a model),
    /// or outside a bridge, it throws `ReplyError/refused(_:)` with
    /// `RefusalReason/senderNotConnected`, reported through `EventDiagnostics`; if the task is
    /// cancelled while it waits, it throws `CancellationError`.
    public func request<Event: ResponderRequest>(
      _ event: Event, options: DispatchOptions = []
    ) async throws -> Event.Reply {
      if origin == nil, let anchor, !anchor.isGone {
        let connected = await anchor.waitUntilConnected(eventType: String(describing: Event.self))
        try Task.checkCancellation()
        guard connected else { throw ReplyError.refused(.senderNotConnected) }
      }
      guard let origin else {
        Self.reportNotConnected(Event.self, isError: false, anchor.map { _ in Self.contentGone })
        throw ReplyError.refused(.senderNotConnected)
      }
      return try await Self.request(event, from: origin, startOptions(options))
    }

    private static func request<Node: EventNode, Event: ResponderRequest>(
      _ event: Event, from node: Node, _ options: DispatchOptions
    ) async throws -> Event.Reply {
      try await node.re.request(event, options: options)
    }

    /// Why a sender whose content went away (`AnchorReference.isGone`) sends nothing.
    private static let contentGone = "the SwiftUI content it came from went away"

    /// Reports that the event, or the error, of type `type` was not sent, for `reason`
    /// (`nil`: the content has no bridge).
    private static func reportNotConnected(_ type: Any.Type, isError: Bool, _ reason: String?) {
      let what = isError ? "reported the error" : "sent the event"
      let reason =
        reason
        ?? "SwiftUI content \(what) \(type) without a UIKit connection; add "
        + ".responderEventsBridge() to the hosted root view"
      EventDiagnostics.emit(
        .senderNotConnected, eventType: type, node: nil,
        "\(reason). Nothing was \(isError ? "reported" : "sent")")
    }
  }

  extension EnvironmentValues {
    /// The sender that puts events from SwiftUI content into the hosting UIKit chain.
    ///
    /// Connected below `SwiftUI/View/responderEventsBridge()`; elsewhere it reaches only the
    /// SwiftUI handlers above the content, and with none it sends nothing and reports a
    /// diagnostic.
    public var responderEvents: ResponderEventSender {
      get { self[ResponderEventSenderKey.self] }
      set { self[ResponderEventSenderKey.self] = newValue }
    }
  }

  private struct ResponderEventSenderKey: EnvironmentKey {
    static let defaultValue = ResponderEventSender(anchor: nil)
  }
#endif
