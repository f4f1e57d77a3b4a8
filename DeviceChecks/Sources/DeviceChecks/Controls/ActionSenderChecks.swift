#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// Control closures performed without a sender.
  ///
  /// `UIAction.sender` is "only populated during the execution of the element's primary action
  /// ... if available" (UIMenuLeaf.h), so the closures must not depend on it.
  @MainActor
  enum ActionSenderChecks {
    static var all: [DeviceCheck] {
      [closureWithoutSender]
    }

    static let closureWithoutSender = DeviceCheck(
      area: "Controls", name: "a control closure performed with no sender",
      verifies:
        "The UIAction behind button.re.on(with: button, .primaryActionTriggered), found with"
        + " enumerateEventHandlers and performed with performWithSender(nil, target: nil) (the"
        + " UIMenuLeaf method, iOS 16), runs the closure once and gives it the button.",
      calls: .check(
        "performs the button's UIActions itself with performWithSender(nil, target: nil)"
          + " (UIMenuLeaf.h: the sender is given only \"if available\"), as a menu or a"
          + " keyboard shortcut may")
    ) { context in
      var verdict = Verdict()
      let screen = ProbeController("Sender")
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      let button = UIButton(type: .system)
      button.frame = CGRect(x: 20, y: 200, width: 120, height: 44)
      screen.view.addSubview(button)
      var received: [UIButton] = []
      button.re.on(with: button, .primaryActionTriggered) { button in received.append(button) }
      // The app's own action, to record what UIKit gives as the sender in this case.
      var senders: [String] = []
      button.addAction(
        UIAction { action in senders.append(Responders.typeName(action.sender as AnyObject?)) },
        for: .primaryActionTriggered)
      var actions: [UIAction] = []
      button.enumerateEventHandlers { action, _, events, _ in
        if let action, events.contains(.primaryActionTriggered) { actions.append(action) }
      }
      verdict.expect(actions.count >= 2, "\(actions.count) UIActions for .primaryActionTriggered")
      verdict.fact(
        "UIActions enumerated for .primaryActionTriggered", String(actions.count),
        expected: "2: the closure's and the app's")
      // The package's deployment target (iOS 17) has UIMenuLeaf's performWithSender(_:target:).
      for action in actions {
        action.performWithSender(nil, target: nil)
      }
      verdict.expectEqual(received.count, 1, "closure runs")
      verdict.expect(received.first === button, "the closure was not given the button")
      verdict.fact(
        "UIAction.sender when performed with performWithSender(nil, target: nil)",
        senders.joined(separator: ", "), expected: "nil (the header: \"if available\")")
      return verdict.outcome("the closure ran once with the button and no sender")
    }
  }
#endif
