/// An ordered list of closures, each removable by the identifier its registration returned.
///
/// The delegate proxies of the UIKit layer keep one list per delegate method. The rules for
/// combining the closures' answers with the app's own delegate live here, so they are the same
/// for every proxy and are tested on every platform:
///
/// - ``allAgree(_:then:)``: `Bool` questions such as `textFieldShouldReturn`. Every closure, in
///   registration order, then the app's delegate, must answer `true`; the first `false` decides
///   and nobody after it is asked.
/// - ``newestAnswer(_:else:default:)``: value questions such as `numberOfRowsInSection`. The
///   closure registered last answers; with no closure, the app's delegate; with neither, the
///   default.
/// - ``notifyAll(_:then:)``: notifications such as `didSelectRowAt`. Every closure runs, in
///   registration order, then the app's delegate.
///
/// A closure removed while the list is being walked does not run from then on; one added while
/// it is walked does not run in that walk.
///
/// Every closure is registered with an owner (``append(_:_:)``, behind the UIKit layer's
/// `with: owner` forms) and lives as long as that owner, which it receives when it runs. Once the
/// owner is deallocated the closure counts as removed: it never runs again, every question
/// goes to the next answerer as if its identifier had been removed (an older closure, the
/// app's delegate, the default), ``isEmpty`` and ``contains(_:)`` leave it out (so
/// `DelegateClaims` stops claiming its method), and the list drops it the next time it is
/// walked or added to.
@MainActor
package final class CallbackList<Callback> {
  /// A registration; it counts while it is in `entries` and its owner is alive.
  private struct Entry {
    /// Whether the owner, held weakly (`WeakOwner`), is alive.
    let isOwnerAlive: () -> Bool
    /// Makes the closure to run, for each call, from the owner; `nil` once it is gone.
    let make: () -> Callback?
  }

  private var entries = Registrations<Entry>()

  /// An empty list.
  ///
  /// Not isolated, so that a delegate proxy's stored lists can be made in its
  /// initializer, which overrides `NSObject`'s and is not isolated either.
  package nonisolated init() {}

  /// Whether no closure is registered (closures whose owner is gone left out).
  package var isEmpty: Bool { !entries.all.contains { $0.entry.isOwnerAlive() } }

  /// Registers, after the others, a closure that lives as long as `owner`'s object.
  ///
  /// Each time the closure is needed, `make` makes it from the owner, which the list does not
  /// keep alive; once the owner is deallocated the closure counts as removed (see above).
  /// Closures piling up on `view`, the view whose delegate method (`method`) this is, are
  /// reported (``EventDiagnostic/Kind/registrationsPiledUp``), once per method.
  ///
  /// - Returns: The identifier that removes it.
  @discardableResult
  package func append<Owner>(
    _ owner: WeakOwner<Owner>, on view: (any EventNode)? = nil, method: String? = nil,
    _ make: @escaping (Owner) -> Callback
  ) -> UInt64 {
    // The closures whose owner was deallocated go first.
    entries.removeAll { !$0.isOwnerAlive() }
    let entry = Entry(isOwnerAlive: { owner.object != nil }, make: { owner.object.map(make) })
    let id = entries.add(entry).id
    // Keyed by the closure's type, so that the control closures or input rules of the same
    // view piling up too are reported apart.
    EventDiagnostics.reportIfPiledUp(
      entries.all.count, "closures for \(method ?? "one delegate method")", at: view,
      eventType: Callback.self)
    return id
  }

  /// Removes the closure registered with `id`; returns `false` if there is none (it was
  /// removed, or dropped after its owner was deallocated).
  @discardableResult
  package func remove(_ id: UInt64) -> Bool { entries.remove(id) != nil }

  /// Whether the closure registered with `id` is still registered, and its owner, if it has
  /// one, alive.
  package func contains(_ id: UInt64) -> Bool { entries[id]?.isOwnerAlive() ?? false }

  // Each fallback (the app's delegate) is a closure that does not escape: an escaping one, an
  // optional parameter's, would be a heap allocation on every delegate call for what it
  // captures. One that finds no app delegate answers as none would: `true`, `nil`, nothing.

  /// Asks each closure in order, then `fallback`; `true` only when all answer `true`.
  ///
  /// Stops at the first `false`.
  package func allAgree(_ ask: (Callback) -> Bool, then fallback: () -> Bool) -> Bool {
    callbacks().allSatisfy(ask) && fallback()
  }

  /// The answer of the closure registered last; with none, `fallback`'s; with neither,
  /// `defaultValue`.
  ///
  /// `fallback` returns `nil` where the app's delegate does not implement the method (an
  /// optional method called with `?`), so that the default is written once, as `defaultValue`.
  package func newestAnswer<Answer>(
    _ ask: (Callback) -> Answer, else fallback: () -> Answer?, default defaultValue: () -> Answer
  ) -> Answer {
    for callback in callbacks(newestFirst: true) { return ask(callback) }
    return fallback() ?? defaultValue()
  }

  /// Runs every closure in order, then `fallback`.
  package func notifyAll(_ run: (Callback) -> Void, then fallback: () -> Void) {
    for callback in callbacks() { run(callback) }
    fallback()
  }

  /// The closures to run, made one at a time as the walk reaches them, so that a closure
  /// removed by an earlier one (no longer in `entries` by then) does not run; dropped first,
  /// the closures whose owner is gone.
  private func callbacks(newestFirst: Bool = false) -> some Sequence<Callback> {
    entries.removeAll { !$0.isOwnerAlive() }
    return (newestFirst ? entries.all.reversed() : entries.all).lazy.compactMap { [self] in
      entries[$0.id] == nil ? nil : $0.entry.make()
    }
  }
}
