#if canImport(UIKit) && !os(watchOS)
  public import UIKit

  extension ResponderEventsWrapper where Base: UIView {
    /// Runs `handler` each time `recognizer` calls its action, in one of `states`; adds the
    /// recognizer to the view when it is not on it yet.
    ///
    /// ```swift
    /// avatar.re.on(with: avatar, UILongPressGestureRecognizer(), states: [.began]) { avatar, _ in
    ///   avatar.showMenu()
    /// }
    /// ```
    ///
    /// A `UILabel` or a `UIImageView` is made to take touches (`isUserInteractionEnabled`),
    /// which it does not by default (UILabel.h, UIImageView.h), so that the recognizer can
    /// fire; other views are left as the app set them. Several closures may share one
    /// recognizer; each runs, in an order UIKit does not document. Configure the recognizer
    /// before passing it:
    /// for a double tap, a `UITapGestureRecognizer` whose `numberOfTapsRequired` is 2.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed, and a
    /// recognizer this call added leaves the view with its last closure.
    ///
    /// - Parameters:
    ///   - owner: Held weakly; passed to the closure.
    ///   - recognizer: The recognizer; a new one, or one already on the view. One on another
    ///     view is moved here, as `addGestureRecognizer(_:)` moves it, and leaves with the
    ///     last registration: do not pass another view's recognizer (a navigation
    ///     controller's `interactivePopGestureRecognizer`).
    ///   - states: The states to run in; `nil` (the default) for every call of the
    ///     recognizer's action: once, at `.ended`, for a discrete gesture such as a tap; at
    ///     `.began`, each `.changed` and `.ended` (or `.cancelled`) for a continuous one. A set
    ///     with none of those could never run (empty, or only `.possible` and `.failed`, in
    ///     which "the action method will not be called", UIGestureRecognizer.h:27): the
    ///     closure replaces an earlier one with its identifier, as any does, but is not added,
    ///     and `closureRefused` is reported.
    ///   - identifier: Adding again with the same identifier on the same view replaces the
    ///     earlier registration, recognizer included, so code that runs on every cell reuse
    ///     piles up neither closures nor recognizers (see `GestureTable`).
    ///   - handler: Receives the owner and the recognizer.
    /// - Returns: A token that removes the closure. A recognizer this call added to the view
    ///   leaves it with its last closure; one that was on the view already stays: it is the
    ///   app's.
    @discardableResult
    public func on<Owner: AnyObject, Recognizer: UIGestureRecognizer>(
      with owner: Owner, _ recognizer: Recognizer, states: Set<UIGestureRecognizer.State>? = nil,
      identifier: String? = nil, _ handler: @escaping @MainActor (Owner, Recognizer) -> Void
    ) -> HandlerToken {
      .bound(to: owner) { owner in
        let isOnView = recognizer.view === base
        if !isOnView { base.addGestureRecognizer(recognizer) }
        if base is UILabel || base is UIImageView { base.isUserInteractionEnabled = true }
        let run: @MainActor (Base, Recognizer) -> Void = owner.passing(to: handler)
        let target = GestureTarget { [weak base] fired in
          guard let base, states?.contains(fired.state) ?? true else { return }
          run(base, narrowed(fired, to: Recognizer.self))
        }
        target.keep(on: recognizer)
        return GestureRegistrations.on(base).register(
          target, on: recognizer, of: base, isOnView: isOnView, key: identifier
        ).refused(
          if: states?.isSubset(of: [.possible, .failed]) == true, at: base,
          "a gesture closure for no state UIKit calls its action in would never run: not added")
      }
    }

    /// Sends an event up the chain from the view each time `recognizer` recognizes, in one of
    /// `states`.
    ///
    /// ```swift
    /// card.re.send(with: card, on: UISwipeGestureRecognizer()) { card, _ in
    ///   CardDismissed(id: card.id)
    /// }
    /// ```
    ///
    /// `owner` is held weakly; once it is deallocated the registration counts as removed:
    /// nothing is sent, and a recognizer this call added leaves the view.
    ///
    /// - Parameters:
    ///   - owner: Held weakly; passed to the closure.
    ///   - recognizer: The recognizer; a new one, or one already on the view. One on another
    ///     view is moved here, as `addGestureRecognizer(_:)` moves it, and leaves with the
    ///     last registration: do not pass another view's recognizer (a navigation
    ///     controller's `interactivePopGestureRecognizer`).
    ///   - states: The states that send; `.ended` by default: once per tap or swipe, once at
    ///     the end of a pan, and when the finger lifts after a long press (pass `[.began]` to
    ///     send as soon as the press is recognized).
    ///   - identifier: Replaces an earlier registration with the same identifier on this view.
    ///   - options: Options for each dispatch.
    ///   - makeEvent: Makes the event from the owner and the recognizer.
    /// - Returns: A token that stops the sending.
    @discardableResult
    public func send<Owner: AnyObject, Event: ResponderEvent, Recognizer: UIGestureRecognizer>(
      with owner: Owner, on recognizer: Recognizer,
      states: Set<UIGestureRecognizer.State> = [.ended], identifier: String? = nil,
      options: DispatchOptions = [], _ makeEvent: @escaping @MainActor (Owner, Recognizer) -> Event
    ) -> HandlerToken {
      on(with: owner, recognizer, states: states, identifier: identifier) {
        [weak base] owner, recognizer in
        base?.re.send(makeEvent(owner, recognizer), options: options)
      }
    }
  }

#endif
