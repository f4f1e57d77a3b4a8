#if canImport(UIKit) && !os(watchOS)
  public import UIKit

  extension ResponderEventsWrapper where Base: UIControl {
    /// The registration the owner forms build on: `handler` receives the view itself.
    package func on(
      _ controlEvents: UIControl.Event, identifier: String? = nil,
      _ handler: @escaping @MainActor (Base) -> Void
    ) -> HandlerToken {
      let table = ControlActionTable.on(base)
      let registration = table.register(events: controlEvents.rawValue, key: identifier, on: base)
      if let replaced = registration.replaced { ControlActionTable.apply(replaced, to: base) }
      // The control is captured (weakly: it holds the action) rather than read from
      // `action.sender`, which UIAction.h declares nullable and sets only "If available". A
      // closure removed while the control runs its actions does not run: nothing documents
      // that UIKit skips an action removed in the middle of `sendActions(for:)`.
      let action = UIAction(identifier: UIAction.Identifier(registration.identifier)) {
        [weak base, weak table] _ in
        if let base, table?.events(of: registration.id) != nil { handler(base) }
      }
      // None for no events: `removeAction(identifiedBy:for: [])`, which the refusal below makes,
      // removes it from no event, and the control would keep it (a stream's end with it).
      if !controlEvents.isEmpty { base.addAction(action, for: controlEvents) }
      // The table lives as long as the control, which keeps it.
      return HandlerToken(
        removing: { [weak base, weak table] in
          guard let base, let change = table?.remove(registration.id) else { return false }
          ControlActionTable.apply(change, to: base)
          return true
        },
        isRegistered: { [weak table] in table?.events(of: registration.id) != nil }
      ).refused(
        if: controlEvents.isEmpty, at: base,
        "a closure for no control events would never run: not added")
    }

    /// Runs `handler` each time the control fires one of `controlEvents`.
    ///
    /// Works for every `UIControl`. Closures added for different events, or several for the same
    /// event, all run: none replaces another. A closure added for a combined mask runs once per
    /// event the control fires, never twice for one.
    ///
    /// ```swift
    /// button.re.on(with: button, .touchDown) { button in button.alpha = 0.5 }
    /// button.re.on(with: button, [.touchUpInside, .touchUpOutside, .touchCancel]) { button in
    ///   button.alpha = 1
    /// }
    /// ```
    ///
    /// The closure receives its owner, so it does not need to capture it. A closure for no
    /// events (`[]`, a computed mask left empty) could never run: it replaces an earlier one
    /// with its identifier, as any closure does, but is not added, and `closureRefused` is
    /// reported.
    ///
    /// For a button's tap, listen for `.primaryActionTriggered` ("semantic action: for buttons,
    /// etc.", UIControl.h:28): UIButton sends it for a tap, and is said to for a press of the
    /// space or return key with Full Keyboard Access, a game controller or remote on tvOS, and
    /// `performPrimaryAction()` (iOS 17.4 and later), where `.touchUpInside` is sent for touches
    /// only (no header says so, and no device check shows it yet).
    /// A button that shows its menu as its primary action (`showsMenuAsPrimaryAction`) opens the
    /// menu instead, and a custom `UIControl` subclass sends whatever it chooses to. What a
    /// button sends for the keyboard, a game controller or a remote, and with
    /// `showsMenuAsPrimaryAction`, has not yet been verified on a device.
    ///
    /// ```swift
    /// buyButton.re.on(with: self, .primaryActionTriggered) { controller in controller.buy() }
    /// ```
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed, and its
    /// action leaves the control.
    ///
    /// - Parameters:
    ///   - owner: Held weakly; passed to the closure.
    ///   - controlEvents: The events to react to.
    ///   - identifier: Adding again with the same identifier replaces the earlier closure, so
    ///     code that runs on every cell reuse does not pile them up. `nil` (the default) always
    ///     adds. The earlier closure's token then removes nothing: each registration is its own
    ///     UIKit action, and a key only says which one a new registration replaces.
    ///   - handler: The closure.
    /// - Returns: A token that removes the closure.
    @discardableResult
    public func on<Owner: AnyObject>(
      with owner: Owner, _ controlEvents: UIControl.Event, identifier: String? = nil,
      _ handler: @escaping @MainActor (Owner) -> Void
    ) -> HandlerToken {
      .bound(to: owner) { on(controlEvents, identifier: identifier, $0.passing(to: handler)) }
    }

    /// Runs `handler` with `owner` and the value `read` takes from the control each time it
    /// fires one of `controlEvents`: the value closures (`onValueChange`, `onTextChange`).
    func on<Owner: AnyObject, Value>(
      with owner: Owner, _ controlEvents: UIControl.Event, identifier: String?,
      reading read: @escaping @MainActor (Base) -> Value,
      _ handler: @escaping @MainActor (Owner, Value) -> Void
    ) -> HandlerToken {
      .bound(to: owner) { owner in
        let handler: @MainActor (Base, Value) -> Void = owner.passing(to: handler)
        return on(controlEvents, identifier: identifier) { handler($0, read($0)) }
      }
    }

    /// Removes the closures added through ResponderEvents from `controlEvents`; closures and
    /// target-actions added by other code stay.
    ///
    /// That includes the closure behind a sequence from `events(for:)`: removed from every
    /// event it was made for, the sequence finishes, and a loop over it ends.
    ///
    /// A closure added for several events and removed here for some of them keeps running for
    /// the others, and its token then removes it from those: the same as UIKit's own
    /// `removeAction(identifiedBy:for:)`, which removes an action "from the set of passed
    /// control events" only. Called by another closure while the control sends one of those
    /// events, it may not stop such a closure from running in that pass: a closure is not told
    /// which event fired, only that it is still registered.
    public func removeAllClosures(for controlEvents: UIControl.Event = .allEvents) {
      for change in ControlActionTable.on(base).removeAll(matching: controlEvents.rawValue) {
        ControlActionTable.apply(change, to: base)
      }
    }
  }

  // The UIKit side of `ControlActionTable` (core), which holds the rules: where each control's
  // table is kept, and how its changes reach the control.
  extension ControlActionTable {
    private static let tables = AssociatedObject<ControlActionTable>()

    /// The table of `control`'s ResponderEvents actions, kept on it as an associated object.
    static func on(_ control: UIControl) -> ControlActionTable {
      tables.value(on: control) { ControlActionTable() }
    }

    static func apply(_ change: Change, to control: UIControl) {
      control.removeAction(
        identifiedBy: UIAction.Identifier(change.identifier),
        for: UIControl.Event(rawValue: change.events))
    }
  }

#endif
