import ResponderEventsCore

/// Storage that a test node creates on first use, as `UIResponder` creates its associated
/// object: the node forwards ``EventNode/responderEventsStorage`` to ``storage`` and
/// ``EventNode/existingResponderEventsStorage`` to ``existing``.
@MainActor
final class StorageOnFirstUse {
  /// The storage, if something created it.
  private(set) var existing: EventNodeStorage?

  /// Starts without storage, or with it when `createdNow` is set.
  init(createdNow: Bool = false) {
    if createdNow { existing = EventNodeStorage() }
  }

  /// The storage, created now if it was not yet.
  var storage: EventNodeStorage {
    if let existing { return existing }
    let created = EventNodeStorage()
    existing = created
    return created
  }
}
