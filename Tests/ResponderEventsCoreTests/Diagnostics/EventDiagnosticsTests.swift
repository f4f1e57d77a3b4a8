import Foundation
import ResponderEventsTesting
import Testing

@testable import ResponderEventsCore

@Suite("Diagnostics")
@MainActor
struct EventDiagnosticsTests {
  @Test("unhandled events reach the app-wide hook")
  func globalHook() {
    let root = nestedTableTree()
    var received = [EventDiagnostic]()
    let previous = EventDiagnostics.handler
    EventDiagnostics.handler = { received.append($0) }
    root["button"].re.send(Tapped(button: "lost"))
    EventDiagnostics.handler = previous
    #expect(received.map(\.kind) == [.unhandled])
    #expect(received.first?.eventType == "Tapped")
    #expect(received.first?.node?.name == "button")
    #expect(
      received.first?.description.hasPrefix("[ResponderEvents] unhandled (Tapped at button):")
        == true)
  }

  @Test("a handler replaced whose captures report a diagnostic as they go")
  func replacedHandlerReportsAsItGoes() {
    let root = nestedTableTree()
    let previous = EventDiagnostics.handler
    var received = [String]()
    do {
      // What the first handler captured sends an event nothing handles when released, which
      // reads the handler: before the fix, inside the setter's own access to it, a trap.
      let farewell = Farewell { root["button"].re.send(Tapped(button: "farewell")) }
      EventDiagnostics.handler = { _ in _ = farewell }
    }
    EventDiagnostics.handler = { received.append($0.eventType ?? "") }
    EventDiagnostics.handler = previous
    #expect(received == ["Tapped"])
  }

  @Test("a scoped handler takes precedence over the global one, in its task only")
  func scopedHook() {
    let root = nestedTableTree()
    var global = 0
    let previous = EventDiagnostics.handler
    EventDiagnostics.handler = { _ in global += 1 }
    defer { EventDiagnostics.handler = previous }
    let (_, scoped) = collectingDiagnostics { root["button"].re.send(Tapped(button: "lost")) }
    #expect(scoped.count == 1)
    #expect(global == 0)
  }

  @Test("re-entrant sends past the depth limit are refused and reported, never a crash")
  func nestingLimit() {
    let node = TestNode("parent") { TestNode("child") }
    var depthReached = 0
    var refusals = [DispatchTermination]()
    node.re.handle(Tapped.self) { parent, context in
      depthReached += 1
      let inner = parent["child"].re.send(context.event)
      if case .refused = inner.termination { refusals.append(inner.termination) }
      return .handled
    }
    let (_, diagnostics) = collectingDiagnostics { node["child"].re.send(Tapped(button: "loop")) }
    let limit = EventDiagnostics.maximumNestingDepth
    #expect(depthReached == limit)
    #expect(refusals == [.refused(.nestingLimitExceeded(limit: limit))])
    #expect(diagnostics.map(\.kind) == [.nestingLimitExceeded])
  }

  @Test("a storage shared by two nodes is reported, and only its owner's handlers run")
  func sharedStorage() {
    let shared = EventNodeStorage()
    let owner = BorrowingNode(storage: shared, name: "owner")
    let borrower = BorrowingNode(storage: shared, name: "borrower")
    var hits = [String]()
    owner.re.handle(Tapped.self) { node, _ in
      hits.append(node.name)
      return .handled
    }
    let sender = TestNode("sender")
    sender.re.redirect(to: borrower)
    borrower.next = owner
    let (result, diagnostics) = collectingDiagnostics {
      sender.re.send(Tapped(button: "x"), options: .tracing)
    }
    #expect(hits == ["owner"])
    #expect(result.visitedCount == 2)
    #expect(diagnostics.map(\.kind) == [.storageSharedBetweenNodes])
  }

  @Test("a contract declared on a node that borrows another's storage is refused, reported")
  func contractOnSharedStorage() {
    let shared = EventNodeStorage()
    let owner = BorrowingNode(storage: shared, name: "owner")
    let borrower = BorrowingNode(storage: shared, name: "borrower")
    owner.re.declare(EventContract(events: [Tapped.self]))
    let (_, diagnostics) = collectingDiagnostics {
      borrower.re.declare(EventContract(events: [ThemeChanged.self]))
    }
    #expect(diagnostics.map(\.kind) == [.storageSharedBetweenNodes])
    #expect(shared.contract?.events.keys.map { $0 } == [ObjectIdentifier(Tapped.self)])
  }

  @Test("removing a redirect, providing and naming at a node that borrows storage are refused")
  func otherChangesOnSharedStorage() {
    let (owner, borrower, ownersParent) = redirectedOwnerAndBorrower()
    owner.re.provide(Caption("owner's"))
    owner.re.debugName = "owner"
    let (_, diagnostics) = collectingDiagnostics {
      borrower.re.removeRedirect()
      borrower.re.provide(Caption("borrower's"))
      borrower.re.stopProviding(Caption.self)
      borrower.re.debugName = "borrower"
    }
    #expect(diagnostics.map(\.kind) == Array(repeating: .storageSharedBetweenNodes, count: 4))
    #expect(owner.re.parent === ownersParent)
    #expect(owner.re.providedValue(Caption.self).text.string == "owner's")
    #expect(owner.re.debugName == "owner")
  }

  /// Review of 70b5fd8: declare(_:) now claims the storage, but redirect(to:) still writes the
  /// borrowed storage unclaimed: the borrower silently moves the owner's upward route.
  @Test("a redirect set on a node that borrows another's storage is refused, reported")
  func redirectOnSharedStorage() {
    let (owner, borrower, ownersParent) = redirectedOwnerAndBorrower()
    let elsewhere = BorrowingNode(storage: EventNodeStorage(), name: "elsewhere")
    let (_, diagnostics) = collectingDiagnostics { borrower.re.redirect(to: elsewhere) }
    #expect(diagnostics.map(\.kind) == [.storageSharedBetweenNodes])
    #expect(owner.re.parent === ownersParent)
  }

  /// Two nodes sharing one storage, the first its owner, redirected to a third node.
  private func redirectedOwnerAndBorrower() -> (
    owner: BorrowingNode, borrower: BorrowingNode, ownersParent: BorrowingNode
  ) {
    let shared = EventNodeStorage()
    let owner = BorrowingNode(storage: shared, name: "owner")
    let ownersParent = BorrowingNode(storage: EventNodeStorage(), name: "ownersParent")
    owner.re.redirect(to: ownersParent)
    return (owner, BorrowingNode(storage: shared, name: "borrower"), ownersParent)
  }

  @Test("a broadcast reaching two nodes that share a storage runs only its owner's handlers")
  func sharedStorageInBroadcast() {
    let shared = EventNodeStorage()
    let owner = BorrowingNode(storage: shared, name: "owner")
    let borrower = BorrowingNode(storage: shared, name: "borrower")
    var hits = [String]()
    owner.re.handleBroadcast(ThemeChanged.self) { node, _ in
      hits.append(node.name)
      return .handled
    }
    let root = BorrowingNode(storage: EventNodeStorage(), name: "root")
    // The borrower comes first: visiting it must not mark the owner as visited.
    root.children = [borrower, owner]
    // Untraced (the quick visit) and traced (the full visit).
    let (results, diagnostics) = collectingDiagnostics {
      [
        root.re.broadcast(ThemeChanged(dark: true)),
        root.re.broadcast(ThemeChanged(dark: true), options: .tracing),
      ]
    }
    #expect(hits == ["owner", "owner"])
    #expect(results.map(\.visitedCount) == [2, 2])
    #expect(results.map(\.handledCount) == [1, 1])
    #expect(diagnostics.map(\.kind) == [.storageSharedBetweenNodes])
  }

  @Test("a storage shared by two nodes without handlers does not pass for a cycle, sent after sent")
  func sharedStorageWithoutHandlers() {
    let shared = EventNodeStorage()
    let first = BorrowingNode(storage: shared, name: "first")
    let second = BorrowingNode(storage: shared, name: "second")
    let top = TestNode("top")
    var hits = 0
    top.re.handle(Tapped.self) { _, _ in
      hits += 1
      return .handled
    }
    // The second node owns the storage (it used it first) but has no handlers left; the first
    // node, which comes before it on the route, borrows it.
    second.re.handle(Tapped.self) { _, _ in .pass }.remove()
    let sender = TestNode("sender")
    sender.re.redirect(to: first)
    first.next = second
    second.next = top
    // Untraced, and twice: the second send finds the nodes visited before, as most sends do.
    let (results, diagnostics) = collectingDiagnostics {
      [sender.re.send(Tapped(button: "x")), sender.re.send(Tapped(button: "x"))]
    }
    #expect(hits == 2)
    #expect(results.map(\.termination) == [.completed, .completed])
    #expect(results.map(\.visitedCount) == [3, 3])
    #expect(diagnostics.map(\.kind) == [.storageSharedBetweenNodes])
  }

  @Test("a stream on a storage's owner hears what reaches the owner, not what passes the other")
  func streamOnSharedStorage() async {
    let shared = EventNodeStorage()
    let owner = BorrowingNode(storage: shared, name: "owner")
    let borrower = BorrowingNode(storage: shared, name: "borrower")
    let stream = owner.re.events(of: Tapped.self)
    let top = TestNode("top")
    top.re.handle(Tapped.self) { _, _ in .stop }
    let sender = TestNode("sender")
    sender.re.redirect(to: borrower)
    borrower.next = top
    let root = BorrowingNode(storage: EventNodeStorage(), name: "root")
    root.children = [borrower, owner]
    _ = collectingDiagnostics {
      // Up through the borrower only; then down through both, the borrower first.
      sender.re.send(Tapped(button: "passed the borrower only"))
      root.re.broadcast(Tapped(button: "broadcast"))
    }
    for observer in shared.observers { observer.finish() }
    var heard: [String] = []
    for await tap in stream { heard.append(tap.button) }
    #expect(heard == ["broadcast"])
  }

  @Test("a stream asked of a node borrowing another's storage is refused: reported, ended")
  func streamOnBorrowedStorage() async {
    let shared = EventNodeStorage()
    let owner = BorrowingNode(storage: shared, name: "owner")
    let borrower = BorrowingNode(storage: shared, name: "borrower")
    owner.re.handle(Tapped.self) { _, _ in .stop }
    let child = TestNode("child")
    child.re.redirect(to: owner)
    let (stream, diagnostics) = collectingDiagnostics {
      let stream = borrower.re.events(of: Tapped.self)
      child.re.send(Tapped(button: "reached the owner only"))
      return stream
    }
    #expect(diagnostics.map(\.kind) == [.storageSharedBetweenNodes])
    #expect(shared.observers.isEmpty)
    // Kept, it would be the owner's: ended with them, it shows what it heard.
    for observer in shared.observers { observer.finish() }
    var heard: [String] = []
    for await tap in stream { heard.append(tap.button) }
    #expect(heard.isEmpty)
  }

  // Guarantees, "Misuse of node storage": "Registering a handler on the other node is refused:
  // the handler is not kept, its token is inactive, and every refusal is reported with the
  // same kind."
  @Test("every handler refused at a node borrowing another's storage is reported, each time")
  func everyRefusalReported() {
    let shared = EventNodeStorage()
    let owner = BorrowingNode(storage: shared, name: "owner")
    let borrower = BorrowingNode(storage: shared, name: "borrower")
    owner.re.handle(Tapped.self) { _, _ in .handled }
    let (tokens, diagnostics) = collectingDiagnostics {
      [
        borrower.re.handle(Tapped.self) { _, _ in .stop },
        borrower.re.handle(Tapped.self) { _, _ in .stop },
        borrower.re.handleBroadcast(ThemeChanged.self) { _, _ in .stop },
      ]
    }
    #expect(tokens.map(\.isActive) == [false, false, false])
    #expect(diagnostics.map(\.kind) == Array(repeating: .storageSharedBetweenNodes, count: 3))
  }

  // Guarantees, "Misuse of node storage": the owner's streams "finish when the storage goes,
  // not with the owner while another node keeps it".
  @Test("an owner's stream finishes when the shared storage goes, not with the owner")
  func ownerStreamFinishesWithStorage() async throws {
    try await finishing {
      var owner: BorrowingNode? = BorrowingNode(storage: EventNodeStorage(), name: "owner")
      var borrower: BorrowingNode? = BorrowingNode(
        storage: owner!.responderEventsStorage, name: "borrower")
      let stream = owner!.re.events(of: Tapped.self)
      let finished = Flag()
      let consumer = Task {
        for await _ in stream {}
        finished.value = true
      }
      await drainMainActor()
      weak let weakOwner = owner
      owner = nil
      #expect(weakOwner == nil)
      await drainMainActor()
      #expect(!finished.value, "the borrower keeps the storage, so the stream goes on")
      weak let weakStorage = borrower?.responderEventsStorage
      borrower = nil
      #expect(weakStorage == nil)
      await consumer.value
      #expect(finished.value)
    }
  }

  @Test("the default handler prints one line in debug builds, and nothing in release builds")
  func defaultHandler() {
    let diagnostic = EventDiagnostic(kind: .cycleDetected, eventType: nil, node: nil, message: "m")
    #expect(diagnostic.description == "[ResponderEvents] cycleDetected: m")
    let printed = Lines()
    let output: @Sendable (String) -> Void = { line in printed.append(line) }
    EventDiagnostics.defaultOutput.withValue(output) {
      EventDiagnostics.defaultHandler(diagnostic)
    }
    #if DEBUG
      #expect(printed.all == ["[ResponderEvents] cycleDetected: m"])
    #else
      #expect(printed.all.isEmpty)
    #endif
  }

  @Test("the unified log gets mistakes as errors, and what may be meant at the default level")
  func logLevels() {
    #expect(DiagnosticLog.isError(.cycleDetected))
    #expect(DiagnosticLog.isError(.presenterNotRecorded))
    #expect(!DiagnosticLog.isError(.unhandled))
    #expect(!DiagnosticLog.isError(.eventTypeChanged))
    #expect(DiagnosticLog.subsystem == "ResponderEvents")
  }

  @Test("a signpost's end names the route, the nodes that handled the event and how it ended")
  func signpostSummary() throws {
    let root = TestNode("screen") { TestNode("list") { TestNode("button") } }
    root["list"].re.handle(Tapped.self) { _, _ in .stop }
    let result = root["button"].re.send(Tapped(button: "x"), options: .tracing)
    let trace = try #require(result.trace)
    #expect(
      TraceRecorder.summary(of: trace)
        == "route: list; handled by: list; ended: \(trace.termination)")
  }

  @Test(
    "work scheduled for a later turn of the run loop reports to the scope it was scheduled in",
    .timeLimit(.minutes(10)))
  func laterWorkKeepsItsScope() async throws {
    let (_, diagnostics) = try await collectingDiagnostics {
      try await finishing {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
          MainThread.run(later: true) {
            EventDiagnostics.report(
              EventDiagnostic(kind: .missingAnswer, eventType: nil, node: nil, message: "later"))
          }
          MainThread.run(later: true, after: 0.01) {
            EventDiagnostics.report(
              EventDiagnostic(kind: .missingAnswer, eventType: nil, node: nil, message: "delayed"))
            continuation.resume()
          }
        }
      }
    }
    #expect(diagnostics.map(\.message) == ["later", "delayed"])
  }
}

/// A node whose storage is given to it, so that two nodes can share one.
@MainActor
final class BorrowingNode: EventNode {
  let responderEventsStorage: EventNodeStorage
  let name: String
  var next: (any EventNode)?
  var children: [any EventNode] = []
  init(storage: EventNodeStorage = EventNodeStorage(), name: String = "") {
    self.responderEventsStorage = storage
    self.name = name
  }
  var responderEventsParent: (any EventNode)? { next }
  var responderEventsChildren: [any EventNode] { children }
}

@Suite("Reporting diagnostics from adapters")
@MainActor
struct DiagnosticReportingTests {
  @Test("adapters report through the same scoped or global handler as the engine")
  func report() {
    let diagnostic = EventDiagnostic(
      kind: .senderNotConnected, eventType: "Tapped", node: nil, message: "no bridge")
    let (_, scoped) = collectingDiagnostics { EventDiagnostics.report(diagnostic) }
    #expect(scoped.map(\.kind) == [.senderNotConnected])
    var global = [EventDiagnostic.Kind]()
    let previous = EventDiagnostics.handler
    EventDiagnostics.handler = { global.append($0.kind) }
    EventDiagnostics.report(diagnostic)
    EventDiagnostics.handler = previous
    #expect(global == [.senderNotConnected])
  }
}

/// Lines written from a `@Sendable` closure, read back by the test.
private final class Lines: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []
  var all: [String] { lock.withLock { lines } }
  func append(_ line: String) { lock.withLock { lines.append(line) } }
}

@MainActor
private final class Flag {
  var value = false
}
