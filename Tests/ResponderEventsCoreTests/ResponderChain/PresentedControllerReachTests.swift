@_spi(Rules) import ResponderEventsCore
import ResponderEventsTesting
import Testing

private struct PresentedReachRefresh: ResponderEvent {}

/// A presented controller is its presenter's child (`ResponderChainRules`: "A view controller's
/// children are … the controller it presented"), so what keeps a broadcast out of the presenter's
/// descendants keeps it out of the presented controller too, as it does for a child controller
/// embedded in a view (`ChildControllerReachTests`).
@Suite("Presented controllers reached through their presenter", .collectingDiagnostics)
@MainActor
struct PresentedControllerReachTests {
  @Test("a presenter that skips its subtree keeps the sheet it presented out of a window broadcast")
  func skipSubtreeOverPresentedSheet() {
    let root = ModelViewController("Root")
    let shell = ModelShell(root: root)
    let sheet = ModelViewController("Sheet")
    root.present(sheet)
    var sheetSaw = 0
    root.re.handleBroadcast(PresentedReachRefresh.self) { _, _ in .skipSubtree }
    sheet.re.handleBroadcast(PresentedReachRefresh.self) { _, _ in
      sheetSaw += 1
      return .handled
    }
    // From the presenter itself, the sheet is a descendant and is skipped.
    _ = root.re.broadcast(PresentedReachRefresh(), options: .includingOrigin)
    #expect(sheetSaw == 0)
    // Guarantees.md: "`.skipSubtree` asks none of its descendants". From the window, the sheet
    // is reached anyway, through the transition view its view sits in.
    let visits = shell.window.re.broadcast(PresentedReachRefresh(), options: .tracing).trace?.route
    #expect(sheetSaw == 0, "visits: \(visits ?? [])")
  }

  @Test("a context that skips its subtree keeps its over-current-context presentation out")
  func skipSubtreeOverCurrentContext() {
    let root = ModelViewController("Root")
    let shell = ModelShell(root: root)
    let context = ModelViewController("Context")
    root.addChild(context, in: root.view)
    context.definesPresentationContext = true
    let sheet = ModelViewController("Sheet")
    context.present(sheet, style: .overCurrentContext)
    #expect(sheet.presentingViewController === context)
    #expect(sheet.viewIfLoaded?.window === shell.window)
    var sheetSaw = 0
    context.re.handleBroadcast(PresentedReachRefresh.self) { _, _ in .skipSubtree }
    sheet.re.handleBroadcast(PresentedReachRefresh.self) { _, _ in
      sheetSaw += 1
      return .handled
    }
    let visits = root.re.broadcast(PresentedReachRefresh(), options: .tracing).trace?.route
    #expect(sheetSaw == 0, "visits: \(visits ?? [])")
  }

  @Test("nearest receivers only: a presenter that handles the broadcast keeps its sheet out")
  func nearestReceiversOverPresentedSheet() {
    let root = ModelViewController("Root")
    let shell = ModelShell(root: root)
    let sheet = ModelViewController("Sheet")
    root.present(sheet)
    var heard: [String] = []
    for controller in [root, sheet] {
      controller.re.handleBroadcast(PresentedReachRefresh.self) { controller, _ in
        heard.append(controller.name)
        return .handled
      }
    }
    _ = shell.window.re.broadcast(PresentedReachRefresh(), options: .nearestReceiversOnly)
    #expect(heard == ["Root"])
  }
}
