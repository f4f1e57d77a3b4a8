import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// One test per invariant of the engine's unsafe code (Sources/ResponderEventsCore/Unsafe) about
/// the references it holds without retaining them (R1–R4) and the casts it does not check
/// (C1–C3).
///
/// Each test drives the engine into the situation its invariant guards: if the invariant broke,
/// the engine would read freed memory, which AddressSanitizer reports (CI runs these tests
/// under it), or make a cast that debug builds check and trap on. The invariants of unchecked
/// exclusivity (E1–E2) are tested in `UnsafeInvariantExclusivityTests`, C4 in
/// `OwnClassChildrenTests`.
@Suite(
  "Invariants of the engine's unsafe code: unretained references and unchecked casts",
  .collectingDiagnostics)
@MainActor
struct UnsafeInvariantTests {
  @Test("R1: a sender only the caller holds stays valid in every handler's context")
  func senderHeldByCallerOnly() {
    let root = TestNode("root") { TestNode("middle") { TestNode("sender") } }
    weak let weakSender = root["sender"]
    var senderNames = [String]()
    root["middle"].re.handle(Tapped.self) { node, context in
      // From here on, the call below is the sender's only owner.
      node.children.first?.removeFromParent()
      senderNames.append((context.sender as? TestNode)?.name ?? "?")
      return .pass
    }
    root.re.handle(Tapped.self) { _, context in
      senderNames.append((context.sender as? TestNode)?.name ?? "?")
      return .handled
    }
    root["middle"].children[0].re.send(Tapped(button: "x"))
    #expect(senderNames == ["sender", "sender"])
    #expect(weakSender == nil)
  }

  @Test("R2: nodes a handler drops from the tree are still visited, untraced and traced")
  func broadcastNodesDropped() {
    for options in [DispatchOptions(), .tracing] {
      let root = TestNode("root") {
        TestNode("a")
        TestNode("b") { TestNode("b1") { TestNode("b11") } }
        TestNode("c")
      }
      weak let weakB = root["b"]
      var visited = [String]()
      for name in ["a", "b", "b1", "b11", "c"] {
        root.descendant(named: name)?.re.handleBroadcast(ThemeChanged.self) {
          [unowned root] node, _ in
          visited.append(node.name)
          if node.name == "a" {
            // Only the broadcast's copy of root's children holds "b", "c" and b's subtree now.
            for child in root.children { child.removeFromParent() }
          }
          return .handled
        }
      }
      let result = root.re.broadcast(ThemeChanged(dark: true), options: options)
      #expect(visited == ["a", "b", "b1", "b11", "c"])
      #expect(result.visitedCount == 5)
      #expect(weakB == nil)
    }
  }

  @Test("R2: nodes an observer drops from the tree still get the value, then go")
  func deliveryNodesDropped() {
    let root = TestNode("root") {
      TestNode("a")
      TestNode("b") { TestNode("b1") { TestNode("b11") } }
      TestNode("c")
    }
    weak let weakB = root["b"]
    let log = ClosureLog()
    for name in ["a", "b", "b1", "b11", "c"] {
      root[name].re.observe(Level.self) { [log, unowned root] node, level in
        log.entries.append("\(node.name):\(level.number)")
        if node.name == "a", level.number == 1 {
          // Only the walk's copy of root's children holds "b", "c" and b's subtree now.
          for child in root.children { child.removeFromParent() }
        }
      }
    }
    log.entries.removeAll()
    root.re.provide(Level(number: 1))
    #expect(log.entries == ["a:1", "b:1", "b1:1", "b11:1", "c:1"])
    #expect(ProvidedValueInspection.lastDelivery.walked == 5)
    #expect(weakB == nil)
  }

  @Test("R3: handlers removed, replaced and added by a handler, in nested walks of one list")
  func handlerListChangedDuringWalk() {
    let sender = TestNode("sender")
    let node = TestNode("node", children: [sender])
    let log = ClosureLog()
    var tokens = [HandlerToken]()
    for label in ["h1", "h2", "h3", "h4", "h5"] {
      tokens.append(
        node.re.handle(Tapped.self) { [log] _, context in
          log.entries.append("\(label):\(context.event.button)")
          return .pass
        })
    }
    tokens.append(
      node.re.handle(ThemeChanged.self) { [log] _, _ in
        log.entries.append("theme")
        return .pass
      })
    node.re.handle(Tapped.self) { [log] node, context in
      guard context.event.button == "outer" else { return .pass }
      // A nested send walks the same list; it removes h4 and h5 while both walks are open.
      sender.re.send(Tapped(button: "inner"))
      // Then this walk removes h2, itself is already past h1, and registers enough handlers
      // to move the list to a new buffer.
      tokens[1].remove()
      for index in 0..<32 {
        node.re.handle(Tapped.self) { [log] _, _ in
          log.entries.append("new\(index)")
          return .pass
        }
      }
      return .pass
    }
    node.re.handle(Tapped.self) { _, context in
      if context.event.button == "inner" {
        tokens[3].remove()
        tokens[4].remove()
      }
      return .pass
    }
    node.re.handle(Tapped.self) { [log] _, context in
      log.entries.append("last:\(context.event.button)")
      return .pass
    }
    sender.re.send(Tapped(button: "outer"))
    #expect(
      log.entries == [
        "h1:outer", "h2:outer", "h3:outer", "h4:outer", "h5:outer",
        "h1:inner", "h2:inner", "h3:inner", "h4:inner", "h5:inner", "last:inner",
        "last:outer",
      ])
    log.entries.removeAll()
    sender.re.send(Tapped(button: "again"))
    #expect(log.entries == ["h1:again", "h3:again", "last:again"] + (0..<32).map { "new\($0)" })
    #expect(tokens.map(\.isActive) == [true, false, true, false, false, true])
  }

  @Test("R4: observers that remove themselves and others in the middle of a delivery")
  func observersRemovedDuringDelivery() {
    let root = TestNode("root") {
      TestNode("a")
      TestNode("b")
    }
    let log = ClosureLog()
    let tokens = Tokens()
    // "a" has two observers, the first of which its storage keeps as well; "b" has one. Each
    // closure holds a log of its own that nothing else holds: freeing the observer while its
    // closure runs would free that log under it.
    for (name, node) in [("a1", "a"), ("a2", "a"), ("b1", "b")] {
      tokens.all[name] = root[node].re.observe(Level.self) { [log, own = ClosureLog()] _, level in
        guard level.number == 1 else { return }
        own.entries.append("\(name) before")
        if name == "a1" {
          // Removes itself, the other observer on its node, and the next node's.
          for token in tokens.all.values { token.remove() }
        }
        own.entries.append("\(name) after")
        log.entries += own.entries
      }
    }
    log.entries.removeAll()
    root.re.provide(Level(number: 1))
    #expect(log.entries == ["a1 before", "a1 after"])
    log.entries.removeAll()
    root.re.provide(Level(number: 2))
    root.re.provide(Level(number: 1))
    // Level 1 again: an observer still registered would log "before" now.
    #expect(log.entries.isEmpty)
  }

  @Test("C1: a node of another type presenting the same storage cannot register handlers")
  func storageOfAnotherType() {
    let shared = EventNodeStorage()
    let owner = OwnerNode(storage: shared)
    let impostor = ImpostorNode(storage: shared)
    let sender = TestNode("sender")
    sender.re.redirect(to: owner)
    owner.re.handle(Tapped.self) { owner, _ in
      owner.hits += 1
      return .pass
    }
    var impostorRuns = 0
    let (token, diagnostics) = collectingDiagnostics {
      impostor.re.handle(Tapped.self) { impostor, _ in
        impostorRuns += 1
        impostor.payload.append("reached")  // Would write into an OwnerNode.
        return .handled
      }
    }
    let result = sender.re.send(Tapped(button: "x"))
    #expect(!token.isActive)
    #expect(!token.remove())
    #expect(diagnostics.map(\.kind) == [.storageSharedBetweenNodes])
    #expect(diagnostics.first?.message.contains("was refused") == true)
    #expect(impostorRuns == 0)
    #expect(owner.hits == 1)
    #expect(!result.isHandled)
    #expect(impostor.payload.isEmpty)
  }

  @Test("C1: a node of another type presenting an observer's storage is not given its observer")
  func observerStorageOfAnotherType() {
    let shared = EventNodeStorage()
    let root = LooseNode(parent: nil)
    let impostor = ImpostorNode(storage: shared)
    let owner = OwnerNode(storage: shared)
    owner.parent = root
    // The delivery's walk meets the impostor first, then the owner.
    root.children = [impostor, owner]
    var seen = [Int]()
    owner.re.observe(Level.self) { owner, level in
      owner.hits += 1  // Would write into an ImpostorNode.
      seen.append(level.number)
    }
    let (token, diagnostics) = collectingDiagnostics {
      impostor.re.observe(Level.self) { impostor, _ in
        impostor.payload.append("reached")  // Would write into an OwnerNode.
      }
    }
    #expect(!token.isActive)
    #expect(diagnostics.map(\.kind) == [.storageSharedBetweenNodes])
    seen.removeAll()
    root.re.provide(Level(number: 6))
    #expect(seen == [6])
    #expect(owner.hits == 2)
    #expect(impostor.payload.isEmpty)
    #expect(ProvidedValueInspection.lastDelivery.walked == 1)
  }

  @Test("C2: handlers of several event types on one node each see their own type")
  func handlersOfSeveralTypes() {
    let sender = TestNode("sender")
    let node = TestNode("node", children: [sender])
    var seen = [String]()
    node.re.handle(ThemeChanged.self) { _, context in
      seen.append("theme \(context.event.dark)")
      return .pass
    }
    node.re.handle(Tapped.self) { _, context in
      seen.append("tap \(context.event.button)")
      return .pass
    }
    node.re.handle(Purchase.self) { _, context in
      seen.append("purchase \(context.event.amount)")
      return .pass
    }
    node.re.handle(conformingTo: (any AnalyticsEvent).self) { _, context in
      seen.append("analytics \(context.event.analyticsName)")
      return .pass
    }
    sender.re.send(Tapped(button: "x"))
    sender.re.send(Purchase(amount: 3))
    #expect(seen == ["tap x", "purchase 3", "analytics purchase"])
  }

  @Test("C3: observers of two value types on nodes of two types")
  func observersOfSeveralTypes() {
    let root = TestNode("root") { TestNode("leaf") }
    // Of another type, and not among its parent's children: reached through the slot's list,
    // where the leaf is reached by the delivery's walk.
    let watching = WatchingNode()
    watching.parent = root["leaf"]
    var seen = [String]()
    root["leaf"].re.observe(Level.self) { node, level in
      seen.append("\(node.name) level \(level.number)")
    }
    root["leaf"].re.observe(Caption.self) { node, caption in
      seen.append("\(node.name) caption \(caption.text.string)")
    }
    watching.re.observe(Level.self) { node, level in
      seen.append("watching \(node.watchedTypes) level \(level.number)")
    }
    watching.re.observe(Caption.self) { _, caption in
      seen.append("watching caption \(caption.text.string)")
    }
    seen.removeAll()
    root.re.provide(Level(number: 4))
    root.re.provide(Caption("hi"))
    root["leaf"].re.provide(Level(number: 5))
    #expect(
      seen == [
        "leaf level 4", "watching [\"Level\", \"Caption\"] level 4", "leaf caption hi",
        "watching caption hi", "leaf level 5", "watching [\"Level\", \"Caption\"] level 5",
      ])
  }
}

/// Registration tokens by name, captured by reference in observers' closures.
@MainActor
private final class Tokens {
  var all: [String: HandlerToken] = [:]
}

@MainActor
private final class OwnerNode: EventNode {
  let responderEventsStorage: EventNodeStorage
  weak var parent: (any EventNode)?
  var hits = 0
  init(storage: EventNodeStorage) { responderEventsStorage = storage }
  var responderEventsParent: (any EventNode)? { parent }
  var responderEventsChildren: [any EventNode] { [] }
}

@MainActor
private final class ImpostorNode: EventNode {
  let responderEventsStorage: EventNodeStorage
  var payload: [String] = []
  init(storage: EventNodeStorage) { responderEventsStorage = storage }
  var responderEventsParent: (any EventNode)? { nil }
  var responderEventsChildren: [any EventNode] { [] }
}
