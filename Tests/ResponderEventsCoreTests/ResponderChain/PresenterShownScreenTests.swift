@_spi(Rules) import ResponderEventsCore
import ResponderEventsTesting
import Testing

private struct SaveName: ResponderEvent {}

/// A split view controller with a list in the primary column and a detail screen in the
/// secondary one, each in a navigation controller, and a sheet not presented yet.
@MainActor
private struct SplitFlow {
  let list = ModelViewController("List")
  let detail = ModelViewController("Detail")
  let primary: ModelNavigationController
  let secondary: ModelNavigationController
  let split: ModelSplitViewController
  let sheet = ModelViewController("Sheet")

  init(compact: ModelViewController? = nil) {
    primary = ModelNavigationController("Primary", root: list)
    secondary = ModelNavigationController("Secondary", root: detail)
    split = ModelSplitViewController("Split", columns: [primary, secondary], compact: compact)
  }
}

/// A screen named as the presenter only when the user sees it.
///
/// ``EventDiagnostic/Kind/presenterNotRecorded`` says a controller was "probably presented"
/// from a screen only when the user sees that screen; otherwise it lists the screens that
/// handle the event. On the model of UIKit.
@Suite("Likely mistakes: only a shown screen is named as the presenter", .collectingDiagnostics)
@MainActor
struct PresenterShownScreenTests {
  @Test(
    "a screen in an unselected tab that handles the event is listed as a possibility, not named as the presenter"
  )
  func unselectedTab() {
    let home = ModelViewController("Home")
    let screen = ModelViewController("Screen")
    let navigation = ModelNavigationController("Navigation", root: home)
    navigation.push(screen)
    let other = ModelViewController("Other")
    other.re.handle(SaveName.self) { _, _ in .stop }
    let tabs = ModelTabBarController("Tabs", tabs: [navigation, other])
    let shell = ModelShell(root: tabs)
    defer { withExtendedLifetime(shell) {} }
    let sheet = ModelViewController("Sheet")
    screen.present(sheet)
    let (_, diagnostics) = collectingDiagnostics { sheet.re.send(SaveName()) }
    #expect(diagnostics.map(\.kind) == [.unhandled, .presenterNotRecorded])
    #expect(
      diagnostics.last?.message
        == "nobody handled SaveName: it went from this presented controller to Tabs, the presenter "
        + "UIKit reports, past Other, which handles SaveName. A plain "
        + "present(_:animated:completion:) makes UIKit report the farthest ancestor of the screen "
        + "that called it. If Other presented it, present it with re.present(_:animated:) from "
        + "Other, and its events go to Other")

    // A screen lower in the navigation stack handles it too: both are listed.
    home.re.handle(SaveName.self) { _, _ in .stop }
    let (_, both) = collectingDiagnostics { sheet.re.send(SaveName()) }
    #expect(
      both.last?.message
        == "nobody handled SaveName: it went from this presented controller to Tabs, the presenter "
        + "UIKit reports, past one of: Home, Other, which handle SaveName. A plain "
        + "present(_:animated:completion:) makes UIKit report the farthest ancestor of the screen "
        + "that called it. If one of them presented it, present it with re.present(_:animated:) "
        + "from that screen, and its events go to that screen")

    // The screen on top handles it as well: it is the one named.
    screen.re.handle(SaveName.self) { _, _ in .stop }
    let (_, shown) = collectingDiagnostics { sheet.re.send(SaveName()) }
    #expect(
      shown.last?.message.contains(
        "past Screen, which handles SaveName. A plain present(_:animated:completion:) makes "
          + "UIKit report the farthest ancestor of the screen that called it. Screen probably "
          + "presented it") == true)
  }

  @Test("in a split view, the one shown column that handles the event is named")
  func splitViewDetailNamed() {
    let flow = SplitFlow()
    flow.detail.re.handle(SaveName.self) { _, _ in .stop }
    let shell = ModelShell(root: flow.split)
    defer { withExtendedLifetime(shell) {} }
    flow.detail.present(flow.sheet)
    #expect(flow.sheet.presentingViewController === flow.split)
    let (_, diagnostics) = collectingDiagnostics { flow.sheet.re.send(SaveName()) }
    #expect(diagnostics.map(\.kind) == [.unhandled, .presenterNotRecorded])
    #expect(
      diagnostics.last?.message
        == "nobody handled SaveName: it went from this presented controller to Split, the "
        + "presenter UIKit reports, past Detail, which handles SaveName. A plain "
        + "present(_:animated:completion:) makes UIKit report the farthest ancestor of the screen "
        + "that called it. Detail probably presented it: present it with re.present(_:animated:) "
        + "from Detail, and its events go to Detail")
  }

  @Test(
    "in a split view whose primary and detail screens both handle the event, neither is claimed: the primary is not named"
  )
  func splitViewBothColumns() {
    let flow = SplitFlow()
    flow.list.re.handle(SaveName.self) { _, _ in .stop }
    flow.detail.re.handle(SaveName.self) { _, _ in .stop }
    let shell = ModelShell(root: flow.split)
    defer { withExtendedLifetime(shell) {} }
    flow.detail.present(flow.sheet)
    let (_, diagnostics) = collectingDiagnostics { flow.sheet.re.send(SaveName()) }
    #expect(diagnostics.map(\.kind) == [.unhandled, .presenterNotRecorded])
    #expect(
      diagnostics.last?.message
        == "nobody handled SaveName: it went from this presented controller to Split, the "
        + "presenter UIKit reports, past one of: List, Detail, which handle SaveName. A plain "
        + "present(_:animated:completion:) makes UIKit report the farthest ancestor of the screen "
        + "that called it. If one of them presented it, present it with re.present(_:animated:) "
        + "from that screen, and its events go to that screen")

    // The same with the columns' navigation controllers handling it instead.
    flow.list.re.removeAllHandlers()
    flow.detail.re.removeAllHandlers()
    flow.primary.re.handle(SaveName.self) { _, _ in .stop }
    flow.secondary.re.handle(SaveName.self) { _, _ in .stop }
    let (_, columns) = collectingDiagnostics { flow.sheet.re.send(SaveName()) }
    #expect(columns.last?.message.contains("past one of: Primary, Secondary, which handle") == true)

    // Only the presenter, the split view, handles it, and passes: nothing was passed over.
    flow.primary.re.removeAllHandlers()
    flow.secondary.re.removeAllHandlers()
    flow.split.re.handle(SaveName.self) { _, _ in .pass }
    let (_, container) = collectingDiagnostics { flow.sheet.re.send(SaveName()) }
    #expect(container.map(\.kind) == [.unhandled])
  }

  @Test(
    "a collapsed split view shows its compact column, which is named; without one, no column is claimed"
  )
  func collapsedSplitView() {
    let compactScreen = ModelViewController("CompactScreen")
    let flow = SplitFlow(compact: compactScreen)
    compactScreen.re.handle(SaveName.self) { _, _ in .stop }
    flow.detail.re.handle(SaveName.self) { _, _ in .stop }
    let shell = ModelShell(root: flow.split)
    defer { withExtendedLifetime(shell) {} }
    flow.split.isCollapsed = true
    compactScreen.present(flow.sheet)
    let (_, diagnostics) = collectingDiagnostics { flow.sheet.re.send(SaveName()) }
    #expect(
      diagnostics.last?.message.contains(
        "called it. CompactScreen probably presented it: present it") == true)
    flow.sheet.dismiss()

    let plain = SplitFlow()
    plain.detail.re.handle(SaveName.self) { _, _ in .stop }
    let plainShell = ModelShell(root: plain.split)
    defer { withExtendedLifetime(plainShell) {} }
    plain.split.isCollapsed = true
    plain.list.present(plain.sheet)
    let (_, unclaimed) = collectingDiagnostics { plain.sheet.re.send(SaveName()) }
    #expect(
      unclaimed.last?.message.contains(
        "the screen that called it. If Detail presented it, present it") == true)
  }

  @Test("a long list of screens that handle the event names five and counts the rest")
  func longList() {
    let root = ModelViewController("Root")
    for index in 1...7 {
      let child = ModelViewController("Child\(index)")
      child.re.handle(SaveName.self) { _, _ in .stop }
      root.addChild(child, in: root.view)
    }
    let shell = ModelShell(root: root)
    defer { withExtendedLifetime(shell) {} }
    let sheet = ModelViewController("Sheet")
    root.children[2].present(sheet)
    let (_, diagnostics) = collectingDiagnostics { sheet.re.send(SaveName()) }
    #expect(
      diagnostics.last?.message.contains(
        "past one of: Child1, Child2, Child3, Child4, Child5 and 2 more, which handle SaveName")
        == true)
  }

  @Test(
    "the rules list the shown screens path by path: a tab's navigation stack, a split view's columns"
  )
  func shownPaths() {
    let home = ModelViewController("Home")
    let screen = ModelViewController("Screen")
    let navigation = ModelNavigationController("Navigation", root: home)
    navigation.push(screen)
    let flow = SplitFlow()
    let tabs = ModelTabBarController("Tabs", tabs: [navigation, flow.split])
    let shell = ModelShell(root: tabs)
    defer { withExtendedLifetime(shell) {} }
    let rules = ResponderChainRules(model: ModelAnswers())
    let sheet = ModelViewController("Sheet")
    screen.present(sheet)
    let passedOver = rules.screensPassedOver(by: sheet)
    #expect(passedOver?.shownPaths.map { $0.map(\.name) } == [["Screen", "Navigation"]])
    #expect(
      passedOver?.screens.map(\.name)
        == ["Screen", "Navigation", "Home", "Split", "Primary", "List", "Secondary", "Detail"])
    sheet.dismiss()

    tabs.selectedIndex = 1
    flow.detail.present(sheet)
    let split = rules.screensPassedOver(by: sheet)
    #expect(
      split?.shownPaths.map { $0.map(\.name) }
        == [["List", "Primary", "Split"], ["Detail", "Secondary", "Split"]])
    #expect(
      split?.screens.map(\.name)
        == ["List", "Primary", "Split", "Detail", "Secondary", "Navigation", "Home", "Screen"])
  }
}
