#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// Broadcasts through views read as UIKit gives their subviews.
  ///
  /// A broadcast reads each view's subviews as UIKit's own array, bridged from the `NSArray`
  /// that `subviews` returns, without converting it (invariant C4 of the core's unsafe code).
  /// The Linux tests cover the same reading on Swift arrays only. A window's root controller
  /// and the window's other subviews, and a controller's view and its other children, are put
  /// into lists the engine keeps between broadcasts and empties when the last one ends.
  @MainActor
  enum BroadcastChildrenChecks {
    static var all: [DeviceCheck] {
      [handlersChangeSubviews, newViewsWhereReleasedOnesWere, windowListsLetViewsGo]
    }

    static let handlersChangeSubviews = DeviceCheck(
      area: "Routing", name: "a broadcast through views whose handlers change the subviews",
      verifies: "A broadcast from a screen's view reaches, once each and in order, the subviews"
        + " it had when it reached their superview, though the first one's handler removes all"
        + " of them from their superview and adds a new one (which it does not reach); the"
        + " removed views are released once the broadcast is done, and a second broadcast reaches"
        + " the new view only.",
      calls: .check("broadcasts through ResponderEvents; the handlers change the subviews")
    ) { context in
      var verdict = Verdict()
      let screen = ProbeController("Children")
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen's view did not reach the window")
      }
      let container = UIView()
      container.re.debugName = "container"
      screen.view.addSubview(container)
      let log = HandlerLog()
      var removed: [UIView] = []
      for name in ["a", "b", "c"] {
        let view = UIView()
        view.re.debugName = name
        container.addSubview(view)
        removed.append(view)
      }
      let grandchild = UIView()
      grandchild.re.debugName = "b1"
      removed[1].addSubview(grandchild)
      weak var weakB = removed[1]
      let added = UIView()
      added.re.debugName = "added"
      let tokens = (removed + [grandchild, added]).map { view in
        view.re.handleBroadcast(Announcement.self) { view, _ in
          log.append(view.re.debugName)
          if view.re.debugName == "a" {
            for subview in container.subviews { subview.removeFromSuperview() }
            container.addSubview(added)
          }
          return .handled
        }
      }
      context.addTeardown {
        for token in tokens { token.remove() }
        container.removeFromSuperview()
      }
      removed.removeAll()
      screen.view.re.broadcast(Announcement(text: "first"))
      verdict.expectRoute(log.entries, ["a", "b", "b1", "c"], "views the first broadcast reached")
      verdict.expect(weakB == nil, "a removed view was still alive after the broadcast")
      log.reset()
      screen.view.re.broadcast(Announcement(text: "second"))
      verdict.expectRoute(log.entries, ["added"], "views the second broadcast reached")
      return verdict.outcome("a → b → b1 → c, then added")
    }

    static let newViewsWhereReleasedOnesWere = DeviceCheck(
      area: "Routing", name: "a broadcast reaches new views though released ones were visited",
      verifies: "A broadcast passes 40 views with no handler, then reaches a view whose handler"
        + " removes those 40 (held by nothing else) and adds 40 new views with handlers below"
        + " itself: every new view receives the broadcast once, none of them is at the address"
        + " of a removed view while the broadcast runs (the broadcast holds the views it passed"
        + " until it ends), and the removed views are released once it is done.",
      calls: .check("broadcasts through ResponderEvents; a handler replaces views it passed")
    ) { context in
      var verdict = Verdict()
      let screen = ProbeController("Replaced")
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen's view did not reach the window")
      }
      let passed = UIView()
      let replacer = UIView()
      screen.view.addSubview(passed)
      screen.view.addSubview(replacer)
      for _ in 0..<40 { passed.addSubview(UIView()) }
      // Inside pools, so that an autoreleased array of subviews does not keep the views.
      weak var firstPassed = autoreleasepool { passed.subviews.first }
      var removedAddresses: Set<ObjectIdentifier> = []
      var reusedAddresses = 0
      var answers: [ObjectIdentifier: Int] = [:]
      let token = replacer.re.handleBroadcast(Announcement.self) { replacer, _ in
        removedAddresses = Set(passed.subviews.map(ObjectIdentifier.init))
        for view in passed.subviews { view.removeFromSuperview() }
        for _ in 0..<40 {
          let view = UIView()
          if removedAddresses.contains(ObjectIdentifier(view)) { reusedAddresses += 1 }
          view.re.handleBroadcast(Announcement.self) { view, _ in
            answers[ObjectIdentifier(view), default: 0] += 1
            return .handled
          }
          replacer.addSubview(view)
        }
        return .handled
      }
      context.addTeardown {
        token.remove()
        passed.removeFromSuperview()
        replacer.removeFromSuperview()
      }
      autoreleasepool { _ = screen.view.re.broadcast(Announcement(text: "replace")) }
      verdict.expectEqual(answers.count, 40, "new views that received the broadcast")
      verdict.expect(answers.values.allSatisfy { $0 == 1 }, "a new view received it twice")
      verdict.expectEqual(reusedAddresses, 0, "new views at a removed view's address")
      verdict.expect(firstPassed == nil, "a removed view was still alive after the broadcast")
      return verdict.outcome("40 new views reached once each, no address reused")
    }
    static let windowListsLetViewsGo = DeviceCheck(
      area: "Routing", name: "a window broadcast's kept children list lets its views go",
      verifies: "A broadcast from the window reaches its root controller, the controller's"
        + " view, then a view added to the window beside it, once each and in that order; the"
        + " controller's handler removes that view from the window, which the broadcast still"
        + " reaches (it read the window's children before), and the view is released once the"
        + " broadcast is done: the list the engine kept the window's children in between"
        + " broadcasts holds it no longer. A second broadcast reaches the controller and its"
        + " view only.",
      calls: .check("broadcasts through ResponderEvents from the window")
    ) { context in
      var verdict = Verdict()
      let screen = ProbeController("Window")
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen's view did not reach the window")
      }
      let log = HandlerLog()
      var banner: UIView? = UIView()
      weak var weakBanner = banner
      context.window.addSubview(banner!)
      let tokens = [
        screen.re.handleBroadcast(Announcement.self) { _, _ in
          log.append("controller")
          weakBanner?.removeFromSuperview()
          return .handled
        },
        screen.view.re.handleBroadcast(Announcement.self) { _, _ in
          log.append("view")
          return .handled
        },
        banner!.re.handleBroadcast(Announcement.self) { _, _ in
          log.append("banner")
          return .handled
        },
      ]
      context.addTeardown {
        for token in tokens { token.remove() }
        weakBanner?.removeFromSuperview()
      }
      banner = nil
      // Inside a pool, so that an autoreleased array of subviews does not keep the view.
      autoreleasepool { _ = context.window.re.broadcast(Announcement(text: "first")) }
      verdict.expectRoute(log.entries, ["controller", "view", "banner"], "the first broadcast")
      verdict.expect(weakBanner == nil, "the removed view was still alive after the broadcast")
      log.reset()
      context.window.re.broadcast(Announcement(text: "second"))
      verdict.expectRoute(log.entries, ["controller", "view"], "the second broadcast")
      return verdict.outcome("controller → view → banner, the banner released, then two")
    }
  }
#endif
