#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// Presentations through `re.present(_:animated:completion:)`, which records the presenting
  /// screen so that the sheet's events come back to it.
  @MainActor
  enum RecordedPresenterChecks {
    static var all: [DeviceCheck] {
      [recordedSheet]
    }

    static let recordedSheet = DeviceCheck(
      area: "Presentation", name: "sheet presented with re.present(_:animated:)",
      verifies: "A sheet presented with screen.re.present from a screen inside a navigation"
        + " controller has re.presenter == screen; its events reach the screen, then the"
        + " navigation controller and the window; the screen's broadcast reaches the sheet, the"
        + " navigation controller's reaches it once, the window's not when the screen skips its"
        + " subtree; after dismissal re.presenter is nil.",
      calls: PresentationChecks.presentCalls, needs: [.windowScene]
    ) { context in
      var verdict = Verdict()
      guard let stack = await PresentationChecks.NavigationScreen.show(in: context) else {
        return .failed("the screen's view did not reach the window")
      }
      let (navigation, screen) = (stack.navigation, stack.screen)
      let sheet = ProbeController("Sheet")
      let presented = await Stage.present(sheet) { done in
        screen.re.present(sheet, animated: false, completion: done)
      }
      guard presented else {
        return .failed(
          "re.present(_:animated:completion:) did not complete, or the sheet's view did not"
            + " reach a window")
      }
      verdict.fact(
        "UIKit's presentingViewController of the sheet",
        Responders.typeName(sheet.presentingViewController))
      verdict.expect(
        sheet.re.presenter === screen,
        "re.presenter is \(Responders.name(sheet.re.presenter)), not the screen")

      let window = context.window
      let log = HandlerLog()
      log.removeHandlers(after: context)
      log.watch(Ping.self, on: [sheet, screen, navigation, window])
      let route = sheet.probe.re.send(Ping(), options: .tracing).trace?.route ?? []
      verdict.expectRoute(
        log.entries, ["Sheet", "Screen", "Navigation", Responders.name(window)], "handlers run")
      verdict.expectRoute(route, passesInOrder: ["Sheet", "Screen"], "route")
      if let sheetHop = route.firstIndex(of: "Sheet"), sheetHop + 1 < route.count {
        verdict.expectEqual(route[sheetHop + 1], "Screen", "hop after the sheet")
      }
      verdict.fact("route from the sheet", Responders.arrows(route))

      let broadcast = HandlerLog()
      broadcast.watchBroadcast(Announcement.self, on: [sheet])
      screen.re.broadcast(Announcement(text: "from the screen"))
      verdict.expectEqual(broadcast.entries, ["Sheet"], "the screen's broadcast reaches the sheet")
      broadcast.reset()
      navigation.re.broadcast(Announcement(text: "from the navigation controller"))
      verdict.expectEqual(
        broadcast.entries, ["Sheet"], "the navigation controller's broadcast reaches the sheet")
      // The sheet's view sits in a transition view in the window: not a second way in.
      broadcast.reset()
      let skip = screen.re.handleBroadcast(Announcement.self) { _, _ in .skipSubtree }
      window.re.broadcast(Announcement(text: "from the window"))
      skip.remove()
      verdict.expectEqual(
        broadcast.entries, [], "a window broadcast the screen skips reaches the sheet anyway")

      verdict.expect(await Stage.dismiss(from: screen), "the sheet was not dismissed in time")
      verdict.expect(
        sheet.re.presenter == nil,
        "after dismissal re.presenter is \(Responders.name(sheet.re.presenter))")
      return verdict.outcome("Sheet → Screen → Navigation → window")
    }
  }
#endif
