#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  public import ResponderEventsCore
  public import SwiftUI
  import UIKit

  extension View {
    /// Connects this SwiftUI content to the UIKit responder chain of the controller hosting it.
    ///
    /// Apply it once, at the root of the content you give a `UIHostingController`; views below
    /// then send with `SwiftUI/EnvironmentValues/responderEvents`:
    ///
    /// ```swift
    /// let host = UIHostingController(rootView: ProductList().responderEventsBridge())
    /// ```
    public func responderEventsBridge() -> some View {
      modifier(ResponderEventsBridge())
    }

    /// Runs `action` for each broadcast of `type` that reaches this content from the hosting
    /// UIKit hierarchy (for example, `controller.re.broadcast(ThemeChanged(…))`).
    ///
    /// ```swift
    /// Text(title)
    ///   .onResponderBroadcast(ThemeChanged.self) { theme = $0.theme }
    /// ```
    ///
    /// The content counts as having handled the broadcast, which goes on to the rest of the tree.
    public func onResponderBroadcast<Event: ResponderEvent>(
      _ type: Event.Type, perform action: @escaping @MainActor (Event) -> Void
    ) -> some View {
      background(BroadcastAnchor(action: action))
    }
  }

  /// Provides the environment sender and places its anchor view behind the content.
  private struct ResponderEventsBridge: ViewModifier {
    @State private var anchor = AnchorReference()

    func body(content: Content) -> some View {
      content
        .environment(\.responderEvents, ResponderEventSender(anchor: anchor))
        .background(SenderAnchor(reference: anchor))
    }
  }

  /// A zero-size view inside the hosting view hierarchy, from which SwiftUI's events start.
  private struct SenderAnchor: UIViewRepresentable {
    let reference: AnchorReference

    func makeUIView(context: Context) -> SenderAnchorView {
      let view = SenderAnchorView()
      view.reference = reference
      reference.view = view
      checkConnectionSoon()
      return view
    }

    func updateUIView(_ view: SenderAnchorView, context: Context) {
      view.reference = reference
      if reference.view !== view { reference.view = view }
      checkConnectionSoon()
    }

    /// SwiftUI may put the anchor in a container before the container joins the hosting view,
    /// which the anchor itself is not told of: look again once SwiftUI is done.
    private func checkConnectionSoon() {
      DispatchQueue.main.async { [weak reference] in reference?.connectionMayHaveChanged() }
    }

    static func dismantleUIView(_ view: SenderAnchorView, coordinator: ()) {
      view.reference?.anchorRemoved(view)
    }
  }

  /// The sender's anchor: tells its reference when it moves, so that events sent before it was
  /// connected to the hosting controller (from `onAppear`, say) go.
  private final class SenderAnchorView: AnchorView {
    weak var reference: AnchorReference?

    override func didMoveToSuperview() {
      super.didMoveToSuperview()
      reference?.connectionMayHaveChanged()
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      reference?.connectionMayHaveChanged()
    }
  }

  /// A zero-size view that receives broadcasts of one event type for SwiftUI content.
  private struct BroadcastAnchor<Event: ResponderEvent>: UIViewRepresentable {
    let action: @MainActor (Event) -> Void

    func makeUIView(context: Context) -> BroadcastAnchorView<Event> {
      let view = BroadcastAnchorView<Event>()
      view.action = action
      view.re.handleBroadcast(Event.self) { view, context in
        view.action?(context.event)
        return .handled
      }
      return view
    }

    func updateUIView(_ view: BroadcastAnchorView<Event>, context: Context) {
      view.action = action
    }
  }

  /// An invisible view that never takes touches or accessibility focus.
  private class AnchorView: UIView {
    override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
      isAccessibilityElement = false
      accessibilityElementsHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }
  }

  /// The anchor for `SwiftUI/View/onResponderBroadcast(_:perform:)`; keeps the latest action.
  private final class BroadcastAnchorView<Event: ResponderEvent>: AnchorView {
    var action: (@MainActor (Event) -> Void)?
  }
#endif
