// Invariant E2 — `adoptedChildren` is read off the main actor only by the storage's `deinit`.
//
// `EventNodeStorage` is main-actor isolated, but its `deinit` runs wherever the last reference
// goes, which for a node released from a task can be another thread. When the node goes away,
// the nodes redirected to it must climb through their own parents again, so the `deinit` reads
// `adoptedChildren` (an array of weak references, not `Sendable`) and hands it to a main-actor
// task that refreshes the provided values below them. The field is declared
// `nonisolated(unsafe)` for that one read. It is safe because a `deinit` holds the last
// reference: nothing else can reach the storage, so nothing reads or writes the field at the
// same time, and the array is handed over, not shared; the task loads the weak references on
// the main actor. Every other access is from main-actor code, as for every field of the
// storage (invariant E1). Tested by "E2: a redirect target released off the main actor".

/// The per-node state of ResponderEvents: handlers, observers, redirect and bookkeeping.
///
/// Give each node its own instance, usually as a stored property:
///
/// ```swift
/// let responderEventsStorage = EventNodeStorage()
/// ```
///
/// The storage holds handler closures, never the node itself, so it creates no retain cycle.
/// When the node (and so its storage) is deallocated, its handlers are released, the
/// `AsyncStream`s it feeds finish, and replies it promised fail with
/// ``ReplyError/responderDeallocated``.
@MainActor
public final class EventNodeStorage {
  /// Creates empty storage.
  public init() {}

  // Every field below has its exclusivity checks off: invariant E1, stated in
  // UncheckedExclusivity.swift. The class is declared here, in Unsafe/, for that reason: Swift
  // declares stored properties only in the class itself. What it does is in
  // Engine/Nodes/EventNodeStorage.swift.

  // MARK: Read on every visit

  // Declared first (a stored class property's place follows its declaration), so that they
  // follow the object's header closely and usually share one cache line (two when the object
  // starts 32 bytes before a line ends): in a long chain or a large tree, a visit
  // reads them from memory, not from the cache, and every line is one more miss. What a quiet
  // upward hop reads comes first (19 bytes), then what a broadcast visit adds, then what a
  // provided value's delivery adds.

  /// The mark of the last top-level dispatch that visited this node (cycle and duplicate check).
  @usableFromInline @exclusivity(unchecked) var visitMark: UInt64 = 0
  /// The node whose handlers this storage holds, recorded at the first registration or visit.
  @usableFromInline @exclusivity(unchecked) var ownerID: ObjectIdentifier?
  /// Which of the handler and observer lists are not empty: one load tells a hop whether there
  /// is anything to do at this node, without touching the arrays.
  @usableFromInline @exclusivity(unchecked) var receivers: Receivers = []
  /// Whether the owning node conforms to ``EventHandling``; computed on first visit.
  @usableFromInline @exclusivity(unchecked) var handlingConformance: HandlingConformance = .unknown
  /// Whether ``redirectTarget`` replaces the node's own parent; kept apart from the weak
  /// reference, which is costly to read, and set with it.
  @usableFromInline @exclusivity(unchecked) var isRedirected = false
  /// Whether removed handlers are still in the lists, left there because a walk was in
  /// progress; they are compacted when the last walk ends.
  @usableFromInline @exclusivity(unchecked) var hasRemovedHandlers = false
  /// How many walks over this node's handler lists are in progress (more than one when a
  /// handler dispatches an event that reaches this node again).
  ///
  /// 32 bits, which no nesting of walks comes near, so that ``firstValueObserver`` fits on
  /// the line too.
  @usableFromInline @exclusivity(unchecked) var handlerWalks: Int32 = 0
  /// Handlers for broadcasts travelling down, in registration order.
  @usableFromInline @exclusivity(unchecked) var broadcastHandlers: [HandlerEntry] = [] {
    didSet { receivers.set(.broadcast, broadcastHandlers.isEmpty) }
  }
  /// Nodes that redirected their parent to this node; broadcasts visit them as children, and
  /// provided values refresh below them when this node moves or goes away.
  ///
  /// Isolation unchecked: read off the main actor only by `deinit`, when nothing else can
  /// reach this storage, which hands the list to the main actor (invariant E2).
  @usableFromInline @exclusivity(unchecked) nonisolated(unsafe)
    var adoptedChildren: [WeakNode] = []
  /// The first of the node's value observers; ``providedValues`` keeps the others.
  ///
  /// What a provided value's delivery reads at each node, with ``receivers``; never read by an
  /// event.
  @exclusivity(unchecked) var firstValueObserver: AnyValueObserver?

  // MARK: Read where there is something to run

  /// Handlers for events travelling up, in registration order.
  @usableFromInline @exclusivity(unchecked) var upwardHandlers: [HandlerEntry] = [] {
    didSet { receivers.set(.upward, upwardHandlers.isEmpty) }
  }
  /// Subscribers of ``ResponderEventsWrapper/events(of:direction:bufferingPolicy:)``.
  @usableFromInline @exclusivity(unchecked) var observers: [ObserverEntry] = [] {
    didSet { receivers.set(.observers, observers.isEmpty) }
  }
  /// The explicit parent that replaces the node's ``EventNode/responderEventsParent`` while
  /// ``isRedirected``, which each set of it keeps in step.
  @usableFromInline @exclusivity(unchecked) var redirectTarget = WeakNode() {
    didSet { isRedirected = redirectTarget.id != nil }
  }

  // MARK: Bookkeeping

  /// Replies this node promised and has not given yet.
  @exclusivity(unchecked) var pendingPromises: [PromiseState] = []
  /// A name for traces and diagnostics; the node's type name when `nil`.
  @exclusivity(unchecked) var debugName: String?
  /// Whether sharing with another node has been reported already.
  @exclusivity(unchecked) var reportedSharing = false
  /// The values the node provides, and its value observers after the first; `nil` until it
  /// needs them, and never read by an event.
  @exclusivity(unchecked) var providedValues: ProvidedValueStorage?
  /// What the node's subtree declares it sends; checked as upward events pass.
  @exclusivity(unchecked) var contract: EventContract? {
    didSet { receivers.set(.contract, contract == nil) }
  }

  deinit {
    // The node is gone: streams it feeds end, and promised replies can no longer come. A
    // promise nobody waits for any more (its request ended, its synchronous broadcast returned)
    // is left as it is: fulfilled later, it is judged as it would be with its node alive.
    for observer in observers { observer.finish() }
    for promise in pendingPromises {
      Task { @MainActor in if promise.isPending { promise.end(.responderDeallocated) } }
    }
    // Its value observers end, the values it provided stop, and nodes redirected to it climb
    // through their own parents again: their observers get the value they get now, on the
    // main actor.
    let (firstObserver, values, adopted) = (firstValueObserver, providedValues, adoptedChildren)
    if firstObserver != nil || values != nil || !adopted.isEmpty {
      Task { @MainActor in
        if let firstObserver { ProvidedValueRouting.unregister(firstObserver) }
        values?.nodeWentAway()
        for node in adopted.compactMap(\.node) { ProvidedValueRouting.refresh(below: node) }
      }
    }
  }
}
