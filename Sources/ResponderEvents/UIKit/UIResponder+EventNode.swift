#if canImport(UIKit) && !os(watchOS)
  @_spi(Rules) public import ResponderEventsCore
  public import UIKit

  /// Every `UIResponder` — view, view controller, window, scene, application — is an event node.
  ///
  /// Send from any view and handle in any controller through the `re` namespace:
  ///
  /// ```swift
  /// buyButton.re.send(AddToCart(productID: product.id))
  ///
  /// cartController.re.handle(AddToCart.self) { controller, context in
  ///   controller.cart.add(context.event.productID)
  ///   return .stop
  /// }
  /// ```
  ///
  /// The route follows UIKit's `next` responder, with the corrections described in
  /// <doc:HowRoutesCrossUIKit>: presented controllers reach their presenter, controllers off
  /// screen reach their container (the window, for its root), and the chain ends at
  /// `UIKitEventRouting/chainEnd`. Handlers are stored on the responder itself and freed with
  /// it.
  ///
  /// A responder gets that storage, an associated object, only when something is kept in it:
  /// a handler, a redirect, an observer or a debug name. An event sent up from a button, or
  /// broadcast from a window, passes every responder on its way and leaves them as they were.
  extension UIResponder: EventNode {
    /// The next node up: UIKit's `next` responder, with three corrections.
    ///
    /// Presented controllers go to their presenter, controllers off screen (under the top one
    /// of a navigation controller, an unselected tab) to their parent controller or, for the
    /// window's root under a full-screen presentation, to the window, and the chain is cut at
    /// `UIKitEventRouting/chainEnd`. A redirect set with `re.redirect(to:)` takes precedence.
    public var responderEventsParent: (any EventNode)? { UIKitEventRouting.rules.parent(of: self) }

    /// The nodes a broadcast visits next.
    ///
    /// Subviews, child and presented controllers, windows or scenes, depending on what this
    /// responder is. Never loads a view.
    public var responderEventsChildren: [any EventNode] {
      let (first, others) = UIKitEventRouting.rules.children(of: self)
      return (first.map { [$0] } ?? []) + others
    }

    /// The same children, as the engine's walks down read them: a view's subviews' own array,
    /// not converted to `[any EventNode]`, which would be a new array at every view a broadcast
    /// passes.
    @_spi(Rules) public var _childrenForWalk: _EventNodeChildren {
      let (first, others) = UIKitEventRouting.rules.children(of: self)
      return _EventNodeChildren(others, after: first)
    }

    /// This responder's handlers, kept as an associated object and released with it; created
    /// on first use.
    public var responderEventsStorage: EventNodeStorage {
      eventStorage.value(on: self) { EventNodeStorage() }
    }

    /// This responder's storage if something created it already, or `nil`.
    public var existingResponderEventsStorage: EventNodeStorage? { eventStorage.value(on: self) }
  }

  /// Where each responder's event storage is kept.
  private let eventStorage = AssociatedObject<EventNodeStorage>()
#endif
