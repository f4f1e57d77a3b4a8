#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// Presentations with UIKit's own `present(_:animated:completion:)`: events from the presented
  /// controller go to what UIKit reports as its `presentingViewController`.
  @MainActor
  enum PresentationChecks {
    static var all: [DeviceCheck] {
      [plainSheet, fullScreen]
    }

    /// UIKit presents and dismisses; the check sends and broadcasts.
    nonisolated static let presentCalls = DeviceCheckCalls.both(
      "UIKit presents and dismisses (animated: false, awaited through the completion and the"
        + " end of the transition); the check sends and broadcasts through ResponderEvents")

    /// A screen inside a navigation controller, shown in the window.
    @MainActor
    struct NavigationScreen {
      let navigation: UINavigationController
      let screen: ProbeController

      static func show(in context: DeviceCheckContext) async -> NavigationScreen? {
        let screen = ProbeController("Screen")
        let navigation = UINavigationController(rootViewController: screen)
        navigation.re.debugName = "Navigation"
        guard await Stage.show(navigation, in: context.window),
          await Stage.waitUntil({ screen.viewIfLoaded?.window != nil })
        else { return nil }
        return NavigationScreen(navigation: navigation, screen: screen)
      }
    }

    static let plainSheet = DeviceCheck(
      area: "Presentation", name: "sheet presented with present(_:animated:)",
      verifies: "A sheet presented by a screen inside a navigation controller sends its events to"
        + " what UIKit reports as presentingViewController (recorded), and that controller's"
        + " broadcasts reach the sheet; the screen's reach it only if it is that controller.",
      calls: presentCalls, needs: [.windowScene]
    ) { context in
      var verdict = Verdict()
      guard let stack = await NavigationScreen.show(in: context) else {
        return .failed("the screen's view did not reach the window")
      }
      let (navigation, screen) = (stack.navigation, stack.screen)
      let sheet = ProbeController("Sheet")
      let presented = await Stage.present(sheet) { done in
        screen.present(sheet, animated: false, completion: done)
      }
      guard presented else {
        return .failed(
          "present(_:animated:completion:) did not complete, or the sheet's view"
            + " did not reach a window")
      }
      guard let reported = sheet.presentingViewController else {
        _ = await Stage.dismiss(from: screen)
        return .failed("the presented sheet has no presentingViewController")
      }
      verdict.fact(
        "presentingViewController of a sheet presented by a screen in a navigation controller",
        Responders.typeName(reported) + (reported === screen ? " (the screen)" : ""),
        expected: "UINavigationController: 'The view controller that presented this view"
          + " controller (or its farthest ancestor.)' (UIViewController.h)")
      verdict.fact("the sheet's next responder (UIKit)", Responders.typeName(sheet.next))
      verdict.fact(
        "the sheet's presentation style", String(sheet.modalPresentationStyle.rawValue),
        expected: "1 (.pageSheet, what .automatic becomes on iPhone) or -2 (.automatic)")

      let window = context.window
      let log = HandlerLog()
      log.removeHandlers(after: context)
      log.watch(Ping.self, on: [sheet, screen, navigation, window])
      let route = sheet.probe.re.send(Ping(), options: .tracing).trace?.route ?? []
      let windowName = Responders.name(window)
      if reported === screen {
        verdict.expectRoute(
          log.entries, ["Sheet", "Screen", "Navigation", windowName], "handlers run")
      } else if reported === navigation {
        verdict.expectRoute(log.entries, ["Sheet", "Navigation", windowName], "handlers run")
      } else {
        verdict.fail(
          "UIKit reports neither the screen nor its navigation controller as presenting the"
            + " sheet, but \(Responders.typeName(reported))")
      }
      if let sheetHop = route.firstIndex(of: "Sheet"), sheetHop + 1 < route.count {
        verdict.expectEqual(
          route[sheetHop + 1], Responders.name(reported), "hop after the sheet")
      } else {
        verdict.fail("the route does not pass the sheet: \(Responders.arrows(route))")
      }
      verdict.fact("route from the sheet", Responders.arrows(route))

      let broadcast = HandlerLog()
      broadcast.watchBroadcast(Announcement.self, on: [sheet])
      reported.re.broadcast(Announcement(text: "from the presenter"))
      verdict.expectEqual(
        broadcast.entries, ["Sheet"], "the reported presenter's broadcast reaches the sheet")
      broadcast.reset()
      screen.re.broadcast(Announcement(text: "from the screen"))
      verdict.expectEqual(
        broadcast.entries, reported === screen ? ["Sheet"] : [],
        "the screen's broadcast reaches the sheet only when UIKit reports the screen")

      verdict.expect(await Stage.dismiss(from: reported), "the sheet was not dismissed in time")
      return verdict.outcome(
        "events go to \(Responders.typeName(reported)), as UIKit reports")
    }

    static let fullScreen = DeviceCheck(
      area: "Presentation", name: "full-screen presentation",
      verifies: "A .fullScreen presentation takes the presenter's view out of the window"
        + " (recorded); the presented controller's events still reach the presenter UIKit"
        + " reports and, through the window's root, the window, as does a value the root"
        + " provides; a broadcast from the window reaches the presented controller once.",
      calls: presentCalls, needs: [.windowScene]
    ) { context in
      var verdict = Verdict()
      guard let stack = await NavigationScreen.show(in: context) else {
        return .failed("the screen's view did not reach the window")
      }
      let (navigation, screen) = (stack.navigation, stack.screen)
      let cover = ProbeController("Cover")
      cover.modalPresentationStyle = .fullScreen
      let presented = await Stage.present(cover) { done in
        screen.present(cover, animated: false, completion: done)
      }
      guard presented else {
        return .failed("the full-screen presentation did not complete in time")
      }
      guard let reported = cover.presentingViewController else {
        _ = await Stage.dismiss(from: screen)
        return .failed("the presented controller has no presentingViewController")
      }
      // Stage.present waited for the transition to end: UIKit has removed the presenter's
      // views by now, if it does.
      verdict.fact(
        "the presenter's view after a full-screen presentation",
        navigation.viewIfLoaded?.window == nil ? "out of the window" : "in the window",
        expected: "out of the window (UIModalPresentationFullScreen removes the presenter's views)")
      verdict.fact(
        "presentingViewController of the full-screen controller", Responders.typeName(reported))
      verdict.fact(
        "the navigation controller's next responder under it", Responders.typeName(navigation.next))

      let window = context.window
      let log = HandlerLog()
      log.removeHandlers(after: context)
      log.watch(Ping.self, on: [cover, reported])
      let route = cover.probe.re.send(Ping(), options: .tracing).trace?.route ?? []
      verdict.expectRoute(log.entries, ["Cover", Responders.name(reported)], "handlers run")
      verdict.fact("route from the full-screen controller", Responders.arrows(route))
      // The root whose view left the window goes on to it (ResponderChainRules.parent(of:)).
      verdict.expect(
        route.contains(Responders.name(window)),
        "the full-screen controller's events did not reach the window: \(route)")
      // Provided values take the same route: one the window's root provides reaches a view of
      // the cover.
      navigation.re.provide(CheckTheme(accent: "cover"))
      let themes = ThemeLog()
      themes.observe(cover.probe, as: "cover")
      verdict.expectEqual(themes.accents("cover"), ["cover"], "the values a view of the cover got")

      let broadcast = HandlerLog()
      broadcast.watchBroadcast(Announcement.self, on: [cover])
      window.re.broadcast(Announcement(text: "from the window"))
      verdict.expectEqual(broadcast.entries, ["Cover"], "the window's broadcast reaches the cover")

      verdict.expect(await Stage.dismiss(from: reported), "the cover was not dismissed in time")
      return verdict.outcome("Cover → \(Responders.typeName(reported))")
    }
  }
#endif
