@_spi(Rules) import ResponderEventsCore
import ResponderEventsTesting
import Testing

private struct SaveName: ResponderEvent {}

/// A screen pushed on a navigation controller over `Home`, handling ``SaveName``, and a sheet
/// with a button in it, not presented yet.
@MainActor
private struct EditNameFlow {
  let home = ModelViewController("Home")
  let navigation: ModelNavigationController
  let screen = ModelViewController("Screen")
  let sheet = ModelViewController("Sheet")
  let save = ModelView("SaveButton")

  init() {
    navigation = ModelNavigationController("Navigation", root: home)
    navigation.push(screen)
    sheet.view.addSubview(save)
  }
}

/// A sheet presented with a plain `present` from a screen inside a container, whose events skip
/// that screen: named when such an event goes unhandled
/// (``EventDiagnostic/Kind/presenterNotRecorded``), on the model of UIKit.
@Suite("Likely mistakes: a sheet presented without recording its presenter", .collectingDiagnostics)
@MainActor
struct PresenterNotRecordedTests {
  @Test(
    "an event from a sheet presented with a plain present names the screen it skipped and re.present"
  )
  func plainPresentFromNavigationScreen() {
    let flow = EditNameFlow()
    var saved = 0
    flow.screen.re.handle(SaveName.self) { _, _ in
      saved += 1
      return .stop
    }
    let shell = ModelShell(root: flow.navigation)
    defer { withExtendedLifetime(shell) {} }
    flow.screen.present(flow.sheet)
    #expect(flow.sheet.presentingViewController === flow.navigation)
    let (result, diagnostics) = collectingDiagnostics { flow.save.re.send(SaveName()) }
    #expect(!result.isHandled && saved == 0)
    #expect(diagnostics.map(\.kind) == [.unhandled, .presenterNotRecorded])
    let hint = diagnostics.last
    #expect(hint?.node?.name == "Sheet")
    #expect(hint?.eventType == "SaveName")
    #expect(
      hint?.message
        == "nobody handled SaveName: it went from this presented controller to Navigation, the "
        + "presenter UIKit reports, past Screen, which handles SaveName. A plain "
        + "present(_:animated:completion:) makes UIKit report the farthest ancestor of the screen "
        + "that called it. Screen probably presented it: present it with re.present(_:animated:) "
        + "from Screen, and its events go to Screen")
  }

  @Test("presented through re.present, the sheet's events reach the screen and nothing is reported")
  func recordedPresenter() {
    let flow = EditNameFlow()
    var saved = 0
    flow.screen.re.handle(SaveName.self) { _, _ in
      saved += 1
      return .stop
    }
    let shell = ModelShell(root: flow.navigation)
    defer { withExtendedLifetime(shell) {} }
    flow.screen.presentRecorded(flow.sheet)
    let (result, diagnostics) = collectingDiagnostics { flow.save.re.send(SaveName()) }
    #expect(result.isHandled && saved == 1)
    #expect(diagnostics.isEmpty)

    // The mistake, for contrast: another sheet, presented with a plain present.
    flow.sheet.dismiss()
    let plain = ModelViewController("PlainSheet")
    flow.screen.present(plain)
    let (_, plainDiagnostics) = collectingDiagnostics { plain.re.send(SaveName()) }
    #expect(plainDiagnostics.map(\.kind) == [.unhandled, .presenterNotRecorded])
    #expect(saved == 1)
  }

  @Test("in a navigation controller in a tab, the screen is named, not the navigation controller")
  func screenInsideNestedContainers() {
    let flow = EditNameFlow()
    flow.screen.re.handle(SaveName.self) { _, _ in .stop }
    flow.navigation.re.handle(SaveName.self) { _, _ in .stop }
    let tabs = ModelTabBarController("Tabs", tabs: [flow.navigation, ModelViewController("Other")])
    let shell = ModelShell(root: tabs)
    defer { withExtendedLifetime(shell) {} }
    flow.screen.present(flow.sheet)
    #expect(flow.sheet.presentingViewController === tabs)
    let (_, diagnostics) = collectingDiagnostics { flow.save.re.send(SaveName()) }
    #expect(diagnostics.map(\.kind) == [.unhandled, .presenterNotRecorded])
    #expect(diagnostics.last?.message.contains("to Tabs, the presenter UIKit reports") == true)
    #expect(diagnostics.last?.message.contains("past Screen, which handles SaveName") == true)
  }

  @Test(
    "a current-context presentation skips the screen inside the context too, and the fix named is definesPresentationContext"
  )
  func currentContext() {
    let flow = EditNameFlow()
    var saved = 0
    flow.screen.re.handle(SaveName.self) { _, _ in
      saved += 1
      return .stop
    }
    let root = ModelViewController("Root")
    root.addChild(flow.navigation, in: root.view)
    let shell = ModelShell(root: root)
    defer { withExtendedLifetime(shell) {} }
    flow.screen.present(flow.sheet, style: .overCurrentContext)
    #expect(flow.sheet.presentingViewController === flow.navigation)
    let (_, diagnostics) = collectingDiagnostics { flow.save.re.send(SaveName()) }
    #expect(diagnostics.map(\.kind) == [.unhandled, .presenterNotRecorded])
    #expect(
      diagnostics.last?.message
        == "nobody handled SaveName: it went from this presented controller to Navigation, the "
        + "presenter UIKit reports, past Screen, which handles SaveName. This controller was "
        + "presented in the current context (.overCurrentContext), which UIKit presents from the "
        + "nearest ancestor of the presenting screen that defines the presentation context, else "
        + "from the window's root view controller. Screen probably presented it: set "
        + "definesPresentationContext = true on Screen (or, to keep the presentation covering "
        + "Navigation, present it with re.present(_:animated:) from Screen), and its events go to "
        + "Screen")

    // The fix named: the screen defines the context, and presents.
    flow.sheet.dismiss()
    flow.screen.definesPresentationContext = true
    flow.screen.present(flow.sheet, style: .overCurrentContext)
    #expect(flow.sheet.presentingViewController === flow.screen)
    let (fixed, fixedDiagnostics) = collectingDiagnostics { flow.save.re.send(SaveName()) }
    #expect(fixed.isHandled && saved == 1)
    #expect(fixedDiagnostics.isEmpty)

    // The other fix named: presented through re.present, over the navigation controller.
    flow.sheet.dismiss()
    flow.screen.definesPresentationContext = false
    flow.screen.presentRecorded(flow.sheet, style: .overCurrentContext)
    #expect(flow.sheet.presentingViewController === flow.navigation)
    let (recorded, recordedDiagnostics) = collectingDiagnostics { flow.save.re.send(SaveName()) }
    #expect(recorded.isHandled && saved == 2)
    #expect(recordedDiagnostics.isEmpty)
  }

  @Test(
    "without a child that handles the event, or a container, only the unhandled event is reported")
  func nothingSkipped() {
    let flow = EditNameFlow()
    flow.screen.re.handle(Tapped.self) { _, _ in .stop }
    flow.screen.re.handleBroadcast(SaveName.self) { _, _ in .handled }
    let shell = ModelShell(root: flow.navigation)
    defer { withExtendedLifetime(shell) {} }
    flow.screen.present(flow.sheet)
    let (_, skipped) = collectingDiagnostics { flow.save.re.send(SaveName()) }
    #expect(skipped.map(\.kind) == [.unhandled])

    let single = ModelViewController("Single")
    single.re.handle(SaveName.self) { _, _ in .pass }
    let singleShell = ModelShell(root: single)
    defer { withExtendedLifetime(singleShell) {} }
    let other = ModelViewController("Other")
    single.present(other)
    let (_, direct) = collectingDiagnostics { other.re.send(SaveName(), options: .includingOrigin) }
    #expect(direct.map(\.kind) == [.unhandled])

    // The mistake, for contrast: the skipped screen handles the event after all.
    flow.screen.re.handle(SaveName.self) { _, _ in .stop }
    let (_, handledBelow) = collectingDiagnostics { flow.save.re.send(SaveName()) }
    #expect(handledBelow.map(\.kind) == [.unhandled, .presenterNotRecorded])
  }

  @Test("a redirected sheet does not go to the presenter, and is not reported")
  func redirectedSheet() {
    let flow = EditNameFlow()
    flow.screen.re.handle(SaveName.self) { _, _ in .pass }
    let shell = ModelShell(root: flow.navigation)
    defer { withExtendedLifetime(shell) {} }
    flow.screen.present(flow.sheet)
    let elsewhere = ModelResponder("Elsewhere")
    flow.sheet.re.redirect(to: elsewhere)
    let (result, diagnostics) = collectingDiagnostics {
      flow.save.re.send(SaveName(), options: .tracing)
    }
    expectRoute(result.trace, ["Sheet.view", "Sheet", "Elsewhere"])
    #expect(diagnostics.map(\.kind) == [.unhandled])

    // Without the redirect, the event goes to the presenter again, past the screen.
    flow.sheet.re.removeRedirect()
    let (_, unredirected) = collectingDiagnostics { flow.save.re.send(SaveName()) }
    #expect(unredirected.map(\.kind) == [.unhandled, .presenterNotRecorded])
  }

  @Test("the same mistake is reported once: repeated sends, and the sheet presented again")
  func oncePerCause() {
    let flow = EditNameFlow()
    flow.screen.re.handle(SaveName.self) { _, _ in .pass }
    let shell = ModelShell(root: flow.navigation)
    defer { withExtendedLifetime(shell) {} }
    let (_, diagnostics) = collectingDiagnostics {
      for _ in 0..<3 {
        // A new sheet of the same type and name each time, as a screen would make it.
        let sheet = ModelViewController("Sheet")
        let save = ModelView("SaveButton")
        sheet.view.addSubview(save)
        flow.screen.present(sheet)
        for _ in 0..<10 { save.re.send(SaveName()) }
        sheet.dismiss()
      }
    }
    #expect(diagnostics.filter { $0.kind == .presenterNotRecorded }.count == 1)
    #expect(diagnostics.filter { $0.kind == .unhandled }.count == 30)
  }

  @Test(
    "the rules list what a sheet's events pass over: shown children innermost first, then the rest")
  func screensPassedOver() {
    let flow = EditNameFlow()
    let nested = ModelViewController("Nested")
    let other = ModelViewController("Other")
    other.addChild(nested, in: other.view)
    let tabs = ModelTabBarController("Tabs", tabs: [flow.navigation, other])
    let shell = ModelShell(root: tabs)
    defer { withExtendedLifetime(shell) {} }
    let rules = ResponderChainRules(model: ModelAnswers())
    #expect(rules.screensPassedOver(by: flow.sheet) == nil)
    flow.screen.present(flow.sheet)
    let passedOver = rules.screensPassedOver(by: flow.sheet)
    #expect(passedOver?.presenter === tabs)
    #expect(
      passedOver?.screens.map(\.name) == ["Screen", "Navigation", "Home", "Other", "Nested"])
    #expect(rules.screensPassedOver(by: flow.screen) == nil)
    #expect(rules.screensPassedOver(by: tabs) == nil)
    flow.sheet.dismiss()
    flow.screen.presentRecorded(flow.sheet)
    #expect(rules.screensPassedOver(by: flow.sheet) == nil)
  }

  /// `screensPassedOver(by:)` is `nil` while a record of the app's holds, also when it records
  /// the presenter UIKit reports: the review must not tell an app that presented through
  /// `re.present` that it used a plain `present`.
  @Test("a sheet the root presented through re.present is not reported as presented plainly")
  func recordedReportedPresenter() {
    let root = ModelViewController("Root")
    let panel = ModelViewController("Panel")
    root.addChild(panel, in: root.view)
    panel.re.handle(SaveName.self) { _, _ in .stop }
    let shell = ModelShell(root: root)
    defer { withExtendedLifetime(shell) {} }
    let sheet = ModelViewController("Sheet")
    root.presentRecorded(sheet)
    #expect(sheet.presentingViewController === root)
    #expect(sheet.responderEventsScreensPassedOver == nil)
    let (result, diagnostics) = collectingDiagnostics { sheet.re.send(SaveName()) }
    #expect(!result.isHandled)
    #expect(diagnostics.map(\.kind) == [.unhandled])

    // For contrast: presented plainly, the review still names the panel.
    sheet.dismiss()
    let plain = ModelViewController("PlainSheet")
    root.present(plain)
    let (_, plainDiagnostics) = collectingDiagnostics { plain.re.send(SaveName()) }
    #expect(plainDiagnostics.map(\.kind) == [.unhandled, .presenterNotRecorded])
  }
}
