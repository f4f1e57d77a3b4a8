/// The streams that follow an object's life: each is finished when this list is deallocated.
///
/// The UIKit layer keeps one on each control that feeds `AsyncStream`s of its events
/// (`control.re.events(for:)`), as an associated object, so the streams end with the control;
/// a stream whose consumer stops first is taken off with ``remove(_:)``.
@MainActor
package final class StreamEnds {
  private var finishers: [UInt64: @Sendable () -> Void] = [:]

  package init() {}

  /// How many streams are still open.
  package var count: Int { finishers.count }

  /// Keeps `finish`, called when this list goes away; returns the identifier that removes it.
  package func add(_ finish: @escaping @Sendable () -> Void) -> UInt64 {
    let id = RegistrationIDs.next()
    finishers[id] = finish
    return id
  }

  /// Forgets the stream `id`, whose consumer stopped on its own.
  package func remove(_ id: UInt64) {
    finishers[id] = nil
  }

  deinit {
    for finish in finishers.values { finish() }
  }
}
