extension Dispatcher {
  /// The nodes a broadcast of `event` with ``DispatchOptions/deepestReceiversOnly`` offers it
  /// to: the receivers below `origin` (and `origin` itself when `includingOrigin`) that have
  /// the most receivers above them on their path.
  ///
  /// A receiver is a node with a broadcast handler that takes the event. The tree is walked
  /// once, in the order the broadcast visits it, each node once (a node reached again through
  /// overlapping or looping children lists keeps its first level), before any handler runs.
  /// The receivers are held until the broadcast ends: a receiver a handler releases cannot
  /// leave its address to a node added since, which would be offered the event in its place.
  @usableFromInline static func deepestReceivers<Event: ResponderEvent>(
    of event: Event, below origin: any EventNode, includingOrigin: Bool
  ) -> [ObjectIdentifier: any EventNode] {
    var deepest = [ObjectIdentifier: any EventNode]()
    var deepestLevel = -1
    // The state each node passes down: how many receivers are above its children.
    walkDownward(from: origin) { node, receiversAbove in
      guard node !== origin || includingOrigin, handles(event, at: node, direction: .down)
      else { return receiversAbove }
      if receiversAbove > deepestLevel {
        deepestLevel = receiversAbove
        deepest = [:]
      }
      if receiversAbove == deepestLevel { deepest[ObjectIdentifier(node)] = node }
      return receiversAbove + 1
    }
    return deepest
  }
}
