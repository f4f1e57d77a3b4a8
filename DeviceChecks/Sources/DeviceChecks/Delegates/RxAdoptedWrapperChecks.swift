#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEventsDelegates
  import RxLikeProxy
  import UIKit

  /// An opaque wrapper around the proxy that RxCocoa's proxy adopts before anything calls it:
  /// the device side of the model test "an opaque wrapper around the proxy, adopted by RxCocoa's
  /// before its first call: all once" (`DelegatePlacementModelTests`).
  @MainActor
  enum RxAdoptedWrapperChecks {
    static var all: [DeviceCheck] { [wrapperAdoptedBeforeFirstCall] }

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
      let screen = ProbeController("Rx-adopted wrapper")
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), style: .plain)
      screen.view.addSubview(table)
      let log = HandlerLog()
      let app = AppSelectDelegate(log: log)
      table.delegate = app
      table.re.onSelectRow(with: table) { _, _ in log.append("closure") }
      let wrapper = OpaqueSelectWrapper(wrapping: table, log: log)
      RxLikeScrollProxy.failedAssertions = []
      let foreign = RxLikeScrollProxy.use(
        on: table, observing: [#selector(AppSelectDelegate.tableView(_:didSelectRowAt:))],
        log: log)
      await Stage.turnRunLoop()
      verdict.expect(
        (table.delegate as AnyObject?) === foreign, "the RxCocoa-like proxy is not in front")
      verdict.expectEqual(RxLikeScrollProxy.failedAssertions, [], "proxy(for:)'s assertions")
      for round in 1...2 {
        log.reset()
        let kinds = AppObjectScenario.diagnostics {
          table.delegate?.tableView?(table, didSelectRowAt: IndexPath(row: 0, section: 0))
        }
        verdict.fact("order of selection \(round)", "\(log.entries)")
        verdict.expectEqual(
          log.entries.sorted(), ["app", "closure", "rx", "wrapper"], "selection \(round)")
        verdict.expectEqual(
          kinds, round == 1 ? ["delegateProxyMoved"] : [], "diagnostics of selection \(round)")
      }
      verdict.expect(
        (table.delegate as AnyObject?) === foreign,
        "the RxCocoa-like proxy is not in front after the selections")
      withExtendedLifetime((app, wrapper, foreign)) {}
      return verdict.outcome("each receiver ran once per selection, twice over")
    }
  }

  /// The app's table delegate: logs a selection.
  @MainActor
  private final class AppSelectDelegate: NSObject, UITableViewDelegate {
    private let log: HandlerLog

    init(log: HandlerLog) {
      self.log = log
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      log.append("app")
    }
  }

  /// IQKeyboardReturnKeyHandler's shape for a table: saves the table's delegate, sets itself,
  /// and calls what it saved from its own method; `responds(to:)` is NSObject's.
  @MainActor
  private final class OpaqueSelectWrapper: NSObject, UITableViewDelegate {
    private weak var saved: (any UITableViewDelegate)?
    private let log: HandlerLog

    init(wrapping table: UITableView, log: HandlerLog) {
      self.log = log
      super.init()
      saved = table.delegate
      table.delegate = self
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      log.append("wrapper")
      saved?.tableView?(tableView, didSelectRowAt: indexPath)
    }
  }
#endif
