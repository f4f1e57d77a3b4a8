@_spi(Rules) import ResponderEventsCore
import ResponderEventsTesting
import Testing

private struct SaveName: ResponderEvent {}

/// A screen showing a search bar whose `UISearchController` has a results controller with a row
/// in it; the search controller is not active yet.
@MainActor
private struct SearchScreen {
  let screen: ModelViewController
  let results = ModelViewController("Results")
  let row = ModelView("ResultRow")
  let search: ModelSearchController

  init(_ name: String = "Screen") {
    screen = ModelViewController(name)
    results.view.addSubview(row)
    search = ModelSearchController("Search", resultsController: results)
  }
}

/// The fix named for the way UIKit chose a presented controller's presenter.
///
/// Controllers UIKit presented from a container for a reason `re.present` alone does not fix: a
/// search controller UIKit presents itself, and current-context styles. The advice of
/// ``EventDiagnostic/Kind/presenterNotRecorded`` follows ``PresenterChoice``, on the model of
/// UIKit.
@Suite("Likely mistakes: the fix for the way UIKit chose the presenter", .collectingDiagnostics)
@MainActor
struct PresenterChoiceTests {
  @Test(
    "a search controller UIKit presented from the navigation controller names definesPresentationContext on its screen, not re.present"
  )
  func searchControllerInNavigationController() {
    let flow = SearchScreen()
    var saved = 0
    flow.screen.re.handle(SaveName.self) { _, _ in
      saved += 1
      return .stop
    }
    let navigation = ModelNavigationController("Navigation", root: flow.screen)
    let shell = ModelShell(root: navigation)
    defer { withExtendedLifetime(shell) {} }
    flow.search.activate(shownBy: flow.screen)
    #expect(flow.search.presentingViewController === navigation)
    let (result, diagnostics) = collectingDiagnostics { flow.row.re.send(SaveName()) }
    #expect(!result.isHandled && saved == 0)
    #expect(diagnostics.map(\.kind) == [.unhandled, .presenterNotRecorded])
    #expect(diagnostics.last?.node?.name == "Search")
    #expect(
      diagnostics.last?.message
        == "nobody handled SaveName: it went from this search controller to Navigation, the "
        + "presenter UIKit reports, past Screen, which handles SaveName. UIKit presented this "
        + "search controller itself, from the nearest ancestor of the screen showing its search "
        + "bar that defines the presentation context, else from the window's root view "
        + "controller. Screen probably shows its search bar: set definesPresentationContext = "
        + "true on Screen, and the search controller's events go to Screen")

    // The fix named.
    flow.search.dismiss()
    flow.screen.definesPresentationContext = true
    flow.search.activate(shownBy: flow.screen)
    #expect(flow.search.presentingViewController === flow.screen)
    let (fixed, fixedDiagnostics) = collectingDiagnostics { flow.row.re.send(SaveName()) }
    #expect(fixed.isHandled && saved == 1)
    #expect(fixedDiagnostics.isEmpty)
  }

  @Test(
    "a search controller in a tab, with no context defined above it, is presented from the root and names the tab's screen"
  )
  func searchControllerUnderRootController() {
    let flow = SearchScreen()
    flow.screen.re.handle(SaveName.self) { _, _ in .stop }
    let tabs = ModelTabBarController("Tabs", tabs: [flow.screen, ModelViewController("Other")])
    let shell = ModelShell(root: tabs)
    defer { withExtendedLifetime(shell) {} }
    flow.search.activate(shownBy: flow.screen)
    #expect(flow.search.presentingViewController === tabs)
    let (_, diagnostics) = collectingDiagnostics { flow.row.re.send(SaveName()) }
    #expect(diagnostics.map(\.kind) == [.unhandled, .presenterNotRecorded])
    let message = diagnostics.last?.message ?? ""
    #expect(message.contains("from this search controller to Tabs, the presenter UIKit reports"))
    #expect(message.contains("set definesPresentationContext = true on Screen"))
    #expect(!message.contains("re.present"))
  }

  @Test(
    "a search controller among screens of a container the rules do not know lists the screens and names definesPresentationContext"
  )
  func searchControllerInUnknownContainer() {
    let flow = SearchScreen("Left")
    let right = ModelViewController("Right")
    flow.screen.re.handle(SaveName.self) { _, _ in .stop }
    right.re.handle(SaveName.self) { _, _ in .stop }
    let root = ModelViewController("Root")
    root.addChild(flow.screen, in: root.view)
    root.addChild(right, in: root.view)
    let shell = ModelShell(root: root)
    defer { withExtendedLifetime(shell) {} }
    flow.search.activate(shownBy: flow.screen)
    #expect(flow.search.presentingViewController === root)
    let (_, diagnostics) = collectingDiagnostics { flow.row.re.send(SaveName()) }
    #expect(diagnostics.map(\.kind) == [.unhandled, .presenterNotRecorded])
    #expect(
      diagnostics.last?.message
        == "nobody handled SaveName: it went from this search controller to Root, the presenter "
        + "UIKit reports, past one of: Left, Right, which handle SaveName. UIKit presented this "
        + "search controller itself, from the nearest ancestor of the screen showing its search "
        + "bar that defines the presentation context, else from the window's root view "
        + "controller. If one of them shows its search bar, set definesPresentationContext = true "
        + "on that screen, and the search controller's events go to that screen")
  }

  @Test(
    "a current-context presentation from the root's child names definesPresentationContext, and the screen listed when it is not known as shown"
  )
  func currentContextUnderRoot() {
    let screen = ModelViewController("Screen")
    screen.re.handle(SaveName.self) { _, _ in .stop }
    let root = ModelViewController("Root")
    root.addChild(screen, in: root.view)
    let shell = ModelShell(root: root)
    defer { withExtendedLifetime(shell) {} }
    let sheet = ModelViewController("Sheet")
    screen.present(sheet, style: .currentContext)
    defer { sheet.dismiss() }
    #expect(sheet.presentingViewController === root)
    let (_, diagnostics) = collectingDiagnostics { sheet.re.send(SaveName()) }
    #expect(diagnostics.map(\.kind) == [.unhandled, .presenterNotRecorded])
    #expect(
      diagnostics.last?.message
        == "nobody handled SaveName: it went from this presented controller to Root, the presenter "
        + "UIKit reports, past Screen, which handles SaveName. This controller was presented in "
        + "the current context (.currentContext), which UIKit presents from the nearest ancestor "
        + "of the presenting screen that defines the presentation context, else from the window's "
        + "root view controller. If Screen presented it, set definesPresentationContext = true on "
        + "Screen (or, to keep the presentation covering Root, present it with "
        + "re.present(_:animated:) from Screen), and its events go to Screen")
  }

  @Test(
    "sheets, full-screen and popover-like styles still name re.present",
    arguments: [
      ModelPresentationStyle.automatic, .pageSheet, .formSheet, .fullScreen, .overFullScreen,
    ])
  func otherStylesNameRePresent(style: ModelPresentationStyle) {
    let screen = ModelViewController("Screen")
    screen.re.handle(SaveName.self) { _, _ in .stop }
    let navigation = ModelNavigationController("Navigation", root: screen)
    let shell = ModelShell(root: navigation)
    defer { withExtendedLifetime(shell) {} }
    let sheet = ModelViewController("Sheet")
    screen.present(sheet, style: style)
    defer { sheet.dismiss() }
    #expect(sheet.presentingViewController === navigation)
    let (_, diagnostics) = collectingDiagnostics { sheet.re.send(SaveName()) }
    #expect(diagnostics.map(\.kind) == [.unhandled, .presenterNotRecorded])
    let message = diagnostics.last?.message ?? ""
    #expect(message.contains("A plain present(_:animated:completion:) makes UIKit report"))
    #expect(
      message.contains(
        "Screen probably presented it: present it with re.present(_:animated:) from Screen, and"
          + " its events go to Screen"))
    #expect(!message.contains("definesPresentationContext"))
  }

  @Test("the rules tell the ways UIKit chose the presenter apart")
  func rulesTellChoicesApart() {
    let flow = SearchScreen()
    let navigation = ModelNavigationController("Navigation", root: flow.screen)
    let shell = ModelShell(root: navigation)
    defer { withExtendedLifetime(shell) {} }
    let rules = ResponderChainRules(model: ModelAnswers())
    flow.search.activate(shownBy: flow.screen)
    #expect(rules.screensPassedOver(by: flow.search)?.choice == .searchController)
    flow.search.dismiss()

    let sheet = ModelViewController("Sheet")
    for (style, choice) in [
      (ModelPresentationStyle.pageSheet, PresenterChoice.farthestAncestor),
      (.currentContext, .presentationContext(.currentContext)),
      (.overCurrentContext, .presentationContext(.overCurrentContext)),
      (.custom(shouldPresentInFullscreen: false), .farthestAncestor),
    ] {
      flow.screen.present(sheet, style: style)
      #expect(rules.screensPassedOver(by: sheet)?.choice == choice)
      sheet.dismiss()
    }
  }
}
