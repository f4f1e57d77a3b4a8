import Testing

@testable import ResponderEventsCore

/// The per-class memory of whether a node's class handles events itself (`HandlingTypes`).
@Suite("Classes that handle events themselves, remembered per class")
@MainActor
struct HandlingTypesTests {
  @Test("every class gets its own answer, however many share the table's slots")
  func answersPerClass() {
    // 2 × 20 generic specializations, each a class of its own: more than the table's slots,
    // so some share one.
    let nodes: [(node: any EventNode, handles: Bool)] =
      probes(PlainProbe<Void>.self, false)
      + probes(HandlingProbe<Void>.self, true)
    for _ in 0..<3 {
      for (node, handles) in nodes.shuffled() {
        #expect(HandlingTypes.handlesEventsItself(node) == handles)
      }
    }
  }

  private func probes<Probe: GenericProbe>(
    _: Probe.Type, _ handles: Bool
  ) -> [(node: any EventNode, handles: Bool)] {
    [
      Probe.make(Int.self), Probe.make(String.self), Probe.make(Double.self),
      Probe.make(Bool.self), Probe.make([Int].self), Probe.make([String].self),
      Probe.make(Set<Int>.self), Probe.make(Int?.self), Probe.make(String?.self),
      Probe.make([Int: Int].self), Probe.make(UInt8.self), Probe.make(Int8.self),
      Probe.make(UInt16.self), Probe.make(Int16.self), Probe.make(UInt32.self),
      Probe.make(Int32.self), Probe.make(UInt64.self), Probe.make(Int64.self),
      Probe.make(Float.self), Probe.make(Character.self),
    ].map { ($0, handles) }
  }
}

@MainActor
private protocol GenericProbe {
  static func make<T>(_: T.Type) -> any EventNode
}

@MainActor
private final class PlainProbe<T>: EventNode, GenericProbe {
  let responderEventsStorage = EventNodeStorage()
  var responderEventsParent: (any EventNode)? { nil }
  var responderEventsChildren: [any EventNode] { [] }
  static func make<U>(_: U.Type) -> any EventNode { PlainProbe<U>() }
}

@MainActor
private final class HandlingProbe<T>: EventNode, EventHandling, GenericProbe {
  let responderEventsStorage = EventNodeStorage()
  var responderEventsParent: (any EventNode)? { nil }
  var responderEventsChildren: [any EventNode] { [] }
  static func make<U>(_: U.Type) -> any EventNode { HandlingProbe<U>() }
}
