#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEventsDelegates
  import UIKit

  /// A delegate call that comes back to the proxy while the proxy is passing it on: passed on
  /// again when UIKit nests it (the app's delegate scrolls inside `scrollViewDidScroll(_:)`),
  /// stopped when it goes round a loop (a splitter built around `view.delegate`, which was the
  /// proxy, that calls its targets directly).
  @MainActor
  enum NestedCallChecks {
    static var all: [DeviceCheck] {
      [nestedCallPassedOn]
    }

    /// The checks that overflow the stack when the library does not stop a call going round.
    static var mayCrash: [DeviceCheck] {
      [handWrittenSplitterLoopStopped]
    }

    /// A scroll view with room to scroll, in a shown screen, laid out; UIKit does not adjust
    /// its offset for the safe area, so that only the check moves it.
    private static func scrollView(in context: DeviceCheckContext) async -> UIScrollView? {
      let screen = ProbeController("Nested")
      guard await Stage.show(screen, in: context.window) else { return nil }
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
      scrollView.contentInsetAdjustmentBehavior = .never
      scrollView.contentSize = CGSize(width: 300, height: 1_000)
      screen.view.addSubview(scrollView)
      screen.view.layoutIfNeeded()
      return scrollView
    }

    static let nestedCallPassedOn = DeviceCheck(
      area: "Delegates", name: "A delegate that scrolls inside scrollViewDidScroll(_:)",
      verifies: "With re.onDidScroll and the app's delegate, which sets contentOffset back to"
        + " zero once when it is not, setting contentOffset to 30 makes UIKit call"
        + " scrollViewDidScroll(_:) inside itself: the closure and the app's delegate run twice"
        + " each, at 30 then at 0, the nested call is passed on to the app's delegate, and no"
        + " delegateProxyMoved is reported.",
      calls: .uikit("setting contentOffset makes UIKit call scrollViewDidScroll(_:)")
    ) { context in
      var verdict = Verdict()
      guard let scrollView = await scrollView(in: context) else {
        return .failed("the screen did not reach the window")
      }
      let log = HandlerLog()
      let app = AppResettingScrollDelegate(log: log)
      scrollView.delegate = app
      scrollView.re.onDidScroll(with: scrollView) { view in
        log.append("closure \(Int(view.contentOffset.y))")
      }
      log.reset()
      let kinds = AppObjectScenario.diagnostics {
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
      }
      verdict.expectEqual(
        log.entries, ["closure 30", "app 30", "closure 0", "app 0"],
        "scrollViewDidScroll(_:) with the app's delegate scrolling back inside it")
      verdict.expectEqual(scrollView.contentOffset, .zero, "contentOffset afterwards")
      verdict.expect(
        !kinds.contains("delegateProxyMoved"),
        "a nested call was taken for a loop: \(kinds)")
      verdict.fact("diagnostics while the app's delegate scrolled back", "\(kinds)")
      verdict.expect(
        (scrollView.delegate as AnyObject?) !== app, "the app's delegate displaced the proxy")
      withExtendedLifetime(app) {}
      return verdict.outcome("the nested call was passed on, the closure and app ran twice each")
    }

    static let handWrittenSplitterLoopStopped = DeviceCheck(
      area: "Delegates", name: "A hand-written splitter around view.delegate, which is the proxy",
      verifies: "A splitter that implements scrollViewDidScroll(_:) and"
        + " scrollViewWillBeginDragging(_:) itself, calls each of its targets"
        + " (scrollView.delegate, the proxy, and a target of its own) and does not pass"
        + " responds(to:) on, set as scrollView.delegate, is adopted by the proxy: the first"
        + " scroll comes back to the proxy once, which the proxy recognises, so the closure, the"
        + " app's delegate and the splitter's target run once each and delegateProxyMoved is"
        + " reported; when that scroll returns, the splitter is the view's delegate again and"
        + " the proxy forwards to the app's delegate: the next scroll runs the closure, the"
        + " app's delegate and the splitter's target once each, and"
        + " scrollViewWillBeginDragging(_:), which only that target has, reaches it alone.",
      calls: .both(
        "setting contentOffset makes UIKit call scrollViewDidScroll(_:); "
          + Cites.willBeginDragging)
    ) { context in
      var verdict = Verdict()
      guard let scrollView = await scrollView(in: context) else {
        return .failed("the screen did not reach the window")
      }
      let log = HandlerLog()
      // Released at the end, for the facts about the app's delegate dying behind the splitter.
      var app: AppScrollDelegate? = AppScrollDelegate(log: log)
      weak var appProbe = app
      scrollView.delegate = app
      scrollView.re.onDidScroll(with: scrollView) { _ in log.append("closure") }
      let target = SplitterTarget(log: log)
      guard let proxy = scrollView.delegate else {
        return .failed("the scroll view has no delegate proxy")
      }
      let splitter = HandWrittenSplitter(targets: [proxy, target])
      let setKinds = AppObjectScenario.diagnostics { scrollView.delegate = splitter }
      verdict.fact(
        "scrollView.delegate right after the splitter was set",
        Responders.typeName(scrollView.delegate),
        expected: "the proxy, which took the splitter for the app's new delegate")
      verdict.fact("diagnostics while the splitter was set", "\(setKinds)")

      log.reset()
      let firstKinds = AppObjectScenario.diagnostics {
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
      }
      verdict.expectEqual(
        log.entries, ["closure", "app", "target"], "the first scroll, which came back once")
      verdict.expectEqual(splitter.didScrollCalls, 1, "splitter calls of the first scroll")
      verdict.expect(
        firstKinds.contains("delegateProxyMoved"),
        "no delegateProxyMoved for the call that came back: \(firstKinds)")
      verdict.fact("diagnostics during the first scroll", "\(firstKinds)")
      verdict.expect(
        (scrollView.delegate as AnyObject?) === splitter,
        "the splitter is not back in front when the first scroll returned: the delegate is "
          + Responders.typeName(scrollView.delegate))
      verdict.expect(scrollView.re.delegate === app, "re.delegate is not the app's delegate")

      log.reset()
      splitter.didScrollCalls = 0
      let secondKinds = AppObjectScenario.diagnostics {
        scrollView.contentOffset = CGPoint(x: 0, y: 60)
      }
      verdict.expectEqual(
        log.entries, ["closure", "app", "target"], "scrollViewDidScroll(_:) after the repair")
      verdict.expectEqual(splitter.didScrollCalls, 1, "splitter calls after the repair")
      verdict.expectEqual(secondKinds, [], "diagnostics of the scroll after the repair")

      log.reset()
      let dragKinds = AppObjectScenario.diagnostics {
        scrollView.delegate?.scrollViewWillBeginDragging?(scrollView)
      }
      verdict.expectEqual(
        log.entries, ["target dragging"],
        "scrollViewWillBeginDragging(_:), which only the splitter's target has")
      verdict.expectEqual(dragKinds, [], "diagnostics of scrollViewWillBeginDragging(_:)")
      await Stage.turnRunLoop()
      await recordAppDelegateDeath(
        of: &app, probe: { appProbe }, scrollView: scrollView, log: log, verdict: &verdict)
      withExtendedLifetime((splitter, target)) {}
      return verdict.outcome("the loop was found at the first call, and the splitter went in front")
    }

    /// Releases the app's delegate behind the repaired splitter and records what follows.
    ///
    /// The proxy then asks UIKit again; where the proxy and the splitter end up, and what a
    /// scroll runs, are facts only: the placement cannot see that the splitter calls the proxy,
    /// so it may take it for an object that cut the proxy out and go in front of it again.
    private static func recordAppDelegateDeath(
      of app: inout AppScrollDelegate?, probe: () -> AppScrollDelegate?,
      scrollView: UIScrollView, log: HandlerLog, verdict: inout Verdict
    ) async {
      let kinds = AppObjectScenario.diagnostics {
        withExtendedLifetime(app) {}
        app = nil
      }
      guard probe() == nil else {
        verdict.fact("the app's delegate behind the splitter", "not deallocated; not recorded")
        return
      }
      verdict.fact(
        "the app's delegate died behind the repaired splitter: diagnostics, then the delegate",
        "\(kinds), \(Responders.typeName(scrollView.delegate))",
        expected: "[], HandWrittenSplitter")
      log.reset()
      let scrollKinds = AppObjectScenario.diagnostics {
        scrollView.contentOffset = CGPoint(x: 0, y: 90)
      }
      verdict.fact(
        "the scroll after that: closure and splitter's target runs, diagnostics",
        "\(log.entries.filter { $0 == "closure" }.count), "
          + "\(log.entries.filter { $0 == "target" }.count), \(scrollKinds)",
        expected: "1, 1, []")
      // A repair that scroll scheduled happens before the check ends.
      await Stage.turnRunLoop()
      verdict.fact(
        "the delegate once the run loop turned after that scroll",
        Responders.typeName(scrollView.delegate), expected: "HandWrittenSplitter")
    }
  }

  /// The app's scroll delegate that scrolls inside `scrollViewDidScroll(_:)`: the first time it
  /// sees a non-zero offset, it sets the offset back to zero.
  @MainActor
  private final class AppResettingScrollDelegate: NSObject, UIScrollViewDelegate {
    private let log: HandlerLog
    private var didReset = false

    init(log: HandlerLog) {
      self.log = log
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      log.append("app \(Int(scrollView.contentOffset.y))")
      guard !didReset, scrollView.contentOffset != .zero else { return }
      didReset = true
      scrollView.contentOffset = .zero
    }
  }

  /// A delegate splitter written by hand: it implements the methods it splits and calls each
  /// target in turn, and answers `responds(to:)` for its own methods only, so nothing tells
  /// the proxy that it calls the proxy.
  @MainActor
  private final class HandWrittenSplitter: NSObject, UIScrollViewDelegate {
    /// A target, held weakly as delegates are.
    private struct Target {
      weak var object: (any UIScrollViewDelegate)?
    }

    private let targets: [Target]
    /// How many times `scrollViewDidScroll(_:)` ran.
    var didScrollCalls = 0

    init(targets: [any UIScrollViewDelegate]) {
      self.targets = targets.map { Target(object: $0) }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      didScrollCalls += 1
      for target in targets {
        target.object?.scrollViewDidScroll?(scrollView)
      }
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      for target in targets {
        target.object?.scrollViewWillBeginDragging?(scrollView)
      }
    }
  }

  /// The splitter's own target beside the proxy: logs scrolling and dragging.
  @MainActor
  private final class SplitterTarget: NSObject, UIScrollViewDelegate {
    private let log: HandlerLog

    init(log: HandlerLog) {
      self.log = log
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      log.append("target")
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      log.append("target dragging")
    }
  }
#endif
