/// The bookkeeping behind the gesture closures ResponderEvents adds to one view: which closure
/// runs on which recognizer, which registration an identifier names, and which recognizers to
/// take off the view.
///
/// A cell configured on every reuse registers again each time, usually with a new recognizer
/// (`cell.re.on(with: cell, UILongPressGestureRecognizer(), identifier: "press") { … }`). Taking only the
/// closure off the old recognizer would leave it on the view: after N reuses the cell carries N
/// recognizers, and since UIKit recognizes one gesture at a time by default
/// (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`, "the default implementation
/// returns NO", UIGestureRecognizer.h) the current closure may never run. So:
///
/// | Event | Effect |
/// |---|---|
/// | a registration with an identifier already used on the view | the earlier one is removed, as by its token |
/// | a registration removed (token, or replaced) | its closure leaves its recognizer |
/// | the last registration on a recognizer the library added to the view removed | the recognizer leaves the view |
/// | the last registration on a recognizer the app had put on the view removed | the recognizer stays: it is the app's |
///
/// The UIKit layer applies each returned ``Removal``.
@MainActor
package final class GestureTable<Recognizer: AnyObject> {
  /// What to take away for one removed registration.
  package struct Removal {
    /// The registration whose closure leaves its recognizer.
    package let id: UInt64
    /// The recognizer to take off the view, when no registration uses it any more and the
    /// library added it; `nil` otherwise.
    package let recognizerToRemove: Recognizer?
  }

  private struct RecognizerEntry {
    weak var recognizer: Recognizer?
    let isAddedByLibrary: Bool
    var registrations = 0
  }

  private var recognizers: [ObjectIdentifier: RecognizerEntry] = [:]
  /// Each registration's recognizer, under its key if it has one.
  private var registrations = Registrations<ObjectIdentifier>()

  package init() {}

  /// The number of registrations, for tests and diagnostics.
  package var count: Int { registrations.count }

  /// Registers a closure on `recognizer`.
  ///
  /// - Parameters:
  ///   - recognizer: The recognizer the closure runs on.
  ///   - isOnView: Whether the recognizer was on the view before this registration (the app
  ///     put it there, or an earlier registration did).
  ///   - key: The identifier; a registration with the same one is removed first.
  /// - Returns: The new registration's identifier, what the replaced one leaves behind, and
  ///   the registrations forgotten because their recognizer was deallocated (their closures
  ///   went with it).
  package func register(
    _ recognizer: Recognizer, isOnView: Bool, key: String?
  ) -> (id: UInt64, replaced: Removal?, forgotten: [UInt64]) {
    // First, so that a new recognizer at a dead one's address is not taken for it.
    let forgotten = forgetDeallocated()
    let recognizerID = ObjectIdentifier(recognizer)
    if recognizers[recognizerID]?.recognizer !== recognizer {
      // New here, or an identifier reused after its recognizer was deallocated.
      recognizers[recognizerID] = RecognizerEntry(
        recognizer: recognizer, isAddedByLibrary: !isOnView)
    }
    recognizers[recognizerID]!.registrations += 1
    // The replaced registration leaves after the new one counts, so that the same recognizer
    // registered again under its identifier stays on the view.
    let (id, replaced) = registrations.add(recognizerID, key: key)
    return (id, replaced.map { release($0.id, on: $0.entry) }, forgotten)
  }

  /// Forgets the registrations whose recognizer was deallocated; returns their identifiers.
  private func forgetDeallocated() -> [UInt64] {
    let dead = Set(recognizers.filter { $0.value.recognizer == nil }.keys)
    guard !dead.isEmpty else { return [] }
    for id in dead { recognizers[id] = nil }
    return registrations.removeAll { dead.contains($0) }.map(\.id)
  }

  /// Whether the registration `id` is still in the table.
  package func contains(_ id: UInt64) -> Bool { registrations[id] != nil }

  /// Removes the registration `id`; `nil` if it was removed already.
  package func remove(_ id: UInt64) -> Removal? {
    registrations.remove(id).map { release(id, on: $0) }
  }

  /// What removing the registration `id` from `recognizer` leaves to take away.
  private func release(_ id: UInt64, on recognizer: ObjectIdentifier) -> Removal {
    guard var entry = recognizers[recognizer] else {
      return Removal(id: id, recognizerToRemove: nil)
    }
    entry.registrations -= 1
    recognizers[recognizer] = entry.registrations == 0 ? nil : entry
    guard entry.registrations == 0 else { return Removal(id: id, recognizerToRemove: nil) }
    return Removal(id: id, recognizerToRemove: entry.isAddedByLibrary ? entry.recognizer : nil)
  }
}
