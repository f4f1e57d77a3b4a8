import ResponderEventsCore
import ResponderEventsTesting
import Testing

private struct ButtonTapped: ResponderEvent {}

/// What an event leaves on the responders it passes, on the model of UIKit's responders, whose
/// storage is created on first use as `UIResponder`'s associated object is.
@Suite("Storage on the responders an event passes", .collectingDiagnostics)
@MainActor
struct ResponderStorageTests {
  /// The nested-table screen with no debug names, which would give every node storage.
  private func unnamedApp() -> ModelApp {
    ModelChain.namesNodes = false
    defer { ModelChain.namesNodes = true }
    return ModelApp()
  }

  /// Every node of the screen, from the button up to the app delegate.
  private func nodes(of app: ModelApp) -> [ModelResponder] {
    [
      app.button, app.subCell, app.subTable, app.superCell, app.superTable, app.controller.view,
      app.controller, app.window, app.scene, app.application, app.delegate,
    ]
  }

  @Test("a button's event reaches the controller and leaves no storage on the responders between")
  func sendLeavesNoStorage() {
    let app = unnamedApp()
    var handled = 0
    app.controller.re.handle(ButtonTapped.self) { _, _ in
      handled += 1
      return .stop
    }
    for options in [DispatchOptions(), .tracing] {
      let result = app.button.re.send(ButtonTapped(), options: options)
      #expect(result.isHandled && result.visitedCount == 6)
    }
    #expect(handled == 2)
    #expect(nodes(of: app).filter(\.hasStorage).map(\.name) == ["Controller"])
  }

  @Test("an event nobody handles climbs to the app delegate and leaves no storage")
  func unhandledSendLeavesNoStorage() {
    let app = unnamedApp()
    let (result, _) = collectingDiagnostics { app.button.re.send(ButtonTapped()) }
    #expect(!result.isHandled && result.visitedCount == 10)
    #expect(nodes(of: app).allSatisfy { !$0.hasStorage })
  }

  @Test("a broadcast from the window reaches the cell's handler and leaves no other storage")
  func broadcastLeavesNoStorage() {
    let app = unnamedApp()
    var reached = 0
    app.subCell.re.handleBroadcast(ThemeChanged.self) { _, _ in
      reached += 1
      return .handled
    }
    let result = app.window.re.broadcast(ThemeChanged(dark: true))
    #expect(reached == 1 && result.handledCount == 1)
    #expect(nodes(of: app).filter(\.hasStorage).map(\.name) == ["SubCell"])
  }
}
