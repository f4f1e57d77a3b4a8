#if canImport(UIKit) && !os(watchOS)
  public import ResponderEventsCore
  public import UIKit

  extension ResponderEventsWrapper where Base: UIControl {
    /// Runs `handler` each time the control fires one of `controlEvents`.
    ///
    /// Works for every `UIControl`. Closures added for different events, or several for the same
    /// event, all run: none replaces another. A closure added for a combined mask runs once per
    /// event the control fires, never twice for one.
    ///
    /// ```swift
    /// button.re.on(.touchDown) { button in button.alpha = 0.5 }
    /// button.re.on([.touchUpInside, .touchUpOutside, .touchCancel]) { button in button.alpha = 1 }
    /// ```
    ///
    /// The closure receives the control, so it does not need to capture it.
    ///
    /// - Parameters:
    ///   - controlEvents: The events to react to.
    ///   - identifier: Adding again with the same identifier replaces the earlier closure, so
    ///     code that runs on every cell reuse does not pile them up. `nil` (the default) always
    ///     adds.
    ///   - handler: The closure.
    /// - Returns: A token that removes the closure.
    @discardableResult
    public func on(
      _ controlEvents: UIControl.Event, identifier: String? = nil,
      _ handler: @escaping @MainActor (Base) -> Void
    ) -> ClosureToken {
      let actionID = ControlActions.identifier(for: identifier)
      if identifier != nil { base.removeAction(identifiedBy: actionID, for: .allEvents) }
      let action = UIAction(identifier: actionID) { action in
        guard let control = action.sender as? Base else { return }
        handler(control)
      }
      base.addAction(action, for: controlEvents)
      return ClosureToken { [weak base] in
        base?.removeAction(identifiedBy: actionID, for: controlEvents)
      }
    }

    /// Removes the closures added through ResponderEvents for any of `controlEvents`; closures
    /// and target-actions added by other code stay.
    public func removeAllClosures(for controlEvents: UIControl.Event = .allEvents) {
      var ours = [(UIAction.Identifier, UIControl.Event)]()
      base.enumerateEventHandlers { action, _, events, _ in
        guard let action, ControlActions.isOurs(action.identifier),
          !events.intersection(controlEvents).isEmpty
        else { return }
        ours.append((action.identifier, events))
      }
      for (identifier, events) in ours {
        base.removeAction(identifiedBy: identifier, for: events)
      }
    }
  }

  /// Identifiers of the `UIAction`s ResponderEvents adds to controls.
  @MainActor
  enum ControlActions {
    private static let prefix = "ResponderEvents."
    private static var serial = 0

    /// A unique identifier, or one derived from the caller's key.
    static func identifier(for key: String?) -> UIAction.Identifier {
      if let key { return UIAction.Identifier(prefix + "key." + key) }
      serial += 1
      return UIAction.Identifier(prefix + "\(serial)")
    }

    /// Whether `identifier` was made by `identifier(for:)`.
    static func isOurs(_ identifier: UIAction.Identifier) -> Bool {
      identifier.rawValue.hasPrefix(prefix)
    }
  }
#endif
