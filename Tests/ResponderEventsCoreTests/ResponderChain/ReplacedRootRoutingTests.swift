@_spi(Rules) import ResponderEventsCore
import ResponderEventsTesting
import Testing

private struct ReplacedRootTap: ResponderEvent {}

private struct ReplacedRootTheme: ProvidedValue {
  var name: String
  static let defaultValue = ReplacedRootTheme(name: "default")
}

/// A sheet the app left on screen when it replaced the window's root.
///
/// Its transition view stays in the window, and its presentation controller keeps the old root
/// (`PresentedControllerReachTests.sheetOverReplacedRoot`). Broadcasts from the window reach it
/// through its view; its own events and value lookups go up through the old root, which has no
/// next responder, no parent and is no longer the window's root.
@Suite("A sheet left on screen over a replaced root", .collectingDiagnostics)
@MainActor
struct ReplacedRootRoutingTests {
  @Test("its events reach the window it is shown in, as the window's broadcasts reach it")
  func eventsReachWindow() {
    let oldRoot = ModelViewController("OldRoot")
    let shell = ModelShell(root: oldRoot)
    let sheet = ModelViewController("Sheet")
    oldRoot.present(sheet)
    shell.window.rootViewController = ModelViewController("Login")
    #expect(sheet.viewIfLoaded?.window === shell.window)
    let button = ModelView("Button")
    sheet.view.addSubview(button)
    var windowHeard = 0
    shell.window.re.handle(ReplacedRootTap.self) { _, _ in
      windowHeard += 1
      return .stop
    }
    let route = button.re.send(ReplacedRootTap(), options: .tracing).trace?.route ?? []
    #expect(windowHeard == 1, "route: \(route)")
    withExtendedLifetime(oldRoot) {}
  }

  @Test("a value its window provides reaches an observer in it")
  func windowValueReachesSheet() {
    let oldRoot = ModelViewController("OldRoot")
    let shell = ModelShell(root: oldRoot)
    let sheet = ModelViewController("Sheet")
    oldRoot.present(sheet)
    shell.window.rootViewController = ModelViewController("Login")
    shell.window.re.provide(ReplacedRootTheme(name: "dark"))
    let label = ModelView("Label")
    sheet.view.addSubview(label)
    var names: [String] = []
    label.re.observe(ReplacedRootTheme.self) { _, theme in names.append(theme.name) }
    #expect(names == ["dark"])
    #expect(label.re.providedValue(ReplacedRootTheme.self).name == "dark")
    withExtendedLifetime(oldRoot) {}
  }
}
