// Invariant E1 — no access to an `@exclusivity(unchecked)` variable overlaps another.
//
// Swift checks at run time that a class property or a global is not modified while another access
// to it is open; each check is a runtime call, and on a hop that reads the node's storage a few
// times they cost more than the rest of the hop (without them, a quiet hop counts 638
// instructions instead of 207). The engine turns the check off for the variables below (the
// dispatcher's, the visit tracker's, the `HandlingTypes` cache, `RegistrationIDs` and
// `EventDiagnostics`' settings), for `EventNodeStorage`'s fields (EventNodeStorageFields.swift),
// for `HandlerEntry.isRemoved` (HandlerEntryBase.swift), and for the provided values'
// bookkeeping (ProvidedValueFields.swift, and UnretainedObservers.swift): the variable fields of
// `AnyProvidedValueSlot`, `ProvidedValueSlot`, `AnyValueObserver`, `ValueObserver` and
// `ProvidedValueStorage`, and the static variables of `ProvidedValueRouting` that a delivery
// reads. Every such declaration is in this folder. Each of them
// is main-actor isolated, or reachable from main-actor code only, so no two threads reach one; and
// no access to one of them stays open across a call that can run an app's code: every access is one
// read, one write, or one mutation through the standard library (or `ValueObserverRoster`, whose
// lists never hold an observer's last reference) that calls nothing of the app's (the engine walks
// handler and observer lists by index, reading the list again for each entry, or iterates a copy,
// never the list in place; a value handed to an app's `==` or observer is a copy; a list compacted
// in place drops nothing whose release runs an app's code, and a handler list, whose entries
// hold the app's closures, or the list of streams, whose entries hold their buffered events,
// drops them one `remove(at:)` at a time, each released after the call). So two accesses never
// overlap, and the check would never fire. If one did overlap (say a walk iterating
// `upwardHandlers` in place while a handler registers another one, which reallocates the list),
// the walk would read the freed buffer. Tested by "E1: handlers that change their node's state
// in the middle of a dispatch", "E1: handlers released after a dispatch whose captures register
// and remove handlers", "E1: a stream's buffered events, released as it ends, subscribe on its
// node" and "E1: observers that change the provided values' state in the middle of a delivery".

extension Dispatcher {
  /// How many dispatches and provided-value deliveries are running, one inside another's
  /// handler or observer (invariant E1).
  @usableFromInline @exclusivity(unchecked) static var nestingDepth = 0

  /// A stack kept between top-level broadcasts so that they do not allocate one each time
  /// (invariant E1).
  @usableFromInline @exclusivity(unchecked) static var spareStack: [DownwardFrames.Frame] = []

  /// The children lists of windows and controllers (a root controller or a view, then the
  /// others), kept between walks so that a broadcast does not allocate one each: the first
  /// ``listsInUse`` belong to the walks running and to the walks that ran inside them, and are
  /// emptied when the last of them ends (until then, they keep their nodes alive).
  @exclusivity(unchecked) static var lists: [[AnyObject]] = []
  /// How many of ``lists`` are filled; counted, not searched for, since one broadcast may fill
  /// one per controller it passes.
  @exclusivity(unchecked) static var listsInUse = 0
  /// How many walks down are running, one inside another's handler or observer.
  @usableFromInline @exclusivity(unchecked) static var walksRunning = 0

  /// `first` then `others`, in the next free one of ``lists`` (invariant E1; a list that someone
  /// still holds when it is emptied is copied, as any array, so no walk sees it change).
  @usableFromInline static func list(_ first: AnyObject, then others: [AnyObject]) -> [AnyObject] {
    if listsInUse == lists.count { lists.append([]) }
    lists[listsInUse].append(first)
    lists[listsInUse].append(contentsOf: others)
    listsInUse += 1
    return lists[listsInUse - 1]
  }

  /// Empties ``lists`` after the last walk, out of place: releasing a node may run its `deinit`,
  /// the app's code, which may walk again and fill the lists anew (invariant E1).
  @usableFromInline static func emptyLists() {
    // Most walks fill none (plain nodes, views): nothing to go through then.
    guard listsInUse > 0 else { return }
    var taken: [[AnyObject]] = []
    swap(&taken, &lists)
    listsInUse = 0
    for index in taken.indices { taken[index].removeAll(keepingCapacity: true) }
    // Kept only up to 256 lists, as the spare stack up to 4,096 frames: broadcasts nested in the
    // handlers of a large one fill a list at every controller each passes, and a pool grown so
    // would keep them all for the rest of the app's life; the next walk builds what it needs.
    if lists.isEmpty, taken.count <= 256 { swap(&taken, &lists) }
  }
}

extension EventDiagnostics {
  /// Whether ``handler`` was ever set.
  @MainActor @exclusivity(unchecked) static var isHandlerReplaced = false

  /// Whether ``defaultHandler`` prints: in debug builds of this module.
  @MainActor @exclusivity(unchecked) static var defaultHandlerPrints: Bool = {
    #if DEBUG
      true
    #else
      false
    #endif
  }()

  /// How deep dispatches may nest (a handler that sends an event whose handler sends one, …)
  /// before the innermost send is refused with ``RefusalReason/nestingLimitExceeded(limit:)``.
  ///
  /// After that refusal, every dispatch started before the outermost dispatch returns is
  /// refused too, without another report, so that a loop that sends twice per
  /// call ends after the limit's levels rather than after 2^limit dispatches.
  ///
  /// A delivery of a provided value counts as a level too: an observer that provides in its
  /// closure starts one inside the delivery that called it, and a value provided deeper than
  /// the limit is not provided (a handler at the limit may provide; its observers may not).
  /// Either refusal is reported as ``EventDiagnostic/Kind/nestingLimitExceeded``.
  ///
  /// The default, 32, is far deeper than real event flows and far shallower than what would
  /// exhaust the stack.
  @MainActor @exclusivity(unchecked) public static var maximumNestingDepth = 32

  /// Whether every dispatch records an ``EventTrace``, even without ``DispatchOptions/tracing``.
  ///
  /// A traced send does several times the work of an untraced one and allocates as its list of
  /// hops grows; off by default.
  @MainActor @exclusivity(unchecked) public static var isTracingEnabled = false
}

extension HandlingTypes {
  /// The classes asked about last, one per slot, and their answers (invariant E1).
  @exclusivity(unchecked) static var table = [(type: ObjectIdentifier?, handles: Bool)](
    repeating: (nil, false), count: size)
}

extension VisitTracker {
  /// The mark of the last top-level dispatch (invariant E1).
  @usableFromInline @exclusivity(unchecked) static var lastMark: UInt64 = 0

  /// The set of nodes without storage that the last top-level dispatch visited, emptied and
  /// kept so that the next one does not allocate it again (invariant E1: only a top-level
  /// dispatch takes it, and one runs at a time).
  @exclusivity(unchecked) static var spareSeen = Set<ObjectIdentifier>()

  /// The large set a top-level dispatch moved to when `spareSeen` was full, emptied and kept
  /// for the next large broadcast (invariant E1, as `spareSeen`).
  @exclusivity(unchecked) static var spareLargeSeen = Set<ObjectIdentifier>()

  /// The list of nodes the last top-level dispatch or route walk kept, emptied and kept for the
  /// next one (invariant E1: taken whole and handed back whole, emptied first, so that a
  /// dispatch or walk that starts meanwhile, in a deinit the emptying runs, finds none and
  /// makes its own; a dispatch empties its list at depth 1, so that such a dispatch is nested).
  @usableFromInline @exclusivity(unchecked) static var spareKept: [any EventNode]?
}

extension RegistrationIDs {
  /// The last number given (invariant E1).
  @exclusivity(unchecked) static var last: UInt64 = 0
}
