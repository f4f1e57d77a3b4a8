/// The bookkeeping behind the gesture closures ResponderEvents adds to one view: which closure
/// runs on which recognizer, which registration an identifier names, and which recognizers to
/// take off the view.
///
/// A cell configured on every reuse registers again each time, usually with a new recognizer
/// (`cell.re.on(with: cell, UILongPressGestureRecognizer(), identifier: "press") { … }`). Taking
/// only the closure off the old recognizer would leave it on the view: after N reuses the cell
/// carries N recognizers, and since UIKit recognizes one gesture at a time by default
/// (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`, "the default implementation returns
/// NO", UIGestureRecognizer.h) the current closure may never run. So:
///
/// | Event | Effect |
/// |---|---|
/// | a registration with an identifier already used on the view | the earlier one is removed, as by its token |
/// | a registration removed (token, or replaced) | its closure leaves its recognizer |
/// | the last registration on a recognizer the library added to the view removed | the recognizer leaves the view |
/// | the last registration on a recognizer the app had put on the view removed | the recognizer stays: it is the app's, unless the library put it back after it was taken off |
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

  /// One registration: its recognizer, and whether the library put that recognizer on the view.
  ///
  /// Every registration of one recognizer says the same, so the table needs no other list: a
  /// recognizer is in use while a registration names it.
  private struct Entry {
    weak var recognizer: Recognizer?
    /// The recognizer's identity, kept after it is deallocated.
    let recognizerID: ObjectIdentifier
    var isAddedByLibrary: Bool
  }

  /// Each registration, under its key if it has one.
  private var registrations = Registrations<Entry>()

  package init() {}

  /// The number of registrations, for tests and diagnostics.
  package var count: Int { registrations.all.count }

  /// Registers a closure on `recognizer`.
  ///
  /// - Parameters:
  ///   - recognizer: The recognizer the closure runs on.
  ///   - isOnView: Whether the recognizer was on the view before this registration (the app
  ///     put it there, or an earlier registration did).
  ///   - key: The identifier; a registration with the same one is removed first.
  ///   - view: The view, where closures piling up are reported
  ///     (``EventDiagnostic/Kind/registrationsPiledUp``).
  /// - Returns: The new registration's identifier, what the replaced one leaves behind, and
  ///   the registrations forgotten because their recognizer was deallocated (their closures
  ///   went with it).
  package func register(
    _ recognizer: Recognizer, isOnView: Bool, key: String?, on view: any EventNode
  ) -> (id: UInt64, replaced: Removal?, forgotten: [UInt64]) {
    // First, so that a new recognizer at a dead one's address is not taken for it.
    let forgotten = registrations.removeAll { $0.recognizer == nil }.map(\.id)
    let recognizerID = ObjectIdentifier(recognizer)
    // The library added it if it did for the registrations still on it, or adds it now: then
    // it is the library's for those too, whoever put it there before (the app, which took it
    // off since, or the view it was on).
    let earlier = registrations.all.first { $0.entry.recognizerID == recognizerID }
    registrations.modifyEntries { entry in
      if !isOnView, entry.recognizerID == recognizerID { entry.isAddedByLibrary = true }
    }
    let entry = Entry(
      recognizer: recognizer, recognizerID: recognizerID,
      isAddedByLibrary: !isOnView || earlier?.entry.isAddedByLibrary == true)
    // The replaced registration leaves after the new one is added, so that the same recognizer
    // registered again under its identifier stays on the view.
    let (id, replaced) = registrations.add(entry, key: key)
    let kind: Any.Type = type(of: recognizer)
    EventDiagnostics.reportIfPiledUp(
      registrations.all.filter { $0.entry.recognizer.map { type(of: $0) } == kind }.count,
      "gesture closures", at: view, eventType: kind)
    return (id, replaced.map { removal($0.id, of: $0.entry) }, forgotten)
  }

  /// Whether the registration `id` is still in the table and its recognizer alive.
  package func contains(_ id: UInt64) -> Bool { registrations[id]?.recognizer != nil }

  /// Removes the registration `id`; `nil` if it was removed already, or went with its
  /// recognizer (left in the table for the next registration to forget).
  package func remove(_ id: UInt64) -> Removal? {
    contains(id) ? registrations.remove(id).map { removal(id, of: $0) } : nil
  }

  /// What the registration `id`, just removed, leaves to take away: its recognizer too, when
  /// no registration uses it any more and the library added it.
  private func removal(_ id: UInt64, of entry: Entry) -> Removal {
    let isInUse = registrations.all.contains { $0.entry.recognizerID == entry.recognizerID }
    return Removal(
      id: id, recognizerToRemove: isInUse || !entry.isAddedByLibrary ? nil : entry.recognizer)
  }
}
