#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  public import SwiftUI

  /// Sends events of type `Event` down to the views below the view that made it: for events
  /// that come from outside the view tree, such as a menu command, a deep link or a
  /// notification.
  ///
  /// Get one from `SwiftUI/View/responderEventPublisher(for:_:)`; the views below receive with
  /// `SwiftUI/View/onResponderBroadcast(_:perform:)`.
  @MainActor
  public final class ResponderEventPublisher<Event: ResponderEvent> {
    private weak var scope: ScopeNode?

    init(scope: ScopeNode) { self.scope = scope }

    /// Broadcasts `event` to the views below the publishing view.
    ///
    /// Every receiver below gets it, in the order their views attached; with
    /// `DispatchOptions.nearestReceiversOnly`, on each path down no deeper than the first
    /// receiver that handles it (one that returns `.pass` lets it on); with
    /// `DispatchOptions.deepestReceiversOnly`, only the receivers with the most receivers above
    /// them (HierarchyResponder's `lastLevel`). After the view is gone, nothing is sent: the
    /// result says `RefusalReason/senderNotConnected`, and a diagnostic is reported (read from
    /// the code).
    @discardableResult
    public func broadcast(_ event: Event, options: DispatchOptions = []) -> BroadcastResult<Event> {
      guard let scope else {
        EventDiagnostics.emit(
          .senderNotConnected, eventType: Event.self, node: nil,
          "a ResponderEventPublisher broadcast after its view went away; nothing was sent")
        return .refused(event, reason: .senderNotConnected)
      }
      return scope.re.broadcast(event, options: options)
    }
  }

  extension View {
    /// Makes a publisher of `Event`s for the views below this one, and hands it to `register`
    /// when the view appears.
    ///
    /// ```swift
    /// ArticleList()
    ///   .responderEventPublisher(for: ScrollToTop.self) { publisher in
    ///     model.scrollToTop = { publisher.broadcast(ScrollToTop()) }
    ///   }
    /// ```
    ///
    /// Keep the publisher where the outside event arrives; `register` runs each time the view
    /// appears (a tab selected again, say: SwiftUI's `onAppear`, as observed; no device check),
    /// with a publisher for the same views, which replaces the one kept. The views below receive
    /// with `onResponderBroadcast(_:perform:)`.
    public func responderEventPublisher<Event: ResponderEvent>(
      for type: Event.Type,
      _ register: @escaping @MainActor (ResponderEventPublisher<Event>) -> Void
    ) -> some View {
      responderEventScope(
        "responderEventPublisher(\(Event.self))", action: (),
        onAppear: { register(ResponderEventPublisher(scope: $0)) })
    }
  }
#endif
