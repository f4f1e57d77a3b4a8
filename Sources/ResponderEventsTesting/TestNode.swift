public import ResponderEventsCore

/// A ready-made `EventNode` for tests and prototypes: a named node with a weak parent and
/// ordered children.
///
/// Build trees with the trailing-closure initializer and find nodes by name:
///
/// ```swift
/// let controller = TestNode("controller") {
///   TestNode("table") {
///     TestNode("cell") { TestNode("button") }
///   }
/// }
/// let button = controller.descendant(named: "button")!
/// button.re.send(AddToCart(productID: 1))
/// ```
///
/// Each node's name is also its `ResponderEventsWrapper/debugName`, so traces read by name.
/// Releasing the root of even a million-node tree is safe: teardown is iterative.
///
/// A tree of `TestNode`s is a tree of your own: the engine does not see ``addChild(_:)``,
/// ``insertChild(_:at:)`` or ``removeFromParent()``, as the UIKit layer sees a view move. A
/// value read with `re.providedValue(_:)` comes from the node's new place at once, but
/// observers (`re.observe(_:_:)`) on the moved subtree keep the old value until you call
/// `re.refreshProvidedValues()` on the moved node, as you would after moving a node of your
/// own tree. Attaching an ``EventRecorder`` or a redirect refreshes by itself.
@MainActor
public final class TestNode: EventNode, CustomStringConvertible {
  /// The node's name; also its debug name in traces.
  public let name: String
  /// The node's parent in the tree, held weakly.
  public private(set) weak var parent: TestNode?
  /// The storage for this node's handlers.
  public let responderEventsStorage = EventNodeStorage()

  // Read and written on the main actor only; `deinit` touches it for nodes nobody else holds.
  nonisolated(unsafe) private var childNodes: [TestNode] = []

  /// Creates a node with the given children.
  ///
  /// A node whose parent is in `children` too stays under it, so that a chain
  /// (``TestNode/chain(length:prefix:)``) given as children stays a chain, its first node the
  /// child.
  public init(_ name: String, children: [TestNode] = []) {
    self.name = name
    re.debugName = name
    for child in children where !children.contains(where: { $0 === child.parent }) {
      addChild(child)
    }
  }

  /// Creates a node with the children listed in `children`.
  public convenience init(_ name: String, @TestTreeBuilder children: () -> [TestNode]) {
    self.init(name, children: children())
  }

  /// Creates a chain of `length` nodes named `prefix0` (the top) to `prefix<length-1>` (the
  /// bottom), each the only child of the one before.
  ///
  /// Traps, naming the length, when `length` is negative.
  ///
  /// - Returns: The nodes from top to bottom.
  public static func chain(length: Int, prefix: String = "node") -> [TestNode] {
    precondition(length >= 0, "TestNode.chain: the length \(length) is negative")
    var nodes = [TestNode]()
    nodes.reserveCapacity(length)
    for index in 0..<length {
      let node = TestNode("\(prefix)\(index)")
      nodes.last?.addChild(node)
      nodes.append(node)
    }
    return nodes
  }

  deinit {
    // Release descendants one at a time instead of letting each node's release release its
    // children recursively, which would overflow the stack for very deep trees. A node is only
    // taken apart when nothing else holds it.
    var pending = childNodes
    childNodes = []
    while var node = pending.popLast() {
      if isKnownUniquelyReferenced(&node) {
        pending.append(contentsOf: node.childNodes)
        node.childNodes = []
      }
    }
  }

  /// The node's children, in order.
  public var children: [TestNode] { childNodes }

  /// Appends `child`, removing it from its previous parent first.
  public func addChild(_ child: TestNode) { insertChild(child, at: childNodes.count) }

  /// Inserts `child` at `index`, removing it from its previous parent first; an index past the
  /// end (one that removal left there, say) appends it, and a negative index inserts it first.
  ///
  /// Traps when `child` is this node or above it: a tree of `TestNode`s has no cycles, so that
  /// ``descendant(named:)`` always ends. To test the engine's cycle rules, redirect a node
  /// above itself with `re.redirect(to:)`.
  public func insertChild(_ child: TestNode, at index: Int) {
    // Only a node with children can be above this one: building a chain stays linear.
    let isAbove = { sequence(first: self, next: \.parent).contains { $0 === child } }
    precondition(
      child !== self && (child.childNodes.isEmpty || !isAbove()),
      "TestNode: \"\(child.name)\" is \"\(name)\" or above it; adding it there makes a cycle")
    child.removeFromParent()
    child.parent = self
    childNodes.insert(child, at: max(0, min(index, childNodes.count)))
  }

  /// Removes this node from its parent's children.
  public func removeFromParent() {
    guard let parent else { return }
    parent.childNodes.removeAll { $0 === self }
    self.parent = nil
  }

  /// The first node named `name` in this subtree, in pre-order (this node included).
  public func descendant(named name: String) -> TestNode? {
    var stack = [self]
    while let node = stack.popLast() {
      if node.name == name { return node }
      stack.append(contentsOf: node.childNodes.reversed())
    }
    return nil
  }

  /// The first node named `name` in this subtree, in pre-order; traps when there is none.
  ///
  /// Meant for tests, where a missing node is a mistake in the test itself:
  /// `root["button"].re.send(Tapped())`. Use ``descendant(named:)`` to test for presence.
  public subscript(name: String) -> TestNode {
    guard let node = descendant(named: name) else {
      preconditionFailure("TestNode: no node named \"\(name)\" under \"\(self.name)\"")
    }
    return node
  }

  /// The ``parent``.
  public var responderEventsParent: (any EventNode)? { parent }

  /// The ``children``.
  public var responderEventsChildren: [any EventNode] { childNodes }

  /// The name.
  public nonisolated var description: String { name }
}

/// Builds the children of a ``TestNode`` from a list of nodes, with `if`, `for` and optional
/// children allowed.
@resultBuilder
public enum TestTreeBuilder {
  /// Collects the children.
  public static func buildBlock(_ components: [TestNode]...) -> [TestNode] {
    components.flatMap { $0 }
  }

  /// Wraps one child.
  public static func buildExpression(_ node: TestNode) -> [TestNode] { [node] }

  /// Passes a list of children through.
  public static func buildExpression(_ nodes: [TestNode]) -> [TestNode] { nodes }

  /// Wraps an optional child: none when it is `nil`.
  public static func buildExpression(_ node: TestNode?) -> [TestNode] { node.map { [$0] } ?? [] }

  /// Children under an `if` without `else`.
  public static func buildOptional(_ component: [TestNode]?) -> [TestNode] { component ?? [] }

  /// Children under the first branch of an `if`/`else`.
  public static func buildEither(first component: [TestNode]) -> [TestNode] { component }

  /// Children under the second branch of an `if`/`else`.
  public static func buildEither(second component: [TestNode]) -> [TestNode] { component }

  /// Children from a `for` loop.
  public static func buildArray(_ components: [[TestNode]]) -> [TestNode] {
    components.flatMap { $0 }
  }
}
