#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import SwiftUI
  import UIKit

  extension SwiftUIHandlerChecks {
    static let swiftUIAlertsQueue = DeviceCheck(
      area: "SwiftUI", name: "responderErrorAlert() shows two errors in a row one after the other",
      verifies: "A List row reports two AlertableErrors in a row: .responderErrorAlert() shows"
        + " the first; once it is dismissed, SwiftUI shows the second, which was not lost.",
      calls: .both(
        "SwiftUI presents both alerts; the check reports through the row's sender and dismisses"
          + " with dismiss(animated: false, completion:), which SwiftUI must notice (a user's"
          + " tap on OK goes through SwiftUI's isPresented binding instead; when SwiftUI does"
          + " not notice a dismissal by UIKit code, the check does not apply)"),
      needs: [.windowScene, .swiftUIAppears]
    ) { context in
      var verdict = Verdict()
      let probe = HandlerProbe()
      guard let (host, _) = await host(QueuedAlertScreen(probe: probe), probe: probe, in: context),
        let sender = probe.rowSender
      else {
        return context.didNotHappen(
          "the SwiftUI list did not appear within " + Stage.timeoutDescription)
      }
      sender.report(Numbered(number: 1))
      sender.report(Numbered(number: 2))
      guard await waitForAlert(titled: "Alert 1", on: host) else {
        return .failed("the first alert was not presented within " + Stage.timeoutDescription)
      }
      verdict.expect(await Stage.dismiss(from: host), "the first alert was not dismissed")
      // The queue moves on when SwiftUI sets the alert's isPresented binding to false, which it
      // does for a tap on a button; whether it does for a dismissal made by UIKit code is
      // SwiftUI's business, and no public API dismisses a SwiftUI alert through its binding
      // from outside the view. So a second alert that never comes marks the harness, not the
      // library (the queue's order is tested on Linux, AlertQueue's tests), unless SwiftUI
      // showed the first alert again, which means it noticed nothing.
      guard await waitForAlert(titled: "Alert 2", on: host) else {
        let shownAgain = (host.presentedViewController as? UIAlertController)?.title
        _ = await Stage.dismiss(from: host)
        return .notApplicable(
          "SwiftUI did not show the second alert after the first was dismissed by UIKit code"
            + " (presented now: \(shownAgain ?? "nothing")); this run cannot tell the queue"
            + " from SwiftUI missing a dismissal it did not make",
          facts: verdict.facts
            + [
              DeviceFact(
                "SwiftUI noticing an alert dismissed by dismiss(animated:completion:)",
                observed: "no second alert within " + Stage.timeoutDescription)
            ])
      }
      verdict.fact(
        "SwiftUI noticing an alert dismissed by dismiss(animated:completion:)",
        "yes: the waiting alert followed")
      verdict.expect(await Stage.dismiss(from: host), "the second alert was not dismissed")
      return verdict.outcome("both alerts shown, in order")
    }

    static let controllerAlertsQueue = DeviceCheck(
      area: "UIKit", name: "re.catchAlertableErrors() queues an error while an alert is shown",
      verifies: "A view reports two AlertableErrors in a row: the first alert shows and the"
        + " second waits (UIKit would refuse a second presentation); once the first is"
        + " dismissed by code and released, the waiting one shows with no other error; a third"
        + " error waits behind it and shows once it is dismissed in turn.",
      calls: .both(
        "UIKit presents the alerts; the check reports from the view and dismisses with"
          + " dismiss(animated: false, completion:), which runs no button handler"),
      needs: [.windowScene]
    ) { context in
      var verdict = Verdict()
      let controller = UIViewController()
      let reporter = UIView()
      controller.view.addSubview(reporter)
      guard await Stage.show(controller, in: context.window) else {
        return context.didNotHappen("the controller was not shown in the window")
      }
      controller.re.catchAlertableErrors()
      let first = reporter.re.report(Numbered(number: 1))
      let second = reporter.re.report(Numbered(number: 2))
      verdict.expect(first.stoppedBy === controller, "the first error was not stopped there")
      verdict.expect(second.stoppedBy === controller, "the second error was not kept there")
      guard await waitForAlert(titled: "Alert 1", on: controller) else {
        return .failed("the first alert was not presented within " + Stage.timeoutDescription)
      }
      verdict.expect(await Stage.dismiss(from: controller), "the first alert was not dismissed")
      verdict.expect(
        await waitForAlert(titled: "Alert 2", on: controller),
        "the waiting alert was not presented once the first was dismissed by code")
      reporter.re.report(Numbered(number: 3))
      verdict.expect(await Stage.dismiss(from: controller), "the second alert was not dismissed")
      verdict.expect(
        await waitForAlert(titled: "Alert 3", on: controller),
        "the third alert was not presented once the second was dismissed by code")
      verdict.expect(await Stage.dismiss(from: controller), "the third alert was not dismissed")
      return verdict.outcome("each error waited for the alert before it and was shown")
    }

    static let controllerAlertDuringPresentation = DeviceCheck(
      area: "UIKit", name: "re.catchAlertableErrors() waits for a presentation to end",
      verifies: "A sheet's view reports an AlertableError while the sheet is being presented"
        + " (animated): the controller below stops it, and presents the alert from the sheet"
        + " once the presentation ends, where a plain present would have been refused.",
      calls: .both(
        "UIKit animates the sheet and runs the transition's completion; the check presents"
          + " and reports"),
      needs: [.windowScene]
    ) { context in
      var verdict = Verdict()
      guard let controller = await shownController(in: context) else {
        return context.didNotHappen("the controller was not shown in the window")
      }
      controller.re.catchAlertableErrors()
      // The run turns animations off; this check needs a transition in flight.
      UIView.setAnimationsEnabled(true)
      defer { UIView.setAnimationsEnabled(false) }
      let sheet = UIViewController()
      controller.present(sheet, animated: true)
      // The scenario is an error that comes during the presentation; without a transition in
      // flight there is nothing to wait for, and a pass would prove nothing.
      guard sheet.isBeingPresented || sheet.transitionCoordinator != nil else {
        _ = await Stage.dismiss(from: controller)
        return .notApplicable(
          "the sheet was not in its transition right after present(animated: true), with"
            + " animations on, so no error could come during it")
      }
      let result = sheet.view.re.report(Numbered(number: 1))
      verdict.expect(result.stoppedBy === controller, "the error was not kept at the controller")
      // It waited: nothing was presented over the sheet while it was being presented.
      verdict.expect(
        sheet.presentedViewController == nil,
        "an alert was presented at once, while the sheet was still being presented")
      var presentedDuringTransition = false
      let shown = await Stage.waitUntil {
        let alert = sheet.presentedViewController as? UIAlertController
        if alert != nil, sheet.isBeingPresented { presentedDuringTransition = true }
        return alert?.title == "Alert 1" && !Stage.inTransition(sheet)
      }
      guard shown else {
        _ = await Stage.dismiss(from: controller)
        return .failed(
          "no alert was presented from the sheet within " + Stage.timeoutDescription)
      }
      // Then it was shown, from the sheet, once the sheet's presentation had ended.
      verdict.expect(
        !presentedDuringTransition, "the alert was presented before the sheet's presentation ended")
      verdict.expect(await Stage.dismiss(from: controller), "the sheet was not dismissed")
      return verdict.outcome("the error waited for the presentation, then its alert was shown")
    }

    static let controllerGoneWhileAnErrorWaits = DeviceCheck(
      area: "UIKit", name: "re.catchAlertableErrors() on a sheet dismissed as an error comes",
      verifies: "A sheet that catches alertable errors is being dismissed (animated) when its"
        + " view reports one: the error waits for the transition; the sheet goes away; the error"
        + " is reported (unhandled), not lost with the sheet's handler.",
      calls: .both(
        "UIKit animates the dismissal and releases the sheet; the check presents, dismisses"
          + " and reports"),
      needs: [.windowScene]
    ) { context in
      var verdict = Verdict()
      guard let controller = await shownController(in: context) else {
        return context.didNotHappen("the controller was not shown in the window")
      }
      weak var weakSheet: UIViewController?
      let collector = DiagnosticKinds.collecting()
      defer { collector.stop() }
      // The run turns animations off; this check needs a transition in flight, to its end.
      UIView.setAnimationsEnabled(true)
      defer { UIView.setAnimationsEnabled(false) }
      do {
        let sheet = UIViewController()
        weakSheet = sheet
        sheet.re.catchAlertableErrors()
        guard
          await Stage.present(
            sheet,
            { done in
              controller.present(sheet, animated: false, completion: done)
            })
        else { return .failed("the sheet was not presented in time") }
        controller.dismiss(animated: true)
        guard sheet.isBeingDismissed || sheet.transitionCoordinator != nil else {
          return .notApplicable(
            "the sheet was not in its transition right after dismiss(animated: true), with"
              + " animations on, so no error could wait for it")
        }
        let result = sheet.view.re.report(Numbered(number: 1))
        verdict.expect(result.stoppedBy === sheet, "the error was not kept at the sheet")
      }
      let reported = await Stage.waitUntil { collector.kinds.contains("unhandled") }
      verdict.fact(
        "the sheet after its dismissal", weakSheet == nil ? "deallocated" : "still alive",
        expected: "deallocated (nothing in the check keeps it)")
      verdict.expect(
        reported,
        "the error that waited was not reported within " + Stage.timeoutDescription
          + " (diagnostics: \(collector.kinds))")
      verdict.expect(
        controller.presentedViewController == nil, "an alert was presented over the controller")
      return verdict.outcome("the error that waited was reported once the sheet was gone")
    }

    static let controllerAlertUnderFullScreen = DeviceCheck(
      area: "UIKit", name: "re.catchAlertableErrors() under a full-screen presentation",
      verifies: "A controller presents another full screen, which takes the presenter's view"
        + " out of the window; an AlertableError from the presented controller's view reaches"
        + " the presenter's handler, which presents the alert from the topmost controller.",
      calls: alertPresentCalls, needs: [.windowScene]
    ) { context in
      var verdict = Verdict()
      guard let controller = await shownController(in: context) else {
        return context.didNotHappen("the controller was not shown in the window")
      }
      controller.re.catchAlertableErrors()
      let cover = UIViewController()
      cover.modalPresentationStyle = .fullScreen
      guard
        await Stage.present(
          cover,
          { done in
            controller.present(cover, animated: false, completion: done)
          })
      else {
        return .failed("the full-screen presentation did not complete in time")
      }
      verdict.fact(
        "the catching controller's view under the full-screen controller",
        controller.viewIfLoaded?.window == nil ? "out of the window" : "in the window",
        expected: "out of the window (UIModalPresentationFullScreen removes the presenter's views)")
      let result = cover.view.re.report(Numbered(number: 1))
      verdict.expect(result.stoppedBy === controller, "the error was not stopped at the presenter")
      verdict.expect(
        await waitForAlert(titled: "Alert 1", on: cover),
        "no alert was presented from the full-screen controller")
      verdict.expect(await Stage.dismiss(from: controller), "the presentations were not dismissed")
      return verdict.outcome("presented from the topmost controller")
    }

    /// Presentations made by the checks themselves, without a touch.
    nonisolated static let alertPresentCalls = DeviceCheckCalls.both(
      "UIKit presents; the check presents, reports and dismisses (no touch)")

    /// A plain controller shown as the window's root, or `nil` when it did not get there.
    private static func shownController(in context: DeviceCheckContext) async -> UIViewController? {
      let controller = UIViewController()
      return await Stage.show(controller, in: context.window) ? controller : nil
    }

    /// Waits until `presenter` shows an alert titled `title`, out of its transition.
    private static func waitForAlert(
      titled title: String, on presenter: UIViewController
    ) async
      -> Bool
    {
      await Stage.waitUntil {
        guard let alert = presenter.presentedViewController as? UIAlertController else {
          return false
        }
        return alert.title == title && !Stage.inTransition(presenter)
      }
    }
  }

  /// An alertable error that says which it is.
  private struct Numbered: AlertableError {
    let number: Int
    var title: String? { "Alert \(number)" }
    var message: String { "Error number \(number)." }
  }

  /// A list whose alertable errors are shown in alerts.
  private struct QueuedAlertScreen: View {
    let probe: HandlerProbe

    var body: some View {
      List(0..<3, id: \.self) { row in
        ProbeRow(probe: probe, isFirst: row == 0)
      }
      .responderErrorAlert()
    }
  }
#endif
