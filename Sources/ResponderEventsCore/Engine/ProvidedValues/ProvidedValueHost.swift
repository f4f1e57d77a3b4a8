/// A kind of node whose moves the platform layer can see, and which starts watching them
/// when a value observer is registered on it: UIKit's responders.
///
/// The core cannot see a node join a tree; the UIKit layer can (a view moving into a window),
/// and tells the engine through ``ProvidedValueMoves``.
package protocol ProvidedValueHost: EventNode {
  /// Called after an observer of values of `valueType` was registered on this node.
  func responderEventsWatchMoves(observing valueType: Any.Type)
}

/// What the platform layers tell the engine about moves they see.
@MainActor
package enum ProvidedValueMoves {
  /// Looks for the nearest provider again for the observers on `node`, and for those at and
  /// below the nodes redirected to it, after `node` moved.
  package static func nodeMoved(_ node: any EventNode) {
    guard ProvidedValueRouting.liveObservers > 0 else { return }
    ProvidedValueRouting.refreshObservers(of: node)
    for child in node.existingResponderEventsStorage?.adoptedChildren ?? [] {
      if let child = child.node { ProvidedValueRouting.refresh(below: child) }
    }
  }

  /// Whether `node` has value observers registered on it.
  package static func hasObservers(_ node: any EventNode) -> Bool {
    node.existingResponderEventsStorage?.firstValueObserver != nil
  }

  /// Reports, once per value type and node type, that observers on `node` cannot follow its
  /// moves.
  package static func reportCannotFollowMoves(
    _ node: any EventNode, observing valueType: Any.Type, _ message: String
  ) {
    EventDiagnostics.emitOnce(
      DiagnosticCause(
        .observerCannotFollowMoves, eventType: valueType, direction: .down, nodes: [node]),
      eventType: valueType, node: node, message)
  }
}
