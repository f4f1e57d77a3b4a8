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
    ///     registration (see `on(_:identifier:_:)`).
    ///   - options: Options for each dispatch.
    ///   - makeEvent: Makes the event to send.
    /// - Returns: A token that removes the registration.
    @discardableResult
    public func send<Event: ResponderEvent>(
      on controlEvents: UIControl.Event = .primaryActionTriggered,
      identifier: String? = nil, options: DispatchOptions = [],
      _ makeEvent: @escaping @MainActor (Base) -> Event
    ) -> ClosureToken {
      on(controlEvents, identifier: identifier) { control in
        control.re.send(makeEvent(control), options: options)
      }
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
    ) -> ClosureToken {
      send(on: controlEvents, identifier: identifier, options: options) { _ in event }
    }
  }
#endif
