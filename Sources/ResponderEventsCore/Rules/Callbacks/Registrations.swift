/// Registrations in the order they were made, each under the number ``RegistrationIDs`` gave it,
/// and, if it has one, under a key a later registration replaces it by.
///
/// The one list behind the closures, actions and recognizers the library keeps outside the
/// engine's hot paths: a delegate method's closures (``CallbackList``), a control's actions
/// (``ControlActionTable``), a view's gesture closures (``GestureTable``), what runs when an
/// object is deallocated (``DeallocationActions``) and the sends waiting for a SwiftUI view to
/// be connected (``DeferredSends``). A node's handlers and a value's observers
/// keep lists of their own, laid out for the walks that read them on every event.
///
/// One removal rule for all: removing a number takes its registration out and returns it; a
/// number that is not there (removed already, replaced by its key, or never here) returns `nil`
/// and changes nothing, so a token removed twice, or after its registration was replaced,
/// removes nothing else.
package struct Registrations<Entry> {
  /// The registrations, oldest first.
  package private(set) var all: [(id: UInt64, key: String?, entry: Entry)] = []

  /// No registrations.
  package nonisolated init() {}

  /// Adds `entry` after the others; with a `key`, the registration that has that key is
  /// removed first.
  ///
  /// - Returns: The new registration's number, and the one it replaced.
  @MainActor
  @discardableResult
  package mutating func add(
    _ entry: Entry, key: String? = nil
  ) -> (id: UInt64, replaced: (id: UInt64, entry: Entry)?) {
    let replaced = key.flatMap { key in all.first { $0.key == key } }
    if let replaced { _ = remove(replaced.id) }
    let id = RegistrationIDs.next()
    all.append((id, key, entry))
    return (id, replaced.map { ($0.id, $0.entry) })
  }

  /// Removes the registration `id`; `nil` when it is not there.
  @discardableResult
  package mutating func remove(_ id: UInt64) -> Entry? {
    all.firstIndex { $0.id == id }.map { all.remove(at: $0).entry }
  }

  /// The registration `id`, or `nil`.
  package subscript(id: UInt64) -> Entry? { all.first { $0.id == id }?.entry }

  /// Changes every registration's entry in place, keeping its number, key and place.
  package mutating func modifyEntries(_ modify: (inout Entry) -> Void) {
    for index in all.indices { modify(&all[index].entry) }
  }

  /// Removes the registrations `shouldRemove` picks; returns them, oldest first.
  @discardableResult
  package mutating func removeAll(
    where shouldRemove: (Entry) -> Bool
  ) -> [(id: UInt64, entry: Entry)] {
    var removed: [(id: UInt64, entry: Entry)] = []
    all.removeAll { registration in
      guard shouldRemove(registration.entry) else { return false }
      removed.append((registration.id, registration.entry))
      return true
    }
    return removed
  }
}

extension Registrations: Sendable where Entry: Sendable {}
