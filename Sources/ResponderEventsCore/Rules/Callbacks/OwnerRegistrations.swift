/// The registrations bound to one owner, to remove when it is deallocated.
///
/// The UIKit layer keeps one on each object passed as `with: owner` (an associated object,
/// released with it) and calls ``ownerDeallocated()`` when it is released. Every registration
/// made with that owner is then removed as its token removes it: its delegate method is no
/// longer claimed unless another closure or the app's delegate has it (`CallbackList`,
/// `DelegateClaims`), its control action and its gesture recognizer leave their view.
///
/// A registration that went away earlier (its token removed it, a newer one with the same
/// identifier replaced it, its view was deallocated) let go of its ``WeakOwner``, which this
/// list holds weakly: it is forgotten at the next ``add(_:for:)``, so an owner that registers
/// again on every reuse of a cell keeps no more than the registrations in place.
@MainActor
package final class OwnerRegistrations {
  private struct Entry {
    weak var owner: AnyObject?
    let remove: () -> Void
  }

  private var entries: [Entry] = []

  /// An empty list.
  package init() {}

  /// How many registrations are kept: those in place, and those gone since the last
  /// ``add(_:for:)``.
  package var count: Int { entries.count }

  /// Keeps `remove`, which removes one registration, while that registration's closure keeps
  /// `owner`.
  package func add<Owner>(_ remove: @escaping () -> Void, for owner: WeakOwner<Owner>) {
    entries.removeAll { $0.owner == nil }
    entries.append(Entry(owner: owner, remove: remove))
  }

  /// The owner was deallocated: removes its registrations, in the order they were made.
  ///
  /// Each removal runs once, even those of registrations already gone: removing twice does
  /// nothing, and a closure list may have dropped the closure of a dead owner on its own, before
  /// its view was told.
  package func ownerDeallocated() {
    let removals = entries.map(\.remove)
    entries = []
    for remove in removals { remove() }
  }
}
