/// What one node provides of one type, and the observers whose nearest provider it is.
///
/// Kept in the providing node's storage. The observers are held weakly: each belongs to its
/// own node.
@MainActor
class AnyProvidedValueSlot {
  /// The providing node, for checking whether an observer's route passes through it.
  final let nodeID: ObjectIdentifier
  /// The observers that get their value from this slot.
  final var dependents: [WeakValueObserver] = []
  /// Whether the node still provides the value: `false` once it stopped or was deallocated,
  /// after which its dependents look for the next provider up.
  final var isProviding = true

  init(nodeID: ObjectIdentifier) {
    self.nodeID = nodeID
  }

  /// Adds `observer` to the dependents, dropping references to observers that are gone.
  final func addDependent(_ observer: AnyValueObserver) {
    if dependents.count >= 8, dependents.count.isPowerOfTwo {
      dependents.removeAll { $0.observer == nil || $0.observer?.source !== self }
    }
    dependents.append(WeakValueObserver(observer))
  }

  /// The dependents that still depend on this slot, in registration order.
  final var liveDependents: [AnyValueObserver] {
    dependents.compactMap { reference in
      guard let observer = reference.observer, observer.source === self else { return nil }
      return observer
    }
  }
}

/// What one node provides of `Value`.
@MainActor
final class ProvidedValueSlot<Value: ProvidedValue>: AnyProvidedValueSlot {
  /// The value provided.
  var value: Value

  init(value: Value, nodeID: ObjectIdentifier) {
    self.value = value
    super.init(nodeID: nodeID)
  }
}

/// A weak reference to an observer, for the lists that do not own it.
struct WeakValueObserver {
  weak var observer: AnyValueObserver?

  init(_ observer: AnyValueObserver) {
    self.observer = observer
  }
}

extension Int {
  /// Whether the number is a power of two (1, 2, 4, …).
  fileprivate var isPowerOfTwo: Bool { self > 0 && self & (self - 1) == 0 }
}
