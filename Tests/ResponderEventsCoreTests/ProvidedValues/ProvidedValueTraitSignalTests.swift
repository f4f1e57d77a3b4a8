import PropertyBased
import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// The rule the UIKit layer follows, checked on random histories: a provider marks itself
/// with a trait of the value's type whose value is the provider's state
/// (``ProvidedValueState``), an observer's node registers for changes of the traits of the
/// types it observes, and UIKit calls it when the trait's value at the node changes: when the
/// nearest provider of that type in the trait hierarchy is another one, or sets a new value.
///
/// UIKit's trait hierarchy is modelled as the nodes' parents, but for a presented screen's,
/// whose route goes to its presenter and whose traits do not (`traitParent`; iOS 17: views
/// inherit from their superview, controllers from their view's superview; "Traits and the
/// trait environment", Apple's documentation: "When you modify a trait at any level using
/// trait overrides, that change affects the modified object and all of its descendants"). A
/// node that provides registers for its type's trait, as one that observes does. The check:
/// after every step and the trait changes it causes, every attached observer has its nearest
/// provider's value.
///
/// Two things make this hold. One trait per type: with one trait for all provided values, a
/// provider of one type that moves keeps its own mark, and the observers below it of another
/// type would never hear that their provider changed. And a mark at the top of an attached
/// tree (the UIKit layer sets one on the window scene of a node when it registers in a window
/// or hears a change): if UIKit gave a view taken out of a window its default traits, which
/// Apple does not say either way, a view taken out of a themed container and put back where
/// nobody provides would see the trait's default value both times, hear nothing, and keep the
/// container's value. The model's tops are unmarked until then, and its nodes register while
/// out of any, as a controller's views do in `viewDidLoad()`. With two tops and traits reset out
/// of a window, a view moved from one into the other where no observer has heard a change yet
/// would keep its value, the one case the tops' marks on demand leave (documented in
/// ProvidedValueTrait.swift): the test with resets has one top.
@Suite("Provided values follow moves through one trait per type", .collectingDiagnostics)
@MainActor
struct ProvidedValueTraitSignalTests {
  /// Steps: 0 move a node under another, 1 take a node out, 2 provide, 3 stop providing, 4
  /// register one more observer (out of a window too: a reused cell configured in its queue).
  static let histories = Gen<Int>.int(in: 0...999).array(of: 0...60)

  @Test(
    "after every step and the trait changes it causes, observers have the right value",
    arguments: [(roots: 2, resets: false), (roots: 1, resets: true)])
  func traitChangesAreEnough(tops: (roots: Int, resets: Bool)) async {
    await modelCheck(count: 1_000, input: Self.histories) { history, progress in
      let tree = TraitModelTree(nodeCount: 10, roots: tops.roots)
      tree.outOfAWindowResetsTraits = tops.resets
      for (number, code) in history.enumerated() {
        tree.apply(code)
        tree.deliverTraitChanges()
        if let problem = tree.mismatch() {
          Issue.record("after step \(number) of \(history): \(problem)")
          return
        }
        progress.step()
      }
    }
  }
}

extension ProvidedValueTraitSignalTests {
  /// A history the random ones rarely draw: with traits reset out of a window, a node that
  /// registers for sizes under a size provider, hearing no change, is taken out and put back
  /// where nobody provides; only the mark its registration set on the top makes that a change.
  @Test("a node registered under a provider, taken out and put back where nobody provides")
  func markAtRegistration() {
    let tree = TraitModelTree(nodeCount: 10, roots: 1)
    tree.outOfAWindowResetsTraits = true
    // Node 1 provides a size; node 3, below it, registers for sizes; node 3 is taken out, then
    // put under the top.
    for code in [12, 34, 31, 30] {
      tree.apply(code)
      tree.deliverTraitChanges()
    }
    #expect(tree.mismatch() == nil)
  }
}

extension ProvidedValueTraitSignalTests {
  /// A presented screen gets its presenter's value as it joins a window.
  ///
  /// Its route goes to its presenter (`UIResponder.next`: "If the view
  /// controller was presented by another view controller, the next responder is the presenting
  /// view controller"), its traits come from its view's superview, in the presentation's
  /// `containerView`, "an ancestor of both the presenting and presented view controller's
  /// views" (UIPresentationController.h), so not from the presenter. The presenter provides
  /// and observes nothing, so no observer marks the top: only the provider's own registration,
  /// heard once it is shown, does, and the presented screen's join is then a trait change.
  @Test("a screen presented by a provider that observes nothing gets its value as it joins")
  func presentedByAProvider() {
    let tree = TraitModelTree(nodeCount: 3, roots: 1, observes: { $0 != 1 })
    let (top, presenter, presented) = (tree.nodes[0], tree.nodes[1], tree.nodes[2])
    tree.place(presenter, under: top)
    tree.place(presented, under: nil)
    presenter.re.provide(Tint(number: 7))
    tree.deliverTraitChanges()
    // Presented: routed to the presenter, traits from the top.
    tree.place(presented, under: presenter)
    presented.traitParent = top
    tree.deliverTraitChanges()
    #expect(presented.re.providedValue(Tint.self).number == 7)
    #expect(presented.tint == 7, "the presented screen's observer heard its join")
  }
}

/// Two value types, so that a move of one type's provider concerns the other type's observers.
private protocol Numbered: ProvidedValue {
  var number: Int { get }
  init(number: Int)
}

private struct Tint: Numbered {
  var number: Int
  static let defaultValue = Tint(number: 0)
}

private struct Size: Numbered {
  var number: Int
  static let defaultValue = Size(number: 0)
}

/// A node of the model: a UIKit responder as the trait system sees it.
@MainActor
private final class TraitModelNode: EventNode, ProvidedValueHost {
  let name: Int
  let isRoot: Bool
  weak var parent: TraitModelNode?
  /// The node's parent in UIKit's trait hierarchy where it is not its route's (a presented
  /// screen's: its view's superview, not its presenter).
  weak var traitParent: TraitModelNode?
  /// The next node up in UIKit's trait hierarchy, and its views'.
  var traitUp: TraitModelNode? { traitParent ?? parent }
  var children: [TraitModelNode] = []
  let responderEventsStorage = EventNodeStorage()
  /// The trait overrides: the stamp of what this node provides, by type.
  var overrides: [String: UInt64] = [:]
  /// The types whose traits the node registered for.
  var registered: Set<String> = []
  /// The node's trait values, by type, as UIKit last updated them (every type, registered or
  /// not; 0 before the node was ever in a window).
  var lastTraits: [String: UInt64] = [:]
  /// The values the node's observers were last called with.
  var tint = -1
  var size = -1
  /// Whether a step registered a size observer (a provider registers for sizes too).
  var observesSize = false

  init(name: Int, isRoot: Bool) {
    self.name = name
    self.isRoot = isRoot
  }

  var responderEventsParent: (any EventNode)? { parent }
  var responderEventsChildren: [any EventNode] { children }
  var responderEventsEndsDetachedRoute: Bool { !isRoot && parent == nil }
  var responderEventsUndisplayedChildren: [any EventNode] { [] }

  /// Registers once per type, as the UIKit layer does.
  func responderEventsWatchMoves<Value: ProvidedValue>(observing type: Value.Type) {
    guard registered.insert("\(type)").inserted else { return }
    markRoot(for: "\(type)")
  }

  /// Gives the top of this node's tree, if it is in one, the attached mark for `type`, as the
  /// UIKit layer gives the node's window scene.
  func markRoot(for type: String) {
    var node: TraitModelNode? = self
    while let current = node, !current.isRoot { node = current.traitUp }
    if let root = node, root.overrides[type] == nil {
      root.overrides[type] = TraitModelTree.attachedMark
    }
  }

  /// A node that provides registers for the type too, as the UIKit layer's views and
  /// controllers do, so that once shown it marks its top.
  func responderEventsProvidedValueChanged<Value: ProvidedValue>(
    _ type: Value.Type, _ state: ProvidedValueState<Value>?
  ) {
    if state != nil, !isRoot { responderEventsWatchMoves(observing: type) }
    // The top's mark stays under what it provides, as a window scene's under its windows'.
    overrides["\(type)"] = state?.stamp ?? (isRoot ? TraitModelTree.attachedMark : nil)
    if let state { TraitModelTree.numbers[state.stamp] = (state.value as? any Numbered)?.number }
  }

  /// The value of the trait UIKit last gave the node, kept out of a window.
  func responderEventsKeptValue<Value: ProvidedValue>(of type: Value.Type) -> Value? {
    guard let stamp = lastTraits["\(type)"], let number = TraitModelTree.numbers[stamp] else {
      return nil
    }
    return (type as? any Numbered.Type)?.init(number: number) as? Value
  }

  /// The value of the trait of `type` here: the nearest override, this node's own included.
  func trait(_ type: String) -> UInt64 {
    var node: TraitModelNode? = self
    while let current = node {
      if let stamp = current.overrides[type] { return stamp }
      node = current.traitUp
    }
    return 0
  }

  var isAttached: Bool {
    var node: TraitModelNode? = self
    while let current = node {
      if current.isRoot { return true }
      node = current.traitUp
    }
    return false
  }
}

@MainActor
private final class TraitModelTree {
  let nodes: [TraitModelNode]
  /// The mark of the top of an attached tree, as on a window scene.
  static let attachedMark = UInt64.max
  /// The number of each value provided, by its stamp.
  static var numbers: [UInt64: Int] = [:]
  /// The observers registered by the steps, on their nodes, with the tint each last got.
  private var later: [(node: TraitModelNode, tint: Box)] = []
  final class Box { var tint = -1 }
  /// Whether a node out of any tree has its traits set to their defaults, silently, rather
  /// than kept as they were: UIKit does one or the other.
  var outOfAWindowResetsTraits = false

  /// `roots` tops (window scenes), each with a tree below it; every other node (those
  /// `observes` names) observes tints, registered while out of any, and sizes once a step
  /// registers for them, wherever it is.
  init(nodeCount: Int, roots: Int, observes: (Int) -> Bool = { _ in true }) {
    nodes = (0..<nodeCount).map { TraitModelNode(name: $0, isRoot: $0 < roots) }
    for node in nodes.dropFirst(roots) where observes(node.name) {
      node.re.observe(Tint.self) { node, tint in node.tint = tint.number }
    }
    for node in nodes.dropFirst(roots) {
      place(node, under: nodes[(node.name - roots) / 2])
    }
    deliverTraitChanges()
  }

  func apply(_ code: Int) {
    let node = nodes[code / 10 % nodes.count]
    let other = nodes[code / 100 % nodes.count]
    let tint = code % 8 < 4
    switch code % 5 {
    case 0 where !node.isRoot && !isAncestor(node, of: other):
      place(node, under: other)
    case 1 where !node.isRoot:
      place(node, under: nil)
    case 2 where tint:
      node.re.provide(Tint(number: code))
    case 2:
      node.re.provide(Size(number: code))
    case 3 where tint:
      node.re.stopProviding(Tint.self)
    case 3:
      node.re.stopProviding(Size.self)
    case 4 where !node.isRoot && !node.observesSize:
      node.observesSize = true
      node.re.observe(Size.self) { node, size in node.size = size.number }
    case 4 where !node.isRoot:
      let box = Box()
      node.re.observe(Tint.self) { _, tint in box.tint = tint.number }
      later.append((node, box))
    default:
      break
    }
  }

  /// What UIKit does after a change: calls each registration whose trait's value changed, on
  /// views in a window only ("views only update traits when in the hierarchy", WWDC23 "Unleash
  /// the UIKit trait system"); a detached view's traits stay what they were until it rejoins.
  func deliverTraitChanges() {
    // Until nothing changes: a scene marked by a node that heard a change changes the traits
    // of the nodes below it where nobody provides.
    var changed = true
    while changed {
      changed = false
      for node in nodes where node.isAttached {
        let types = ["Tint", "Size"].filter { node.trait($0) != node.lastTraits[$0, default: 0] }
        for type in types { node.lastTraits[type] = node.trait(type) }
        // UIKit calls the registrations of the types that changed.
        let heard = types.filter(node.registered.contains)
        for type in heard { node.markRoot(for: type) }
        if !heard.isEmpty { ProvidedValueMoves.nodeMoved(node) }
        changed = changed || !types.isEmpty
      }
      for node in nodes where outOfAWindowResetsTraits && !node.isAttached {
        node.lastTraits = [:]
      }
    }
  }

  /// The first attached node whose observers do not have their nearest provider's value.
  ///
  /// Detached nodes are not judged: UIKit tells them nothing until they rejoin a window, so
  /// they may keep following their last provider's changes; what they must not get, the
  /// default value for having left, `ProvidedValueHostTests` checks. Every step that attaches
  /// them again is judged.
  func mismatch() -> String? {
    for node in nodes where !node.isRoot && node.isAttached {
      let tint = node.re.providedValue(Tint.self).number
      let size = node.observesSize ? node.re.providedValue(Size.self).number : -1
      if node.tint != tint || node.size != size {
        return "node \(node.name) has \(node.tint)/\(node.size), its providers give \(tint)/\(size)"
      }
    }
    for (node, box) in later where node.isAttached {
      let tint = node.re.providedValue(Tint.self).number
      if box.tint != tint {
        return "a later observer on node \(node.name) has \(box.tint), not \(tint)"
      }
    }
    return nil
  }

  func place(_ node: TraitModelNode, under parent: TraitModelNode?) {
    node.parent?.children.removeAll { $0 === node }
    node.parent = parent
    parent?.children.append(node)
  }

  private func isAncestor(_ node: TraitModelNode, of other: TraitModelNode) -> Bool {
    var current: TraitModelNode? = other
    while let candidate = current {
      if candidate === node { return true }
      current = candidate.parent
    }
    return false
  }
}

extension ProvidedValueTraitSignalTests {
  /// A view moved into a presented screen, from a place whose traits are the presented screen's.
  ///
  /// `re.present` from a screen in a navigation controller routes the presented screen to the
  /// screen; UIKit's traits reach it, at most, from UIKit's `presentingViewController`, the
  /// navigation controller ("or its farthest ancestor", UIViewController.h), or from the
  /// presentation's container. A view moved from the navigation controller's own views (no
  /// provider there) into the presented screen sees the same trait before and after (the window
  /// scene's mark) and hears nothing, while its route now reaches the screen's value.
  @Test("a view moved into a screen presented by a provider hears nothing until refreshed")
  func viewMovedIntoPresentedScreen() {
    let tree = TraitModelTree(nodeCount: 5, roots: 1, observes: { $0 == 4 })
    let (top, navigation, screen, presented, view) =
      (tree.nodes[0], tree.nodes[1], tree.nodes[2], tree.nodes[3], tree.nodes[4])
    tree.place(navigation, under: top)
    tree.place(screen, under: navigation)
    tree.place(presented, under: nil)
    tree.place(view, under: navigation)
    screen.re.provide(Tint(number: 7))
    tree.deliverTraitChanges()
    #expect(view.tint == 0, "the view is not below the provider yet")
    // `re.present`: routed to the screen; traits from the navigation controller.
    tree.place(presented, under: screen)
    presented.traitParent = navigation
    tree.deliverTraitChanges()
    // The app moves the view into the presented screen (a player going full screen).
    tree.place(view, under: presented)
    tree.deliverTraitChanges()
    #expect(view.re.providedValue(Tint.self).number == 7)
    // Documented in StateThatFlowsDown: the app calls `re.refreshProvidedValues()` after such a
    // move; a fix would give each presented screen a trait of its own.
    withKnownIssue("the view's traits are the same before and after the move") {
      #expect(view.tint == 7, "the view's observer heard its move under the screen's value")
    }
    view.re.refreshProvidedValues()
    #expect(view.tint == 7)
  }
}
