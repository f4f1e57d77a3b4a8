#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// Upward routes through plain views: the route must be UIKit's own `next` chain, cut where
  /// `UIKitEventRouting.chainEnd` says.
  @MainActor
  enum UpwardRouteChecks {
    static var all: [DeviceCheck] {
      [
        followsNextInsideTheWindow, followsNextPastTheWindow, chainEnds, applicationBroadcast,
        windowSubviewsToTopController,
      ]
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

    private nonisolated static let sendCalls = DeviceCheckCalls.check(
      "sends through ResponderEvents (re.send) and reads UIKit's own next chain to compare;"
        + " no UIKit callback is involved")

    static let followsNextInsideTheWindow = DeviceCheck(
      area: "Routing", name: "upward route is UIKit's next chain, up to the window",
      verifies: "An event sent from a view takes exactly the route UIKit's next gives: leaf's"
        + " superview, the root view, the controller, the window (and whatever follows the"
        + " window, when something does); handlers on them run in that order.",
      calls: sendCalls
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
        expected: "UIWindowScene (nil without a scene)")
      let upToWindow = Array(uikit.prefix { $0 !== window }) + [window]
      verdict.expect(
        uikit.contains { $0 === window },
        "UIKit's next chain from the view does not reach the window: "
          + Responders.arrows(uikit.map(Responders.name)))

      let route = hierarchy.leaf.re.send(Ping(), options: .tracing).trace?.route ?? []
      verdict.expectRoute(route, uikit.map(Responders.name), "route from leaf")
      verdict.expectRoute(
        Array(route.prefix(upToWindow.count)), upToWindow.map(Responders.name),
        "route from leaf, up to the window")

      let log = HandlerLog()
      log.removeHandlers(after: context)
      let watched: [UIResponder] = [hierarchy.container, hierarchy.screen, window]
      log.watch(Ping.self, on: watched)
      hierarchy.leaf.re.send(Ping())
      verdict.expectRoute(log.entries, watched.map(Responders.name), "handlers run")
      return verdict.outcome("route: \(Responders.arrows(route))")
    }

    static let followsNextPastTheWindow = DeviceCheck(
      area: "Routing", name: "upward route goes on to the scene, the application, its delegate",
      verifies: "In a window on the app's window scene, an event sent from a view goes on past"
        + " the window to that scene, then the application, then the app delegate (a"
        + " UIResponder), exactly as UIKit's next chain does; handlers on the window, the"
        + " scene, the application and the app delegate run in that order.",
      calls: sendCalls, needs: [.windowScene]
    ) { context in
      var verdict = Verdict()
      guard let hierarchy = await build(in: context) else {
        return .failed("the root controller's view did not reach the window")
      }
      let window = context.window
      guard let scene = window.windowScene, let application = HostEnvironment.application else {
        return .failed("the window has no scene, or there is no application")
      }
      let uikit = Responders.nextChain(from: hierarchy.leaf)
      let pastWindow = Array(uikit.drop { $0 !== window }.dropFirst())
      var expected: [UIResponder] = [scene, application]
      if let delegate = HostEnvironment.delegateResponder { expected.append(delegate) }
      verdict.expectRoute(
        pastWindow.map(Responders.name), expected.map(Responders.name),
        "UIKit's next chain past the window")
      verdict.expect(
        HostEnvironment.delegateResponder != nil,
        "the app delegate is not a UIResponder: the host app should make it one")
      verdict.fact(
        "UIKit's next chain past the window",
        Responders.arrows(pastWindow.map(Responders.typeName)),
        expected: "UIWindowScene → UIApplication → the app delegate")

      let route = hierarchy.leaf.re.send(Ping(), options: .tracing).trace?.route ?? []
      verdict.expectRoute(route, uikit.map(Responders.name), "route from leaf")

      let log = HandlerLog()
      log.removeHandlers(after: context)
      let watched: [UIResponder] = [window] + expected
      log.watch(Ping.self, on: watched)
      hierarchy.leaf.re.send(Ping())
      verdict.expectRoute(log.entries, watched.map(Responders.name), "handlers run")
      return verdict.outcome("route: \(Responders.arrows(route))")
    }

    static let chainEnds = DeviceCheck(
      area: "Routing", name: "UIKitEventRouting.chainEnd cuts the route",
      verifies: "In a window on the app's window scene, with chainEnd .window the route ends at"
        + " the window, with .scene at the window scene, with .application it goes on to the"
        + " application and its delegate; each is UIKit's next chain cut there, and the three"
        + " routes differ.",
      calls: sendCalls, needs: [.windowScene]
    ) { context in
      var verdict = Verdict()
      guard let hierarchy = await build(in: context) else {
        return .failed("the root controller's view did not reach the window")
      }
      let window = context.window
      guard let scene = window.windowScene, let application = HostEnvironment.application else {
        return .failed("the window has no scene, or there is no application")
      }
      var lastHops: [ResponderChainEnd: String] = [:]
      var lengths: [Int] = []
      for end in ResponderChainEnd.allCases {
        UIKitEventRouting.chainEnd = end
        let route = hierarchy.leaf.re.send(Ping(), options: .tracing).trace?.route ?? []
        let expected = Responders.nextChain(from: hierarchy.leaf, end: end).map(Responders.name)
        verdict.expectRoute(route, expected, "route with chainEnd .\(end)")
        lastHops[end] = route.last
        lengths.append(route.count)
        verdict.fact("last hop with chainEnd .\(end)", route.last ?? "(none)")
      }
      UIKitEventRouting.chainEnd = .application
      verdict.expectEqual(lastHops[.window], Responders.name(window), "last hop with .window")
      verdict.expectEqual(lastHops[.scene], Responders.name(scene), "last hop with .scene")
      verdict.expectEqual(
        lastHops[.application],
        Responders.name(HostEnvironment.delegateResponder ?? application),
        "last hop with .application (the app delegate, a UIResponder)")
      verdict.expect(
        lengths == lengths.sorted() && Set(lengths).count == lengths.count,
        "the routes for .window, .scene and .application are not ever longer: \(lengths)")
      return verdict.outcome("window, scene, app delegate: each chainEnd cuts where it says")
    }

    static let applicationBroadcast = DeviceCheck(
      area: "Routing", name: "the application's broadcast reaches the checks' window",
      verifies: "application.re.broadcast goes through the connected scenes and their windows"
        + " to the root controller of the checks' window, once; the scene's broadcast does"
        + " too.",
      calls: .check("broadcasts through ResponderEvents (re.broadcast) from the application"),
      needs: [.windowScene]
    ) { context in
      var verdict = Verdict()
      guard let hierarchy = await build(in: context) else {
        return .failed("the root controller's view did not reach the window")
      }
      guard let scene = context.window.windowScene, let application = HostEnvironment.application
      else {
        return .failed("the window has no scene, or there is no application")
      }
      verdict.expect(
        scene.windows.contains { $0 === context.window },
        "the checks' window is not among its scene's windows")
      let log = HandlerLog()
      log.watchBroadcast(Announcement.self, on: [hierarchy.screen])
      let fromApplication = application.re.broadcast(Announcement(text: "from the application"))
      verdict.expectEqual(log.entries, ["Screen"], "reached by the application's broadcast")
      verdict.fact(
        "nodes the application's broadcast visited", String(fromApplication.visitedCount))
      log.reset()
      scene.re.broadcast(Announcement(text: "from the scene"))
      verdict.expectEqual(log.entries, ["Screen"], "reached by the scene's broadcast")
      return verdict.outcome("the application's and the scene's broadcasts reached Screen once")
    }

    static let windowSubviewsToTopController = DeviceCheck(
      area: "Routing", name: "a view added to the window reaches the top controller when asked",
      verifies: "A popup added straight to the window sends to the window (UIKit's next); with"
        + " UIKitEventRouting.routesWindowSubviewsToTopController on, to the screen on top of a"
        + " navigation controller, then to the new top after a push.",
      calls: sendCalls
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
      _ = await Stage.waitUntil {
        navigation.topViewController === detail && !Stage.inTransition(navigation)
      }
      let pushed = popup.re.send(Ping(), options: .tracing).trace?.route ?? []
      verdict.expectEqual(pushed.first, "Detail", "first hop after a push")
      verdict.fact("route with the setting on, after the push", Responders.arrows(pushed))
      return verdict.outcome("off: window; on: Home, then Detail after the push")
    }
  }
#endif
