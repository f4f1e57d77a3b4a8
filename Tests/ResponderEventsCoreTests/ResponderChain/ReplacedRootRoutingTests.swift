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
/// The app signs out by replacing the root, without dismissing: the sheet's transition view
/// stays in the window, and its presentation controller keeps the old root
/// (UIPresentationController.h: "@property(nonatomic, strong, readonly) UIViewController
/// *presentingViewController"; observed, not documented, that the view stays). Broadcasts from
/// the window reach it through its view; its own events and value lookups go up through the old
/// root, which has no next responder, no parent and is no longer the window's root.
@Suite("A sheet left on screen over a replaced root", .collectingDiagnostics)
@MainActor
struct ReplacedRootRoutingTests {
  /// The app, the old root (kept by the caller, as the sheet's presentation controller keeps
  /// it) and the sheet, after the root was replaced.
  private func signedOut() -> (ModelShell, ModelViewController, ModelViewController) {
    let oldRoot = ModelViewController("OldRoot")
    let shell = ModelShell(root: oldRoot)
    let sheet = ModelViewController("Sheet")
    oldRoot.present(sheet)
    shell.window.rootViewController = ModelViewController("Login")
    #expect(sheet.viewIfLoaded?.window === shell.window)
    #expect(sheet.presentingViewController === oldRoot)
    return (shell, oldRoot, sheet)
  }

  @Test("it hears the window's broadcasts")
  func windowBroadcastReachesSheet() {
    let (shell, oldRoot, sheet) = signedOut()
    var sheetSaw = 0
    sheet.re.handleBroadcast(ReplacedRootTap.self) { _, _ in
      sheetSaw += 1
      return .handled
    }
    let visits = shell.window.re.broadcast(ReplacedRootTap(), options: .tracing).trace?.route
    #expect(sheetSaw == 1, "visits: \(visits ?? [])")
    withExtendedLifetime(oldRoot) {}
  }

  @Test("its events reach the window it is shown in, as the window's broadcasts reach it")
  func eventsReachWindow() {
    let (shell, oldRoot, sheet) = signedOut()
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
    let (shell, oldRoot, sheet) = signedOut()
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
