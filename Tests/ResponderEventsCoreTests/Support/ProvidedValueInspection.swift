@testable import ResponderEventsCore

/// What the tests read of the provided values' bookkeeping, which nothing public shows.
@MainActor
enum ProvidedValueInspection {
  /// How many places the list of observers of the slot `node` provides `type` from has, those
  /// departed observers left empty included; 0 when it provides none.
  static func dependentCount<Value: ProvidedValue>(
    of type: Value.Type, at node: any EventNode
  ) -> Int {
    node.existingResponderEventsStorage?.providedValues?.slots[ObjectIdentifier(type)]?
      .dependents.places.count ?? 0
  }

  /// Whether `node` keeps anything for provided values: a slot, an observer, or a note of the
  /// nodes redirected to it.
  static func keepsProvidedValues(_ node: any EventNode) -> Bool {
    guard let storage = node.existingResponderEventsStorage else { return false }
    return storage.providedValues != nil || storage.firstValueObserver != nil
  }

  /// Whether `node` has a ``ProvidedValueStorage``.
  ///
  /// It has one once it provides values, has a second observer, or observers' routes were
  /// redirected through it; a node with one observer has none.
  static func keepsProvidedValueStorage(_ node: any EventNode) -> Bool {
    node.existingResponderEventsStorage?.providedValues != nil
  }

  /// How the last delivery of a new value reached its observers: how many nodes its walk down
  /// the provider's subtree visited and how many observers it reached there, and whether it
  /// read the slot's list for others.
  static var lastDelivery: (visited: Int, walked: Int, throughList: Bool) {
    ProvidedValueRouting.lastDelivery
  }
}
