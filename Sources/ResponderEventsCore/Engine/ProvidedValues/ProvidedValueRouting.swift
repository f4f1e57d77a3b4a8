/// How provided values reach their observers: finding the nearest provider, and telling the
/// observers a change concerns.
///
/// Each observer remembers the slot it gets its value from (its nearest provider) and each
/// slot its observers, so that a new value reaches exactly the observers below the provider
/// that do not have a nearer one, without walking the tree. The walk up happens when an
/// observer registers, when a provider starts or stops providing, and when a node moves (see
/// ``refresh(below:)``); it follows the route upward events take, redirects included.
@MainActor
enum ProvidedValueRouting {
  /// How many observers are registered in the whole process; when none are, moves and
  /// redirects skip the refresh.
  static var liveObservers = 0

  /// Observers whose nearest provider is nobody (they get the default value), by type: a node
  /// that starts providing looks among them for the ones below it.
  private static var unprovided: [ObjectIdentifier: ValueObserverRoster] = [:]

  // MARK: - Observers

  /// Registers `observer` in `nodeStorage`, its node's storage, and calls it with the current
  /// value.
  static func register(_ observer: AnyValueObserver, in nodeStorage: EventNodeStorage) {
    nodeStorage.addValueObserver(observer)
    liveObservers += 1
    if nodeStorage.valueObserverCount >= EventDiagnostics.registrationsBeforeWarning {
      reportIfPiledUp(observer, in: nodeStorage)
    }
    resolve(observer)
  }

  /// Ends `observer`'s registration, just taken from its node's storage.
  ///
  /// It is called no more, and leaves the list of its provider (or of observers without one).
  /// It is let go when its caller lets go of it, or when the delivery in progress ends
  /// (invariant R4).
  static func unregister(_ observer: AnyValueObserver) {
    observer.isRemoved = true
    leaveUnprovided(observer)
    observer.source = nil
    liveObservers -= 1
    retire(observer)
  }

  /// Reports ``EventDiagnostic/Kind/registrationsPiledUp`` once per node type and value type
  /// when the node has too many observers of `observer`'s type.
  private static func reportIfPiledUp(_ observer: AnyValueObserver, in storage: EventNodeStorage) {
    // Scopes of SwiftUI content have an observer per reading view, legitimately.
    guard let node = observer.observingNode, !(node is ScopeNode) else { return }
    let count = storage.valueObservers.lazy.filter { $0.valueType == observer.valueType }.count
    EventDiagnostics.reportIfPiledUp(
      count, "observers of \(observer.observedType)", at: node, eventType: observer.observedType,
      fix: "Observe once, in the view's initializer (or viewDidLoad)")
  }

  /// Points `observer` at its nearest provider, and calls it if its value changed.
  ///
  /// A detached observer gets no provider and is not called: one whose route ends at a node
  /// that says it is outside any window (``ProvidedValueHost/responderEventsEndsDetachedRoute``),
  /// such as a view taken out of its superview or a cell in a reuse queue, even below a
  /// provider of its detached tree. Leaving is not a change of value: it keeps the value it
  /// had, and gets its place's value when it joins a window, where UIKit updates its traits
  /// (UIKit updates no trait outside a window either, so a value taken from a detached tree
  /// could never be corrected by a trait change). A new observer is called at once in any
  /// case; if detached, with the value its node kept from its last place in a window
  /// (``ProvidedValueHost/responderEventsKeptValue(of:)``), or the default: put back in the
  /// same place, it hears no change. Not on a node redirected elsewhere, whose route the
  /// platform's tree, where the kept value comes from, does not follow.
  static func resolve(_ observer: AnyValueObserver) {
    guard !observer.isRemoved, let node = observer.observingNode else { return }
    // Only a node that sees its moves can be detached: a tree of plain nodes has no window,
    // and the walk then stops at the provider, as a plain tree's registration has always cost.
    let host = node as? any ProvidedValueHost
    let (slot, isDetached) = nearestSlot(
      of: observer.valueType, from: node, toTop: host != nil, watchedBy: observer)
    attach(observer, to: isDetached ? nil : slot)
    // One call watches the node's moves and, for a new observer on a detached node that no
    // redirect sends elsewhere, takes the value the node kept.
    let startsFromKept =
      isDetached && !observer.hasDelivered
      && node.existingResponderEventsStorage?.isRedirected != true
    if let host { observer.watchMoves(on: host, startingFromKeptValue: startsFromKept) }
    if isDetached, observer.hasDelivered { return }
    // A level of nesting, as a delivery is: an observer that moves its node and refreshes from
    // its closure would otherwise call itself until the stack overflows. The depth is compared
    // here first: an observer's registration resolves it, on its instruction budget. A new
    // observer refused takes the current value's stamp, so that a delivery in progress does not
    // call it either: registered again from its closure, each one called would register one more
    // that the delivery calls, without end. It is called at the next change or refresh.
    guard
      Dispatcher.nestingDepth <= EventDiagnostics.maximumNestingDepth
        || !Dispatcher.isPastNestingLimit(observer.observedType, at: node, "it was not called")
    else { return observer.hasDelivered ? () : (observer.deliveredStamp = slot?.valueStamp ?? 0) }
    Dispatcher.nestingDepth += 1
    defer { Dispatcher.nestingDepth -= 1 }
    observer.deliverCurrentValue()
  }

  /// Makes `slot` (or nobody) the provider of `observer`, moving it to the slot's list (or to
  /// the list of observers without a provider).
  ///
  /// An observer is in one list at a time, whose place it remembers: it leaves one before it
  /// joins the other. An observer already there stays where it is.
  ///
  /// An observer removed meanwhile is left alone: the walk up that found `slot` can run an
  /// app's code (a node's parent, a diagnostics handler), which may have removed it, and a
  /// removed observer must stay out of every list, or its closure would never be let go.
  private static func attach(_ observer: AnyValueObserver, to slot: AnyProvidedValueSlot?) {
    guard !observer.isRemoved else { return }
    if slot != nil { leaveUnprovided(observer) }
    observer.source = slot
    if slot == nil, !observer.isListedAsUnprovided {
      observer.isListedAsUnprovided = true
      unprovided[observer.valueType, default: ValueObserverRoster()].add(observer)
    }
  }

  /// Takes `observer` off the list of observers without a provider, if it is on it.
  private static func leaveUnprovided(_ observer: AnyValueObserver) {
    guard observer.isListedAsUnprovided else { return }
    observer.isListedAsUnprovided = false
    unprovided[observer.valueType]?.remove(observer)
  }

  // MARK: - Providers

  /// Makes `node` provide `value` to itself and everything below it.
  ///
  /// A new value reaches the observers that get theirs from this node; a node that starts
  /// providing takes over the observers below it from the provider above.
  ///
  /// Nested deeper than dispatches may be (an observer that provides starts a delivery inside
  /// the one that called it, which counts as a level), a new value is not provided, and that is
  /// reported: kept, it would be delivered again by each delivery around it, whose observer
  /// would provide again. A handler at the limit may still provide; its observers may not.
  static func provide<Value: ProvidedValue>(_ value: Value, on node: some EventNode) {
    let nodeStorage = node.responderEventsStorage
    guard nodeStorage.claim(for: node) else { return }
    let storage = nodeStorage.providedValuesCreatingIfNeeded
    let type = ObjectIdentifier(Value.self)
    let existing = storage.slots[type] as? ProvidedValueSlot<Value>
    if let existing, existing.value == value { return }
    guard !Dispatcher.isPastNestingLimit(Value.self, at: node, "this value was not provided")
    else { return }
    let slot = existing ?? ProvidedValueSlot(value: value)
    if let existing {
      // Stamped first: storing releases the value replaced, whose deinit is the app's code and
      // may provide again here, which must find the slot's stamps those of its value.
      existing.valueDidChange()
      existing.value = value
    } else {
      // The provider above is looked for before this one is in place: from the node itself,
      // which provides nothing yet, and so to the top, which says whether the node is in a
      // window, whatever the node (a scope's route ends at a view), and without warning of a
      // cycle on a route this node is about to provide on.
      let (above, isDetached) = nearestSlot(of: type, from: node, toTop: true, warnsOfCycle: false)
      storage.slots[type] = slot
      nodeStorage.providedValuesChanged()
      // The observers of the provider above (or of nobody) whose nearest provider this one is
      // now. A provider outside any window takes none on nodes that see their moves: those
      // are detached too, and get its value when they join a window (see resolve(_:)); a
      // scope's observer, never detached, takes it now.
      let candidates = (above?.dependents ?? unprovided[type] ?? ValueObserverRoster()).observers
        .filter { !isDetached || !($0.observingNode is any ProvidedValueHost) }
      // Without a warning: a cycle on an observer's route that does not reach this node was
      // reported when the observer looked for its provider, and this provide is not its cause.
      for observer in candidates {
        guard let start = observer.observingNode else { continue }
        let (found, _) = nearestSlot(of: type, from: start, warnsOfCycle: false)
        if found === slot { attach(observer, to: slot) }
      }
    }
    tellHost(node, Value.self, slot)
    deliver(from: slot, providedBy: node)
  }

  /// Makes `node` stop providing `type`; its observers get the next value up.
  static func stopProviding<Value: ProvidedValue>(_ type: Value.Type, on node: some EventNode) {
    guard let nodeStorage = node.existingResponderEventsStorage, nodeStorage.claim(for: node),
      let slot = nodeStorage.providedValues?.slots.removeValue(forKey: ObjectIdentifier(type))
    else { return }
    nodeStorage.providedValuesChanged()
    tellHost(node, type, nil)
    stopProviding(slot)
  }

  /// Tells a node that sees its moves (a UIKit responder) what it provides now, so that it
  /// can mark its place for the observers below (a UIKit trait).
  ///
  /// Not of a slot that stopped already: the value it replaced, let go as it was stored, may
  /// have stopped it from its deinit, which told the node first.
  private static func tellHost<Value: ProvidedValue>(
    _ node: some EventNode, _ type: Value.Type, _ slot: ProvidedValueSlot<Value>?
  ) {
    guard slot?.isProviding != false, let host = node as? any ProvidedValueHost else { return }
    host.responderEventsProvidedValueChanged(
      type, slot.map { ProvidedValueState(value: $0.value, stamp: $0.valueStamp) })
  }

  /// Retires `slot`: its observers look for the next provider up.
  static func stopProviding(_ slot: AnyProvidedValueSlot) {
    slot.isProviding = false
    for observer in slot.dependents.observers { resolve(observer) }
  }

  // MARK: - Moves

  /// Looks for the nearest provider again for every observer at `node` and below it (children
  /// and nodes redirected to it), after the tree changed; below the cells a list keeps for reuse
  /// too, which a broadcast skips: shown again, they keep their place in UIKit's traits, and no
  /// trait change would tell them.
  ///
  /// The nodes are those below `node` as the refresh begins. A node an observer adds meanwhile
  /// is not walked: its observers looked for their provider as they registered, and one that the
  /// nesting limit refused there, called now, may build another such node, and so on without end.
  /// (A node an observer moves here meanwhile is not walked either, and one it removes still is:
  /// the caller of a move refreshes after it.)
  static func refresh(below node: any EventNode) {
    guard liveObservers > 0 else { return }
    var nodes: [any EventNode] = []
    walkDownward(from: node, undisplayed: true) { current, _ in
      nodes.append(current)
      return 0
    }
    nodes.forEach(refreshObservers(of:))
  }

  /// Looks for the nearest provider again for the observers registered on `node` itself.
  static func refreshObservers(of node: any EventNode) {
    for observer in node.existingResponderEventsStorage?.valueObservers ?? [] { resolve(observer) }
  }

  // MARK: - Walking up

  /// The value of `type` that the nearest node providing it, from `node` itself up, gives;
  /// `nil` when nobody provides it.
  ///
  /// A cycle on the way is reported only when `warnsOfCycle`: a contract's check reads its
  /// settings so, and a dispatch reports the cycle of its own route once.
  static func providedValue<Value: ProvidedValue>(
    _ type: Value.Type, at node: any EventNode, warnsOfCycle: Bool = false
  ) -> Value? {
    let slot = nearestSlot(of: ObjectIdentifier(type), from: node, warnsOfCycle: warnsOfCycle)
    return (slot.slot as? ProvidedValueSlot<Value>)?.value
  }

  /// The nearest slot providing `type`, from `node` itself up, and whether the route is detached.
  ///
  /// The route is detached when `toTop` is set (the walk then goes on past the slot to the top
  /// of the route) and its top says it is outside any window
  /// (``ProvidedValueHost/responderEventsEndsDetachedRoute``). A cycle ends the walk, and is
  /// reported as ``EventDiagnostic/Kind/cycleDetected``.
  ///
  /// - Parameter observer: An observer on `node`, whose moves the walk asks the platform layer
  ///   to watch wherever the route enters a node that sees its moves through a redirect (the
  ///   anchor of SwiftUI content, a view redirected to a controller), since that node's moves
  ///   are the route's moves. (`node` itself is the caller's to watch.)
  @inline(__always)
  static func nearestSlot(
    of type: ObjectIdentifier, from node: any EventNode, toTop: Bool = false,
    warnsOfCycle: Bool = true, watchedBy observer: AnyValueObserver? = nil
  ) -> (slot: AnyProvidedValueSlot?, isDetached: Bool) {
    // Inlined where it is called: an observer's registration makes one walk, and a call of its
    // own cost it about 60 instructions more (`observerRegistrationInstructions`).
    var found: AnyProvidedValueSlot?
    var top: (any EventNode)?
    var enteredByRedirect = false
    let cycle = walkUpwardRoute(from: node) { current in
      if toTop { top = current }
      if let observer, enteredByRedirect, let host = current as? any ProvidedValueHost {
        observer.watchMoves(on: host)
      }
      let storage = current.existingResponderEventsStorage
      enteredByRedirect = storage?.isRedirected == true
      // A node whose storage another owns provides nothing, as it handles nothing: asked only
      // where a value is found, since a call at every hop cost a registration 20% more.
      if found == nil, let slot = storage?.providedValues?.slots[type],
        storage?.ownerID == ObjectIdentifier(current)
      {
        found = slot
        return toTop
      }
      // On to the top when asked: it says whether the route is in a window.
      return true
    }
    if let cycle, found == nil, warnsOfCycle {
      EventDiagnostics.emit(
        .cycleDetected, eventType: nil, node: cycle,
        "looking for the nearest provider of a value went round a cycle; the observers on"
          + " this route get the default value until the cycle is broken")
    }
    return (found, endsDetached(at: top, cycle: cycle))
  }

  /// Whether a route walked up to `top`, or round `cycle`, ends outside any window
  /// (``ProvidedValueHost/responderEventsEndsDetachedRoute``): a cycle has no top, and the last
  /// node before it says nothing of a window.
  static func endsDetached(at top: (any EventNode)?, cycle: (any EventNode)?) -> Bool {
    cycle == nil && (top as? any ProvidedValueHost)?.responderEventsEndsDetachedRoute == true
  }
}
