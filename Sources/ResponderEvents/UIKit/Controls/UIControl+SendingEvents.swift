#if canImport(UIKit) && !os(watchOS)
  public import UIKit

  extension ResponderEventsWrapper where Base: UIControl {
    /// Sends an event made from `owner` up the chain each time the control fires
    /// `controlEvents`; the event starts at the control.
    ///
    /// For an event that carries state read when the control fires:
    ///
    /// ```swift
    /// searchField.re.send(with: searchField, on: .editingChanged) { field in
    ///   QueryChanged(text: field.text ?? "")
    /// }
    /// ```
    ///
    /// An event that carries nothing, or only what is known when registering, is sent with
    /// `send(_:on:identifier:options:)`. `makeEvent` receives the owner, so it never needs to
    /// capture it.
    ///
    /// `owner` is held weakly; once it is deallocated the registration counts as removed:
    /// nothing is sent, and the action leaves the control.
    ///
    /// - Parameters:
    ///   - owner: Held weakly; passed to the closure.
    ///   - controlEvents: The control events that send; a combined mask sends once per event
    ///     the control fires.
    ///   - identifier: Registering again with the same identifier replaces the earlier
    ///     registration (see `on(with:_:identifier:_:)`).
    ///   - options: Options for each dispatch.
    ///   - makeEvent: Makes the event to send.
    /// - Returns: A token that removes the registration.
    @discardableResult
    public func send<Owner: AnyObject, Event: ResponderEvent>(
      with owner: Owner, on controlEvents: UIControl.Event = .primaryActionTriggered,
      identifier: String? = nil, options: DispatchOptions = [],
      _ makeEvent: @escaping @MainActor (Owner) -> Event
    ) -> HandlerToken {
      on(with: owner, controlEvents, identifier: identifier, reading: \.self) { owner, control in
        control.re.send(makeEvent(owner), options: options)
      }
    }

    /// Sends `event` up the chain each time the control fires `controlEvents`; the event starts
    /// at the control.
    ///
    /// One line replaces target-action plumbing and closure chains:
    ///
    /// ```swift
    /// closeButton.re.send(CloseTapped(), on: .primaryActionTriggered)
    /// ```
    ///
    /// Each firing sends the same `event`. A button in a cell usually sends an event that
    /// carries nothing, and the handler asks which row it came through when it handles it
    /// (`context.indexPath(in: controller.tableView)`), so the registration happens once, in the
    /// cell's initializer, and a reused cell never carries a stale row. An event made from state
    /// read when the control fires is sent with `send(with:on:identifier:options:_:)`.
    ///
    /// - Parameters:
    ///   - event: The event to send at each firing.
    ///   - controlEvents: The control events that send; a combined mask sends once per event
    ///     the control fires.
    ///   - identifier: Registering again with the same identifier replaces the earlier
    ///     registration (see `on(with:_:identifier:_:)`).
    ///   - options: Options for each dispatch.
    /// - Returns: A token that removes the registration; without it, the registration lasts as
    ///   long as the control.
    @discardableResult
    public func send<Event: ResponderEvent>(
      _ event: Event, on controlEvents: UIControl.Event, identifier: String? = nil,
      options: DispatchOptions = []
    ) -> HandlerToken {
      on(controlEvents, identifier: identifier) { $0.re.send(event, options: options) }
    }

    /// Sends a request up the chain each time the control fires `controlEvents`, and calls
    /// `onReply` with the answer, or the reason there is none, on the main actor.
    ///
    /// ```swift
    /// deleteButton.re.request(with: deleteButton, on: .primaryActionTriggered) { button in
    ///   button.isEnabled = false
    ///   return ConfirmDelete(itemID: 3)
    /// } onReply: { button, result in
    ///   button.isEnabled = true
    ///   if case .success(true) = result { button.isHidden = true }
    /// }
    /// ```
    ///
    /// `onReply` is called exactly once per firing, as `request(_:options:completion:)` calls
    /// its completion: during the firing when the answer is known by the end of the dispatch,
    /// later when a handler promised one (`promiseReply()`, after an alert, say). Each firing is
    /// its own request: firing again while one waits starts another. A waiting request keeps
    /// neither the control nor the owner alive (read from the code: no test checks it).
    ///
    /// `owner` is held weakly; once it is deallocated the registration counts as removed:
    /// nothing is sent, the action leaves the control, and the answer to a request already sent
    /// is not delivered, since nobody is left to receive it.
    ///
    /// - Parameters:
    ///   - owner: Held weakly; passed to the closure.
    ///   - controlEvents: The control events that send; a combined mask sends once per event
    ///     the control fires.
    ///   - identifier: Registering again with the same identifier replaces the earlier
    ///     registration (see `on(with:_:identifier:_:)`).
    ///   - options: Options for each dispatch.
    ///   - makeEvent: Makes the event to send.
    ///   - onReply: Receives the owner and the answer or the ``ReplyError``.
    /// - Returns: A token that removes the registration; a request already sent still ends.
    @discardableResult
    public func request<Owner: AnyObject, Event: ResponderRequest>(
      with owner: Owner, on controlEvents: UIControl.Event = .primaryActionTriggered,
      identifier: String? = nil, options: DispatchOptions = [],
      _ makeEvent: @escaping @MainActor (Owner) -> Event,
      onReply: @escaping @MainActor (Owner, Result<Event.Reply, ReplyError>) -> Void
    ) -> HandlerToken {
      on(with: owner, controlEvents, identifier: identifier, reading: \.self) { owner, control in
        // The reply may come later: the owner is held weakly until then.
        control.re.request(makeEvent(owner), options: options) { [weak owner] result in
          if let owner { onReply(owner, result) }
        }
      }
    }
  }
#endif
