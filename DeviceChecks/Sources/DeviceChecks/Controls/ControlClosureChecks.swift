#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// Closures on controls, fired with `sendActions(for:)` as UIKit fires them.
  @MainActor
  enum ControlClosureChecks {
    static var all: [DeviceCheck] {
      [
        severalClosures, combinedMask, keyedReplacement, emptyMaskRefused, removeAllClosures,
        valueChangeFacts, requestWaitsForPromise, removedDuringTheFiring, addedDuringTheFiring,
      ]
    }

    /// UIKit runs the closures' UIActions when the check sends the control's event.
    nonisolated static let sendActionsCalls = DeviceCheckCalls.uikit(
      "sendActions(for:) makes UIKit run the control's UIActions (no touch)")

    /// A button inside the window, so that it is a real, displayed control.
    private static func button(in context: DeviceCheckContext) async -> UIButton? {
      let screen = ProbeController("Controls")
      guard await Stage.show(screen, in: context.window) else { return nil }
      let button = UIButton(type: .system)
      button.frame = CGRect(x: 20, y: 200, width: 120, height: 44)
      button.setTitle("Button", for: .normal)
      screen.view.addSubview(button)
      return button
    }

    static let severalClosures = DeviceCheck(
      area: "Controls", name: "several closures for one event all run",
      verifies: "Three re.on(with: button, .touchUpInside) closures on one button each run once per"
        + " sendActions(for: .touchUpInside); none replaces another.",
      calls: sendActionsCalls, needs: [.controlActions]
    ) { context in
      var verdict = Verdict()
      guard let button = await button(in: context) else {
        return .failed("the screen did not reach the window")
      }
      let log = HandlerLog()
      for name in ["a", "b", "c"] {
        button.re.on(with: button, .touchUpInside) { _ in log.append(name) }
      }
      button.sendActions(for: .touchUpInside)
      verdict.expectEqual(log.entries.sorted(), ["a", "b", "c"], "closures run")
      verdict.fact(
        "order UIKit runs UIActions added for one event", log.entries.joined(separator: ", "),
        expected: "the order they were added (not documented)")
      return verdict.outcome("a, b and c ran once each")
    }

    static let requestWaitsForPromise = DeviceCheck(
      area: "Controls", name: "a control's request gets a promised reply",
      verifies:
        "re.request(with: button, on: .touchUpInside) sends a request when the button fires; the"
        + " controller promises a reply, and onReply runs once, with the button, when the"
        + " promise is fulfilled later.",
      calls: sendActionsCalls, needs: [.controlActions]
    ) { context in
      var verdict = Verdict()
      guard let button = await button(in: context), let screen = button.superview?.next
      else {
        return .failed("the screen did not reach the window")
      }
      var promise: ReplyPromise<Bool>?
      screen.re.handle(AskToDelete.self) { _, context in
        promise = context.promiseReply()
        return .stop
      }
      var replies: [(UIButton, Result<Bool, ReplyError>)] = []
      button.re.request(with: button, on: .touchUpInside) { _ in
        AskToDelete()
      } onReply: { button, result in
        replies.append((button, result))
      }
      button.sendActions(for: .touchUpInside)
      verdict.expect(replies.isEmpty, "onReply ran before the promise was fulfilled")
      verdict.expect(promise?.isPending == true, "the controller's promise is not pending")
      promise?.fulfill(true)
      verdict.expectEqual(replies.count, 1, "onReply calls")
      verdict.expect(replies.first?.0 === button, "onReply got another control")
      verdict.expectEqual(try? replies.first?.1.get(), true, "the reply")
      return verdict.outcome("onReply got true once, after the promise")
    }

    static let removedDuringTheFiring = DeviceCheck(
      area: "Controls", name: "a closure removed by another of the same firing does not run",
      verifies: "Two re.on(with: button, .touchUpInside) closures each remove the other's token:"
        + " one sendActions(for: .touchUpInside) runs exactly one of them, whichever UIKit runs"
        + " first (HandlerToken.remove(): a dispatch in progress does not run the handler from"
        + " then on; nothing documents that UIKit skips an action removed in that pass).",
      calls: sendActionsCalls, needs: [.controlActions]
    ) { context in
      var verdict = Verdict()
      guard let button = await button(in: context) else {
        return .failed("the screen did not reach the window")
      }
      let log = HandlerLog()
      final class Tokens { var byName: [String: HandlerToken] = [:] }
      let tokens = Tokens()
      for (name, other) in [("a", "b"), ("b", "a")] {
        tokens.byName[name] = button.re.on(with: button, .touchUpInside) { _ in
          log.append(name)
          tokens.byName[other]?.remove()
        }
      }
      button.sendActions(for: .touchUpInside)
      verdict.expectEqual(log.entries.count, 1, "closures run (each removes the other)")
      let survivor = log.entries
      log.reset()
      button.sendActions(for: .touchUpInside)
      verdict.expectEqual(log.entries, survivor, "closures run at the second firing")
      return verdict.outcome("only the first to run ran")
    }

    static let addedDuringTheFiring = DeviceCheck(
      area: "Controls", name: "a closure that registers itself again runs once per firing",
      verifies: "A re.on(with: button, .touchUpInside, identifier:) closure that registers itself"
        + " again under its identifier (as a cell reconfigured from its own button's closure"
        + " does) runs once per sendActions(for: .touchUpInside): UIKit does not run an action"
        + " added while it sends them in the same pass (neither documented nor ruled out,"
        + " UIControl.h; were it run, the closure would register and run again without end: the"
        + " check stops it after five).",
      calls: sendActionsCalls, needs: [.controlActions]
    ) { context in
      var verdict = Verdict()
      guard let button = await button(in: context) else {
        return .failed("the screen did not reach the window")
      }
      let log = HandlerLog()
      // The closure takes the button it is given: capturing `button` would keep it for ever.
      @MainActor func register(on button: UIButton) {
        button.re.on(with: button, .touchUpInside, identifier: "reconfigured") { button in
          log.append("run")
          if log.entries.count < 5 { register(on: button) }
        }
      }
      register(on: button)
      button.sendActions(for: .touchUpInside)
      verdict.expectEqual(log.entries, ["run"], "closures run at the first firing")
      log.reset()
      button.sendActions(for: .touchUpInside)
      verdict.expectEqual(log.entries, ["run"], "closures run at the second firing")
      return verdict.outcome("the closure registered again ran at the next firing only")
    }

    static let combinedMask = DeviceCheck(
      area: "Controls", name: "a closure for a combined mask runs once per event",
      verifies: "A closure added for [.touchDown, .touchUpInside] runs once for each of"
        + " sendActions(for: .touchDown) and sendActions(for: .touchUpInside).",
      calls: sendActionsCalls, needs: [.controlActions]
    ) { context in
      var verdict = Verdict()
      guard let button = await button(in: context) else {
        return .failed("the screen did not reach the window")
      }
      var count = 0
      button.re.on(with: button, [.touchDown, .touchUpInside]) { _ in count += 1 }
      button.sendActions(for: .touchDown)
      verdict.expectEqual(count, 1, "runs after .touchDown")
      button.sendActions(for: .touchUpInside)
      verdict.expectEqual(count, 2, "runs after .touchUpInside")
      return verdict.outcome("ran once per event")
    }

    static let keyedReplacement = DeviceCheck(
      area: "Controls", name: "keyed registration replaces; the old token leaves the new one",
      verifies: "Adding with the same identifier replaces the earlier closure, and remove() on"
        + " the earlier closure's token does not remove its replacement (UIKit uniques UIActions"
        + " by identifier).",
      calls: sendActionsCalls, needs: [.controlActions]
    ) { context in
      var verdict = Verdict()
      guard let button = await button(in: context) else {
        return .failed("the screen did not reach the window")
      }
      let log = HandlerLog()
      let old = button.re.on(with: button, .touchUpInside, identifier: "like") { _ in
        log.append("old")
      }
      let new = button.re.on(with: button, .touchUpInside, identifier: "like") { _ in
        log.append("new")
      }
      button.sendActions(for: .touchUpInside)
      verdict.expectEqual(log.entries, ["new"], "after replacing")
      old.remove()
      log.reset()
      button.sendActions(for: .touchUpInside)
      verdict.expectEqual(log.entries, ["new"], "after the old token's remove()")
      new.remove()
      log.reset()
      button.sendActions(for: .touchUpInside)
      verdict.expectEqual(log.entries, [], "after the new token's remove()")
      return verdict.outcome("the replacement survived the old token")
    }

    static let emptyMaskRefused = DeviceCheck(
      area: "Controls",
      name: "a closure for no events is refused, and still replaces by identifier",
      verifies: "re.on(with:_:identifier:_:) with no control events returns an inactive token and"
        + " reports closureRefused; the earlier closure with the same identifier no longer runs.",
      calls: sendActionsCalls, needs: [.controlActions]
    ) { context in
      var verdict = Verdict()
      guard let button = await button(in: context) else {
        return .failed("the screen did not reach the window")
      }
      let log = HandlerLog()
      button.re.on(with: button, .touchUpInside, identifier: "buy") { _ in log.append("earlier") }
      var token: HandlerToken?
      let kinds = AppObjectScenario.diagnostics {
        token = button.re.on(with: button, [], identifier: "buy") { _ in log.append("empty") }
      }
      verdict.expectEqual(kinds, ["closureRefused"], "diagnostics")
      verdict.expectEqual(token?.isActive, false, "the refused closure's token is active")
      button.sendActions(for: .touchUpInside)
      verdict.expectEqual(log.entries, [], "closures run by .touchUpInside")
      return verdict.outcome("refused, and the earlier closure with its identifier replaced")
    }

    static let removeAllClosures = DeviceCheck(
      area: "Controls", name: "removeAllClosures(for:) leaves other code's actions",
      verifies: "removeAllClosures(for: .touchUpInside) removes the library's closures for that"
        + " event, keeps its closures for other events and UIActions added by other code; a"
        + " target-action keeps working where UIKit delivers it (recorded).",
      calls: sendActionsCalls, needs: [.controlActions]
    ) { context in
      var verdict = Verdict()
      guard let button = await button(in: context) else {
        return .failed("the screen did not reach the window")
      }
      let log = HandlerLog()
      let target = ActionTarget(log: log)
      button.re.on(with: button, .touchUpInside) { _ in log.append("closure up") }
      button.re.on(with: button, .touchDown) { _ in log.append("closure down") }
      button.addAction(UIAction { _ in log.append("other action") }, for: .touchUpInside)
      button.addTarget(target, action: #selector(ActionTarget.fire), for: .touchUpInside)
      button.re.removeAllClosures(for: .touchUpInside)
      // UIControl holds targets weakly: keep this one alive while the control fires.
      withExtendedLifetime(target) {
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .touchDown)
      }
      verdict.expect(
        !log.entries.contains("closure up"), "the .touchUpInside closure still ran")
      verdict.expect(
        log.entries.contains("closure down"), "the .touchDown closure was removed too")
      verdict.expect(
        log.entries.contains("other action"), "the UIAction added by other code was removed")
      verdict.fact(
        "target-action delivered by sendActions(for:)",
        log.entries.contains("target") ? "yes" : "no",
        expected: "yes with a host application; UIApplication delivers target-actions")
      return verdict.outcome("only the library's .touchUpInside closures went")
    }

    static let valueChangeFacts = DeviceCheck(
      area: "Controls", name: "programmatic changes send no .valueChanged, as documented",
      verifies: "UISwitch.setOn(_:animated:) and UISlider.setValue(_:animated:), which their"
        + " headers say do not send actions, run no re.onValueChange closure; what assigning"
        + " UIStepper.value does (its header says it sends .valueChanged) is recorded; the"
        + " closures of all three run once when each control sends .valueChanged.",
      calls: .uikit(
        "UIKit's own setters (setOn, value, setValue); sendActions(for:), which makes UIKit run"
          + " the UIActions"),
      needs: [.controlActions]
    ) { context in
      var verdict = Verdict()
      guard await button(in: context) != nil else {
        return .failed("the screen did not reach the window")
      }
      let toggle = UISwitch()
      var toggleCalls = 0
      toggle.re.onValueChange(with: toggle) { _, _ in toggleCalls += 1 }
      toggle.setOn(true, animated: false)
      // UIKit sends a control's actions for the user's interaction; the programmatic setters
      // say so in UISwitch.h and UISlider.h: "does not send action". A closure that runs here
      // would be ResponderEvents sending what UIKit did not.
      verdict.expectEqual(
        toggleCalls, 0,
        ".valueChanged closures run by UISwitch.setOn(_:animated:) ('does not send action',"
          + " UISwitch.h)")

      let stepper = UIStepper()
      stepper.maximumValue = 10
      var stepperCalls = 0
      stepper.re.onValueChange(with: stepper) { _, _ in stepperCalls += 1 }
      stepper.value = 3
      verdict.fact(
        "UIStepper.value = … runs .valueChanged closures", "\(stepperCalls) time(s)",
        expected: "1: 'sends UIControlEventValueChanged' (UIStepper.h)")

      let slider = UISlider()
      var sliderCalls = 0
      slider.re.onValueChange(with: slider) { _, _ in sliderCalls += 1 }
      slider.setValue(0.5, animated: false)
      verdict.expectEqual(
        sliderCalls, 0,
        ".valueChanged closures run by UISlider.setValue(_:animated:) ('does not send action',"
          + " UISlider.h)")

      // The closures themselves must run when the control does send.
      let before = (toggleCalls, stepperCalls, sliderCalls)
      toggle.sendActions(for: .valueChanged)
      stepper.sendActions(for: .valueChanged)
      slider.sendActions(for: .valueChanged)
      verdict.expectEqual(toggleCalls, before.0 + 1, "switch closure runs on .valueChanged")
      verdict.expectEqual(stepperCalls, before.1 + 1, "stepper closure runs on .valueChanged")
      verdict.expectEqual(sliderCalls, before.2 + 1, "slider closure runs on .valueChanged")
      return verdict.outcome(
        "switch \(before.0), stepper \(before.1), slider \(before.2) call(s) before sendActions")
    }
  }

  /// A target for target-action, which logs `target`.
  @MainActor
  private final class ActionTarget: NSObject {
    private let log: HandlerLog

    init(log: HandlerLog) {
      self.log = log
    }

    @objc func fire() {
      log.append("target")
    }
  }

  /// Asked by a button in `requestWaitsForPromise`.
  private struct AskToDelete: ResponderRequest {
    typealias Reply = Bool
  }
#endif
