#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// Navigation and tab bar controllers: screens whose views are out of the window still reach
  /// their container.
  @MainActor
  enum ContainerChecks {
    static var all: [DeviceCheck] {
      [pushedScreen, screenUnderTheTop, unselectedTab]
    }

    private nonisolated static let calls = DeviceCheckCalls.check(
      "sends and broadcasts through ResponderEvents; UIKit pushes and selects (animated: false)")

    /// A navigation controller and its two screens.
    private struct Stack {
      let navigation: UINavigationController
      let first: ProbeController
      let second: ProbeController
    }

    /// A navigation controller showing `Second` pushed over `First`.
    private static func pushedStack(in context: DeviceCheckContext) async -> Stack? {
      let first = ProbeController("First")
      let second = ProbeController("Second")
      let navigation = UINavigationController(rootViewController: first)
      navigation.re.debugName = "Navigation"
      guard await Stage.show(navigation, in: context.window) else { return nil }
      navigation.pushViewController(second, animated: false)
      guard
        await Stage.waitUntil({
          navigation.view.layoutIfNeeded()
          return second.viewIfLoaded?.window != nil && !Stage.inTransition(navigation)
        })
      else { return nil }
      return Stack(navigation: navigation, first: first, second: second)
    }

    static let pushedScreen = DeviceCheck(
      area: "Routing", name: "navigation: a pushed screen reaches the navigation controller",
      verifies: "An event from the top screen of a navigation controller reaches the screen, the"
        + " navigation controller and the window, in that order; a broadcast from the navigation"
        + " controller reaches both screens.",
      calls: calls
    ) { context in
      var verdict = Verdict()
      guard let stack = await pushedStack(in: context) else {
        return .failed("the pushed screen's view did not reach the window")
      }
      let (navigation, first, second) = (stack.navigation, stack.first, stack.second)
      let window = context.window
      let log = HandlerLog()
      log.removeHandlers(after: context)
      log.watch(Ping.self, on: [second, navigation, window])
      let route = second.probe.re.send(Ping(), options: .tracing).trace?.route ?? []
      verdict.expectRoute(
        log.entries, ["Second", "Navigation", Responders.name(window)], "handlers run")
      verdict.fact("route from the pushed screen", Responders.arrows(route))

      let broadcast = HandlerLog()
      broadcast.watchBroadcast(Announcement.self, on: [first, second])
      navigation.re.broadcast(Announcement(text: "hello"))
      verdict.expectEqual(
        Set(broadcast.entries), ["First", "Second"], "screens reached by the broadcast")
      return verdict.outcome("Second → Navigation → window")
    }

    static let screenUnderTheTop = DeviceCheck(
      area: "Routing", name: "navigation: a screen under the top one still reaches its container",
      verifies: "After a push, the first screen's view may leave the window (its next responder"
        + " is then nil); its events still reach the navigation controller and the window.",
      calls: calls
    ) { context in
      var verdict = Verdict()
      guard let stack = await pushedStack(in: context) else {
        return .failed("the pushed screen's view did not reach the window")
      }
      let (navigation, first) = (stack.navigation, stack.first)
      let window = context.window
      verdict.fact(
        "first screen's view after a push",
        first.viewIfLoaded?.window == nil ? "out of the window" : "in the window",
        expected: "out of the window")
      verdict.fact(
        "first screen's next responder", Responders.typeName(first.next), expected: "nil")
      guard first.viewIfLoaded?.window == nil else {
        return .notApplicable(
          "UIKit kept the screen under the top in the window: no detached route to follow",
          facts: verdict.facts)
      }
      let log = HandlerLog()
      log.removeHandlers(after: context)
      log.watch(Ping.self, on: [first, navigation, window])
      let route = first.probe.re.send(Ping(), options: .tracing).trace?.route ?? []
      verdict.expectRoute(
        log.entries, ["First", "Navigation", Responders.name(window)], "handlers run")
      verdict.fact("route from the screen under the top", Responders.arrows(route))
      return verdict.outcome("First → Navigation → window")
    }

    static let unselectedTab = DeviceCheck(
      area: "Routing", name: "tab bar: an unselected tab still reaches the tab bar controller",
      verifies: "An event from the loaded view of an unselected tab reaches that tab's"
        + " controller, the tab bar controller and the window; a broadcast from the tab bar"
        + " controller reaches both tabs.",
      calls: calls
    ) { context in
      var verdict = Verdict()
      let shown = ProbeController("TabA")
      let hidden = ProbeController("TabB")
      let tabs = UITabBarController()
      tabs.re.debugName = "Tabs"
      tabs.viewControllers = [shown, hidden]
      tabs.selectedIndex = 0
      guard await Stage.show(tabs, in: context.window),
        await Stage.waitUntil({ shown.viewIfLoaded?.window != nil })
      else {
        return .failed("the selected tab's view did not reach the window")
      }
      hidden.loadViewIfNeeded()
      let window = context.window
      verdict.fact(
        "unselected tab's view",
        hidden.viewIfLoaded?.window == nil ? "out of the window" : "in the window",
        expected: "out of the window")
      verdict.fact("unselected tab's next responder", Responders.typeName(hidden.next))
      verdict.fact(
        "unselected tab's parent", Responders.typeName(hidden.parent),
        expected: "UITabBarController")

      let log = HandlerLog()
      log.removeHandlers(after: context)
      log.watch(Ping.self, on: [hidden, tabs, window])
      let route = hidden.probe.re.send(Ping(), options: .tracing).trace?.route ?? []
      verdict.expectRoute(log.entries, ["TabB", "Tabs", Responders.name(window)], "handlers run")
      verdict.fact("route from the unselected tab", Responders.arrows(route))

      let broadcast = HandlerLog()
      broadcast.watchBroadcast(Announcement.self, on: [shown, hidden])
      tabs.re.broadcast(Announcement(text: "hello"))
      verdict.expectEqual(
        Set(broadcast.entries), ["TabA", "TabB"], "tabs reached by the broadcast")
      return verdict.outcome("TabB → Tabs → window")
    }
  }
#endif
