/// The per-node state of ResponderEvents: handlers, observers, redirect and bookkeeping.
///
/// Give each node its own instance, usually as a stored property:
///
/// ```swift
/// let eventStorage = EventNodeStorage()
/// ```
///
/// The storage holds handler closures, never the node itself, so it creates no retain cycle.
/// When the node (and so its storage) is deallocated, its handlers are released, the
/// ``AsyncStream``s it feeds finish, and replies it promised fail with
/// ``ReplyError/responderDeallocated``.
@MainActor
public final class EventNodeStorage {
  /// Creates empty storage.
  public init() {}

  // MARK: Handlers

  /// Handlers for events travelling up, in registration order.
  var upwardHandlers: [HandlerEntry] = []
  /// Handlers for broadcasts travelling down, in registration order.
  var broadcastHandlers: [HandlerEntry] = []
  /// Subscribers of ``ResponderEventsWrapper/events(of:direction:bufferingPolicy:)``.
  var observers: [ObserverEntry] = []
  /// Whether the owning node conforms to ``EventHandling``; computed on first visit.
  var handlingConformance: HandlingConformance = .unknown
  /// The node whose handlers this storage holds, recorded at the first registration.
  var ownerID: ObjectIdentifier?

  // MARK: Routing

  /// An explicit parent that replaces the node's ``EventNode/eventParent``.
  var redirect: Redirect = .none
  /// Nodes that redirected their parent to this node; broadcasts visit them as children.
  var adoptedChildren: [WeakNode] = []

  // MARK: Bookkeeping

  /// The mark of the last top-level dispatch that visited this node (cycle and duplicate check).
  var visitMark: UInt64 = 0
  /// Replies this node promised and has not given yet.
  var pendingPromises: [PromiseState] = []
  /// A name for traces and diagnostics; the node's type name when `nil`.
  var debugName: String?
  /// Whether sharing with another node has been reported already.
  var reportedSharing = false

  deinit {
    // The node is gone: streams it feeds end, and promised replies can no longer come.
    for observer in observers {
      observer.finish()
    }
    for promise in pendingPromises {
      Task { @MainActor in promise.end(.responderDeallocated) }
    }
  }

  /// Whether the owning node has anything that reacts to events in `direction`.
  func hasReceivers(for direction: EventDirection) -> Bool {
    switch direction {
    case .up: !upwardHandlers.isEmpty || !observers.isEmpty || handlingConformance != .no
    case .down: !broadcastHandlers.isEmpty || !observers.isEmpty || handlingConformance != .no
    }
  }
}

/// Whether a node's type conforms to ``EventHandling``, cached per node.
enum HandlingConformance {
  case unknown
  case yes
  case no
}

/// A node's explicit parent override.
enum Redirect {
  /// No override: the node's own ``EventNode/eventParent`` applies.
  case none
  /// Events go to this node, held weakly.
  case node(WeakNode)
}

/// A weak reference to a node.
struct WeakNode {
  weak var node: (any EventNode)?
  let id: ObjectIdentifier

  init(_ node: any EventNode) {
    self.node = node
    self.id = ObjectIdentifier(node)
  }
}

extension EventNodeStorage {
  /// Whether this storage belongs to `node`.
  ///
  /// The first node to use it becomes its owner; a different node presenting it later is reported once and treated as having no handlers.
  func isOwned(by node: any EventNode) -> Bool {
    let id = ObjectIdentifier(node)
    guard let ownerID else {
      ownerID = id
      return true
    }
    if ownerID == id { return true }
    if !reportedSharing {
      reportedSharing = true
      EventDiagnostics.emit(
        .storageSharedBetweenNodes, eventType: nil, node: node,
        "this node returned an EventNodeStorage that belongs to another node; its handlers "
          + "are skipped here. Give every node its own storage")
    }
    return false
  }
}
