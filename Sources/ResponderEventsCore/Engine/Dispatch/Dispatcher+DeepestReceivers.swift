extension Dispatcher {
  /// The nodes a broadcast of `event` with ``DispatchOptions/deepestReceiversOnly`` offers it
  /// to: the receivers below `origin` (and `origin` itself when `includingOrigin`) that have
  /// the most receivers above them on their path.
  ///
  /// A receiver is a node with a broadcast handler that takes the event. The tree is walked
  /// once, in the order the broadcast visits it, each node once (a node reached again through
  /// overlapping or looping children lists keeps its first level), before any handler runs.
  @usableFromInline
  static func deepestReceivers<Event: ResponderEvent>(
    of event: Event, below origin: any EventNode, includingOrigin: Bool
  ) -> Set<ObjectIdentifier> {
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(origin)]
    var deepest: Set<ObjectIdentifier> = []
    var deepestLevel = -1
    // Each entry: a node to look at, and how many receivers are above it.
    var pending: [(node: any EventNode, receiversAbove: Int)] = []

    func look(at node: any EventNode, receiversAbove: Int) {
      let storage = node.existingResponderEventsStorage
      var below = receiversAbove
      if let storage, isReceiver(node, storage: storage, of: event) {
        if receiversAbove > deepestLevel {
          deepestLevel = receiversAbove
          deepest = []
        }
        if receiversAbove == deepestLevel { deepest.insert(ObjectIdentifier(node)) }
        below += 1
      }
      let children =
        storage.map { Dispatcher.children(of: node, storage: $0) } ?? node.responderEventsChildren
      // Reversed, so that the first child is looked at first, as the broadcast visits it.
      for child in children.reversed() { pending.append((child, below)) }
    }

    if includingOrigin {
      look(at: origin, receiversAbove: 0)
    } else {
      let children =
        origin.existingResponderEventsStorage.map { Dispatcher.children(of: origin, storage: $0) }
        ?? origin.responderEventsChildren
      for child in children.reversed() { pending.append((child, 0)) }
    }
    while let (node, receiversAbove) = pending.popLast() {
      guard seen.insert(ObjectIdentifier(node)).inserted else { continue }
      look(at: node, receiversAbove: receiversAbove)
    }
    return deepest
  }

  /// Whether `node` has a broadcast handler, not removed, that takes `event`.
  private static func isReceiver<Event: ResponderEvent>(
    _ node: any EventNode, storage: EventNodeStorage, of event: Event
  ) -> Bool {
    guard storage.hasReceivers(for: .down), storage.isOwned(by: node) else { return false }
    return storage.broadcastHandlers.contains { !$0.isRemoved && $0.accepts(event) }
  }
}
