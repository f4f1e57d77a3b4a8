/// What an upward handler did with an event, and whether the event goes on.
///
/// | Disposition | Counts as handled | The event goes on |
/// |---|---|---|
/// | ``pass`` | no | yes |
/// | ``handled`` | yes | yes |
/// | ``stop`` | yes | no: no later handler, on this node or above, sees it |
///
/// Changes a handler makes to ``EventContext/event`` travel on with every disposition.
public enum EventDisposition: Sendable, Hashable {
  /// Not handled here: the event goes on to the next handler and node.
  case pass
  /// Handled here, and the event goes on to the next handler and node.
  case handled
  /// Handled here, and the dispatch ends: no later handler sees the event.
  case stop
}

/// What a broadcast handler did with an event, and where the broadcast goes next.
///
/// | Disposition | Counts as handled | Visits this node's descendants | Visits the rest of the tree |
/// |---|---|---|---|
/// | ``pass`` | no | yes | yes |
/// | ``handled`` | yes | yes | yes |
/// | ``skipSubtree`` | yes | no | yes |
/// | ``stop`` | yes | no | no |
public enum BroadcastDisposition: Sendable, Hashable {
  /// Not handled here: the broadcast continues into this node's children.
  case pass
  /// Handled here: the broadcast continues into this node's children.
  case handled
  /// Handled here, and this node's descendants are skipped; the broadcast continues with the
  /// rest of the tree. Later handlers on this same node still run.
  case skipSubtree
  /// Handled here, and the whole broadcast ends: no later handler anywhere sees the event.
  case stop
}

/// The direction an event travels.
public enum EventDirection: Sendable, Hashable, CustomStringConvertible {
  /// From the sender towards the root, through each node's parent.
  case up
  /// From the broadcasting node through its descendants, in pre-order.
  case down

  /// `↑` or `↓`.
  public var description: String { self == .up ? "↑" : "↓" }
}

/// What happened to an event at one node, as recorded in an ``EventTrace``.
///
/// Outcomes are ordered: when several handlers on one node run, the node's outcome is the
/// strongest of theirs.
public enum HopOutcome: Int, Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The node has no handler for the event.
  case noHandler
  /// Handlers ran and all passed.
  case passed
  /// A handler handled the event and let it go on.
  case handled
  /// A broadcast handler handled the event and skipped this node's descendants.
  case skippedSubtree
  /// A handler handled the event and ended the dispatch.
  case stopped

  /// Orders outcomes from ``noHandler`` (weakest) to ``stopped`` (strongest).
  public static func < (lhs: HopOutcome, rhs: HopOutcome) -> Bool { lhs.rawValue < rhs.rawValue }

  /// Whether a handler handled the event at this node.
  public var isHandled: Bool { self >= .handled }

  /// A short word for traces: `-`, `pass`, `handled`, `skip subtree` or `stop`.
  public var description: String { ["-", "pass", "handled", "skip subtree", "stop"][rawValue] }
}

/// A handler's answer in either direction, as the hop outcome the engine records.
@usableFromInline package protocol HandlerDisposition { var outcome: HopOutcome { get } }

extension EventDisposition: HandlerDisposition {
  @inlinable
  package var outcome: HopOutcome {
    switch self {
    case .pass: .passed
    case .handled: .handled
    case .stop: .stopped
    }
  }
}

extension BroadcastDisposition: HandlerDisposition {
  @inlinable
  package var outcome: HopOutcome {
    switch self {
    case .pass: .passed
    case .handled: .handled
    case .skipSubtree: .skippedSubtree
    case .stop: .stopped
    }
  }
}
