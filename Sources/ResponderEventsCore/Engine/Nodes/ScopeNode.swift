/// A node for user interfaces that are described, not built: its parent is given to it, its
/// children attach themselves to it, and it holds them weakly.
///
/// SwiftUI views are values that come and go; what lives is the state they keep. A modifier
/// that handles events keeps one `ScopeNode` in its state, attaches it to the nearest scope
/// above (read from the environment) and hands itself down to the views below, which attach
/// to it in turn. The tree of scopes is then the tree of handlers: an event sent from a view
/// goes to the nearest scope first, then the ones further up, and a broadcast reaches the
/// scopes below in the order they attached.
///
/// ```swift
/// let screen = ScopeNode(name: "Screen")
/// let row = ScopeNode(name: "Row")
/// row.attach(to: screen)
/// screen.re.handle(AddToCart.self) { _, context in
///   print("added", context.event.productID)
///   return .stop
/// }
/// row.re.send(AddToCart(productID: 7))
/// ```
///
/// ## Parents that are not scopes
/// A scope attached to any other node (a UIKit view, say) sends its upward events there, and
/// that node's broadcasts reach the scope after its own children: the scope redirects itself to
/// the node (see ``ResponderEventsWrapper/redirect(to:)``), which is how the engine lets a node
/// adopt children it does not list.
///
/// ## Lifetime and misuse
/// - A scope holds its parent and its children weakly: the views' state owns the scopes. A
///   deallocated child drops out of broadcasts; a deallocated parent ends the route there. The
///   value observers on the scopes below keep the provider they had until one of them is
///   refreshed (``ResponderEventsWrapper/refreshProvidedValues()``) or moves: nothing tells
///   them of a scope's death, unless that scope provided their value, which it then hands on
///   as any provider that goes away does. In SwiftUI a parent scope goes no sooner than the
///   views below, whose environment holds it.
/// - Attaching again to the same parent changes nothing, so a modifier may attach each time its
///   view is evaluated. Attaching to another parent moves the scope, with its subtree, to the
///   end of the new parent's children.
/// - Attaching a scope below itself makes a cycle, which the engine detects and reports like
///   any other (``DispatchTermination/cycleDetected``).
@MainActor
public final class ScopeNode: EventNode {
  /// This scope's handlers and bookkeeping.
  public let responderEventsStorage = EventNodeStorage()
  /// The node this scope is attached to, held weakly.
  public var parent: (any EventNode)? { attachment.node }
  /// The same, and its identity, which outlives it: a redirect to it is this scope's own.
  private(set) var attachment = WeakNode()
  private var attached: [WeakNode] = []

  /// Creates a scope attached to nothing, named `name` in traces and diagnostics.
  public init(name: String? = nil) { if let name { re.debugName = name } }

  /// The node upward events go to after this scope: the one it is attached to.
  public var responderEventsParent: (any EventNode)? { parent }

  /// The scopes attached to this one, in the order they attached; broadcasts visit them.
  public var responderEventsChildren: [any EventNode] {
    if attached.contains(where: { $0.node == nil }) { attached.removeAll { $0.node == nil } }
    return attached.compactMap(\.node)
  }

  /// Attaches this scope to `newParent`, or to nothing when `nil`; see the type's rules.
  public func attach(to newParent: (any EventNode)?) {
    if attachLeavingObservers(to: newParent) { re.refreshProvidedValues() }
  }

  /// Attaches this scope as ``attach(to:)`` does, leaving the value observers to the caller;
  /// returns whether the scope moved.
  ///
  /// The caller refreshes them (``ResponderEventsWrapper/refreshProvidedValues()``) once, after
  /// the whole move, so that they never see the value of no place at all, and when it may call
  /// them: SwiftUI's modifiers attach while SwiftUI evaluates a body, where no observer may run.
  package func attachLeavingObservers(to newParent: (any EventNode)?) -> Bool {
    if parent === newParent { return false }
    if let old = parent as? ScopeNode {
      old.attached.removeAll { $0.id == ObjectIdentifier(self) || $0.node == nil }
    } else if parent != nil || re.redirectTarget == nil {
      // Also the redirect to a parent that is gone (held weakly, `parent` reads `nil`), which
      // would otherwise be reported as an app's redirect to a deallocated node.
      re.clearRedirect()
    }
    attachment = newParent.map { WeakNode($0) } ?? WeakNode()
    guard let newParent else { return true }
    if let scope = newParent as? ScopeNode {
      WeakNode.append(self, to: &scope.attached)
    } else {
      re.redirectWithoutRefreshing(to: newParent)
    }
    return true
  }
}
