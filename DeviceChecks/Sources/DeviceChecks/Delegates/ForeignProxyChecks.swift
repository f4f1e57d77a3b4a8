#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEventsDelegates
  import RxLikeProxy
  import UIKit

  /// The proxy beside another library's delegate proxy that re-adopts the view's delegate and
  /// puts itself in front each time it is used, as RxCocoa's does
  /// (`DelegateProxyType.proxy(for:)`), and says what it forwards to in `_forwardToDelegate`.
  @MainActor
  enum ForeignProxyChecks {
    static var all: [DeviceCheck] {
      [
        foreignProxyUsedAgain, refreshKeepsForeignProxy, delegateSetDirectlyBesideForeignProxy,
        setDelegateDisposalReportedFirst, frontDiesThenForeignProxyUsed,
        frontDiesThenForeignProxyThenAppDelegate,
      ]
    }

    /// A screen in the window holding `view`, a scroll view with room to scroll.
    private static func show(_ view: UIScrollView, in context: DeviceCheckContext) async -> Bool {
      view.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
      view.contentSize = CGSize(width: 300, height: 1_000)
      return await Stage.show(view, onScreen: "Foreign", in: context.window)
    }

    static let foreignProxyUsedAgain = DeviceCheck(
      area: "Delegates", name: "RxCocoa-like proxy in front, a closure, then the proxy used again",
      verifies: "The app's delegate is set, a proxy like RxCocoa's adopts it, re.onDidScroll's"
        + " proxy adopts that one, and the foreign proxy is used again (it adopts ours and goes"
        + " in front): it stays in front, ours forwards to what it said it forwarded to before"
        + " (_forwardToDelegate), a scroll runs the foreign proxy, the closure and the app's"
        + " delegate once each, re.delegate is the app's, and delegateProxyMoved is reported.",
      calls: .uikit("setting contentOffset makes UIKit call scrollViewDidScroll(_:)")
    ) { context in
      var verdict = Verdict()
      let scrollView = UIScrollView()
      guard await show(scrollView, in: context) else {
        return .failed("the screen did not reach the window")
      }
      let log = HandlerLog()
      let app = AppScrollDelegate(log: log)
      scrollView.delegate = app
      let foreign = RxLikeScrollProxy.use(on: scrollView, log: log)
      scrollView.re.onDidScroll(with: scrollView) { _ in log.append("closure") }
      verdict.expect(
        (scrollView.delegate as AnyObject?) !== foreign, "the proxy did not go in front")
      let kinds = AppObjectScenario.diagnostics {
        _ = RxLikeScrollProxy.use(on: scrollView, log: log)
      }
      // RxCocoa's reset() sets nil and the proxy back: placed before its setters return, with
      // no turn of the run loop.
      verdict.expect(
        (scrollView.delegate as AnyObject?) === foreign,
        "the foreign proxy is not in front after its second use")
      verdict.expect(
        foreign._forwardToDelegate !== app,
        "the foreign proxy still forwards to the app's delegate: it did not adopt ours")
      verdict.expect(scrollView.re.delegate === app, "re.delegate is not the app's delegate")
      verdict.expect(kinds.contains("delegateProxyMoved"), "no delegateProxyMoved: \(kinds)")
      verdict.fact("diagnostics during the foreign proxy's second use", "\(kinds)")
      log.reset()
      scrollView.contentOffset = CGPoint(x: 0, y: 30)
      verdict.expectEqual(log.entries, ["rx", "closure", "app"], "scrollViewDidScroll(_:)")
      withExtendedLifetime((app, foreign)) {}
      return verdict.outcome("foreign proxy, closure and app's delegate each ran once")
    }

    /// Runs `body` and returns the diagnostics it reported, as "kind: message".
    private static func reports(during body: () -> Void) -> [String] {
      var reports: [String] = []
      EventDiagnostics.withHandler(
        { reports.append("\($0.kind.rawValue): \($0.message)") }, operation: body)
      return reports
    }

    static let delegateSetDirectlyBesideForeignProxy = DeviceCheck(
      area: "Delegates", name: "The delegate set directly beside an RxCocoa-like proxy",
      verifies: "The order the docs recommend beside RxCocoa: the app sets scrollView.delegate"
        + " itself (no rx.setDelegate), then re.onDidScroll, then the RxCocoa-like proxy is used"
        + " twice: each use's checks, as RxCocoa's proxy(for:) asserts them right after setting"
        + " itself (it is in front, it forwards to what it adopted), hold; nothing reports the"
        + " rx.setDelegate assertion; a scroll runs the foreign proxy, the closure and the app's"
        + " delegate once each.",
      calls: .uikit("setting contentOffset makes UIKit call scrollViewDidScroll(_:)")
    ) { context in
      var verdict = Verdict()
      let scrollView = UIScrollView()
      guard await show(scrollView, in: context) else {
        return .failed("the screen did not reach the window")
      }
      let log = HandlerLog()
      let app = AppScrollDelegate(log: log)
      scrollView.delegate = app
      var found = reports {
        scrollView.re.onDidScroll(with: scrollView) { _ in log.append("closure") }
      }
      RxLikeScrollProxy.failedAssertions = []
      found += reports {
        RxLikeScrollProxy.use(on: scrollView, log: log)
        RxLikeScrollProxy.use(on: scrollView, log: log)
      }
      await Stage.turnRunLoop()
      verdict.expectEqual(RxLikeScrollProxy.failedAssertions, [], "proxy(for:)'s assertions")
      verdict.expect(
        !found.contains { $0.contains("rx.setDelegate") },
        "the rx.setDelegate assertion was reported: \(found)")
      verdict.fact("diagnostics", "\(found)")
      verdict.expect(scrollView.re.delegate === app, "re.delegate is not the app's delegate")
      log.reset()
      scrollView.contentOffset = CGPoint(x: 0, y: 30)
      verdict.expectEqual(log.entries, ["rx", "closure", "app"], "scrollViewDidScroll(_:)")
      withExtendedLifetime(app) {}
      return verdict.outcome("the delegate set directly: nothing asserts, each ran once")
    }

    static let setDelegateDisposalReportedFirst = DeviceCheck(
      area: "Delegates", name: "rx.setDelegate, a closure, rx again: reported before disposal",
      verifies: "The order the docs recommended before: an RxCocoa-like rx.setDelegate(app),"
        + " re.onDidScroll, the foreign proxy used again. Registering the closure reports"
        + " delegateProxyMoved naming rx.setDelegate and the assertion; a scroll runs the foreign"
        + " proxy, the closure and the app's delegate once each; and RxCocoa's disposal check"
        + " (installForwardDelegate's: the app's delegate is still the foreign proxy's forwardee)"
        + " would fail, as the report said.",
      calls: .uikit("setting contentOffset makes UIKit call scrollViewDidScroll(_:)")
    ) { context in
      var verdict = Verdict()
      let scrollView = UIScrollView()
      guard await show(scrollView, in: context) else {
        return .failed("the screen did not reach the window")
      }
      let log = HandlerLog()
      let app = AppScrollDelegate(log: log)
      RxLikeScrollProxy.failedAssertions = []
      let disposalHolds = RxLikeScrollProxy.setDelegate(app, on: scrollView, log: log)
      let found = reports {
        scrollView.re.onDidScroll(with: scrollView) { _ in log.append("closure") }
      }
      verdict.expect(
        found.contains { $0.hasPrefix("delegateProxyMoved") && $0.contains("rx.setDelegate") },
        "registering the closure did not report the rx.setDelegate assertion: \(found)")
      verdict.fact("diagnostics when the closure was registered", "\(found)")
      RxLikeScrollProxy.use(on: scrollView, log: log)
      await Stage.turnRunLoop()
      verdict.expectEqual(RxLikeScrollProxy.failedAssertions, [], "proxy(for:)'s assertions")
      log.reset()
      scrollView.contentOffset = CGPoint(x: 0, y: 30)
      verdict.expectEqual(log.entries, ["rx", "closure", "app"], "scrollViewDidScroll(_:)")
      verdict.expect(
        !disposalHolds(), "the disposal check holds: the foreign proxy did not adopt ours")
      withExtendedLifetime(app) {}
      return verdict.outcome("reported at the closure; the disposal check fails as reported")
    }

    static let refreshKeepsForeignProxy = DeviceCheck(
      area: "Delegates", name: "A refresh keeps the foreign proxy in front",
      verifies: "With an RxCocoa-like proxy in front of the table's proxy, registering a closure"
        + " for another method (onSelectRow, which the app's delegate lacks, so UIKit must be"
        + " told again) and removing the scroll closure leave the foreign proxy in front; a"
        + " scroll reaches it and the app's delegate once each, and the selection closure runs"
        + " once.",
      calls: .both(
        "setting contentOffset makes UIKit call scrollViewDidScroll(_:); " + Cites.selectRow)
    ) { context in
      var verdict = Verdict()
      let table = UITableView(frame: .zero, style: .plain)
      guard await show(table, in: context) else {
        return .failed("the screen did not reach the window")
      }
      let log = HandlerLog()
      let app = AppTableScrollDelegate(log: log)
      table.delegate = app
      let scrollToken = table.re.onDidScroll(with: table) { _ in log.append("closure") }
      let foreign = RxLikeScrollProxy.use(on: table, log: log)
      verdict.expect(
        (table.delegate as AnyObject?) === foreign, "the foreign proxy is not in front")
      let sets = DelegateSetCounter(table)
      let kinds = AppObjectScenario.diagnostics {
        table.re.onSelectRow(with: table) { _, _ in log.append("select") }
        scrollToken.remove()
      }
      await Stage.turnRunLoop()
      verdict.fact(
        "times table.delegate was set while the selection closure was registered",
        String(sets.count), expected: "2: nil, then the foreign proxy back (UIKit asked again)")
      sets.stop()
      let front = Responders.typeName(table.delegate)
      verdict.expect(
        (table.delegate as AnyObject?) === foreign,
        "the refresh pushed the foreign proxy out: the delegate is \(front)")
      verdict.expect(foreign._forwardToDelegate != nil, "the foreign proxy forwards to nobody")
      verdict.expect(table.re.delegate === app, "re.delegate is not the app's delegate")
      verdict.expectEqual(kinds, [], "diagnostics during the refresh")
      log.reset()
      table.contentOffset = CGPoint(x: 0, y: 30)
      verdict.expectEqual(log.entries, ["rx", "app"], "scrollViewDidScroll(_:)")
      log.reset()
      table.delegate?.tableView?(table, didSelectRowAt: IndexPath(row: 0, section: 0))
      verdict.expectEqual(log.entries, ["select"], "tableView(_:didSelectRowAt:)")
      withExtendedLifetime((app, foreign)) {}
      return verdict.outcome("the foreign proxy stayed in front through the refresh")
    }
  }

  extension ForeignProxyChecks {
    static let frontDiesThenForeignProxyUsed = DeviceCheck(
      area: "Delegates",
      name: "The splitter in front dies: the proxy is back at once; an RxCocoa-like one adopts it",
      verifies: "A splitter built around scrollView.delegate (the proxy) is deallocated: before"
        + " the run loop turns, the proxy is back in the property (it is placed inside that"
        + " deallocation) and a scroll runs the closure; a proxy like RxCocoa's, used then,"
        + " adopts the proxy, its proxy(for:) checks hold, and a scroll runs it, then the"
        + " closure.",
      calls: .uikit("setting contentOffset makes UIKit call scrollViewDidScroll(_:)")
    ) { context in
      var verdict = Verdict()
      let log = HandlerLog()
      guard let scrollView = await splitterDied(in: context, log: log, verdict: &verdict) else {
        return .failed("the screen did not reach the window")
      }
      verdict.expect(scrollView.delegate != nil, "the property is empty after the splitter died")
      log.reset()
      scrollView.contentOffset = CGPoint(x: 0, y: 30)
      verdict.expectEqual(log.entries, ["closure"], "scrollViewDidScroll(_:) before the turn")
      let foreign = RxLikeScrollProxy.use(on: scrollView, log: log)
      verdict.expectEqual(RxLikeScrollProxy.failedAssertions, [], "proxy(for:)'s assertions")
      verdict.expect(
        (scrollView.delegate as AnyObject?) === foreign && foreign._forwardToDelegate != nil,
        "the foreign proxy is not in front, forwarding to the proxy")
      log.reset()
      scrollView.contentOffset = CGPoint(x: 0, y: 60)
      verdict.expectEqual(log.entries, ["rx", "closure"], "scrollViewDidScroll(_:)")
      withExtendedLifetime(foreign) {}
      return verdict.outcome("the proxy was back before the turn; the foreign proxy adopted it")
    }

    static let frontDiesThenForeignProxyThenAppDelegate = DeviceCheck(
      area: "Delegates",
      name: "The splitter in front dies, an RxCocoa-like proxy is used, the app sets a delegate",
      verifies: "After a splitter built around scrollView.delegate (the proxy) is deallocated,"
        + " and before the run loop turns, a proxy like RxCocoa's is used, then the app sets its"
        + " own delegate: the proxy adopts it and goes in front, so a scroll runs the closure,"
        + " then the app's delegate; the foreign proxy, used again, adopts the proxy, its"
        + " proxy(for:) checks hold, and a scroll runs it, the closure, then the app's.",
      calls: .uikit("setting contentOffset makes UIKit call scrollViewDidScroll(_:)")
    ) { context in
      var verdict = Verdict()
      let log = HandlerLog()
      guard let scrollView = await splitterDied(in: context, log: log, verdict: &verdict) else {
        return .failed("the screen did not reach the window")
      }
      RxLikeScrollProxy.use(on: scrollView, log: log)
      let app = AppScrollDelegate(log: log)
      scrollView.delegate = app
      log.reset()
      scrollView.contentOffset = CGPoint(x: 0, y: 30)
      verdict.expectEqual(log.entries, ["closure", "app"], "scrollViewDidScroll(_:) at once")
      let foreign = RxLikeScrollProxy.use(on: scrollView, log: log)
      verdict.expectEqual(RxLikeScrollProxy.failedAssertions, [], "proxy(for:)'s assertions")
      verdict.expect(foreign._forwardToDelegate !== app, "the foreign proxy adopted the app's")
      log.reset()
      scrollView.contentOffset = CGPoint(x: 0, y: 60)
      verdict.expectEqual(log.entries, ["rx", "closure", "app"], "scrollViewDidScroll(_:)")
      withExtendedLifetime(app) {}
      return verdict.outcome("the app's delegate went behind the proxy; the foreign adopted it")
    }

    /// A scroll view on screen whose closure logs "closure", and whose splitter, set around its
    /// delegate (the proxy) and kept by nobody else, has just died; `nil` when the screen did
    /// not show.
    private static func splitterDied(
      in context: DeviceCheckContext, log: HandlerLog, verdict: inout Verdict
    ) async -> UIScrollView? {
      let scrollView = UIScrollView()
      guard await show(scrollView, in: context) else { return nil }
      scrollView.re.onDidScroll(with: scrollView) { _ in log.append("closure") }
      weak var dead: SplittingScrollDelegate?
      // In a pool of its own, so that nothing autoreleased keeps the splitter past it.
      autoreleasepool {
        let splitter = SplittingScrollDelegate(wrapping: scrollView.delegate, log: log)
        scrollView.delegate = splitter
        dead = splitter
      }
      verdict.expect(dead == nil, "the splitter outlived its pool; the check could not run")
      RxLikeScrollProxy.failedAssertions = []
      return scrollView
    }
  }

  /// The app's table delegate: logs scrolling; it has no selection method of its own.
  @MainActor
  private final class AppTableScrollDelegate: NSObject, UITableViewDelegate {
    private let log: HandlerLog

    init(log: HandlerLog) {
      self.log = log
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      log.append("app")
    }
  }

  /// Counts the times a table's `delegate` is set, by key-value observation (as the library
  /// itself notices the app's assignments).
  @MainActor
  private final class DelegateSetCounter {
    private(set) var count = 0
    private var observation: NSKeyValueObservation?

    init(_ table: UITableView) {
      observation = table.observe(\.delegate) { [weak self] _, _ in
        MainActor.assumeIsolated { self?.count += 1 }
      }
    }

    /// Stops counting.
    func stop() {
      observation?.invalidate()
      observation = nil
    }
  }
#endif
