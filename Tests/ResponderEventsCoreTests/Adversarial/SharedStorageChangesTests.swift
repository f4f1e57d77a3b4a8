import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// Guarantees, "Misuse of node storage": at a node whose storage another node owns, removals are
/// refused and reported, and the owner's contract and provided values count at the owner only.
@Suite("Changes where storage is borrowed", .timeLimit(.minutes(10)), .collectingDiagnostics)
@MainActor
struct SharedStorageChangesTests {
  /// Two nodes on one storage; the first to use it owns it, and each test uses `owner` first.
  private func nodesSharingStorage() -> (owner: BorrowingNode, borrower: BorrowingNode) {
    let shared = EventNodeStorage()
    return (BorrowingNode(storage: shared), BorrowingNode(storage: shared))
  }

  @Test("removeAllHandlers at a node that borrows another's storage is refused, reported")
  func removeAllHandlersOnSharedStorage() {
    let (owner, borrower) = nodesSharingStorage()
    var hits = 0
    owner.re.handle(Tapped.self) { _, _ in
      hits += 1
      return .stop
    }
    let sender = BorrowingNode()
    sender.next = owner
    let (_, diagnostics) = collectingDiagnostics { borrower.re.removeAllHandlers() }
    sender.re.send(Tapped(button: "x"))
    #expect(diagnostics.map(\.kind) == [.storageSharedBetweenNodes])
    #expect(hits == 1)
  }

  @Test("removeContract at a node that borrows another's storage is refused, reported")
  func removeContractOnSharedStorage() {
    let (owner, borrower) = nodesSharingStorage()
    owner.re.declare(EventContract(events: [Tapped.self]))
    let (_, diagnostics) = collectingDiagnostics { borrower.re.removeContract() }
    #expect(diagnostics.map(\.kind) == [.storageSharedBetweenNodes])
    // The owner's contract still declares Tapped, which nobody above handles.
    let (missing, _) = collectingDiagnostics { owner.re.checkContract() }
    #expect(missing == ["Tapped"])
  }

  // EventContract: "Each event the node sends, and each that passes it on its way up from
  // below, is checked against it" -- the node that declared it. A node that borrows the
  // declaring node's storage declared nothing (its own declare(_:) is refused).
  @Test("an event passing a node that borrows storage is not checked against the owner's contract")
  func contractCheckedAtBorrower() {
    let (owner, borrower) = nodesSharingStorage()
    owner.re.declare(EventContract(events: [Tapped.self]))
    let top = BorrowingNode()
    top.re.handle(ThemeChanged.self) { _, _ in .stop }
    borrower.next = top
    let sender = BorrowingNode()
    sender.next = borrower
    let (_, diagnostics) = collectingDiagnostics { sender.re.send(ThemeChanged(dark: true)) }
    #expect(!diagnostics.map(\.kind).contains(.undeclaredEvent))
  }

  @Test("checkContract at a node that borrows another's storage checks no contract of its own")
  func checkContractAtBorrower() {
    let (owner, borrower) = nodesSharingStorage()
    owner.re.declare(EventContract(events: [Tapped.self]))
    let (missing, diagnostics) = collectingDiagnostics { borrower.re.checkContract() }
    #expect(missing.isEmpty)
    #expect(!diagnostics.map(\.kind).contains(.declaredEventUnhandled))
  }

  // The dispatch skips the handlers at a node that borrows another's storage; so does the
  // contract's walk above.
  @Test("a contract check before any dispatch leaves a shared storage to the node that uses it")
  func contractCheckClaimsNothing() {
    let shared = EventNodeStorage()
    let (first, second) = (BorrowingNode(storage: shared), BorrowingNode(storage: shared))
    let child = BorrowingNode()
    child.next = second
    child.re.declare(EventContract(events: [Tapped.self]))
    _ = collectingDiagnostics { child.re.checkContract() }
    let (token, diagnostics) = collectingDiagnostics {
      first.re.handle(Tapped.self) { _, _ in .stop }
    }
    #expect(token.isActive)
    #expect(diagnostics.isEmpty)
  }

  @Test("a borrowing node above does not count as handling the declared event")
  func borrowerAboveDoesNotHandle() {
    let (owner, borrower) = nodesSharingStorage()
    owner.re.handle(Tapped.self) { _, _ in .stop }
    expectUnhandled(below: borrower)
  }

  @Test("a borrowing node above that handles events in a method does not count either")
  func handlingBorrowerAboveDoesNotHandle() {
    let shared = EventNodeStorage()
    BorrowingNode(storage: shared).re.debugName = "owner"
    // The dispatch: the method never runs where the storage is another node's.
    expectUnhandled(below: HandlingBorrower(storage: shared))
  }

  /// A node below `node` that declares `Tapped` sends one: nobody handles it, and its
  /// contract's check says so.
  private func expectUnhandled(below node: any EventNode) {
    let child = BorrowingNode()
    child.next = node
    child.re.declare(EventContract(events: [Tapped.self]))
    let (result, _) = collectingDiagnostics { child.re.send(Tapped(button: "x")) }
    #expect(!result.isHandled)
    let (missing, _) = collectingDiagnostics { child.re.checkContract() }
    #expect(missing == ["Tapped"])
  }

  // Nor does a node that borrows another's storage provide the owner's values below it: the
  // nodes below read, and are delivered, the value of the provider above it.
  @Test("a value the owner provides is not provided at a node borrowing its storage")
  func providedAtBorrower() {
    let (owner, borrower) = nodesSharingStorage()
    owner.re.provide(Caption("owner's"))
    let top = BorrowingNode()
    top.re.provide(Caption("top's"))
    borrower.next = top
    let child = BorrowingNode()
    child.next = borrower
    let (value, _) = collectingDiagnostics { child.re.providedValue(Caption.self).text.string }
    #expect(value == "top's")
    withExtendedLifetime(owner) {}
  }

  // A delivery walks the provider's subtree in pre-order; a node borrowing storage where the
  // owner provides the same type does not end the walk there.
  @Test("a new value reaches the nodes below a borrowing node in pre-order")
  func deliveredInOrderPastBorrower() {
    let (owner, borrower) = nodesSharingStorage()
    owner.re.provide(Caption("owner's"))
    let (top, first, second, after) = (
      BorrowingNode(), BorrowingNode(), BorrowingNode(), BorrowingNode()
    )
    top.children = [borrower, after]
    borrower.next = top
    after.next = top
    borrower.children = [first, second]
    first.next = borrower
    second.next = borrower
    var heard: [String] = []
    _ = collectingDiagnostics {
      for (node, name) in [(first, "first"), (second, "second"), (after, "after")] {
        node.re.observe(Caption.self) { _, caption in
          heard.append("\(name) \(caption.text.string)")
        }
      }
      heard = []
      top.re.provide(Caption("top's"))
    }
    #expect(heard == ["first top's", "second top's", "after top's"])
    // The nodes hold their parents and children strongly: the tree is taken apart so that
    // it leaks nothing.
    (top.children, borrower.children) = ([], [])
    withExtendedLifetime(owner) {}
  }

  // Guarantees, "Misuse of node storage": a redirect and the nodes redirected to a node are
  // kept in its storage, so the node that borrows it takes the owner's redirect as its own.
  @Test("a node that borrows another's storage follows the owner's redirect up")
  func borrowerFollowsOwnersRedirect() {
    let (owner, borrower) = nodesSharingStorage()
    let target = BorrowingNode()
    var hits = 0
    target.re.handle(Tapped.self) { _, _ in
      hits += 1
      return .stop
    }
    owner.re.redirect(to: target)
    #expect(borrower.re.parent === target)
    borrower.re.send(Tapped(button: "x"))
    #expect(hits == 1)
  }

  @Test("a node redirected to the owner is offered a broadcast from the node that borrows")
  func redirectedToOwnerHearsBorrowersBroadcast() {
    let (owner, borrower) = nodesSharingStorage()
    let child = BorrowingNode()
    child.re.redirect(to: owner)
    var heard = 0
    child.re.handleBroadcast(Tapped.self) { _, _ in
      heard += 1
      return .handled
    }
    borrower.re.broadcast(Tapped(button: "x"))
    #expect(heard == 1)
  }
}

/// A node that handles every event in a method, with a storage given to it.
@MainActor
private final class HandlingBorrower: EventNode, EventHandling {
  let responderEventsStorage: EventNodeStorage
  init(storage: EventNodeStorage) { responderEventsStorage = storage }
  var responderEventsParent: (any EventNode)? { nil }
  var responderEventsChildren: [any EventNode] { [] }
  func handleEvent<Event: ResponderEvent>(
    _ context: inout EventContext<Event>
  ) -> EventDisposition { .stop }
}
