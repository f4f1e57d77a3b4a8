#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEventsDelegates
  import RxLikeProxy
  import UIKit

  /// Opaque wrappers around the proxy (IQKeyboardReturnKeyHandler's shape) that the other
  /// forwarding checks do not cover: one RxCocoa's proxy adopts before anything calls it (the
  /// device side of the model test "an opaque wrapper around the proxy, adopted by RxCocoa's
  /// before its first call: all once", `DelegatePlacementModelTests`), and one around a method
  /// the proxy does not implement, which reaches it through `-forwardInvocation:`.
  @MainActor
  enum OpaqueWrapperChecks {
    static var all: [DeviceCheck] {
      [
        wrapperAdoptedBeforeFirstCall, wrapperOfUnmanagedMethod, wrapperRestoringBeforeFirstCall,
        delegateSetAgainInsideTheFirstCall,
      ]
    }

    static let wrapperAdoptedBeforeFirstCall = DeviceCheck(
      area: "Delegates",
      name: "An opaque wrapper that an RxCocoa-like proxy adopts before its first call",
      verifies: "The app sets the table's delegate, re.onSelectRow adds a closure, a wrapper of"
        + " IQKeyboardReturnKeyHandler's shape saves table.delegate (the proxy) and sets itself,"
        + " and an RxCocoa-like proxy observing tableView(_:didSelectRowAt:) (rx.itemSelected)"
        + " adopts what it finds and goes in front, all before any call. Two selections each"
        + " run the RxCocoa-like proxy (through forwardInvocation:), the wrapper, the closure"
        + " and the app's delegate exactly once; the first reports delegateProxyMoved, the"
        + " second nothing; the RxCocoa-like proxy stays in front and none of its proxy(for:)"
        + " assertions fails.",
      calls: .check(Cites.selectRow)
    ) { context in
      var verdict = Verdict()
      let log = HandlerLog()
      let app = AppSelectDelegate(log: log)
      guard
        let table = await tableWithClosure(onScreen: "Rx-adopted wrapper", app: app, in: context)
      else {
        return .failed("the screen did not reach the window")
      }
      let wrapper = OpaqueSelectWrapper(wrapping: table, log: log)
      RxLikeScrollProxy.failedAssertions = []
      let foreign = RxLikeScrollProxy.use(
        on: table, observing: [#selector(AppSelectDelegate.tableView(_:didSelectRowAt:))],
        log: log)
      await Stage.turnRunLoop()
      verdict.expect(
        (table.delegate as AnyObject?) === foreign, "the RxCocoa-like proxy is not in front")
      verdict.expectEqual(RxLikeScrollProxy.failedAssertions, [], "proxy(for:)'s assertions")
      selectFirstRow(
        in: table, log: log,
        expecting: Array(repeating: ["app", "closure", "rx", "wrapper"], count: 2),
        &verdict)
      verdict.expect(
        (table.delegate as AnyObject?) === foreign,
        "the RxCocoa-like proxy is not in front after the selections")
      withExtendedLifetime((app, wrapper, foreign)) {}
      return verdict.outcome("each receiver ran once per selection, twice over")
    }
  }

  extension OpaqueWrapperChecks {
    static let wrapperOfUnmanagedMethod = DeviceCheck(
      area: "Delegates",
      name: "An opaque wrapper around a method the proxy does not implement",
      verifies: "The app's delegate implements scrollViewDidEndDecelerating(_:), re.onDidScroll"
        + " installs the proxy, and a wrapper saves scrollView.delegate (the proxy), sets itself"
        + " and calls what it saved from scrollViewDidEndDecelerating(_:). The proxy has no"
        + " method for it, so the call goes through -forwardInvocation: to the wrapper and back:"
        + " the first call runs the wrapper and the app's delegate once each (before, the wrapper"
        + " 16 times and the app's delegate never), reports delegateProxyMoved, and leaves the"
        + " wrapper in front; the next runs each once and reports nothing.",
      calls: .check(
        "it calls scrollViewDidEndDecelerating(_:) on the scroll view's delegate: UIKit calls it \"when"
          + " scroll view grinds to a halt\" (UIScrollView.h) after the user flicks it")
    ) { context in
      var verdict = Verdict()
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
      guard await Stage.show(scrollView, onScreen: "Unmanaged method", in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      let log = HandlerLog()
      let app = AppDeceleratingDelegate(log: log)
      scrollView.delegate = app
      scrollView.re.onDidScroll(with: scrollView) { _ in }
      let wrapper = OpaqueDeceleratingWrapper(wrapping: scrollView, log: log)
      for round in 1...2 {
        log.reset()
        let kinds = AppObjectScenario.diagnostics {
          scrollView.delegate?.scrollViewDidEndDecelerating?(scrollView)
        }
        verdict.expectEqual(log.entries, ["wrapper", "app"], "call \(round)")
        verdict.expectEqual(
          kinds, round == 1 ? ["delegateProxyMoved"] : [], "diagnostics of call \(round)")
      }
      verdict.expect(
        scrollView.delegate === wrapper, "the wrapper is not the scroll view's delegate")
      withExtendedLifetime((app, wrapper)) {}
      return verdict.outcome("found at the first call, through -forwardInvocation:")
    }
  }

  extension OpaqueWrapperChecks {
    static let wrapperRestoringBeforeFirstCall = DeviceCheck(
      area: "Delegates",
      name: "An opaque wrapper released before its first call, putting back what it saved",
      verifies: "The app sets the table's delegate, re.onSelectRow adds a closure, and a wrapper"
        + " of IQKeyboardReturnKeyHandler's shape saves table.delegate (the proxy), sets itself,"
        + " and is released before anything calls it, putting back what it saved from its"
        + " deinit, as the Objective-C IQKeyboardReturnKeyHandler does in dealloc. The proxy,"
        + " which adopted it unseen, is the table's delegate again, and a selection runs the"
        + " closure, then the app's delegate (the model test \"a wrapper adopted before its first"
        + " call, putting back the proxy from its deinit\").",
      calls: .check(Cites.selectRow)
    ) { context in
      var verdict = Verdict()
      let log = HandlerLog()
      let app = AppSelectDelegate(log: log)
      guard let table = await tableWithClosure(onScreen: "Restoring wrapper", app: app, in: context)
      else {
        return .failed("the screen did not reach the window")
      }
      weak var dead: OpaqueSelectWrapper?
      // In a pool of its own, so that nothing autoreleased keeps the wrapper past it.
      autoreleasepool {
        let wrapper = OpaqueSelectWrapper(wrapping: table, log: log, restoresOnDeinit: true)
        dead = wrapper
      }
      verdict.expect(dead == nil, "the wrapper outlived its pool; the check could not run")
      await Stage.turnRunLoop()
      verdict.expect(table.delegate != nil, "the table has no delegate")
      log.reset()
      table.delegate?.tableView?(table, didSelectRowAt: IndexPath(row: 0, section: 0))
      verdict.expectEqual(log.entries, ["closure", "app"], "the selection")
      withExtendedLifetime(app) {}
      return verdict.outcome("the app's delegate came back with the proxy")
    }
  }

  extension OpaqueWrapperChecks {
    static let delegateSetAgainInsideTheFirstCall = DeviceCheck(
      area: "Delegates",
      name: "The app's delegate sets itself again inside the first call round an opaque wrapper",
      verifies: "The app sets the table's delegate, re.onSelectRow adds a closure, and a wrapper"
        + " of IQKeyboardReturnKeyHandler's shape saves table.delegate (the proxy) and sets"
        + " itself. In the first selection the app's delegate sets table.delegate = self. The"
        + " proxy put the wrapper back in front before passing that call on, so the set replaces"
        + " the wrapper, as it would without the library: the first selection runs the closure,"
        + " the wrapper and the app's delegate once each and reports delegateProxyMoved; the"
        + " second runs the closure and the app's delegate only (the model test \"the delegate"
        + " behind the wrapper set again there: the wrapper it replaced stays out\").",
      calls: .check(Cites.selectRow)
    ) { context in
      var verdict = Verdict()
      let log = HandlerLog()
      let app = AppSelectDelegate(log: log)
      guard let table = await tableWithClosure(onScreen: "Set inside", app: app, in: context) else {
        return .failed("the screen did not reach the window")
      }
      let wrapper = OpaqueSelectWrapper(wrapping: table, log: log)
      app.setsItselfOnce = true
      selectFirstRow(
        in: table, log: log, expecting: [["app", "closure", "wrapper"], ["app", "closure"]],
        &verdict)
      verdict.expect(table.re.delegate === app, "re.delegate is not the app's delegate")
      withExtendedLifetime((app, wrapper)) {}
      return verdict.outcome("the set replaced the wrapper, as without the library")
    }
  }

  extension OpaqueWrapperChecks {
    /// Selects the table's first row through its delegate once per element of `expected`, each
    /// time expecting the receivers logged (in any order) and `delegateProxyMoved` reported by
    /// the first selection only, when the wrapper is found.
    fileprivate static func selectFirstRow(
      in table: UITableView, log: HandlerLog, expecting expected: [[String]],
      _ verdict: inout Verdict
    ) {
      for (round, receivers) in zip(1..., expected) {
        log.reset()
        let kinds = AppObjectScenario.diagnostics {
          table.delegate?.tableView?(table, didSelectRowAt: IndexPath(row: 0, section: 0))
        }
        verdict.fact("order of selection \(round)", "\(log.entries)")
        verdict.expectEqual(log.entries.sorted(), receivers, "selection \(round)")
        verdict.expectEqual(
          kinds, round == 1 ? ["delegateProxyMoved"] : [], "diagnostics of selection \(round)")
      }
    }

    /// A table on screen whose delegate is `app` and whose selection closure logs "closure";
    /// `nil` when the screen did not show.
    fileprivate static func tableWithClosure(
      onScreen name: String, app: AppSelectDelegate, in context: DeviceCheckContext
    ) async -> UITableView? {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), style: .plain)
      guard await Stage.show(table, onScreen: name, in: context.window) else { return nil }
      table.delegate = app
      let log = app.log
      table.re.onSelectRow(with: table) { _, _ in log.append("closure") }
      return table
    }
  }

  /// The app's scroll view delegate: logs the end of deceleration.
  @MainActor
  private final class AppDeceleratingDelegate: NSObject, UIScrollViewDelegate {
    private let log: HandlerLog

    init(log: HandlerLog) {
      self.log = log
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      log.append("app")
    }
  }

  /// IQKeyboardReturnKeyHandler's shape for a scroll view's method the proxy does not implement.
  @MainActor
  private final class OpaqueDeceleratingWrapper: NSObject, UIScrollViewDelegate {
    private weak var saved: (any UIScrollViewDelegate)?
    private let log: HandlerLog

    init(wrapping scrollView: UIScrollView, log: HandlerLog) {
      self.log = log
      super.init()
      saved = scrollView.delegate
      scrollView.delegate = self
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      log.append("wrapper")
      saved?.scrollViewDidEndDecelerating?(scrollView)
    }
  }

  /// The app's table delegate: logs a selection, and sets itself as the table's delegate in
  /// the next one when `setsItselfOnce` is set.
  @MainActor
  private final class AppSelectDelegate: NSObject, UITableViewDelegate {
    let log: HandlerLog
    var setsItselfOnce = false

    init(log: HandlerLog) {
      self.log = log
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      log.append("app")
      if setsItselfOnce {
        setsItselfOnce = false
        tableView.delegate = self
      }
    }
  }

  /// IQKeyboardReturnKeyHandler's shape for a table: saves the table's delegate and sets itself.
  ///
  /// It calls what it saved from its own method; `responds(to:)` is NSObject's. Restoring, it
  /// puts back what it saved from its `deinit`, as the Objective-C IQKeyboardReturnKeyHandler
  /// does in `dealloc`.
  @MainActor
  private final class OpaqueSelectWrapper: NSObject, UITableViewDelegate {
    private weak var saved: (any UITableViewDelegate)?
    private weak var restoredTable: UITableView?
    private let log: HandlerLog

    init(wrapping table: UITableView, log: HandlerLog, restoresOnDeinit: Bool = false) {
      self.log = log
      super.init()
      saved = table.delegate
      restoredTable = restoresOnDeinit ? table : nil
      table.delegate = self
    }

    deinit {
      let (table, saved) = (restoredTable, saved)
      MainActor.assumeIsolated { table?.delegate = saved }
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      log.append("wrapper")
      saved?.tableView?(tableView, didSelectRowAt: indexPath)
    }
  }
#endif
