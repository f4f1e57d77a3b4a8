/// How a dispatch ended.
public enum DispatchTermination: Sendable, Hashable, CustomStringConvertible {
  /// The event went as far as it could: up to the top of the chain, or through every node of the
  /// broadcast.
  case completed
  /// A handler returned `.stop`.
  case stopped
  /// The upward route came back to a node it had already visited; the dispatch ended there.
  case cycleDetected
  /// The event was not dispatched.
  case refused(RefusalReason)

  /// A short phrase for traces.
  public var description: String {
    switch self {
    case .completed: "completed"
    case .stopped: "stopped"
    case .cycleDetected: "cycle detected"
    case .refused(let reason): "refused: \(reason)"
    }
  }
}
