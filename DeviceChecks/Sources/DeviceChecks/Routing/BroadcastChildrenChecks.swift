#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// Broadcasts through views read as UIKit gives their subviews.
  ///
  /// A broadcast reads each view's subviews as UIKit's own array, bridged from the `NSArray`
  /// that `subviews` returns, without converting it (invariant C4 of the core's unsafe code).
  /// The Linux tests cover the same reading on Swift arrays only.
  @MainActor
  enum BroadcastChildrenChecks {
    static var all: [DeviceCheck] {
      [handlersChangeSubviews]
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
      weak let weakB = removed[1]
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
  }
#endif
