@_spi(Rules) import ResponderEventsCore
import ResponderEventsTesting
import Testing

private struct Ping: ResponderEvent {}

/// The route an upward event from `node` takes (not counting `node`).
@MainActor
private func route(from node: ModelResponder) -> [String] {
  node.re.send(Ping(), options: .tracing).trace?.route ?? []
}

/// Views added straight to a window, with `routesWindowSubviewsToTopController` on and off.
///
/// UIKit: a view's `next` is its superview unless it is a controller's root view (Apple's
/// documentation of UIResponder.next: "UIView implements this method and returns the
/// UIViewController object that manages it (if it has one) or its superview (if it doesn't)"),
/// so a view added to a window goes to the window.
@Suite("Views added straight to a window", .serialized, .collectingDiagnostics)
@MainActor
struct WindowSubviewRoutingTests {
  let above = ModelShell.aboveWindow

  private func withSetting<R>(_ on: Bool, _ body: () -> R) -> R {
    let previous = ModelChain.routesWindowSubviewsToTopController
    ModelChain.routesWindowSubviewsToTopController = on
    defer { ModelChain.routesWindowSubviewsToTopController = previous }
    return body()
  }

  @Test("off (the default), a popup's events go to the window, as UIKit sends them")
  func offByDefault() {
    let shell = ModelShell(root: ModelViewController("Home"))
    let popup = ModelView("Popup")
    shell.window.addSubview(popup)
    #expect(!ModelChain.routesWindowSubviewsToTopController)
    #expect(route(from: popup) == above)
  }

  @Test("on, a popup and what is inside it go to the window's root controller")
  func rootController() {
    let shell = ModelShell(root: ModelViewController("Home"))
    let popup = ModelView("Popup")
    let button = ModelView("Button")
    shell.window.addSubview(popup)
    popup.addSubview(button)
    withSetting(true) {
      // A controller's next is its view's superview: here the window.
      #expect(route(from: button) == ["Popup", "Home"] + above)
    }
  }

  @Test("on, the top is a navigation controller's top screen, followed after a push and a pop")
  func navigationTop() {
    let navigation = ModelNavigationController("Navigation", root: ModelViewController("Home"))
    let shell = ModelShell(root: navigation)
    let popup = ModelView("Popup")
    shell.window.addSubview(popup)
    let navigationViews = ["Navigation.wrapperView", "Navigation.view", "Navigation"]
    withSetting(true) {
      #expect(route(from: popup) == ["Home"] + navigationViews + above)
      navigation.push(ModelViewController("Detail"))
      #expect(route(from: popup) == ["Detail"] + navigationViews + above)
      navigation.pop()
      #expect(route(from: popup).first == "Home")
    }
  }

  @Test("on, the top is the selected tab's screen, inside a navigation controller")
  func tabs() {
    let first = ModelViewController("First")
    let navigation = ModelNavigationController("Navigation", root: ModelViewController("Inbox"))
    let tabs = ModelTabBarController("Tabs", tabs: [first, navigation])
    let shell = ModelShell(root: tabs)
    let popup = ModelView("Popup")
    shell.window.addSubview(popup)
    withSetting(true) {
      #expect(route(from: popup).first == "First")
      tabs.selectedIndex = 1
      #expect(route(from: popup).first == "Inbox")
    }
  }

  @Test("on, a presented controller is the top; after it is dismissed, the screen under it")
  func presented() {
    let navigation = ModelNavigationController("Navigation", root: ModelViewController("Home"))
    let shell = ModelShell(root: navigation)
    let sheet = ModelNavigationController("SheetNavigation", root: ModelViewController("Form"))
    let popup = ModelView("Popup")
    shell.window.addSubview(popup)
    withSetting(true) {
      navigation.topViewController?.present(sheet)
      #expect(route(from: popup).first == "Form")
      sheet.dismiss()
      #expect(route(from: popup).first == "Home")
    }
  }

  @Test("on, a controller's root view and views under a screen route as before")
  func othersUnchanged() {
    let home = ModelViewController("Home")
    let shell = ModelShell(root: home)
    let label = ModelView("Label")
    home.view.addSubview(label)
    withSetting(true) {
      #expect(route(from: label) == ["Home.view", "Home"] + above)
      #expect(route(from: home.view) == ["Home"] + above)
    }
    _ = shell
  }

  @Test("on, a window without a root controller keeps the popup's events at the window")
  func noRootController() {
    let window = ModelWindow("Window")
    let popup = ModelView("Popup")
    window.addSubview(popup)
    withSetting(true) {
      #expect(route(from: popup) == ["Window"])
    }
  }

  @Test("a redirect takes precedence over the setting")
  func redirectFirst() {
    let home = ModelViewController("Home")
    let shell = ModelShell(root: home)
    let other = ModelViewController("Other")
    let popup = ModelView("Popup")
    shell.window.addSubview(popup)
    popup.re.redirect(to: other)
    withSetting(true) {
      #expect(route(from: popup) == ["Other"])
    }
    // The window outlives the test (the model application is shared). The redirect gave the
    // popup a side table for weak references, which only the popup's tagged reference count
    // points to: kept alive past the test, it reads as a leak to LeakSanitizer.
    popup.re.removeRedirect()
    popup.removeFromSuperview()
  }
}
