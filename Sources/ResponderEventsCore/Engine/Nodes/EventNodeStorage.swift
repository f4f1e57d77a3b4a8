extension EventNodeStorage {
  /// Stamps this storage with the visit mark of a dispatch; returns `false`, changing nothing,
  /// when it carries that mark already (the node was visited in this dispatch).
  @inlinable
  func markVisited(_ mark: UInt64) -> Bool {
    guard visitMark != mark else { return false }
    visitMark = mark
    return true
  }

  /// Whether the owning node has anything that reacts to events in `direction`.
  @inlinable
  func hasReceivers(for direction: EventDirection) -> Bool {
    let wanted: Receivers =
      direction == .up ? [.upward, .observers, .contract] : [.broadcast, .observers]
    return !receivers.isDisjoint(with: wanted) || handlingConformance != .no
  }
}

/// The kinds of receiver a node's storage has.
@usableFromInline struct Receivers: OptionSet, Sendable {
  @usableFromInline let rawValue: UInt8

  @usableFromInline init(rawValue: UInt8) { self.rawValue = rawValue }

  // Computed, so that they fold into constants instead of going through a lazy global.
  @inlinable static var upward: Receivers { Receivers(rawValue: 1 << 0) }
  @inlinable static var broadcast: Receivers { Receivers(rawValue: 1 << 1) }
  @inlinable static var observers: Receivers { Receivers(rawValue: 1 << 2) }
  @inlinable static var contract: Receivers { Receivers(rawValue: 1 << 3) }
  /// The node has value observers besides ``EventNodeStorage/firstValueObserver``.
  static var otherValueObservers: Receivers { Receivers(rawValue: 1 << 4) }
  /// The node provides values (``ProvidedValueStorage/slots`` is not empty).
  static var providedValues: Receivers { Receivers(rawValue: 1 << 5) }

  /// Records whether the list behind `member` is empty.
  mutating func set(_ member: Receivers, _ isEmpty: Bool) {
    if isEmpty { remove(member) } else { insert(member) }
  }
}

/// Whether a node's type conforms to ``EventHandling``, cached per node.
@usableFromInline enum HandlingConformance { case unknown, yes, no }

/// A weak reference to a node, remembering its identity; `WeakNode()` refers to no node.
@usableFromInline struct WeakNode {
  @usableFromInline weak var node: (any EventNode)?
  private(set) var id: ObjectIdentifier?
}

extension WeakNode {
  init(_ node: any EventNode) { (self.node, id) = (node, ObjectIdentifier(node)) }

  /// Appends `node` to `list`, first dropping the departed entries when the list is full.
  ///
  /// Room is then made for as many again as remain. So a list whose nodes come and go (a
  /// scope's children, a redirect target's adopted nodes) holds at most about twice its
  /// living nodes, even where nothing reads it (no broadcast passes), at a constant cost per
  /// append on average.
  static func append(_ node: any EventNode, to list: inout [WeakNode]) {
    if list.count == list.capacity {
      list.removeAll { $0.node == nil }
      list.reserveCapacity(2 * list.count)
    }
    list.append(WeakNode(node))
  }
}

extension EventNodeStorage {
  /// Whether this storage belongs to `node`.
  ///
  /// The first node to use it becomes its owner, if that node returns it again when asked; a
  /// different node presenting it later is reported once and treated as having no handlers.
  @inlinable
  func isOwned(by node: any EventNode) -> Bool {
    ownerID == ObjectIdentifier(node) || isFirstOwner(node)
  }

  /// Claims this storage for `node` before a handler, stream or contract is added to it;
  /// returns `false`, and reports the refusal, when the storage belongs to another node, or
  /// when `node` does not return it again (it makes a new one at each read).
  ///
  /// Every refusal is reported: unlike a visit, which can happen on every event, a registration
  /// is rare, and a handler that silently never runs is the worse outcome.
  func claim(for node: any EventNode) -> Bool {
    guard ownerID != ObjectIdentifier(node), !becomesOwner(node) else { return true }
    EventDiagnostics.emit(
      .storageSharedBetweenNodes, eventType: nil, node: node,
      "a change on a node whose EventNodeStorage is another node's, or new at each read, was "
        + "refused: a handler's token is inactive, a stream ends; handlers, contract, redirect, "
        + "provided values and debug name stay the owner's. Give every node its own storage")
    return false
  }

  /// Makes `node` the owner of this storage if it has none and `node` returns it again, else
  /// reports, once, that `node` presented a storage it does not own; out of line, as the first
  /// use of a storage and misuse are rare.
  ///
  /// A node that makes a new storage at each read would own each one, which no visit mark then
  /// stays on: a dispatch round a cycle through such nodes never ended. Its storage gets no
  /// owner, so that a dispatch remembers the node itself, as it does a node sharing storage.
  ///
  /// While nothing receives diagnostics (a release build keeping the default handler) the
  /// report is not counted as made, so a handler installed later still gets it.
  @usableFromInline func isFirstOwner(_ node: any EventNode) -> Bool {
    if becomesOwner(node) { return true }
    if !reportedSharing, EventDiagnostics.isObserved {
      reportedSharing = true
      EventDiagnostics.emit(
        .storageSharedBetweenNodes, eventType: nil, node: node,
        "this node returned an EventNodeStorage that belongs to another node, or a new one "
          + "at each read; its handlers are skipped here. Give every node its own storage")
    }
    return false
  }

  /// Whether this storage is `node`'s, or would be if `node` used it now.
  ///
  /// It would when it has no owner and `node` returns it again: the one rule of a first owner,
  /// asked without claiming, for a check that must not decide which of two nodes sharing a
  /// storage owns it.
  func mayBelong(to node: any EventNode) -> Bool {
    ownerID.map { $0 == ObjectIdentifier(node) } ?? (node.existingResponderEventsStorage === self)
  }

  /// Makes `node` the owner of this storage if it has none and ``mayBelong(to:)`` `node`, for
  /// a visit (``isFirstOwner(_:)``) and a claim alike.
  private func becomesOwner(_ node: any EventNode) -> Bool {
    guard ownerID == nil, mayBelong(to: node) else { return false }
    ownerID = ObjectIdentifier(node)
    return true
  }
}
