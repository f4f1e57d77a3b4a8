@_spi(Rules) import ResponderEventsCore
import ResponderEventsTesting
import Testing

private struct ButtonTapped: ResponderEvent {}
private struct Refresh: ResponderEvent {}

@Suite("UIKit routing rules, on models of UIKit's responders", .collectingDiagnostics)
@MainActor
struct ResponderChainRulesTests {
  // MARK: Upward

  @Test(
    "a plain view goes to its superview; a root view goes to its controller; then window, scene, application, delegate"
  )
  func fullChain() {
    let app = ModelApp()
    let result = app.button.re.send(ButtonTapped(), options: .tracing)
    expectRoute(
      result.trace,
      [
        "SubCell", "SubTable", "SuperCell", "SuperTable", "Controller.view", "Controller",
        "Window", "WindowScene", "Application", "AppDelegate",
      ])
  }

  @Test("the app chooses where upward events stop", arguments: ResponderChainEnd.allCases)
  func chainEnd(end: ResponderChainEnd) {
    let app = ModelApp()
    ModelChain.end = end
    defer { ModelChain.end = .application }
    let route = app.controller.re.send(ButtonTapped(), options: .tracing).trace?.route
    switch end {
    case .window: #expect(route == ["Window"])
    case .scene: #expect(route == ["Window", "WindowScene"])
    case .application: #expect(route == ["Window", "WindowScene", "Application", "AppDelegate"])
    }
  }

  @Test("the app delegate is in the chain only when it is a plain responder")
  func appDelegateRule() {
    let app = ModelApp()
    app.application.delegate = ModelView("ViewAsDelegate")
    let route = app.scene.re.send(ButtonTapped(), options: .tracing).trace?.route
    #expect(route == ["Application"])
  }

  @Test(
    "a child controller's events reach it through its root view, then the parent's views and the parent"
  )
  func childController() {
    let app = ModelApp()
    let child = ModelViewController("Child")
    let container = ModelView("Container")
    app.controller.view.addSubview(container)
    app.controller.addChild(child, in: container)
    let childButton = ModelView("ChildButton")
    child.view.addSubview(childButton)
    let result = childButton.re.send(ButtonTapped(), options: .tracing)
    #expect(
      result.trace?.route.prefix(6)
        == ["Child.view", "Child", "Container", "Controller.view", "Controller", "Window"])
  }

  @Test("a presented controller goes to the controller that presented it, not the container views")
  func presentedController() {
    let app = ModelApp()
    let sheet = ModelViewController("Sheet")
    app.controller.present(sheet)
    let sheetButton = ModelView("SheetButton")
    sheet.view.addSubview(sheetButton)
    var presenterSaw = false
    app.controller.re.handle(ButtonTapped.self) { _, _ in
      presenterSaw = true
      return .stop
    }
    let result = sheetButton.re.send(ButtonTapped(), options: .tracing)
    #expect(presenterSaw)
    expectRoute(result.trace, ["Sheet.view", "Sheet", "Controller"])
  }

  @Test(
    "a child inside a presented controller climbs to the presented controller, then the presenter")
  func childOfPresented() {
    let app = ModelApp()
    let navigation = ModelViewController("Navigation")
    let top = ModelViewController("Top")
    app.controller.present(navigation)
    navigation.addChild(top, in: navigation.view)
    let result = top.view.re.send(ButtonTapped(), options: .tracing)
    #expect(
      result.trace?.route.prefix(4) == ["Top", "Navigation.view", "Navigation", "Controller"])
  }

  @Test(
    "a view added straight to the window reaches the window only, until redirected (the router write-ups' pitfall)"
  )
  func viewOnWindow() {
    let app = ModelApp()
    let popup = ModelView("Popup")
    let close = ModelView("Close")
    app.window.addSubview(popup)
    popup.addSubview(close)
    var controllerSaw = 0
    app.controller.re.handle(ButtonTapped.self) { _, _ in
      controllerSaw += 1
      return .stop
    }
    let broken = close.re.send(ButtonTapped(), options: .tracing)
    #expect(broken.trace?.route.prefix(2) == ["Popup", "Window"])
    #expect(controllerSaw == 0)
    popup.re.redirect(to: app.controller)
    let fixed = close.re.send(ButtonTapped(), options: .tracing)
    expectRoute(fixed.trace, ["Popup", "Controller"])
    #expect(controllerSaw == 1)
  }

  // MARK: Downward

  @Test("a controller's broadcast reaches its view tree in order")
  func controllerBroadcast() {
    let app = ModelApp()
    let result = app.controller.re.broadcast(Refresh(), options: .tracing)
    expectRoute(
      result.trace,
      ["Controller.view", "SuperTable", "SuperCell", "SubTable", "SubCell", "Button"])
  }

  @Test("a child controller's root view is reached once, through its controller")
  func childRootViewOnce() {
    let app = ModelApp()
    let child = ModelViewController("Child")
    let container = ModelView("Container")
    app.controller.view.addSubview(container)
    app.controller.addChild(child, in: container)
    child.view.addSubview(ModelView("ChildLabel"))
    var childViewVisits = 0
    child.view.re.handleBroadcast(Refresh.self) { _, _ in
      childViewVisits += 1
      return .handled
    }
    let result = app.controller.re.broadcast(Refresh(), options: .tracing)
    #expect(childViewVisits == 1)
    let route = result.trace?.route ?? []
    let childIndex = route.firstIndex(of: "Child")
    let childViewIndex = route.firstIndex(of: "Child.view")
    #expect(childIndex != nil && childViewIndex != nil && childIndex! + 1 == childViewIndex!)
    #expect(route.filter { $0 == "Child.view" }.count == 1)
  }

  @Test("a child controller whose view is not in the hierarchy is still reached, after the views")
  func offscreenChild() {
    let app = ModelApp()
    let hiddenTab = ModelViewController("HiddenTab")
    let tabs = ModelViewController("Tabs")
    app.controller.addChild(tabs, in: app.controller.view)
    tabs.addChild(hiddenTab, in: tabs.view)
    hiddenTab.view.removeFromSuperview()
    let result = tabs.re.broadcast(Refresh(), options: .tracing)
    expectRoute(result.trace, ["Tabs.view", "HiddenTab", "HiddenTab.view"])
  }

  @Test("broadcasting never loads a view that is not loaded")
  func neverLoadsViews() {
    let unloaded = ModelViewController("Unloaded")
    let holder = ModelViewController("Holder")
    holder.addChild(unloaded, in: nil)
    _ = holder.view
    let result = holder.re.broadcast(Refresh(), options: .tracing)
    #expect(unloaded.loadCount == 0)
    #expect(unloaded.viewIfLoaded == nil)
    expectRoute(result.trace, ["Holder.view", "Unloaded"])
    let neverShown = ModelViewController("NeverShown")
    neverShown.re.broadcast(Refresh(), options: [.includingOrigin, .tracing])
    #expect(neverShown.loadCount == 0)
  }

  @Test("a controller's broadcast reaches the controller it presented")
  func presentedReceivesBroadcast() {
    let app = ModelApp()
    let sheet = ModelViewController("Sheet")
    app.controller.present(sheet)
    let result = app.controller.re.broadcast(Refresh(), options: .tracing)
    #expect(result.trace?.route.suffix(2) == ["Sheet", "Sheet.view"])
  }

  @Test("the application reaches scenes, windows, root controllers and views added to windows")
  func applicationBroadcast() {
    let app = ModelApp()
    let popup = ModelView("Popup")
    app.window.addSubview(popup)
    let result = app.application.re.broadcast(Refresh(), options: .tracing)
    expectRoute(
      result.trace,
      [
        "WindowScene", "Window", "Controller", "Controller.view", "SuperTable", "SuperCell",
        "SubTable", "SubCell", "Button", "Popup",
      ])
  }

  @Test("a broadcast from the window reaches a presented controller once, through its presenter")
  func presentedOnceFromWindow() {
    let app = ModelApp()
    let sheet = ModelViewController("Sheet")
    app.controller.present(sheet)
    let result = app.window.re.broadcast(Refresh(), options: .tracing)
    let route = result.trace?.route ?? []
    #expect(route.filter { $0 == "Sheet" }.count == 1)
    #expect(route.contains("TransitionView"))
    #expect(route.firstIndex(of: "Sheet")! < route.firstIndex(of: "TransitionView")!)
  }
}
