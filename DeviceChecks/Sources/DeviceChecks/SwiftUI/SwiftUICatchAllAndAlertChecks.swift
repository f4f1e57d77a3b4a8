#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import SwiftUI
  import UIKit

  extension SwiftUIHandlerChecks {
    static let catchAllsAndTheErrorChain = DeviceCheck(
      area: "SwiftUI",
      name: "catch-all modifiers and transforms; errors pass them to onResponderError",
      verifies: "Around a List row: transformResponderEvent(RowTapped) replaces the row's event;"
        + " a throwing and a plain onResponderEvent(conformingTo:) above it"
        + " see the new event, the second stops it; a transform and a catch-all that throw"
        + " report from their scopes, and those errors pass the catch-all that stops every event"
        + " to reach onResponderError above it; an error of another type goes on to the hosting"
        + " controller's re.catchError, and no event reaches the hosting controller.",
      calls: sendCalls, needs: [.swiftUIAppears]
    ) { context in
      var verdict = Verdict()
      let probe = HandlerProbe()
      guard let (host, _) = await host(CatchAllScreen(probe: probe), probe: probe, in: context),
        let sender = probe.rowSender
      else {
        return context.didNotHappen(
          "the SwiftUI list did not appear (the row's onAppear never ran) within "
            + Stage.timeoutDescription)
      }
      var caughtInUIKit: [String] = []
      host.re.catchError((any Error).self) { _, error, _ in
        caughtInUIKit.append("\(type(of: error))")
        return .stop
      }
      var eventsInUIKit = 0
      host.re.handle(conformingTo: (any ResponderEvent).self) { _, _ in
        eventsInUIKit += 1
        return .stop
      }
      sender.send(RowTapped())
      sender.send(RowTapped(path: ["bad"]))
      sender.send(Failing())
      sender.report(UnknownError())
      verdict.expectEqual(
        probe.log,
        [
          "throwing catch-all Renamed", "catch-all Renamed", "caught transform",
          "throwing catch-all Failing", "caught handler",
        ], "SwiftUI handlers")
      verdict.expectEqual(caughtInUIKit, ["UnknownError"], "errors caught in UIKit")
      verdict.expectEqual(eventsInUIKit, 0, "events that reached UIKit")
      return verdict.outcome("transform → catch-alls; errors past them to onResponderError")
    }
  }

  extension SwiftUIHandlerChecks {
    static let alertForAlertableError = DeviceCheck(
      area: "SwiftUI", name: "responderErrorAlert() presents an AlertableError and stops it",
      verifies: "A List row reports an AlertableError; .responderErrorAlert() around the list"
        + " stops it and SwiftUI presents an alert from the hosting controller with the error's"
        + " title and message; an error that is not alertable goes on to re.catchError. The"
        + " alert is then dismissed.",
      calls: .both(
        "SwiftUI lays out the List, runs onAppear and presents the alert; the check reports"
          + " through the row's sender and dismisses with dismiss(animated: false, completion:)"),
      needs: [.windowScene, .swiftUIAppears]
    ) { context in
      var verdict = Verdict()
      let probe = HandlerProbe()
      guard let (host, _) = await host(AlertScreen(probe: probe), probe: probe, in: context),
        let sender = probe.rowSender
      else {
        return context.didNotHappen(
          "the SwiftUI list did not appear within " + Stage.timeoutDescription)
      }
      var caughtInUIKit: [String] = []
      host.re.catchError((any Error).self) { _, error, _ in
        caughtInUIKit.append("\(type(of: error))")
        return .stop
      }
      sender.report(UnknownError())
      let result = sender.report(Declined())
      verdict.expect(result.isHandled, "the alertable error was not handled in SwiftUI")
      let presented = await Stage.waitUntil {
        host.presentedViewController != nil && !Stage.inTransition(host)
      }
      guard presented, let alert = host.presentedViewController else {
        return .failed("no alert was presented within " + Stage.timeoutDescription)
      }
      verdict.fact("the alert's controller", Responders.typeName(alert))
      // SwiftUI's .alert is presented as a UIAlertController (a subclass of it) on iOS 17 and
      // 18; anything else is a presentation whose title and message this check cannot read,
      // so it cannot pass on it.
      if let alert = alert as? UIAlertController {
        verdict.expectEqual(alert.title, "Declined", "the alert's title")
        verdict.expectEqual(alert.message, "Your card was declined.", "the alert's message")
      } else {
        verdict.fail(
          "the presented controller is a \(Responders.typeName(alert)), not a"
            + " UIAlertController: its title and message cannot be checked")
      }
      verdict.expectEqual(caughtInUIKit, ["UnknownError"], "errors that went on to UIKit")
      verdict.expect(
        await Stage.dismiss(from: host), "the alert was not dismissed within the stage's timeout")
      return verdict.outcome("the alertable error shown and stopped; the other went on")
    }

    static let controllerAlertForAlertableError = DeviceCheck(
      area: "UIKit", name: "re.catchAlertableErrors() presents a UIAlertController",
      verifies: "A view reports an AlertableError; re.catchAlertableErrors() on its controller"
        + " presents a UIAlertController from that controller with the error's title and"
        + " message, and stops the error; an error that is not alertable goes on up.",
      calls: .both(
        "UIKit presents the alert; the check reports from the view and dismisses with"
          + " dismiss(animated: false, completion:)"),
      needs: [.windowScene]
    ) { context in
      var verdict = Verdict()
      let controller = UIViewController()
      controller.re.debugName = "Screen"
      let reporter = UIView()
      controller.view.addSubview(reporter)
      guard await Stage.show(controller, in: context.window) else {
        return context.didNotHappen("the controller was not shown in the window")
      }
      controller.re.catchAlertableErrors()
      let passed = reporter.re.report(UnknownError())
      let caught = reporter.re.report(Declined())
      verdict.expect(
        passed.stoppedBy == nil, "an error that is not alertable was stopped at the controller")
      verdict.expect(caught.stoppedBy === controller, "the alertable error was not stopped there")
      let presented = await Stage.waitUntil {
        controller.presentedViewController != nil && !Stage.inTransition(controller)
      }
      guard presented, let alert = controller.presentedViewController as? UIAlertController else {
        return .failed("no UIAlertController was presented within " + Stage.timeoutDescription)
      }
      verdict.expectEqual(alert.title, "Declined", "the alert's title")
      verdict.expectEqual(alert.message, "Your card was declined.", "the alert's message")
      verdict.expectEqual(alert.preferredStyle, .alert, "the alert's style")
      verdict.expect(
        await Stage.dismiss(from: controller),
        "the alert was not dismissed within the stage's timeout")
      return verdict.outcome("presented from the controller that caught it")
    }
  }

  /// An error that describes itself for an alert.
  private struct Declined: AlertableError {
    var title: String? { "Declined" }
    var message: String { "Your card was declined." }
  }

  /// An error nothing in the checks' SwiftUI content catches.
  private struct UnknownError: Error {}

  /// What the catch-all check's throwing transform and handler throw.
  private enum CatchAllError: Error {
    case transform
    case handler
  }

  /// What the transform makes of a row's event.
  private struct Renamed: ResponderEvent {}

  /// An event the throwing catch-all throws for.
  private struct Failing: ResponderEvent {}

  /// A list under a transform, two catch-alls (the outer stops every event) and an error
  /// handler.
  private struct CatchAllScreen: View {
    let probe: HandlerProbe

    var body: some View {
      List(0..<3, id: \.self) { row in
        ProbeRow(probe: probe, isFirst: row == 0)
      }
      .transformResponderEvent(RowTapped.self) { event -> Renamed in
        if event.path.contains("bad") { throw CatchAllError.transform }
        return Renamed()
      }
      .onResponderEvent(conformingTo: (any ResponderEvent).self) { context in
        probe.log.append("throwing catch-all \(type(of: context.event))")
        if context.event is Failing { throw CatchAllError.handler }
        return .pass
      }
      .onResponderEvent(conformingTo: (any ResponderEvent).self) { context in
        probe.log.append("catch-all \(type(of: context.event))")
        return .stop
      }
      .onResponderError(CatchAllError.self) { error in
        probe.log.append("caught \(error)")
        return .stop
      }
    }
  }

  /// A list whose alertable errors are shown in an alert.
  private struct AlertScreen: View {
    let probe: HandlerProbe

    var body: some View {
      List(0..<3, id: \.self) { row in
        ProbeRow(probe: probe, isFirst: row == 0)
      }
      .responderErrorAlert()
    }
  }
#endif
