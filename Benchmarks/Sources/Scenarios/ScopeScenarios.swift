import ResponderEventsCore

// SwiftUI's handlers, measured through the core's scope tree, which is all of them that runs on
// Linux. Each handling modifier (`onResponderEvent`, `onResponderBroadcast`, …) keeps a
// `ScopeNode` in its state, attached to the nearest scope above, with one handler registered on
// it that calls the latest closure the view gave the modifier, kept in a box. Each time SwiftUI
// evaluates the view's `body`, the view makes the modifier again, and the modifier's own `body`
// puts the new closure in the box and attaches its scope again, to the same parent, which changes
// nothing. `HandlingModifier`, `ScopeSlot` and `ActionBox` below are the bridge's
// `ResponderEventScope`, `ScopeSlot` and `ActionBox` (Sources/ResponderEvents/SwiftUI), less
// SwiftUI: same generic parameters, same stored properties, same calls into the core. Apps call
// the bridge's modifiers, and SwiftUI the modifiers' `body`, across a module boundary, through
// generic code that is not specialized for the closure's type: so are these
// (`@_semantics("optimize.sil.specialize.generic.never")`, and not inlined into the scenario).

/// The latest closure a view gave its handling modifier, as the bridge keeps it.
@MainActor
final class ActionBox<Action> {
  var action: Action

  init(_ action: Action) {
    self.action = action
  }
}

/// The scope of one handling modifier and the box its handler reads, as the bridge keeps them
/// in the modifier's `@State`.
@MainActor
final class ScopeSlot<Action> {
  private var scopeStorage: ScopeNode?
  private var box: ActionBox<Action>?

  nonisolated init() {}

  /// The scope, made on first use; `action` becomes the closure its handler runs.
  func scope(
    name: String, action: Action, install: @MainActor (ScopeNode, ActionBox<Action>) -> Void
  ) -> ScopeNode {
    if let scopeStorage, let box {
      box.action = action
      return scopeStorage
    }
    let scope = ScopeNode(name: name)
    let box = ActionBox(action)
    install(scope, box)
    scopeStorage = scope
    self.box = box
    return scope
  }
}

/// The bridge's `ResponderEventScope`: what `onResponderEvent(_:perform:)` and the other
/// handling modifiers return.
@MainActor
struct HandlingModifier<Action> {
  let action: Action
  let name: String
  let install: @MainActor (ScopeNode, ActionBox<Action>) -> Void
  // The bridge keeps it in `@State`, whose initial value SwiftUI makes each time the modifier is.
  var slot = ScopeSlot<Action>()

  /// The modifier's `body` without SwiftUI: its scope, updated and attached to the one above.
  @discardableResult
  @inline(never) @_semantics("optimize.sil.specialize.generic.never")
  func refresh(under parent: ScopeNode) -> ScopeNode {
    let scope = slot.scope(name: name, action: action, install: install)
    scope.attach(to: parent)
    return scope
  }
}

/// What `onResponderEvent(_:perform:)` makes each time the view's `body` runs.
@MainActor
@inline(never) @_semantics("optimize.sil.specialize.generic.never")
func onResponderEvent<Event: ResponderEvent>(
  _ type: Event.Type,
  perform handler: @escaping @MainActor (inout EventContext<Event>) -> EventDisposition
) -> HandlingModifier<@MainActor (inout EventContext<Event>) -> EventDisposition> {
  HandlingModifier(action: handler, name: "onResponderEvent(\(Event.self))") { scope, box in
    scope.re.handle(Event.self) { _, context in box.action(&context) }
  }
}

/// What `onResponderBroadcast(_:perform:)` makes each time the view's `body` runs.
@MainActor
@inline(never) @_semantics("optimize.sil.specialize.generic.never")
func onResponderBroadcast<Event: ResponderEvent>(
  _ type: Event.Type,
  perform handler: @escaping @MainActor (inout EventContext<Event>) -> BroadcastDisposition
) -> HandlingModifier<@MainActor (inout EventContext<Event>) -> BroadcastDisposition> {
  HandlingModifier(action: handler, name: "onResponderBroadcast(\(Event.self))") { scope, box in
    scope.re.handleBroadcast(Event.self) { _, context in box.action(&context) }
  }
}

/// An event the scenarios' other modifiers handle, so that a scope they pass has a handler that
/// does not take the event, as a scope of SwiftUI always has one.
package struct Other: ResponderEvent {
  package init() {}
}

/// One handling modifier under a parent scope, its view evaluated again and again.
@MainActor
package final class ScopeRefresh {
  package let sink = Sink()
  private let parent = ScopeNode(name: "parent")
  private let first: HandlingModifier<@MainActor (inout EventContext<Tap>) -> EventDisposition>
  private var evaluations:
    [HandlingModifier<@MainActor (inout EventContext<Tap>) -> EventDisposition>] = []
  private var turn = 0

  package init() {
    first = Self.evaluate(sink: sink)
    first.refresh(under: parent)
    // Two evaluations of the view's body, made once, which the refreshes take in turns: each
    // hands the modifier a new closure, as each evaluation does.
    evaluations = [Self.evaluate(sink: sink), Self.evaluate(sink: sink)]
    for index in evaluations.indices { evaluations[index].slot = first.slot }
  }

  /// The modifier as the view's `body` makes it: a closure that captures one object, as a
  /// closure that updates a model does.
  private static func evaluate(
    sink: Sink
  ) -> HandlingModifier<@MainActor (inout EventContext<Tap>) -> EventDisposition> {
    onResponderEvent(Tap.self) { context in
      sink.total &+= context.event.row
      return .stop
    }
  }

  /// What one evaluation of the view's `body` does through the core once the view has made the
  /// modifier: the box takes the new closure, and the scope attaches to its parent again.
  package func refresh() {
    turn ^= 1
    evaluations[turn].refresh(under: parent)
  }

  /// One evaluation in full, the view's part included.
  ///
  /// The view makes the modifier (its closure, its name, its `@State`'s initial value), then the
  /// modifier's `body` refreshes the scope. What comes before the refresh is the SwiftUI
  /// bridge's, not the core's.
  package func makeAndRefresh() {
    var next = Self.evaluate(sink: sink)
    next.slot = first.slot
    next.refresh(under: parent)
  }
}

/// `depth` nested handling modifiers inside one that handles the event, around the view that sends.
///
/// Each of the inner modifiers handles another event, as each modifier of SwiftUI has a handler.
/// The event goes from the innermost scope up `depth` scopes.
@MainActor
package final class ScopeChain {
  package let sink = Sink()
  private let scopes: [ScopeNode]

  package init(depth: Int) {
    let sink = self.sink
    let root = ScopeNode(name: "root")
    var scopes = [
      onResponderEvent(Tap.self) { context in
        sink.total &+= context.event.row
        return .stop
      }.refresh(under: root)
    ]
    for _ in 0..<depth {
      scopes.append(
        onResponderEvent(Other.self) { _ in .stop }.refresh(under: scopes[scopes.count - 1]))
    }
    self.scopes = [root] + scopes
  }

  /// Sends one event from the innermost scope up to the outermost.
  package func send(row: Int = 1) {
    scopes[scopes.count - 1].re.send(Tap(row: row))
  }
}

/// The plain-node equivalent of ``ScopeChain``: a chain of benchmark nodes with the same
/// handlers, registered on the nodes directly.
@MainActor
package final class HandlerChain {
  package let sink = Sink()
  private let nodes: [BenchmarkNode]
  private let sender: BenchmarkNode

  package init(depth: Int) {
    let nodes = linkedChain(depth: depth, of: BenchmarkNode.init) { node, above in above.add(node) }
    nodes[0].re.handle(Tap.self) { [sink] _, context in
      sink.total &+= context.event.row
      return .stop
    }
    for node in nodes.dropFirst() { node.re.handle(Other.self) { _, _ in .stop } }
    self.nodes = nodes
    self.sender = nodes[depth]
  }

  /// Sends one event from the bottom node up to the top.
  package func send(row: Int = 1) {
    sender.re.send(Tap(row: row))
  }
}

/// A tree of `size` scopes, each with an `onResponderBroadcast` modifier's handler.
///
/// The views are nested breadth first, up to `fanout` directly inside each. The plain-node
/// equivalent is ``BroadcastTree``.
@MainActor
package final class ScopeTree {
  package let sink = Sink()
  private let scopes: [ScopeNode]

  package init(size: Int, fanout: Int = 8) {
    let sink = self.sink
    let root = ScopeNode(name: "root")
    let modifier = {
      onResponderBroadcast(Tap.self) { context in
        sink.total &+= context.event.row
        return .handled
      }
    }
    var scopes = [modifier().refresh(under: root)]
    scopes.reserveCapacity(size)
    var parentIndex = 0
    while scopes.count < size {
      scopes.append(modifier().refresh(under: scopes[parentIndex]))
      if scopes[parentIndex].responderEventsChildren.count == fanout { parentIndex += 1 }
    }
    self.scopes = [root] + scopes
  }

  /// Broadcasts one event from the outermost modifier's scope to every scope, its own included.
  package func broadcast(row: Int = 1) {
    scopes[1].re.broadcast(Tap(row: row), options: .includingOrigin)
  }
}
