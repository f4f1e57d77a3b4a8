/// The `re` namespace that ResponderEvents adds to every ``EventNode``.
///
/// Reach it through ``EventNode/re``; every operation of the library hangs off it, so nothing is
/// added to the node type's own members and nothing collides with UIKit or other libraries:
///
/// ```swift
/// // Send up from a view, handle in a controller:
/// button.re.send(AddToCart(productID: 7))
/// controller.re.handle(AddToCart.self) { controller, context in
///   controller.cart.add(context.event.productID)
///   return .stop
/// }
///
/// // Broadcast down from the controller:
/// controller.re.broadcast(ThemeChanged(theme: .dark))
/// ```
@MainActor
public struct ResponderEventsWrapper<Base: EventNode> {
  /// The node this namespace acts on.
  public let base: Base

  /// Wraps `base`.
  @inlinable
  package init(_ base: Base) { self.base = base }

  /// The name traces and diagnostics use for this node; its type name unless set.
  ///
  /// Naming nodes makes traces readable: `SuperCell[2]` says more than `UITableViewCell`.
  public var debugName: String {
    get { NodeDescription(base).name }
    nonmutating set {
      let storage = base.responderEventsStorage
      if storage.claim(for: base) { storage.debugName = newValue }
    }
  }
}
