#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEventsDelegates
  import UIKit

  /// The proxy's forwarding at its edges: the app clearing its delegate, for good or for a
  /// moment, and a delegate that implements methods without declaring the protocol.
  @MainActor
  enum ForwardingEdgeChecks {
    static var all: [DeviceCheck] {
      [
        appClearsDelegate, appPutsBackWhatItRead, undeclaredProtocol, setterIgnored,
        classChangedAtRunTime,
      ]
    }

    /// Run last: a wrapper whose calls went round past the proxy's depth guard would overflow
    /// the stack, and an unserved method the proxy does not answer stops the app, either ending
    /// the run.
    static var mayCrash: [DeviceCheck] {
      [wrapperAroundTheProxy, opaqueWrapperAroundTheProxy, unservedMethod]
    }

    /// A scroll view of class `type` in a shown screen.
    private static func scrollView<ScrollView: UIScrollView>(
      in context: DeviceCheckContext, of type: ScrollView.Type = UIScrollView.self
    ) async -> ScrollView? {
      let screen = ProbeController("Forwarding")
      guard await Stage.show(screen, in: context.window) else { return nil }
      let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
      scrollView.contentSize = CGSize(width: 300, height: 1_000)
      screen.view.addSubview(scrollView)
      return scrollView
    }

    /// A scroll view in a shown screen whose delegate is `app` and whose scroll closure logs
    /// "closure"; `nil` when the screen did not show.
    private static func scrollViewWithClosure(
      for app: AppScrollDelegate, log: HandlerLog, in context: DeviceCheckContext
    ) async -> UIScrollView? {
      guard let scrollView = await scrollView(in: context) else { return nil }
      scrollView.delegate = app
      scrollView.re.onDidScroll(with: scrollView) { _ in log.append("closure") }
      return scrollView
    }

    static let appClearsDelegate = DeviceCheck(
      area: "Delegates", name: "The app sets its delegate to nil",
      verifies: "Right after `scrollView.delegate = nil` returns, with no turn of the run loop,"
        + " the proxy is in front again, forwards nothing to the former delegate, re.delegate is"
        + " nil, and the closures keep running.",
      calls: .uikit("setting contentOffset makes UIKit call scrollViewDidScroll(_:)")
    ) { context in
      var verdict = Verdict()
      let log = HandlerLog()
      let app = AppScrollDelegate(log: log)
      guard let scrollView = await scrollViewWithClosure(for: app, log: log, in: context) else {
        return .failed("the screen did not reach the window")
      }
      scrollView.delegate = nil
      verdict.expect(scrollView.delegate != nil, "the proxy left the view with the app's nil")
      verdict.expect(scrollView.re.delegate == nil, "re.delegate still names the old delegate")
      log.reset()
      scrollView.contentOffset = CGPoint(x: 0, y: 30)
      verdict.expectEqual(log.entries, ["closure"], "scrollViewDidScroll(_:) after nil")
      withExtendedLifetime(app) {}
      return verdict.outcome("forwarding stopped and the closures stayed")
    }

    static let appPutsBackWhatItRead = DeviceCheck(
      area: "Delegates",
      name: "The app clears its delegate for a moment and puts back what it read",
      verifies: "`let saved = scrollView.delegate` (the proxy), `scrollView.delegate = nil`, a"
        + " scroll that runs only the closure, then `scrollView.delegate = saved`: the next"
        + " scroll runs the closure and the app's delegate again, and re.delegate names it (the"
        + " model test \"the app clears the property for a moment and puts back what it read\").",
      calls: .uikit("setting contentOffset makes UIKit call scrollViewDidScroll(_:)")
    ) { context in
      var verdict = Verdict()
      let log = HandlerLog()
      let app = AppScrollDelegate(log: log)
      guard let scrollView = await scrollViewWithClosure(for: app, log: log, in: context) else {
        return .failed("the screen did not reach the window")
      }
      let saved = scrollView.delegate
      scrollView.delegate = nil
      log.reset()
      scrollView.contentOffset = CGPoint(x: 0, y: 30)
      verdict.expectEqual(log.entries, ["closure"], "scrollViewDidScroll(_:) while cleared")
      scrollView.delegate = saved
      log.reset()
      scrollView.contentOffset = CGPoint(x: 0, y: 60)
      verdict.expectEqual(log.entries, ["closure", "app"], "scrollViewDidScroll(_:) put back")
      verdict.expect(scrollView.re.delegate === app, "re.delegate does not name the app's again")
      withExtendedLifetime(app) {}
      return verdict.outcome("what the app read brought its delegate back")
    }

    static let undeclaredProtocol = DeviceCheck(
      area: "Delegates", name: "A delegate that does not declare the protocol",
      verifies: "An object set with key-value coding that implements scrollViewDidScroll(_:)"
        + " without declaring UIScrollViewDelegate (as a multicast delegate may) is adopted and"
        + " called alongside the closure.",
      calls: .uikit("setting contentOffset makes UIKit call scrollViewDidScroll(_:)")
    ) { context in
      var verdict = Verdict()
      guard let scrollView = await scrollView(in: context) else {
        return .failed("the screen did not reach the window")
      }
      let log = HandlerLog()
      scrollView.re.onDidScroll(with: scrollView) { _ in log.append("closure") }
      let undeclared = UndeclaredScrollDelegate(log: log)
      scrollView.setValue(undeclared, forKey: "delegate")
      verdict.expect(scrollView.re.delegate === undeclared, "re.delegate is not the object set")
      log.reset()
      scrollView.contentOffset = CGPoint(x: 0, y: 30)
      verdict.expectEqual(log.entries, ["closure", "undeclared"], "scrollViewDidScroll(_:) ran")
      withExtendedLifetime(undeclared) {}
      return verdict.outcome("the undeclared delegate was called")
    }
  }

  extension ForwardingEdgeChecks {
    static let unservedMethod = DeviceCheck(
      area: "Delegates", name: "A delegate method nobody implements, sent anyway",
      verifies: "Sent a UITableViewDelegate method that neither a closure nor the app's delegate"
        + " implements (what UIKit does in the moment after the app's delegate began to"
        + " deallocate), the proxy answers nil through its Objective-C base instead of raising"
        + " \"unrecognized selector\", and reports delegateMethodUnservable.",
      calls: .check(
        "sends the method itself with perform(_:with:with:), as UIKit does in the moment after"
          + " the app's delegate began to deallocate, which no public API brings about")
    ) { context in
      var verdict = Verdict()
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
      table.re.onSelectRow(with: table) { _, _ in }
      guard let proxy = table.delegate as? NSObject else {
        return .failed("the table has no delegate proxy")
      }
      // A method the proxy does not manage: one it manages, it answers itself.
      let selector = #selector((any UITableViewDelegate).tableView(_:willSelectRowAt:))
      verdict.expect(!proxy.responds(to: selector), "the proxy claims a method nobody has")
      var answer: Unmanaged<AnyObject>?
      let kinds = AppObjectScenario.diagnostics {
        answer = proxy.perform(selector, with: table, with: nil)
      }
      verdict.expect(answer == nil, "the unserved method returned something")
      verdict.expectEqual(kinds, ["delegateMethodUnservable"], "diagnostics")
      return verdict.outcome("answered nil and reported it")
    }
  }

  extension ForwardingEdgeChecks {
    static let wrapperAroundTheProxy = DeviceCheck(
      area: "Delegates", name: "A delegate built around view.delegate, which is the proxy",
      verifies: "A splitter that wraps scrollView.delegate (the proxy) and forwards to it stays"
        + " the view's delegate; a scroll reaches the splitter, then the proxy's closure, then"
        + " the app's delegate, once each, with no forwarding in circles.",
      calls: .uikit("setting contentOffset makes UIKit call scrollViewDidScroll(_:)")
    ) { context in
      var verdict = Verdict()
      let log = HandlerLog()
      let app = AppScrollDelegate(log: log)
      guard let scrollView = await scrollViewWithClosure(for: app, log: log, in: context) else {
        return .failed("the screen did not reach the window")
      }
      let splitter = SplittingScrollDelegate(wrapping: scrollView.delegate, log: log)
      scrollView.delegate = splitter
      verdict.expect(scrollView.delegate === splitter, "the proxy pushed the splitter aside")
      verdict.expect(scrollView.re.delegate === app, "re.delegate is not the app's delegate")
      log.reset()
      scrollView.contentOffset = CGPoint(x: 0, y: 30)
      verdict.expectEqual(log.entries, ["splitter", "closure", "app"], "scrollViewDidScroll(_:)")
      withExtendedLifetime((app, splitter)) {}
      return verdict.outcome("the splitter stayed in front and nothing ran twice")
    }
  }

  extension ForwardingEdgeChecks {
    static let opaqueWrapperAroundTheProxy = DeviceCheck(
      area: "Delegates",
      name: "An opaque wrapper around view.delegate (IQKeyboardReturnKeyHandler's shape)",
      verifies: "A wrapper that saves textField.delegate (the proxy), sets itself and calls what it"
        + " saved from textFieldShouldReturn(_:), without passing responds(to:) on: the first"
        + " call runs the closure, the wrapper and the app's delegate once each, reports"
        + " delegateProxyMoved, and leaves the wrapper the field's delegate; the next call runs"
        + " the wrapper, the closure and the app's delegate once each; once the wrapper is"
        + " deallocated, the proxy is the delegate again and a call runs the closure and the app's"
        + " delegate.",
      calls: .check(
        "it calls textFieldShouldReturn(_:) on the field's delegate, as UIKit does when the user"
          + " taps Return, which no public API makes UIKit do")
    ) { context in
      var verdict = Verdict()
      let screen = ProbeController("Opaque wrapper")
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
      screen.view.addSubview(field)
      let log = HandlerLog()
      let app = AppFieldDelegate(log: log)
      field.delegate = app
      field.re.onShouldReturn(with: field) { _ in
        log.append("closure")
        return true
      }
      var wrapper: OpaqueReturnWrapper? = OpaqueReturnWrapper(wrapping: field, log: log)
      @MainActor func tapReturn() -> [String] {
        log.reset()
        _ = field.delegate?.textFieldShouldReturn?(field)
        return log.entries
      }
      let kinds = AppObjectScenario.diagnostics {
        verdict.expectEqual(tapReturn(), ["closure", "wrapper", "app"], "the first Return")
      }
      verdict.expectEqual(kinds, ["delegateProxyMoved"], "diagnostics of the first Return")
      verdict.expect(field.delegate === wrapper, "the wrapper is not the field's delegate")
      verdict.expectEqual(tapReturn(), ["wrapper", "closure", "app"], "the next Return")
      wrapper = nil
      await Stage.turnRunLoop()
      verdict.expect(
        field.delegate !== app && field.delegate != nil,
        "the proxy is not the delegate after the wrapper died")
      verdict.expectEqual(tapReturn(), ["closure", "app"], "Return after the wrapper died")
      withExtendedLifetime(app) {}
      return verdict.outcome("found at the first call; nothing ran twice")
    }
  }

  extension ForwardingEdgeChecks {
    static let setterIgnored = DeviceCheck(
      area: "Delegates", name: "A view whose delegate setter ignores the proxy",
      verifies: "A scroll view subclass that keeps its delegate elsewhere and ignores sets (as"
        + " a view whose class was changed at run time may): the first closure reports"
        + " delegateProxyMoved at once, saying the closures will not run, instead of leaving"
        + " them silently unused; the app's delegate keeps its calls.",
      calls: .uikit("setting contentOffset makes UIKit call scrollViewDidScroll(_:)")
    ) { context in
      var verdict = Verdict()
      guard let scrollView = await scrollView(in: context, of: SetterIgnoringScrollView.self)
      else {
        return .failed("the screen did not reach the window")
      }
      let log = HandlerLog()
      let app = AppScrollDelegate(log: log)
      scrollView.delegate = app
      scrollView.ignoresSets = true
      expectPlacementReported(on: scrollView, log: log, &verdict)
      withExtendedLifetime(app) {}
      return verdict.outcome("the set that did not take was reported at once")
    }
  }

  extension ForwardingEdgeChecks {
    static let classChangedAtRunTime = DeviceCheck(
      area: "Delegates", name: "A view whose class was changed at run time takes the delegate",
      verifies: "As ReactiveCocoa and other libraries do, the scroll view's class is changed at"
        + " run time (object_setClass) to a subclass made then, whose setDelegate: keeps what"
        + " it is given aside instead of setting it: the first closure reports"
        + " delegateProxyMoved at once, saying the closures will not run; the app's delegate,"
        + " set before the change, keeps its calls.",
      calls: .uikit("setting contentOffset makes UIKit call scrollViewDidScroll(_:)")
    ) { context in
      var verdict = Verdict()
      guard let scrollView = await scrollView(in: context) else {
        return .failed("the screen did not reach the window")
      }
      let log = HandlerLog()
      let app = AppScrollDelegate(log: log)
      scrollView.delegate = app
      guard let subclass = DelegateKeepingSubclass.make() else {
        return .failed("the run-time subclass could not be made")
      }
      object_setClass(scrollView, subclass)
      verdict.fact("the view's class after the change", NSStringFromClass(type(of: scrollView)))
      expectPlacementReported(on: scrollView, log: log, &verdict)
      withExtendedLifetime(app) {}
      return verdict.outcome("the set the run-time subclass kept aside was reported at once")
    }
  }

  extension ForwardingEdgeChecks {
    /// Registers a first closure on `scrollView`, whose delegate property will not keep the
    /// proxy, and expects `delegateProxyMoved` at once and the app's delegate, which `log`
    /// records as "app", to keep its calls.
    fileprivate static func expectPlacementReported(
      on scrollView: UIScrollView, log: HandlerLog, _ verdict: inout Verdict
    ) {
      let kinds = AppObjectScenario.diagnostics {
        scrollView.re.onDidScroll(with: scrollView) { _ in log.append("closure") }
      }
      verdict.expect(kinds.contains("delegateProxyMoved"), "no report: \(kinds)")
      log.reset()
      scrollView.contentOffset = CGPoint(x: 0, y: 30)
      verdict.expectEqual(log.entries, ["app"], "scrollViewDidScroll(_:) after the placement")
    }
  }

  /// A subclass of `UIScrollView` made at run time, as libraries that intercept messages make
  /// them, whose `setDelegate:` keeps the delegate aside (an associated object) and leaves the
  /// view's own property as it was.
  @MainActor
  private enum DelegateKeepingSubclass {
    private static var made: AnyClass?
    private static let keptAside = malloc(1)!

    static func make() -> AnyClass? {
      if let made { return made }
      guard
        let subclass = objc_allocateClassPair(
          UIScrollView.self, "ResponderEventsChecks_DelegateKeepingScrollView", 0)
      else { return nil }
      let keep: @convention(block) (UIScrollView, AnyObject?) -> Void = { view, delegate in
        objc_setAssociatedObject(view, keptAside, delegate, .OBJC_ASSOCIATION_ASSIGN)
      }
      class_addMethod(
        subclass, #selector(setter: UIScrollView.delegate), imp_implementationWithBlock(keep),
        "v@:@")
      objc_registerClassPair(subclass)
      made = subclass
      return subclass
    }
  }

  /// A scroll view that, once told to, ignores sets of its delegate.
  @MainActor
  private final class SetterIgnoringScrollView: UIScrollView {
    var ignoresSets = false

    override var delegate: (any UIScrollViewDelegate)? {
      get { super.delegate }
      set { if !ignoresSets { super.delegate = newValue } }
    }
  }

  /// IQKeyboardReturnKeyHandler's shape: saves the field's delegate, sets itself, and calls what
  /// it saved from its own methods; `responds(to:)` is NSObject's, so nothing can see it.
  @MainActor
  private final class OpaqueReturnWrapper: NSObject, UITextFieldDelegate {
    private weak var saved: (any UITextFieldDelegate)?
    private let log: HandlerLog

    init(wrapping field: UITextField, log: HandlerLog) {
      self.log = log
      super.init()
      saved = field.delegate
      field.delegate = self
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      log.append("wrapper")
      return saved?.textFieldShouldReturn?(textField) ?? true
    }
  }

  /// Wraps a scroll view's delegate, as analytics or splitter delegates do: logs, then passes
  /// every message on to the delegate it wrapped.
  @MainActor
  final class SplittingScrollDelegate: NSObject, UIScrollViewDelegate {
    /// Read from `responds(to:)` and `forwardingTarget(for:)`, which are not main-actor
    /// methods; only written in `init`.
    nonisolated(unsafe) private weak var wrapped: (any UIScrollViewDelegate)?
    private let log: HandlerLog

    init(wrapping wrapped: (any UIScrollViewDelegate)?, log: HandlerLog) {
      self.wrapped = wrapped
      self.log = log
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      log.append("splitter")
      wrapped?.scrollViewDidScroll?(scrollView)
    }

    nonisolated override func responds(to selector: Selector!) -> Bool {
      super.responds(to: selector) || (wrapped?.responds(to: selector) ?? false)
    }

    nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
      wrapped?.responds(to: selector) == true ? wrapped : nil
    }
  }

  /// Implements a scroll delegate method without declaring `UIScrollViewDelegate`.
  @MainActor
  private final class UndeclaredScrollDelegate: NSObject {
    private let log: HandlerLog

    init(log: HandlerLog) {
      self.log = log
    }

    @objc(scrollViewDidScroll:)
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      log.append("undeclared")
    }
  }
#endif
