/// The route one dispatch took: every node visited, what happened there, and how it ended.
///
/// Ask for a trace with ``DispatchOptions/tracing`` (or turn on
/// ``EventDiagnostics/isTracingEnabled``) and read it from ``DispatchResult/trace``. Printing it
/// gives one line per hop:
///
/// ```
/// ↑ AddToCart from AddButton
///   1  SubCell             -
///   2  SubTable            -
///   3  SuperCell           pass, changed the event
///   4  SuperTable          -
///   5  CartViewController  stop
///   → stopped
/// ```
///
/// Broadcast traces indent each node by its depth below the broadcasting node.
public struct EventTrace: Sendable, CustomStringConvertible {
  /// One node the event visited.
  public struct Hop: Sendable, Hashable {
    /// The node.
    public let node: NodeDescription
    /// The hop's position up the chain, or its depth in a broadcast.
    ///
    /// Upward: 1 for the first node after the sender (0 for the sender itself). Broadcast: the
    /// depth below the broadcasting node, which is 0.
    public let depth: Int
    /// What the node's handlers did.
    public let outcome: HopOutcome
    /// Whether a handler at this node changed the event.
    public let changedEvent: Bool
  }

  /// The event's type name.
  public let eventType: String
  /// Up the chain or down a broadcast.
  public let direction: EventDirection
  /// The sending or broadcasting node.
  public let origin: NodeDescription
  /// The nodes visited, in order.
  public var hops: [Hop] = []
  /// How the dispatch ended.
  public var termination: DispatchTermination = .completed

  /// The names of the nodes visited, in order.
  public var route: [String] { hops.map(\.node.name) }

  /// The names of the nodes where a handler handled the event.
  public var handlers: [String] { hops.filter(\.outcome.isHandled).map(\.node.name) }

  /// A header line, one line per hop, and a line saying how the dispatch ended.
  public var description: String {
    var lines = ["\(direction) \(eventType) from \(origin.name)"]
    // A broadcast's nodes are indented by their depth.
    let labels = hops.map { hop in
      (direction == .down ? String(repeating: "  ", count: hop.depth) : "") + hop.node.name
    }
    let width = labels.map(\.count).max() ?? 0
    let numberWidth = String(hops.count).count
    for (index, (hop, label)) in zip(hops, labels).enumerated() {
      // A route's hops are numbered, right-aligned; the outcomes line up after the labels.
      let number = String(index + 1)
      let numbered = String(repeating: " ", count: numberWidth - number.count) + number + "  "
      var line = "  " + (direction == .up ? numbered : "") + label
      line += String(repeating: " ", count: width - label.count) + "  " + hop.outcome.description
      if hop.changedEvent { line += ", changed the event" }
      lines.append(line)
    }
    lines.append("  → \(termination)")
    return lines.joined(separator: "\n")
  }
}
