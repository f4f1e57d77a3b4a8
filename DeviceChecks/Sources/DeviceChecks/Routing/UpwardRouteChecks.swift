#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// Upward routes through plain views: the route must be UIKit's own `next` chain, cut where
  /// `UIKitEventRouting.chainEnd` says.
  @MainActor
  enum UpwardRouteChecks {
    static var all: [DeviceCheck] {
      [followsNext, chainEnds, windowSubviewsToTopController]
    }

    /// A view inside a view inside the root controller's view.
    private struct Hierarchy {
      let screen: ProbeController
      let container: UIView
      let leaf: UIView
    }

    private static func build(in context: DeviceCheckContext) async -> Hierarchy? {
      let screen = ProbeController("Screen")
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      let leaf = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
      container.re.debugName = "container"
      leaf.re.debugName = "leaf"
      guard await Stage.show(screen, in: context.window) else { return nil }
      screen.view.addSubview(container)
      container.addSubview(leaf)
      return Hierarchy(screen: screen, container: container, leaf: leaf)
    }

    static let followsNext = DeviceCheck(
      area: "Routing", name: "upward route is UIKit's next chain",
      verifies: "An event sent from a view visits leaf's superview, the root view, the controller,"
        + " the window, then whatever UIKit's next gives (scene, application, app delegate)."
    ) { context in
      var verdict = Verdict()
      guard let hierarchy = await build(in: context) else {
        return .failed("the root controller's view did not reach the window")
      }
      let window = context.window
      let uikit = Responders.nextChain(from: hierarchy.leaf)
      verdict.fact(
        "UIKit's next chain from a view in the root controller's view",
        Responders.arrows(uikit.map { Responders.typeName($0) }),
        expected: "superview → … → root view → controller → window → scene → application"
          + " (UIResponder.next documentation)")
      verdict.fact(
        "the window's next responder", Responders.typeName(window.next),
        expected: "UIWindowScene")
      if let scene = window.windowScene {
        verdict.fact(
          "the window scene's next responder", Responders.typeName(scene.next),
          expected: "UIApplication")
      }

      let result = hierarchy.leaf.re.send(Ping(), options: .tracing)
      let route = result.trace?.route ?? []
      verdict.expectRoute(route, uikit.map(Responders.name), "route from leaf")
      verdict.expectRoute(
        route, passesInOrder: ["container", "Screen.view", "Screen", Responders.name(window)],
        "route from leaf")

      // Handlers see it in the same order, up to the application when there is one.
      let log = HandlerLog()
      log.removeHandlers(after: context)
      let watched: [UIResponder] =
        [hierarchy.container, hierarchy.screen, window]
        + uikit.filter { $0 is UIWindowScene || $0 is UIApplication }
      log.watch(Ping.self, on: watched)
      hierarchy.leaf.re.send(Ping())
      verdict.expectRoute(log.entries, watched.map(Responders.name), "handlers run")
      return verdict.outcome("route: \(Responders.arrows(route))")
    }

    static let chainEnds = DeviceCheck(
      area: "Routing", name: "UIKitEventRouting.chainEnd cuts the route",
      verifies: "With chainEnd .window the route ends at the window, with .scene at the window"
        + " scene (when the window has one), with .application it goes on to the application"
        + " and its delegate."
    ) { context in
      var verdict = Verdict()
      guard let hierarchy = await build(in: context) else {
        return .failed("the root controller's view did not reach the window")
      }
      for end in ResponderChainEnd.allCases {
        UIKitEventRouting.chainEnd = end
        let route = hierarchy.leaf.re.send(Ping(), options: .tracing).trace?.route ?? []
        let expected = Responders.nextChain(from: hierarchy.leaf, end: end).map(Responders.name)
        verdict.expectRoute(route, expected, "route with chainEnd .\(end)")
        verdict.fact("last hop with chainEnd .\(end)", route.last ?? "(none)")
      }
      UIKitEventRouting.chainEnd = .application
      return verdict.outcome("each chainEnd cuts UIKit's chain where it says")
    }

    static let windowSubviewsToTopController = DeviceCheck(
      area: "Routing", name: "a view added to the window reaches the top controller when asked",
      verifies: "A popup added straight to the window sends to the window (UIKit's next); with"
        + " UIKitEventRouting.routesWindowSubviewsToTopController on, to the screen on top of a"
        + " navigation controller, then to the new top after a push."
    ) { context in
      var verdict = Verdict()
      let home = ProbeController("Home")
      let navigation = UINavigationController(rootViewController: home)
      navigation.re.debugName = "Navigation"
      guard await Stage.show(navigation, in: context.window) else {
        return .failed("the navigation controller's view did not reach the window")
      }
      let popup = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
      popup.re.debugName = "popup"
      context.window.addSubview(popup)
      defer {
        popup.removeFromSuperview()
        UIKitEventRouting.routesWindowSubviewsToTopController = false
      }
      verdict.fact(
        "the popup's next responder", Responders.typeName(popup.next), expected: "the window")
      let off = popup.re.send(Ping(), options: .tracing).trace?.route ?? []
      verdict.expectEqual(
        off.first, Responders.name(context.window), "first hop with the setting off")

      UIKitEventRouting.routesWindowSubviewsToTopController = true
      let on = popup.re.send(Ping(), options: .tracing).trace?.route ?? []
      verdict.expectEqual(on.first, "Home", "first hop with the setting on")
      let detail = ProbeController("Detail")
      navigation.pushViewController(detail, animated: false)
      _ = await Stage.waitUntil { navigation.topViewController === detail }
      let pushed = popup.re.send(Ping(), options: .tracing).trace?.route ?? []
      verdict.expectEqual(pushed.first, "Detail", "first hop after a push")
      verdict.fact("route with the setting on, after the push", Responders.arrows(pushed))
      return verdict.outcome("off: window; on: Home, then Detail after the push")
    }
  }
#endif
