@_spi(Rules) import ResponderEventsCore
import ResponderEventsTesting
import Testing

private struct Ping: ResponderEvent {}
private struct Refresh: ResponderEvent {}

/// The route an upward event from `node` takes (not counting `node`).
@MainActor
private func route(from node: ModelResponder) -> [String] {
  node.re.send(Ping(), options: .tracing).trace?.route ?? []
}

/// The nodes a broadcast from `node` visits (not counting `node`).
@MainActor
private func broadcastRoute(from node: ModelResponder) -> [String] {
  node.re.broadcast(Refresh(), options: .tracing).trace?.route ?? []
}

/// A screen pushed on a navigation controller over `Home`.
@MainActor
private func navigationWithScreen() -> (ModelNavigationController, ModelViewController) {
  let navigation = ModelNavigationController("Navigation", root: ModelViewController("Home"))
  let screen = ModelViewController("Screen")
  navigation.push(screen)
  return (navigation, screen)
}

@Suite(
  "UIKit routing rules, on a model of UIKit's presentations and containers", .collectingDiagnostics)
@MainActor
struct PresentationRoutingTests {
  let above = ModelShell.aboveWindow

  // MARK: Presenting from inside containers

  @Test(
    "a sheet presented from a navigation screen goes to what UIKit reports, or to the screen when recorded",
    arguments: [false, true])
  func sheetFromNavigationScreen(recorded: Bool) {
    let (navigation, screen) = navigationWithScreen()
    let shell = ModelShell(root: navigation)
    let sheet = ModelViewController("Sheet")
    if recorded { screen.presentRecorded(sheet) } else { screen.present(sheet) }
    #expect(sheet.presentingViewController === navigation)
    #expect(screen.presentedViewController === sheet)
    #expect(sheet.viewIfLoaded?.window === shell.window)
    if recorded {
      #expect(
        route(from: sheet)
          == ["Screen", "Navigation.wrapperView", "Navigation.view", "Navigation"] + above)
    } else {
      #expect(route(from: sheet) == ["Navigation"] + above)
    }
    #expect(broadcastRoute(from: screen).contains("Sheet") == recorded)
    #expect(broadcastRoute(from: navigation).filter { $0 == "Sheet" }.count == 1)
  }

  @Test(
    "a sheet presented from a screen in a navigation controller in a tab goes to the tab controller, or to the screen when recorded",
    arguments: [false, true])
  func sheetFromTabScreen(recorded: Bool) {
    let (navigation, screen) = navigationWithScreen()
    let tabs = ModelTabBarController("Tabs", tabs: [navigation, ModelViewController("Other")])
    let shell = ModelShell(root: tabs)
    #expect(tabs.next === shell.window)
    let sheet = ModelViewController("Sheet")
    if recorded { screen.presentRecorded(sheet) } else { screen.present(sheet) }
    #expect(sheet.presentingViewController === tabs)
    #expect(navigation.presentedViewController === sheet)
    if recorded {
      #expect(
        route(from: sheet)
          == [
            "Screen", "Navigation.wrapperView", "Navigation.view", "Navigation", "Tabs.wrapperView",
            "Tabs.view", "Tabs",
          ] + above)
    } else {
      #expect(route(from: sheet) == ["Tabs"] + above)
    }
    #expect(broadcastRoute(from: screen).contains("Sheet") == recorded)
    #expect(broadcastRoute(from: navigation).filter { $0 == "Sheet" }.count == (recorded ? 1 : 0))
    #expect(broadcastRoute(from: tabs).filter { $0 == "Sheet" }.count == 1)
  }

  // MARK: Presentation contexts

  @Test(
    "over the current context, the nearest ancestor that defines the context presents, else the root",
    arguments: [true, false])
  func currentContext(contextDefined: Bool) {
    let root = ModelViewController("Root")
    let shell = ModelShell(root: root)
    let context = ModelViewController("Context")
    root.addChild(context, in: root.view)
    let screen = ModelViewController("Screen")
    context.addChild(screen, in: context.view)
    context.definesPresentationContext = contextDefined
    let sheet = ModelViewController("Sheet")
    screen.present(sheet, style: .overCurrentContext)
    #expect(screen.presentedViewController === sheet)
    if contextDefined {
      #expect(sheet.presentingViewController === context)
      #expect(root.presentedViewController == nil)
      #expect(sheet.viewIfLoaded?.superview?.superview === root.view)
      #expect(route(from: sheet) == ["Context", "Root.view", "Root"] + above)
    } else {
      #expect(sheet.presentingViewController === root)
      #expect(sheet.viewIfLoaded?.superview?.superview === shell.window)
      #expect(route(from: sheet) == ["Root"] + above)
    }
  }

  @Test(
    "a current-context presentation removes the context's view; the context's events go to its parent until dismissal"
  )
  func currentContextRemovesView() {
    let root = ModelViewController("Root")
    let shell = ModelShell(root: root)
    #expect(root.next === shell.window)
    let context = ModelViewController("Context")
    root.addChild(context, in: root.view)
    context.definesPresentationContext = true
    let sheet = ModelViewController("Sheet")
    context.present(sheet, style: .currentContext)
    #expect(context.viewIfLoaded?.superview == nil)
    #expect(route(from: sheet) == ["Context", "Root"] + above)
    sheet.dismiss()
    #expect(context.viewIfLoaded?.superview === root.view)
    #expect(sheet.presentingViewController == nil)
    #expect(route(from: context) == ["Root.view", "Root"] + above)
  }

  @Test("a navigation controller defines a presentation context by default")
  func navigationDefinesContext() {
    let (navigation, screen) = navigationWithScreen()
    let tabs = ModelTabBarController("Tabs", tabs: [navigation])
    let shell = ModelShell(root: tabs)
    #expect(tabs.next === shell.window)
    let sheet = ModelViewController("Sheet")
    screen.present(sheet, style: .overCurrentContext)
    #expect(sheet.presentingViewController === navigation)
    #expect(tabs.presentedViewController == nil)
    #expect(
      route(from: sheet) == ["Navigation", "Tabs.wrapperView", "Tabs.view", "Tabs"] + above)
  }

  @Test(
    "a screen inside a presented navigation controller has its container's presenter",
    arguments: [false, true])
  func presenterOfScreenInsideSheet(recorded: Bool) {
    let (navigation, screen) = navigationWithScreen()
    let shell = ModelShell(root: navigation)
    let form = ModelViewController("Form")
    let sheet = ModelNavigationController("SheetNavigation", root: form)
    if recorded { screen.presentRecorded(sheet) } else { screen.present(sheet) }
    let rules = ResponderChainRules(model: ModelAnswers())
    // UIKit's presentingViewController is that of the farthest ancestor, for a child too
    // (UIViewController.h: "The view controller that presented this view controller (or its
    // farthest ancestor.)"); the record of re.present is kept on that ancestor.
    #expect(form.presentingViewController === navigation)
    let expected: ModelViewController = recorded ? screen : navigation
    #expect(rules.presenter(of: sheet) === expected)
    #expect(rules.presenter(ofFarthestAncestorOf: sheet) === expected)
    #expect(
      rules.presenter(ofFarthestAncestorOf: form) === expected,
      "where the form's events go, past the sheet")
    #expect(route(from: form).contains("Screen") == recorded)
    #expect(rules.presenter(ofFarthestAncestorOf: screen) == nil)
    withExtendedLifetime(shell) {}
  }

  // MARK: Stale records

  @Test("after dismissal the record is ignored, also when another controller presents again")
  func staleRecordAfterDismissal() {
    let (navigation, screen) = navigationWithScreen()
    let shell = ModelShell(root: navigation)
    let sheet = ModelViewController("Sheet")
    screen.presentRecorded(sheet)
    sheet.dismiss()
    #expect(sheet.recordedPresenter === screen)
    #expect(sheet.presentingViewController == nil)
    #expect(screen.presentedViewController == nil)
    #expect(route(from: sheet) == [])
    #expect(!broadcastRoute(from: screen).contains("Sheet"))

    let other = ModelViewController("Other")
    let otherWindow = ModelWindow("OtherWindow")
    shell.scene.addWindow(otherWindow)
    otherWindow.rootViewController = other
    other.present(sheet)
    #expect(
      route(from: sheet) == ["Other", "OtherWindow", "WindowScene", "Application", "AppDelegate"])
    #expect(!broadcastRoute(from: screen).contains("Sheet"))
    #expect(broadcastRoute(from: other).contains("Sheet"))
  }

  @Test("a record whose screen left its navigation controller is ignored")
  func staleRecordAfterPop() {
    let (navigation, screen) = navigationWithScreen()
    let shell = ModelShell(root: navigation)
    #expect(navigation.next === shell.window)
    let sheet = ModelViewController("Sheet")
    screen.presentRecorded(sheet)
    navigation.pop()
    #expect(sheet.presentingViewController === navigation)
    #expect(route(from: sheet) == ["Navigation"] + above)
    #expect(broadcastRoute(from: navigation).filter { $0 == "Sheet" }.count == 1)
  }

  // MARK: Detached controllers

  @Test(
    "a navigation screen under the top one is detached; its events go to the navigation controller")
  func detachedNavigationScreen() {
    let first = ModelViewController("First")
    let navigation = ModelNavigationController("Navigation", root: first)
    let shell = ModelShell(root: navigation)
    #expect(navigation.next === shell.window)
    let button = ModelView("FirstButton")
    first.view.addSubview(button)
    navigation.push(ModelViewController("Second"))
    #expect(first.viewIfLoaded != nil && first.next == nil)
    #expect(route(from: button) == ["First.view", "First", "Navigation"] + above)
  }

  @Test("an unselected tab is detached; its events go to the tab bar controller")
  func detachedTab() {
    let first = ModelViewController("First")
    let tabs = ModelTabBarController("Tabs", tabs: [first, ModelViewController("Second")])
    let shell = ModelShell(root: tabs)
    #expect(tabs.next === shell.window)
    let button = ModelView("FirstButton")
    first.view.addSubview(button)
    tabs.selectedIndex = 1
    #expect(first.viewIfLoaded != nil && first.next == nil)
    #expect(route(from: button) == ["First.view", "First", "Tabs"] + above)
  }

  @Test(
    "the root under a full-screen presentation goes on to its window, the modal's events too")
  func rootUnderFullScreen() {
    let root = ModelViewController("Root")
    let shell = ModelShell(root: root)
    let button = ModelView("RootButton")
    root.view.addSubview(button)
    let modal = ModelViewController("Modal")
    root.present(modal, style: .fullScreen)
    #expect(root.viewIfLoaded?.window == nil && root.next == nil)
    #expect(modal.viewIfLoaded?.window === shell.window)
    #expect(route(from: button) == ["Root.view", "Root"] + above)
    #expect(route(from: modal) == ["Root"] + above)
    // Under a second full-screen presentation, the first's view is out of the window too.
    let second = ModelViewController("Second")
    modal.present(second, style: .fullScreen)
    #expect(modal.viewIfLoaded?.window == nil)
    #expect(route(from: second) == ["Modal", "Root"] + above)
    second.dismiss()
    modal.dismiss()
    #expect(root.viewIfLoaded?.superview === shell.window)
    #expect(route(from: button) == ["Root.view", "Root"] + above)
  }

  @Test("a controller presenting full screen that is no longer the window's root goes on to it")
  func formerRootGoesOnToWindow() {
    let root = ModelViewController("Root")
    let shell = ModelShell(root: root)
    let modal = ModelViewController("Modal")
    root.present(modal, style: .fullScreen)
    shell.window.rootViewController = ModelViewController("NewRoot")
    #expect(modal.viewIfLoaded?.window === shell.window)
    let (result, diagnostics) = collectingDiagnostics {
      modal.view.re.send(Ping(), options: .tracing)
    }
    // The modal's views are still in the window, where UIKit's own chain from them leads.
    expectRoute(result.trace, ["Modal", "Root"] + above)
    #expect(diagnostics.map(\.kind) == [.unhandled])
  }

  // MARK: Windows

  @Test("a view added straight to the window goes to the window, above a presented sheet too")
  func viewOnWindow() {
    let root = ModelViewController("Root")
    let shell = ModelShell(root: root)
    root.present(ModelViewController("Sheet"))
    let popup = ModelView("Popup")
    let close = ModelView("Close")
    shell.window.addSubview(popup)
    popup.addSubview(close)
    #expect(popup.next === shell.window)
    #expect(route(from: close) == ["Popup"] + above)
  }

  @Test("a broadcast from the window visits each controller once and loads no view")
  func windowBroadcast() {
    let first = ModelViewController("First")
    let second = ModelViewController("Second")
    let navigation = ModelNavigationController("Navigation", root: first)
    navigation.push(second)
    let unshown = ModelViewController("Unshown")
    let visited = ModelViewController("Visited")
    let tabs = ModelTabBarController("Tabs", tabs: [navigation, unshown, visited])
    let shell = ModelShell(root: tabs)
    tabs.selectedIndex = 2
    tabs.selectedIndex = 0
    let sheet = ModelViewController("Sheet")
    second.presentRecorded(sheet)
    shell.window.addSubview(ModelView("Popup"))
    let controllers = [tabs, navigation, first, second, unshown, visited, sheet]
    let loads = controllers.map(\.loadCount)

    let visits = broadcastRoute(from: shell.window)
    for controller in controllers {
      #expect(visits.filter { $0 == controller.name }.count == 1, "\(controller.name)")
    }
    #expect(Set(visits).count == visits.count)
    #expect(visits.contains("Popup") && visits.contains("Visited.view"))
    #expect(controllers.map(\.loadCount) == loads)
    #expect(first.viewIfLoaded == nil && unshown.viewIfLoaded == nil)
  }
}
