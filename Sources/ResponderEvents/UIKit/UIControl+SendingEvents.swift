#if canImport(UIKit) && !os(watchOS)
  public import ResponderEventsCore
  public import UIKit

  extension ResponderEventsWrapper where Base: UIControl {
    /// Sends an event up the chain each time the control fires `controlEvents`; the event starts
    /// at the control.
    ///
    /// One line replaces target-action plumbing and closure chains:
    ///
    /// ```swift
    /// buyButton.re.send(on: .touchUpInside) { _ in BuyTapped() }
    /// ```
    ///
    /// `makeEvent` receives the control, so it never needs to capture it. A cell that sends an
    /// event from its button usually lets the event carry nothing and adds its own data on the
    /// way up (`cell.re.handle(BuyTapped.self) { cell, context in … }`), so the registration can
    /// happen once, in the cell's initializer.
    ///
    /// - Parameters:
    ///   - controlEvents: The control events that send; a combined mask sends once per event
    ///     the control fires.
    ///   - identifier: Registering again with the same identifier replaces the earlier
    ///     registration, so code that runs on every cell reuse does not pile up senders. `nil`
    ///     (the default) always adds.
    ///   - options: Options for each dispatch.
    ///   - makeEvent: Makes the event to send.
    /// - Returns: A token that removes the registration.
    @discardableResult
    public func send<Event: ResponderEvent>(
      on controlEvents: UIControl.Event = .primaryActionTriggered,
      identifier: String? = nil, options: DispatchOptions = [],
      _ makeEvent: @escaping @MainActor (Base) -> Event
    ) -> ControlActionToken {
      let id = ControlActionToken.actionIdentifier(identifier)
      if identifier != nil { base.removeAction(identifiedBy: id, for: .allEvents) }
      let action = UIAction(identifier: id) { action in
        guard let control = action.sender as? Base else { return }
        control.re.send(makeEvent(control), options: options)
      }
      base.addAction(action, for: controlEvents)
      return ControlActionToken(control: base, identifier: id, events: controlEvents)
    }

    /// Sends `event` up the chain each time the control fires `controlEvents`.
    ///
    /// ```swift
    /// closeButton.re.send(CloseTapped(), on: .touchUpInside)
    /// ```
    @discardableResult
    public func send<Event: ResponderEvent>(
      _ event: Event, on controlEvents: UIControl.Event, identifier: String? = nil,
      options: DispatchOptions = []
    ) -> ControlActionToken {
      send(on: controlEvents, identifier: identifier, options: options) { _ in event }
    }
  }

  /// Identifies a closure added to a control, so that it can be removed.
  @MainActor
  public struct ControlActionToken: Hashable {
    private weak var control: UIControl?
    /// The identifier of the `UIAction` behind the registration.
    public let identifier: UIAction.Identifier
    private let events: UIControl.Event

    init(control: UIControl, identifier: UIAction.Identifier, events: UIControl.Event) {
      self.control = control
      self.identifier = identifier
      self.events = events
    }

    /// Removes the registration; does nothing if it is gone already or the control was
    /// deallocated.
    public func remove() {
      control?.removeAction(identifiedBy: identifier, for: events)
    }

    /// Tokens are equal when they identify the same registration.
    public nonisolated static func == (lhs: ControlActionToken, rhs: ControlActionToken) -> Bool {
      lhs.identifier == rhs.identifier
    }

    /// Hashes the registration's identity.
    public nonisolated func hash(into hasher: inout Hasher) {
      hasher.combine(identifier)
    }

    /// A unique identifier, or one derived from the caller's key.
    static func actionIdentifier(_ key: String?) -> UIAction.Identifier {
      UIAction.Identifier("ResponderEvents." + (key ?? "\(nextSerial())"))
    }

    private static var serial = 0

    private static func nextSerial() -> Int {
      serial += 1
      return serial
    }
  }
#endif
