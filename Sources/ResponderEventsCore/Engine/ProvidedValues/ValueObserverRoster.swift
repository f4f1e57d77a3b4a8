/// The observers that get their value from one place, in the order they came: a slot's
/// (``AnyProvidedValueSlot/dependents``), or nobody's, the type's default
/// (`ProvidedValueRouting`'s lists of unprovided observers).
///
/// Each registered observer is in exactly one roster, the one of its
/// ``AnyValueObserver/source`` (or, with no source, the unprovided roster of its type once it
/// is ``AnyValueObserver/isListedAsUnprovided``), and remembers its place there
/// (``AnyValueObserver/rosterPlace``), so that it leaves in constant time when it moves to
/// another provider, is removed, or its node goes away. Its place is emptied then, and the
/// roster closes the gaps once they are as many as the observers it still has, so that the
/// observers keep the order they came in.
///
/// The roster holds its observers strongly, and never holds the last reference to one: a
/// registered observer belongs to its node's storage (or, once the node went away, to the
/// task that retires it), and it leaves its roster before it is let go. So emptying a place
/// never releases an app's closure while the roster is being changed (invariant E1).
///
/// Strong, rather than a weak reference or a reference to the node's storage: the first weak
/// reference to an object gives it a side table, a second allocation for every registration
/// (a handler's makes one), and each load and release of a weak reference costs locked
/// operations; and a reference to the node's storage would need one for every observing node,
/// 64 bytes more between one observer and the next, which a delivery to a large tree pays for
/// in time (see `Benchmarks/analysis.md`).
@MainActor
struct ValueObserverRoster {
  /// The observers, with `nil` in the places of those that left.
  private(set) var places: [AnyValueObserver?] = []
  /// How many places are empty.
  private var vacancies = 0

  nonisolated init() {}

  /// How many observers the roster has.
  var count: Int { places.count - vacancies }

  /// The observers, in the order they came.
  var observers: [AnyValueObserver] { places.compactMap { $0 } }

  /// Adds `observer`, which is in no roster, at the end.
  mutating func add(_ observer: AnyValueObserver) {
    observer.rosterPlace = UInt32(places.count)
    places.append(observer)
  }

  /// Removes `observer`, which this roster has, keeping the others' order.
  ///
  /// The caller holds `observer`, so the roster does not let go of its last reference here.
  mutating func remove(_ observer: AnyValueObserver) {
    let place = Int(observer.rosterPlace)
    precondition(
      place < places.count && places[place] === observer, "an observer left a roster it was not in")
    places[place] = nil
    vacancies += 1
    // Once at least 8 places, and half of them, are empty: drops the empty places, and tells
    // each observer its new place.
    guard vacancies >= 8, vacancies * 2 >= places.count else { return }
    places.removeAll { $0 == nil }
    vacancies = 0
    for place in places.indices { places[place]?.rosterPlace = UInt32(place) }
  }
}
