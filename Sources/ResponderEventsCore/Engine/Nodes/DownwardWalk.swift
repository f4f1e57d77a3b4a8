/// The frames of a walk down a tree in pre-order (a node, its children, then the nodes
/// redirected to it): the one traversal of every downward walk, the broadcast, a provided
/// value's delivery and ``walkDownward(from:undisplayed:_:)``.
///
/// It walks an explicit stack instead of recursing, so a deep tree cannot overflow the thread's
/// stack, and borrows the stack of the last walk (``Dispatcher/spareStack``) so that a warm
/// walk allocates nothing for it. Each frame holds a copy of one node's children, which keeps
/// the nodes alive while the walk is on them (invariant R2, Unsafe/BorrowedBroadcastNodes.swift).
@MainActor
@usableFromInline struct DownwardFrames {
  /// One level of the stack: a node's children, the index of the next one to visit, and their
  /// depth.
  @usableFromInline typealias Frame = (children: _EventNodeChildren, next: Int, depth: Int)

  /// The children being visited; kept out of ``stack`` so that the step to the next sibling
  /// does not go through the array.
  @usableFromInline var current: Frame
  /// The frames of the ancestors of ``current``, resumed when it is done.
  @usableFromInline var stack: [Frame]

  /// Starts at `children`, the nodes below the walk's first node, which are at `depth`.
  @inlinable
  init(children: _EventNodeChildren, depth: Int) {
    current = (children, 0, depth)
    stack = Dispatcher.spareStack
    Dispatcher.spareStack = []
    Dispatcher.walksRunning += 1
  }

  /// Moves to the next node in pre-order and returns its index in ``current``, or `nil` when
  /// the walk is done.
  ///
  /// The broadcast and the delivery step through ``current`` themselves and call ``pop()``
  /// at the end of a frame: written out in their loops, the step costs them 4 and 8
  /// instructions a node less than a call to this (measured).
  @inlinable
  mutating func next() -> Int? {
    while current.next == current.children.count {
      guard pop() else { return nil }
    }
    defer { current.next &+= 1 }
    return current.next
  }

  /// Resumes the frame of the parent of ``current``, once ``current`` is done; returns `false`
  /// when there is none, and the walk is done.
  @inlinable
  mutating func pop() -> Bool {
    guard let parent = stack.popLast() else { return false }
    current = parent
    return true
  }

  /// The node at `index` of ``current``, retained: for the visits that keep it or pass it on.
  @inlinable
  func node(at index: Int) -> any EventNode { current.children[index] }

  /// Descends into `children`, at `depth`: the current frame waits on the stack until they are
  /// done.
  @inlinable @inline(__always)
  mutating func descend(into children: _EventNodeChildren, depth: Int) {
    guard children.count != 0 else { return }
    var frame: Frame = (children, 0, depth)
    swap(&frame, &current)
    stack.append(frame)
  }

  /// Hands the stack back for the next walk, emptied; one that grew past 4,096 frames is let go,
  /// so that one deep tree does not keep its memory for the rest of the app's life.
  @inlinable
  mutating func finish() {
    stack.removeAll(keepingCapacity: stack.capacity <= 4096)
    swap(&stack, &Dispatcher.spareStack)
    current = (.empty, 0, 0)
    Dispatcher.walksRunning -= 1
    if Dispatcher.walksRunning == 0 { Dispatcher.emptyLists() }
  }
}

/// Visits `start` and the nodes below it in the order a broadcast offers them, each once: the
/// walk of every question about a tree (deepest receivers, a broadcast's review, the provided
/// values' refresh after a move).
///
/// `visit` receives a node and what its parent's visit returned (0 for `start`), and
/// returns what the node's children receive, or `nil` to skip them. With `undisplayed`, the walk
/// also goes below the children a broadcast skips
/// (``ProvidedValueHost/responderEventsUndisplayedChildren``).
@MainActor
func walkDownward(
  from start: any EventNode, undisplayed: Bool = false, _ visit: (any EventNode, Int) -> Int?
) {
  guard let below = visit(start, 0) else { return }
  let children = { (node: any EventNode) -> _EventNodeChildren in
    let shown = Dispatcher.children(of: node)
    guard undisplayed, let host = node as? any ProvidedValueHost else { return shown }
    let kept = host.responderEventsUndisplayedChildren
    return kept.isEmpty ? shown : _EventNodeChildren(shown.asNodes + kept)
  }
  // The nodes are held until the walk ends, so that a node released by an observer the visit
  // calls cannot leave its address to a node added since (see ``VisitTracker``).
  var seen: [ObjectIdentifier: any EventNode] = [ObjectIdentifier(start): start]
  var frames = DownwardFrames(children: children(start), depth: below)
  while let index = frames.next() {
    let node = frames.node(at: index)
    guard seen.updateValue(node, forKey: ObjectIdentifier(node)) == nil,
      let below = visit(node, frames.current.depth)
    else { continue }
    frames.descend(into: children(node), depth: below)
  }
  frames.finish()
}
