#if canImport(UIKit) && !os(watchOS)
  public import ResponderEventsCore
  public import UIKit

  extension ResponderEventsWrapper where Base: UIView {
    /// Runs `handler` each time `recognizer` calls its action, in one of `states`; adds the
    /// recognizer to the view when it is not on it yet.
    ///
    /// ```swift
    /// avatar.re.on(UILongPressGestureRecognizer(), states: [.began]) { avatar, _ in
    ///   avatar.showMenu()
    /// }
    /// ```
    ///
    /// A `UILabel` or a `UIImageView` is made to take touches (`isUserInteractionEnabled`),
    /// which it does not by default (UILabel.h, UIImageView.h), so that the recognizer can
    /// fire; other views are left as the app set them. Several closures may share one
    /// recognizer; each runs, in the order added.
    ///
    /// - Parameters:
    ///   - recognizer: The recognizer; a new one, or one already on the view.
    ///   - states: The states to run in; `nil` (the default) for every call of the
    ///     recognizer's action: once, at `.ended`, for a discrete gesture such as a tap; at
    ///     `.began`, each `.changed` and `.ended` (or `.cancelled`) for a continuous one.
    ///   - identifier: Adding again with the same identifier on the same view replaces the
    ///     earlier closure, so code that runs on every cell reuse does not pile them up.
    ///   - handler: Receives the view and the recognizer.
    /// - Returns: A token that removes the closure. The recognizer stays on the view: it is
    ///   the app's.
    @discardableResult
    public func on<Recognizer: UIGestureRecognizer>(
      _ recognizer: Recognizer, states: Set<UIGestureRecognizer.State>? = nil,
      identifier: String? = nil, _ handler: @escaping @MainActor (Base, Recognizer) -> Void
    ) -> ClosureToken {
      let view: UIView = base
      if recognizer.view !== view { view.addGestureRecognizer(recognizer) }
      if view is UILabel || view is UIImageView { view.isUserInteractionEnabled = true }
      let target = GestureTarget { [weak view] fired in
        if let states, !states.contains(fired.state) { return }
        guard let view else { return }
        handler(narrowed(view, to: Base.self), narrowed(fired, to: Recognizer.self))
      }
      GestureTarget.keep(target, on: recognizer)
      let token = ClosureToken { [weak recognizer] in
        guard let recognizer else { return }
        GestureTarget.drop(target, from: recognizer)
      }
      return GestureKeys.keep(token, as: identifier, on: view)
    }

    /// Sends an event up the chain from the view each time `recognizer` recognizes, in one of
    /// `states`.
    ///
    /// ```swift
    /// card.re.send(on: UISwipeGestureRecognizer()) { card, _ in CardDismissed(id: card.id) }
    /// ```
    ///
    /// - Parameters:
    ///   - recognizer: The recognizer; a new one, or one already on the view.
    ///   - states: The states that send; `.ended` by default: once per tap or swipe, once at
    ///     the end of a pan, and when the finger lifts after a long press (pass `[.began]` to
    ///     send as soon as the press is recognized).
    ///   - identifier: Replaces an earlier registration with the same identifier on this view.
    ///   - options: Options for each dispatch.
    ///   - makeEvent: Makes the event from the view and the recognizer.
    /// - Returns: A token that stops the sending.
    @discardableResult
    public func send<Event: ResponderEvent, Recognizer: UIGestureRecognizer>(
      on recognizer: Recognizer, states: Set<UIGestureRecognizer.State> = [.ended],
      identifier: String? = nil, options: DispatchOptions = [],
      _ makeEvent: @escaping @MainActor (Base, Recognizer) -> Event
    ) -> ClosureToken {
      on(recognizer, states: states, identifier: identifier) { view, recognizer in
        view.re.send(makeEvent(view, recognizer), options: options)
      }
    }

    /// Sends an event up the chain from the view each time it is tapped, the way a button
    /// sends one.
    ///
    /// ```swift
    /// photoView.re.sendOnTapGesture { _ in PhotoTapped() }
    /// ```
    ///
    /// Adds a `UITapGestureRecognizer` for `numberOfTaps` taps (a label or an image view is
    /// made to take touches); `identifier` works as in `onTapGesture(numberOfTaps:identifier:_:)`.
    ///
    /// - Returns: A token that stops the sending and takes the recognizer off the view.
    @discardableResult
    public func sendOnTapGesture<Event: ResponderEvent>(
      numberOfTaps: Int = 1, identifier: String? = nil, options: DispatchOptions = [],
      _ makeEvent: @escaping @MainActor (Base) -> Event
    ) -> ClosureToken {
      onTapGesture(numberOfTaps: numberOfTaps, identifier: identifier) { view in
        view.re.send(makeEvent(view), options: options)
      }
    }

    /// Runs `handler` each time the view is tapped.
    ///
    /// ```swift
    /// photoView.re.onTapGesture { photoView in photoView.toggleZoom() }
    /// ```
    ///
    /// Adds a `UITapGestureRecognizer` for `numberOfTaps` taps (a label or an image view is
    /// made to take touches). Pass an `identifier` when this runs on every reuse of a cell: the
    /// earlier recognizer with the same identifier is taken off first.
    ///
    /// - Returns: A token that removes the closure and takes the recognizer off the view.
    @discardableResult
    public func onTapGesture(
      numberOfTaps: Int = 1, identifier: String? = nil,
      _ handler: @escaping @MainActor (Base) -> Void
    ) -> ClosureToken {
      let recognizer = UITapGestureRecognizer()
      recognizer.numberOfTapsRequired = numberOfTaps
      let closure = on(recognizer) { view, _ in handler(view) }
      let token = ClosureToken { [weak recognizer] in
        closure.remove()
        guard let recognizer else { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
      }
      return GestureKeys.keep(token, as: identifier, on: base)
    }
  }

  /// The registrations made with an identifier on one view, so that a new one with the same
  /// identifier replaces the old one.
  @MainActor
  final class GestureKeys {
    private static let slot = AssociatedObject<GestureKeys>()
    private var tokens: [String: ClosureToken] = [:]

    /// Keeps `token` under `identifier` on `view`, removing the one kept there before; returns
    /// `token`.
    static func keep(
      _ token: ClosureToken, as identifier: String?, on view: UIView
    )
      -> ClosureToken
    {
      guard let identifier else { return token }
      let keys = slot.value(on: view) { GestureKeys() }
      keys.tokens[identifier]?.remove()
      keys.tokens[identifier] = token
      return token
    }
  }

  /// The target of one closure added to a gesture recognizer; kept on the recognizer, which
  /// does not retain its targets.
  @MainActor
  final class GestureTarget: NSObject {
    private let fire: @MainActor (UIGestureRecognizer) -> Void
    private static let slot = AssociatedObject<Targets>()

    /// The targets kept on one recognizer.
    final class Targets {
      var list: [GestureTarget] = []
    }

    init(fire: @escaping @MainActor (UIGestureRecognizer) -> Void) {
      self.fire = fire
    }

    @objc func recognizerFired(_ recognizer: UIGestureRecognizer) {
      fire(recognizer)
    }

    /// Adds `target` to `recognizer` and keeps it alive as long as the recognizer.
    static func keep(_ target: GestureTarget, on recognizer: UIGestureRecognizer) {
      slot.value(on: recognizer) { Targets() }.list.append(target)
      recognizer.addTarget(target, action: #selector(recognizerFired(_:)))
    }

    /// Takes `target` off `recognizer` and lets it go.
    static func drop(_ target: GestureTarget, from recognizer: UIGestureRecognizer) {
      recognizer.removeTarget(target, action: #selector(recognizerFired(_:)))
      slot.value(on: recognizer)?.list.removeAll { $0 === target }
    }
  }
#endif
