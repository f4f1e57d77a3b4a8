#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// The event sources beyond controls' closures: control events as a sequence, gesture
  /// recognizers on plain views, and actions for menus and bar button items.
  @MainActor
  enum EventSourceChecks {
    static var all: [DeviceCheck] {
      [controlEventSequence, gestureSendsFromPlainView, tapGestureWiring, actionSendsFromResponder]
    }

    /// A screen in the window with a button in its view.
    private static func screen(in context: DeviceCheckContext) async -> (ProbeController, UIButton)?
    {
      let screen = ProbeController("Sources")
      guard await Stage.show(screen, in: context.window) else { return nil }
      let button = UIButton(type: .system)
      button.frame = CGRect(x: 20, y: 200, width: 120, height: 44)
      screen.view.addSubview(button)
      return (screen, button)
    }

    static let controlEventSequence = DeviceCheck(
      area: "Controls", name: "control events as an asynchronous sequence",
      verifies: "for await over button.re.events(for: .touchUpInside) gets one element per"
        + " sendActions(for: .touchUpInside), and the loop ends when the button is deallocated;"
        + " over a button that stays, it ends at removeAllClosures(for: .touchUpInside), after"
        + " which a firing yields nothing.",
      calls: ControlClosureChecks.sendActionsCalls, needs: [.controlActions]
    ) { context in
      var verdict = Verdict()
      guard let (_, shown) = await screen(in: context) else {
        return .failed("the screen did not reach the window")
      }
      shown.removeFromSuperview()
      var button: UIButton? = UIButton(type: .system)
      var count = 0
      var ended = false
      let stream = button!.re.events(for: .touchUpInside)
      let loop = Task { @MainActor in
        for await _ in stream { count += 1 }
        ended = true
      }
      button?.sendActions(for: .touchUpInside)
      button?.sendActions(for: .touchUpInside)
      _ = await Stage.waitUntil { count == 2 }
      verdict.expectEqual(count, 2, "elements after two firings")
      button = nil
      _ = await Stage.waitUntil { ended }
      verdict.expect(ended, "the loop did not end after the button was deallocated")
      loop.cancel()
      // A button that stays: removing the library's closures from the event ends the loop.
      let kept = UIButton(type: .system)
      var keptCount = 0
      var keptEnded = false
      let keptStream = kept.re.events(for: .touchUpInside)
      let keptLoop = Task { @MainActor in
        for await _ in keptStream { keptCount += 1 }
        keptEnded = true
      }
      kept.sendActions(for: .touchUpInside)
      _ = await Stage.waitUntil { keptCount == 1 }
      kept.re.removeAllClosures(for: .touchUpInside)
      _ = await Stage.waitUntil { keptEnded }
      kept.sendActions(for: .touchUpInside)
      await Stage.turnRunLoop()
      verdict.expect(keptEnded, "the loop did not end after removeAllClosures(for:)")
      verdict.expectEqual(keptCount, 1, "elements over the button that stays")
      keptLoop.cancel()
      return verdict.outcome(
        "two elements, then the loop ended with the button; another ended at removeAllClosures")
    }

    static let gestureSendsFromPlainView = DeviceCheck(
      area: "Controls", name: "a gesture on a plain view sends an event up",
      verifies:
        "view.re.send(with: view, on: recognizer) sends from an image view to the controller when the"
        + " recognizer reaches .ended (set by a recognizer subclass, which UIKit's subclass"
        + " header allows), and not at .began; the view is made to take touches.",
      calls: .uikit(
        "a recognizer subclass sets its state (UIGestureRecognizerSubclass.h); UIKit calls the"
          + " recognizer's targets"),
      needs: [.gestureActions]
    ) { context in
      var verdict = Verdict()
      guard let (screen, _) = await screen(in: context) else {
        return .failed("the screen did not reach the window")
      }
      let imageView = UIImageView(frame: CGRect(x: 20, y: 300, width: 80, height: 80))
      screen.view.addSubview(imageView)
      var received = 0
      screen.re.handle(Ping.self) { _, _ in
        received += 1
        return .stop
      }
      let recognizer = StateSettingRecognizer()
      imageView.re.send(with: imageView, on: recognizer) { _, _ in Ping() }
      // A plain target beside the library's, to know when UIKit has called the targets.
      let target = RecognizerTarget()
      recognizer.addTarget(target, action: #selector(RecognizerTarget.fired(_:)))
      verdict.expect(imageView.isUserInteractionEnabled, "the image view does not take touches")
      verdict.expect(recognizer.view === imageView, "the recognizer is not on the view")
      recognizer.move(to: .began)
      let beganCalled = await Stage.waitUntil { target.states.contains(.began) }
      await Stage.turnRunLoop()
      verdict.expect(beganCalled, "UIKit did not call the recognizer's targets at .began")
      verdict.expectEqual(received, 0, "events sent at .began")
      recognizer.move(to: .ended)
      let endedCalled = await Stage.waitUntil { target.states.contains(.ended) }
      await Stage.turnRunLoop()
      verdict.expect(endedCalled, "UIKit did not call the recognizer's targets at .ended")
      verdict.expectEqual(received, 1, "events sent at .ended")
      verdict.fact("states UIKit called the targets in", "\(target.states.map(\.rawValue))")
      return verdict.outcome("one event at .ended, none at .began")
    }

    static let tapGestureWiring = DeviceCheck(
      area: "Controls", name: "a tap closure adds its recognizer and its token takes it off",
      verifies:
        "view.re.on(with: view, doubleTap) with a new UITapGestureRecognizer needing two taps"
        + " adds it and enables a label's user interaction; the token removes the recognizer;"
        + " registering twice with one identifier leaves one recognizer.",
      calls: .check(
        "registers and removes through ResponderEvents and reads the view's recognizers; no"
          + " callback is judged")
    ) { context in
      var verdict = Verdict()
      guard let (screen, _) = await screen(in: context) else {
        return .failed("the screen did not reach the window")
      }
      let label = UILabel(frame: CGRect(x: 20, y: 300, width: 120, height: 40))
      screen.view.addSubview(label)
      let doubleTap = UITapGestureRecognizer()
      doubleTap.numberOfTapsRequired = 2
      let token = label.re.on(with: label, doubleTap) { _, _ in }
      let taps = label.gestureRecognizers?.compactMap { $0 as? UITapGestureRecognizer } ?? []
      verdict.expectEqual(taps.count, 1, "tap recognizers on the label")
      verdict.expectEqual(taps.first?.numberOfTapsRequired, 2, "taps required")
      verdict.expect(label.isUserInteractionEnabled, "the label does not take touches")
      token.remove()
      verdict.expectEqual(label.gestureRecognizers?.count ?? 0, 0, "recognizers after remove")
      // As on every reuse of a cell: the same identifier twice leaves one recognizer.
      label.re.on(with: label, UITapGestureRecognizer(), identifier: "open") { _, _ in }
      label.re.on(with: label, UITapGestureRecognizer(), identifier: "open") { _, _ in }
      verdict.expectEqual(label.gestureRecognizers?.count ?? 0, 1, "recognizers after reuse")
      return verdict.outcome("added with two taps, removed by the token")
    }

    static let actionSendsFromResponder = DeviceCheck(
      area: "Controls", name: "an action for a menu or bar item sends from its responder",
      verifies:
        "controller.re.action(with: controller, title:) performed through a UIButton(primaryAction:) sends"
        + " the event from the controller, which is offered it first.",
      calls: ControlClosureChecks.sendActionsCalls, needs: [.controlActions]
    ) { context in
      var verdict = Verdict()
      guard let (screen, _) = await screen(in: context) else {
        return .failed("the screen did not reach the window")
      }
      var handledBy: [String] = []
      screen.re.handle(Ping.self) { screen, _ in
        handledBy.append(screen.re.debugName)
        return .stop
      }
      let action = screen.re.action(with: screen, title: "Save") { _, _ in Ping() }
      let button = UIButton(primaryAction: action)
      screen.view.addSubview(button)
      button.sendActions(for: .primaryActionTriggered)
      verdict.expectEqual(handledBy, ["Sources"], "handled by")
      verdict.expectEqual(button.title(for: .normal), "Save", "title taken from the action")
      return verdict.outcome("the controller handled its own action's event")
    }
  }

#endif
