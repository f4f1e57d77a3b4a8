#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  public import SwiftUI
  import UIKit

  // The plumbing behind the handler modifiers of View+ResponderEvents.swift: the scope node a
  // modifier puts in the tree, and the bridge that anchors the top scope in the hosting view.

  /// SwiftUI content connected to the UIKit responder chain of the controller hosting it; made
  /// by `SwiftUI/View/responderEventsBridge()`.
  ///
  /// A type of its own, rather than an opaque one, so that a hosting controller of bridged
  /// content can be kept in a stored property:
  /// `UIHostingController<ResponderEventsBridged<ProductList>>`.
  public struct ResponderEventsBridged<Content: View>: View {
    /// The bridged content. (The memberwise initializer is internal:
    /// ``SwiftUI/View/responderEventsBridge()`` is the way to make one.)
    let content: Content
    @State private var anchor = AnchorReference()

    /// The content with the environment sender, and the sender's anchor view placed behind
    /// it.
    public var body: some View {
      content
        .environment(\.responderEvents, ResponderEventSender(anchor: anchor))
        .background(SenderAnchor(reference: anchor))
    }
  }

  extension View {
    /// This view below a new handling modifier named `name`: see ``ResponderEventScope``.
    func responderEventScope<Action>(
      _ name: String, action: Action,
      install: @escaping @MainActor (ScopeNode, ActionBox<Action>) -> Void = { _, _ in },
      onAppear: (@MainActor (ScopeNode) -> Void)? = nil
    ) -> some View {
      modifier(
        ResponderEventScope(action: action, name: name, onAppear: onAppear, install: install))
    }
  }

  /// One handling modifier (`onResponderEvent`, `onResponderError`, …): a scope in the tree of
  /// SwiftUI handlers, attached to the nearest one above, with its handler registered on it.
  ///
  /// `onAppear` runs with the scope when the content appears: for the modifiers that work on
  /// their own scope once it is attached (contracts, publishers).
  struct ResponderEventScope<Action>: ViewModifier {
    let action: Action
    let name: String
    let onAppear: (@MainActor (ScopeNode) -> Void)?
    let install: @MainActor (ScopeNode, ActionBox<Action>) -> Void
    @State private var slot = ScopeSlot<Action>()
    @Environment(\.responderEvents) private var sender

    func body(content: Content) -> some View {
      let scope = slot.scope(name: name, action: action, install: install)
      // Attaching is idempotent: the same parent again changes nothing. A scope that moved
      // refreshes the value observers below on the main queue's next turn, after the update.
      if scope.attachLeavingObservers(to: sender.parentForNewScope) {
        DispatchQueue.main.async { [weak scope] in scope?.re.refreshProvidedValues() }
      }
      return content.environment(\.responderEvents, sender.scoped(to: scope))
        .onAppear { [weak scope] in if let scope { onAppear?(scope) } }
    }
  }

  /// The scope of one handling modifier, kept in its state so that it lives as long as the
  /// view.
  @MainActor
  final class ScopeSlot<Action> {
    private var made: (scope: ScopeNode, box: ActionBox<Action>)?

    /// Cheap and nonisolated: SwiftUI evaluates `@State`'s initial value, and throws it away,
    /// each time the view is made.
    nonisolated init() {}

    deinit {
      // The view went, and its handlers go with it, even where a sender it handed out (kept by
      // a task or a model) still holds the scope: what that sender sends later goes on up to
      // the handlers still there. Scopes hold their parent weakly, so the scopes below, which
      // such a sender may hold, are attached to this one's parent: a kept sender's route then
      // skips every view that went, in whatever order SwiftUI releases their state, which it
      // does on the main thread.
      guard Thread.isMainThread, let scope = made?.scope else { return }
      MainActor.assumeIsolated {
        scope.re.removeAllHandlers()
        for case let below as ScopeNode in scope.responderEventsChildren {
          _ = below.attachLeavingObservers(to: scope.parent)
        }
      }
    }

    /// The scope, made on first use; `action` becomes the closure its handler runs.
    func scope(
      name: String, action: Action, install: @MainActor (ScopeNode, ActionBox<Action>) -> Void
    ) -> ScopeNode {
      if let made {
        made.box.action = action
        return made.scope
      }
      let scope = ScopeNode(name: name)
      let box = ActionBox(action)
      install(scope, box)
      made = (scope, box)
      return scope
    }
  }

  /// The latest closure a view gave its handling modifier.
  ///
  /// The handler on the scope holds the box, not the slot, so nothing holds the scope in a
  /// cycle.
  @MainActor
  final class ActionBox<Action> {
    /// Told of the closure as it is set, and of each one after, for a scope that keeps a copy
    /// of what the view gave (a contract, declared on the scope).
    var onChange: (@MainActor (Action) -> Void)? { didSet { onChange?(action) } }
    var action: Action { didSet { onChange?(action) } }

    init(_ action: Action) { self.action = action }
  }

  /// An invisible view behind the bridged content, inside the hosting view hierarchy, from
  /// which SwiftUI's events start.
  private struct SenderAnchor: UIViewRepresentable {
    let reference: AnchorReference

    func makeUIView(context: Context) -> SenderAnchorView {
      let view = SenderAnchorView()
      // A plain view is no accessibility element already ("default == NO", UIAccessibility.h,
      // on `isAccessibilityElement`); nor is anything in it.
      view.isUserInteractionEnabled = false
      view.accessibilityElementsHidden = true
      updateUIView(view, context: context)
      return view
    }

    func updateUIView(_ view: SenderAnchorView, context: Context) {
      view.reference = reference
      if reference.view !== view { reference.view = view }
      // SwiftUI may put the anchor in a container before the container joins the hosting
      // view, which the anchor itself is not told of: look again once SwiftUI is done.
      DispatchQueue.main.async { [weak reference] in reference?.connectionMayHaveChanged() }
    }

    /// SwiftUI removed the anchor, or it was deallocated: unless a newer anchor replaced it,
    /// what still waits is reported and dropped.
    static func dismantleUIView(_ view: SenderAnchorView, coordinator: ()) {
      guard let reference = view.reference, reference.view == nil || reference.view === view
      else { return }
      reference.pending.discardAll()
    }
  }

  /// The sender's anchor, an invisible view that never takes touches or accessibility focus
  /// (`SenderAnchor` makes it so): tells its reference when it moves, so that events sent before
  /// it was connected to the hosting controller (from `onAppear`, say) go.
  private final class SenderAnchorView: UIView {
    weak var reference: AnchorReference?

    deinit {
      // Nothing documents that SwiftUI dismantles the anchor when it frees a whole hosting
      // controller: a request waiting for the connection (which keeps the reference alive, so
      // that its own `deinit` cannot run) would wait for ever.
      guard Thread.isMainThread else { return }
      MainActor.assumeIsolated { SenderAnchor.dismantleUIView(self, coordinator: ()) }
    }

    override func didMoveToSuperview() {
      super.didMoveToSuperview()
      reference?.connectionMayHaveChanged()
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      reference?.connectionMayHaveChanged()
      // The content's scopes hang from this view: their value observers (the
      // `@ResponderEnvironment` readers) look for their provider again, in the new place.
      ProvidedValueMoves.nodeMoved(self)
    }
  }
#endif
