/// How a new value reaches the observers that get theirs from a slot.
///
/// A slot lists its observers, but the list does not hold their nodes, and an observer holds
/// its node weakly (the node owns it): reaching a node through a weak reference is a locked
/// operation on the node's side table and another to release it, 78 ns per observer where a
/// whole broadcast visit costs about 28 (see `Benchmarks/analysis.md`). The provider's
/// subtree holds those nodes strongly, so a delivery walks it as a broadcast does, borrowing
/// each node from its parent's children (invariant R2), and calls the observers it finds
/// there; the slot's list is the way to the observers the walk does not reach.
extension ProvidedValueRouting {
  /// How many nodes a delivery's walk may visit for each observer of the slot, before the
  /// slot's list takes over.
  ///
  /// A visit to a node of a tree of the app's own costs a quarter or less of what reaching an
  /// observer through the list costs (its node's weak reference), so a walk that gives up
  /// after this many visits has cost at most about as much again as the list alone.
  private static let visitsPerObserver = 4
  /// How many nodes a delivery's walk may visit in any case, for small trees.
  private static let visitsAtLeast = 64

  /// How the last delivery reached its observers, for the tests' `ProvidedValueInspection`:
  /// how many nodes its walk visited and how many observers it reached there, and whether it
  /// read the slot's list.
  static var lastDelivery = (visited: 0, walked: 0, throughList: false)

  /// Calls the observers that get their value from `slot`, which `provider` provides, with its
  /// current value.
  ///
  /// Each observer is called with the value current when its turn comes, never an older one,
  /// so an observer that provides a new value while this runs leaves everyone with the newest.
  /// An observer that left this slot before its turn (it moved under a nearer provider, or
  /// was removed) is skipped, as it was told by the change that moved it; one that joined
  /// during the delivery was called as it joined.
  ///
  /// The walk down from the provider (its children, and the nodes redirected to it) calls the
  /// observers of each node it visits that get their value from `slot`, and counts those it
  /// reaches: each leaves with the value's stamp (``AnyValueObserver/deliveredStamp``), which
  /// nothing had before the delivery began. It stops once it has reached as many observers as
  /// the slot has (``AnyProvidedValueSlot/dependents``), skips the subtrees of nearer
  /// providers, and gives up after a number of visits in proportion to the slot's observers,
  /// so that a few observers in a large tree cost no more than the list. Then, unless it
  /// reached them all and none joined or left the slot meanwhile
  /// (``AnyProvidedValueSlot/changeCount``), the slot's list calls those that lack the current
  /// value's stamp: observers on nodes whose children do not lead to them (a node its parent
  /// does not list, a node gone whose provider has not heard yet), and those in a tree the walk
  /// gave up on. The observers called are those the list alone would call; the order is the
  /// walk's, pre-order, rather than the order they registered in.
  ///
  /// From a UIKit responder or a SwiftUI scope the delivery goes through the list alone: their
  /// children are computed at each read (subviews and child controllers bridged into a new
  /// array, a scope's living children collected through weak references), which costs more per
  /// node than the weak load the walk saves. A walk from a node of the app's own that meets
  /// such nodes below (a view redirected to it, say) pays for their children, within its
  /// number of visits.
  ///
  /// Each delivery is a level of nesting, as a dispatch is: an observer that provides a value
  /// in its closure starts one inside this one (see ``ProvidedValueRouting/provide(_:on:)``).
  static func deliver(from slot: AnyProvidedValueSlot, providedBy provider: any EventNode) {
    Dispatcher.nestingDepth += 1
    defer { Dispatcher.nestingDepth -= 1 }
    slot.changeCount &+= 1
    let visits = visitsPerObserver * slot.dependents.count + visitsAtLeast
    var walk = DeliveryWalk(slot: slot, provider: provider, visits: visits)
    let walks = !(provider is any ProvidedValueHost) && !(provider is ScopeNode)
    if walks { countingDelivery { walk.run() } }
    let reachedAll = walks && walk.reachedAll
    lastDelivery = (visited: visits - walk.visits, walked: walk.reached, throughList: !reachedAll)
    if reachedAll { return }
    // The loop goes over a copy of the places, which holds their observers: observers may join
    // and leave the list as others are called.
    for case let observer? in slot.dependents.places {
      guard observer.source === slot, observer.deliveredStamp != slot.valueStamp else { continue }
      observer.deliverCurrentValue()
    }
  }
}

/// One delivery's walk down the provider's subtree: see
/// ``ProvidedValueRouting/deliver(from:providedBy:)``.
@MainActor
struct DeliveryWalk {
  let slot: AnyProvidedValueSlot
  /// The bits of the slot's identity, which observers getting their value from it carry
  /// (``AnyValueObserver/sourceBits``).
  let slotBits: UInt
  let provider: any EventNode
  /// The stamp of the value delivered (``AnyProvidedValueSlot/valueStamp``), given to it just
  /// before the delivery: an observer that carries it was reached already.
  let stamp: UInt64
  /// The slot's ``AnyProvidedValueSlot/changeCount`` when the delivery started.
  let changeCount: UInt64
  /// How many more nodes the walk may visit.
  var visits: Int
  /// How many observers the walk reached, each once.
  var reached = 0

  init(slot: AnyProvidedValueSlot, provider: any EventNode, visits: Int) {
    self.slot = slot
    self.slotBits = UInt(bitPattern: ObjectIdentifier(slot))
    self.provider = provider
    self.stamp = slot.valueStamp
    self.changeCount = slot.changeCount
    self.visits = visits
  }

  /// Whether the walk reached every observer of the slot, and none joined or left it since
  /// the delivery started.
  var reachedAll: Bool { reached == slot.dependents.count && slot.changeCount == changeCount }

  /// Visits the provider and the nodes below it, until every observer is reached or the walk
  /// runs out of visits.
  mutating func run() {
    visits -= 1
    let below =
      provider.existingResponderEventsStorage.map { visit(provider, storage: $0) }
      ?? provider._childrenForWalk
    var frames = DownwardFrames(children: below, depth: 0)
    while !reachedAll {
      guard frames.current.next < frames.current.children.count else {
        guard frames.pop() else { break }
        continue
      }
      guard visits > 0 else { break }
      visits -= 1
      let index = frames.current.next
      frames.current.next += 1
      // The node is borrowed from the frame, which holds it until the walk moves past it
      // (invariant R2, Unsafe/BorrowedBroadcastNodes.swift).
      let (nodeType, node) = frames.current.children.unretainedChild(at: index)
      let children = nodeType._visitForDelivery(node) { node, storage in
        visit(node, storage: storage)
      }
      frames.descend(into: children, depth: 0)
    }
    frames.finish()
  }

  /// Calls the observers of `node`, whose storage `storage` is, that get their value from the
  /// slot and were not reached yet; returns the nodes to visit below it.
  ///
  /// The first observer is read from the node's storage; the node's provided-value storage only
  /// when the node has other observers, or provides values itself (a nearer provider, below
  /// which observers get their value from it).
  mutating func visit(_ node: any EventNode, storage: EventNodeStorage) -> _EventNodeChildren {
    let owned = storage.ownerID == ObjectIdentifier(node)
    if owned, storage.firstValueObserver != nil { callFirstObserver(of: storage, at: node) }
    if !storage.receivers.isDisjoint(with: [.otherValueObservers, .providedValues]),
      visitProvidedValues(of: storage, at: node, owned: owned)
    {
      return .empty
    }
    return Dispatcher.children(of: node, storage: storage)
  }

  /// Whether `node`, whose provided values `values` are, is a nearer provider of the slot's
  /// type than the slot's own node.
  func providesValue(_ values: ProvidedValueStorage, at node: any EventNode) -> Bool {
    !values.slots.isEmpty && node !== provider && values.slots[slot.valueType] != nil
  }
}
