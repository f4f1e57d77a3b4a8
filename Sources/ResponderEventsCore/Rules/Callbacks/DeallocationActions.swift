/// What to do when an object is deallocated: the library's one "call me at deinit".
///
/// The UIKit layer keeps one on each object whose end matters (an associated object, released
/// with the object, after its `deinit` and stored properties, while weak references to it
/// already read `nil`):
///
/// - on an object passed as `with: owner`: remove each registration made with it;
/// - on the app's own delegate behind a delegate proxy: tell the proxy it is gone;
/// - on an alert the library presented: present the next one.
///
/// One kept by a closure instead runs when the closure is released: an `events(for:)` sequence
/// finishes so when the control's action that holds its closure goes.
///
/// An action can be tied to another object, held weakly: an action whose tie is gone when
/// another is added is forgotten. A registration ties its removal to the reference its closure
/// keeps, and a proxy ties its notice to itself, so an owner that registers again on every
/// reuse of a cell, or a delegate that serves one proxy after another, keeps no more than the
/// actions that still matter. At the end, every action kept runs, tie or not: a closure list
/// may have let go of a dead owner's closure (and so of the tie) before its view was told, and
/// that removal must still reach the view.
///
/// The actions run in the order they were added, on the thread that releases the object; each
/// hops to the main queue itself when it must.
@MainActor
package final class DeallocationActions {
  // Unchecked: the tie is only compared with `nil`, on the main actor, and a weak load is safe
  // on any thread; what `deinit` reads (the actions) is Sendable.
  private struct Entry: @unchecked Sendable {
    let isTied: Bool
    weak var tie: AnyObject?
    let run: @Sendable () -> Void
  }

  private var entries = Registrations<Entry>()

  /// An empty list.
  package init() {}

  /// Keeps `run` for the deallocation; with `tie`, forgotten by a later addition once `tie` is
  /// gone.
  ///
  /// - Returns: The identifier that removes it.
  @discardableResult
  package func add(tiedTo tie: AnyObject? = nil, _ run: @escaping @Sendable () -> Void) -> UInt64 {
    entries.removeAll { $0.isTied && $0.tie == nil }
    return entries.add(Entry(isTied: tie != nil, tie: tie, run: run)).id
  }

  /// Forgets the action `id`; removing it twice does nothing.
  package func remove(_ id: UInt64) { entries.remove(id) }

  deinit { for (_, _, entry) in entries.all { entry.run() } }
}
