/// A participant in event routing: anything with a parent and children, from a custom tree to a
/// scene graph to `UIResponder`.
///
/// Adopt it on your own classes with three members. Keep the parent reference weak, as a tree's
/// back-pointers usually are; keep the storage in a stored property that belongs to this node
/// alone:
///
/// ```swift
/// @MainActor
/// final class Node: EventNode {
///   weak var parent: Node?
///   var children: [any EventNode] = []
///   let responderEventsStorage = EventNodeStorage()
///
///   var responderEventsParent: (any EventNode)? { parent }
///   var responderEventsChildren: [any EventNode] { children }
/// }
/// ```
///
/// Everything else — sending, handling, broadcasting, redirecting — is reached through the
/// ``re`` namespace, so nothing is added to your type's own name space. Storing children as
/// `[any EventNode]` lets broadcasts read them without converting the array each time.
///
/// ## Rules the engine relies on
/// - ``responderEventsParent`` and ``responderEventsChildren`` are read one hop at a time, when the
///   event gets there, so a handler that changes the tree changes the rest of the route.
/// - Cycles and overlapping children lists are allowed: the engine detects them (see
///   ``DispatchTermination/cycleDetected`` and ``ResponderEventsWrapper/broadcast(_:options:)``).
/// - ``responderEventsStorage`` must return the same object every time, and no other node may
///   return it. A node that returns a new storage at each read, or another node's storage, is
///   treated as one whose storage another node owns (the node that used a shared storage first
///   keeps it): its handlers never run, and registering on it is refused and reported
///   (``EventDiagnostic/Kind/storageSharedBetweenNodes``).
///
/// ## Storage created on first use
/// A type that cannot add a stored property (an extension of a framework class, as
/// `UIResponder`'s conformance is) may create its storage on first use, as an associated object.
/// Such a type also implements ``existingResponderEventsStorage``, so that a node stays without
/// storage until something is stored in it: registering a handler, redirecting, observing or
/// naming the node. Sending, broadcasts, traces and the namespace's read-only members never
/// create it; a dispatch remembers the nodes without storage it passed in a set it keeps warm
/// between dispatches, so that a cycle through them is still found.
///
/// ## Names
/// The requirements' names start with `responderEvents` because `UIResponder` conforms: every
/// view, controller and window of an app gets them, so they must be names no app declares for
/// itself (`eventParent` or `eventStorage` are common in calendar and ticketing apps).
@MainActor
public protocol EventNode: _EventNodeEngineHooks {
  /// The node an upward event goes to after this one, or `nil` at the top of the chain.
  ///
  /// A redirect set with ``ResponderEventsWrapper/redirect(to:)`` takes precedence over it.
  var responderEventsParent: (any EventNode)? { get }

  /// The nodes a broadcast visits after this one, in order.
  var responderEventsChildren: [any EventNode] { get }

  /// This node's handlers, redirect and observers. Return the same instance every time.
  var responderEventsStorage: EventNodeStorage { get }

  /// This node's storage if it exists, or `nil`; reading it never creates it.
  ///
  /// Implement it only when ``responderEventsStorage`` creates the storage on first use: return
  /// what ``responderEventsStorage`` would return, or `nil` when it has not been created yet. The
  /// default returns ``responderEventsStorage``, which is right for storage kept in a stored
  /// property.
  var existingResponderEventsStorage: EventNodeStorage? { get }
}

extension EventNode {
  /// Returns ``responderEventsStorage``: storage kept in a stored property always exists.
  @inlinable
  public var existingResponderEventsStorage: EventNodeStorage? { responderEventsStorage }
}

extension EventNode {
  /// The ResponderEvents namespace: sending, handling, broadcasting and redirecting events.
  ///
  /// ```swift
  /// button.re.send(AddToCart(productID: 7))
  /// controller.re.handle(AddToCart.self) { controller, context in
  ///   controller.cart.add(context.event.productID)
  ///   return .stop
  /// }
  /// ```
  @inlinable
  public var re: ResponderEventsWrapper<Self> { ResponderEventsWrapper(self) }
}
