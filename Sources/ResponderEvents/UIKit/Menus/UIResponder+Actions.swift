#if canImport(UIKit) && !os(watchOS)
  public import UIKit

  extension ResponderEventsWrapper where Base: UIResponder {
    /// A `UIAction` that sends an event up the chain from this responder each time it is
    /// performed: for a `UIMenu`, a context menu, a bar button item or a button.
    ///
    /// ```swift
    /// navigationItem.rightBarButtonItem = UIBarButtonItem(
    ///   primaryAction: re.action(with: self, title: "Save") { _, _ in SaveTapped() })
    ///
    /// let menu = UIMenu(children: [
    ///   cell.re.action(
    ///     with: cell, title: "Delete", image: UIImage(systemName: "trash"),
    ///     attributes: .destructive
    ///   ) { _, _ in DeleteRow() }
    /// ])
    /// ```
    ///
    /// The event starts at this responder, which is offered it first (the dispatch always
    /// includes ``DispatchOptions/includingOrigin``): a controller that puts the action in its
    /// own navigation bar handles it itself. This matters because a bar button
    /// item's view sits in the navigation bar, which belongs to the navigation controller, not
    /// to the screen (observed, not documented; not verified on a device): an action sending
    /// from the screen reaches the screen.
    ///
    /// The action holds the responder weakly (a controller keeps its bar button items, which
    /// keep their actions). Performed after the responder is gone, the action sends nothing and
    /// reports ``EventDiagnostic/Kind/senderNotConnected`` (read from the code).
    ///
    /// ```swift
    /// navigationItem.rightBarButtonItem = UIBarButtonItem(
    ///   primaryAction: re.action(with: self, title: "Save") { controller, _ in
    ///     SaveTapped(draft: controller.draft)
    ///   })
    /// ```
    ///
    /// `owner` is held weakly, so a controller that keeps the action (through its bar button
    /// items or menus) and is its owner is not kept alive by it. Performed after `owner` is
    /// deallocated, the action does nothing.
    ///
    /// - Parameters:
    ///   - owner: Held weakly; passed to the closure.
    ///   - title: The action's title.
    ///   - image: The action's image.
    ///   - identifier: The action's identifier; UIKit makes one when `nil`.
    ///   - attributes: `.destructive`, `.disabled`, `.hidden` and so on.
    ///   - state: The action's check-mark state in a menu.
    ///   - options: Options for each dispatch.
    ///   - makeEvent: Makes the event; it receives the owner and the action (whose `sender` is
    ///     the control or item that performed it, when UIKit says).
    public func action<Owner: AnyObject, Event: ResponderEvent>(
      with owner: Owner, title: String = "", image: UIImage? = nil,
      identifier: UIAction.Identifier? = nil, attributes: UIMenuElement.Attributes = [],
      state: UIMenuElement.State = .off, options: DispatchOptions = [],
      _ makeEvent: @escaping @MainActor (Owner, UIAction) -> Event
    ) -> UIAction {
      let name = base.re.debugName
      return UIAction(
        title: title, image: image, identifier: identifier, attributes: attributes, state: state
      ) { [weak base, weak owner] action in
        guard let base else {
          return EventDiagnostics.emit(
            .senderNotConnected, eventType: Event.self, node: nil,
            "the action \"\(action.title)\" was performed after \(name), the"
              + " responder it sends from, was deallocated; nothing was sent")
        }
        guard let owner else { return }
        base.re.send(makeEvent(owner, action), options: options.union(.includingOrigin))
      }
    }
  }
#endif
