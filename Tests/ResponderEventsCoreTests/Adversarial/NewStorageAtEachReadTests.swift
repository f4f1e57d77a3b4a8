import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// Guarantees, "Misuse of node storage": a node that returns a new storage at each read, against
/// `EventNode.responderEventsStorage`'s rule, is treated as a node whose storage another owns.
@Suite("A node that makes a new storage at each read", .collectingDiagnostics)
@MainActor
struct NewStorageAtEachReadTests {
  @Test("a loop of parents through such nodes ends as a cycle, reported")
  func parentsLoop() {
    let (first, second) = (NewStorageNode(), NewStorageNode())
    first.next = second
    second.next = first
    let (result, diagnostics) = collectingDiagnostics { first.re.send(Tapped(button: "x")) }
    #expect(result.termination == .cycleDetected)
    #expect(result.visitedCount == 1)
    #expect(diagnostics.map(\.kind).contains(.cycleDetected))
    #expect(diagnostics.map(\.kind).contains(.storageSharedBetweenNodes))
  }

  @Test("children lists that loop through such nodes are broadcast to once each")
  func childrenLoop() {
    let (first, second) = (NewStorageNode(), NewStorageNode())
    first.child = second
    second.child = first
    let (result, diagnostics) = collectingDiagnostics {
      first.re.broadcast(ThemeChanged(dark: true))
    }
    #expect(result.termination == .completed)
    #expect(result.visitedCount == 1)
    #expect(diagnostics.map(\.kind).contains(.storageSharedBetweenNodes))
  }

  @Test("a handler registered on such a node is refused, reported, never silently lost")
  func registrationRefused() {
    let node = NewStorageNode()
    let (token, diagnostics) = collectingDiagnostics {
      node.re.handle(Tapped.self) { _, _ in .stop }
    }
    #expect(!token.isActive)
    #expect(diagnostics.map(\.kind) == [.storageSharedBetweenNodes])
  }

  @Test("a contract check does not count the method of such a node, which never runs")
  func contractCheck() {
    let parent = NewStorageHandlingNode()
    let child = ChildNode(parent: parent)
    child.re.declare(EventContract(events: [Tapped.self]))
    let (missing, diagnostics) = collectingDiagnostics { child.re.checkContract() }
    #expect(missing == ["Tapped"])
    #expect(diagnostics.map(\.kind) == [.declaredEventUnhandled])
    _ = collectingDiagnostics { child.re.send(Tapped(button: "x")) }
    #expect(parent.handled == 0)
  }
}

/// A node that makes a new storage at each read and handles every event in its method.
@MainActor
private final class NewStorageHandlingNode: EventHandling {
  var handled = 0
  var responderEventsStorage: EventNodeStorage { EventNodeStorage() }
  var responderEventsParent: (any EventNode)? { nil }
  var responderEventsChildren: [any EventNode] { [] }
  func handleEvent<Event: ResponderEvent>(_ context: inout EventContext<Event>) -> EventDisposition
  {
    handled += 1
    return .stop
  }
}

/// A plain node below `parent`.
@MainActor
private final class ChildNode: EventNode {
  let responderEventsStorage = EventNodeStorage()
  let parent: any EventNode
  init(parent: any EventNode) { self.parent = parent }
  var responderEventsParent: (any EventNode)? { parent }
  var responderEventsChildren: [any EventNode] { [] }
}

/// A node whose storage is a computed property: a new one at every read.
///
/// Its parent and child lead nowhere after 1,000 reads, so that a dispatch that would go round
/// them for ever ends, and fails the test, instead of hanging the run.
@MainActor
private final class NewStorageNode: EventNode {
  weak var next: NewStorageNode?
  weak var child: NewStorageNode?
  private var reads = 0
  var responderEventsStorage: EventNodeStorage { EventNodeStorage() }
  var responderEventsParent: (any EventNode)? {
    reads += 1
    return reads > 1_000 ? nil : next
  }
  var responderEventsChildren: [any EventNode] {
    reads += 1
    return reads > 1_000 ? [] : child.map { [$0] } ?? []
  }
}
