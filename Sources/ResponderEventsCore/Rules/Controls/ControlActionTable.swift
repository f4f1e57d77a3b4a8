/// The bookkeeping behind the closures ResponderEvents adds to one control: which action
/// identifier each registration has, for which control events, and what a token, a keyed
/// replacement or a remove-all takes away.
///
/// UIKit "uniques" a control's actions "based on their identifier, and subsequent actions with the
/// same identifier replace previously added actions" (UIControl.h, `addAction:forControlEvents:`).
/// So every registration gets an identifier of its own, never one derived from the caller's key: a
/// key only decides which earlier registration a new one replaces. A token then removes exactly its
/// own registration, and an old token whose registration was replaced removes nothing.
///
/// Control events are a bit mask (`UIControl.Event.rawValue`). Removing some events from a
/// registration made for several keeps it for the rest:
///
/// | Call | Effect on a registration for `[.touchDown, .touchUpInside]` |
/// |---|---|
/// | its token's `remove()` | gone, for both events |
/// | `removeAllClosures(for: .touchDown)` | runs on `.touchUpInside` only; its token removes that |
/// | `removeAllClosures(for: .allEvents)` | gone |
/// | a new registration with its key | gone, for both events; the new one takes the key |
///
/// The UIKit layer applies each returned ``Change`` to the control with
/// `removeAction(identifiedBy:for:)`.
@MainActor
package final class ControlActionTable {
  /// One action to take off the control, for some of its events.
  package struct Change: Hashable, Sendable {
    /// The action's identifier.
    package let identifier: String
    /// The control events to remove it from.
    package let events: UInt
  }

  /// What a new registration is and which earlier one it replaced.
  package struct Registration: Sendable {
    /// Identifies the registration for ``remove(_:)``.
    package let id: UInt64
    /// The identifier to give the control's action.
    package let identifier: String
    /// The earlier registration with the same key, to take off the control first.
    package let replaced: Change?
  }

  /// Each registration's control events, under its key if it has one.
  private var registrations = Registrations<UInt>()

  /// The prefix of every identifier this table makes, so that the actions are recognisable in a
  /// debugger.
  package static let identifierPrefix = "ResponderEvents.action."

  package init() {}

  /// The events the registration `id` is still registered for; `nil` once it is gone.
  package func events(of id: UInt64) -> UInt? { registrations[id] }

  /// Registers a closure for `events`; with a `key`, replaces the registration that has it.
  ///
  /// Reports closures piling up on `control` (``EventDiagnostic/Kind/registrationsPiledUp``).
  package func register(events: UInt, key: String?, on control: any EventNode) -> Registration {
    let (id, replaced) = registrations.add(events, key: key)
    EventDiagnostics.reportIfPiledUp(registrations.all.count, "closures", at: control)
    return Registration(
      id: id, identifier: Self.identifier(of: id),
      replaced: replaced.map { Change(identifier: Self.identifier(of: $0.id), events: $0.entry) })
  }

  /// Removes the registration `id` from every event it still has.
  ///
  /// - Returns: What to take off the control, or `nil` when the registration is already gone
  ///   (removed, replaced by its key, or removed by a remove-all).
  package func remove(_ id: UInt64) -> Change? {
    registrations.remove(id).map { Change(identifier: Self.identifier(of: id), events: $0) }
  }

  /// Removes every registration from the events in `mask`; registrations that keep other events
  /// stay for those.
  ///
  /// - Returns: What to take off the control, in registration order.
  package func removeAll(matching mask: UInt) -> [Change] {
    let changes = registrations.all.filter { $0.entry & mask != 0 }.map {
      Change(identifier: Self.identifier(of: $0.id), events: $0.entry & mask)
    }
    registrations.modifyEntries { $0 &= ~mask }
    registrations.removeAll { $0 == 0 }
    return changes
  }

  private static func identifier(of id: UInt64) -> String { identifierPrefix + String(id) }
}
