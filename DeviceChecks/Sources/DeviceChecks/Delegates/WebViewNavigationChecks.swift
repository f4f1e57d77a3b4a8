#if canImport(UIKit) && canImport(WebKit) && !os(watchOS) && !os(tvOS)
  import Foundation
  import ResponderEvents
  import ResponderEventsDelegates
  import ResponderEventsWebKit
  import UIKit
  import WebKit

  /// The web view's navigation closures, from the separate `ResponderEventsWebKit` product.
  ///
  /// Their proxy is a `ClosureDelegateProxy` subclass outside the library, as an app would write
  /// one. WebKit loads in another process and calls the navigation delegate later, so the check
  /// waits.
  @MainActor
  enum WebViewNavigationChecks {
    static var all: [DeviceCheck] {
      [navigationClosures, decisionHandlers, customProxyLeavingHandlers]
        + [WebViewDecisionVariantChecks.variants, WebViewBackForwardChecks.shouldGoToItem]
    }

    /// A port nothing listens on (discard): a load fails at once, without a network.
    private static let refusedAddress = "http://127.0.0.1:9/"

    static let navigationClosures = DeviceCheck(
      area: "Delegates", name: "WKWebView navigation closures beside the app's delegate",
      verifies: "With the app's navigation delegate set before re.onStartNavigation,"
        + " onFinishNavigation and onFailNavigation, loadHTMLString runs the start and finish"
        + " closures once each, each before the app's method for the same call, with the web"
        + " view; a load of a refused address runs the failure closure once, then the app's"
        + " didFailProvisionalNavigation; once the failure token is removed, the next failure"
        + " reaches the app's delegate alone.",
      calls: .uikit(
        "WebKit calls the navigation delegate for loadHTMLString(_:baseURL:) and load(_:)")
    ) { context in
      var verdict = Verdict()
      let screen = ProbeController("Web")
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      let webView = WKWebView(
        frame: CGRect(x: 0, y: 100, width: 320, height: 400),
        configuration: WKWebViewConfiguration())
      screen.view.addSubview(webView)
      let log = HandlerLog()
      let app = AppNavigationDelegate(log: log)
      webView.navigationDelegate = app
      var started: [WKNavigation?] = []
      // Identifiers, not the views: the closures live on the web view and must not hold it.
      var closureWebViews: [ObjectIdentifier] = []
      var errors: [any Error] = []
      var failToken: HandlerToken?
      let kinds = AppObjectScenario.diagnostics {
        webView.re.onStartNavigation(with: webView) { view, navigation in
          closureWebViews.append(ObjectIdentifier(view))
          started.append(navigation)
          log.append("closure start")
        }
        webView.re.onFinishNavigation(with: webView) { view, _ in
          closureWebViews.append(ObjectIdentifier(view))
          log.append("closure finish")
        }
        failToken = webView.re.onFailNavigation(with: webView) { view, _, error in
          closureWebViews.append(ObjectIdentifier(view))
          errors.append(error)
          log.append("closure fail")
        }
      }
      verdict.expectEqual(kinds, [], "diagnostics while registering the closures")
      verdict.expect(
        (webView.navigationDelegate as AnyObject?) !== app,
        "navigationDelegate is the app's delegate, not the proxy")

      log.reset()
      let navigation = webView.loadHTMLString("<p>hi</p>", baseURL: nil)
      // Finished once the closure or the app's delegate heard didFinish; then the turn that
      // called one lets the other run.
      let finished = await Stage.waitUntil { log.entries.contains { $0.hasSuffix("finish") } }
      guard finished else {
        verdict.fact("delegate calls for loadHTMLString", Responders.arrows(log.entries))
        return context.didNotHappen(
          "loadHTMLString did not finish (no didFinish reached the closure or the app's"
            + " delegate) within " + Stage.timeoutDescription, facts: verdict.facts)
      }
      await Stage.turnRunLoop()
      verdict.expectEqual(
        log.entries, ["closure start", "app start", "closure finish", "app finish"],
        "navigation delegate calls for loadHTMLString")
      verdict.expect(!closureWebViews.isEmpty, "no closure ran")
      verdict.expect(
        closureWebViews.allSatisfy { $0 == ObjectIdentifier(webView) },
        "a closure was given another web view")
      verdict.fact(
        "the navigation onStartNavigation received is the one loadHTMLString returned",
        navigation != nil && started.first.flatMap { $0 } === navigation ? "yes" : "no",
        expected: "yes")

      guard let url = URL(string: refusedAddress) else {
        return .failed("\(refusedAddress) is not a URL")
      }
      log.reset()
      webView.load(URLRequest(url: url))
      let failed = await Stage.waitUntil { log.entries.contains { $0.contains("fail") } }
      await Stage.turnRunLoop()
      guard failed else {
        verdict.fact("delegate calls for \(refusedAddress)", Responders.arrows(log.entries))
        return context.didNotHappen(
          "the load of \(refusedAddress) did not fail (no failure reached the closure or the"
            + " app's delegate) within "
            + Stage.timeoutDescription, facts: verdict.facts)
      }
      verdict.expectEqual(
        log.entries.filter { $0.contains("fail") }, ["closure fail", "app failed provisional"],
        "failure calls for \(refusedAddress)")
      verdict.fact(
        "delegate calls for \(refusedAddress)", Responders.arrows(log.entries),
        expected: "start, then didFailProvisionalNavigation")
      if let error = errors.first {
        let nsError = error as NSError
        verdict.fact(
          "error of the load of \(refusedAddress)", "\(nsError.domain) \(nsError.code)",
          expected: "NSURLErrorDomain -1004 (cannot connect to host)")
      }

      failToken?.remove()
      log.reset()
      webView.load(URLRequest(url: url))
      let failedAgain = await Stage.waitUntil {
        log.entries.contains { $0.hasPrefix("app failed") }
      }
      await Stage.turnRunLoop()
      verdict.expect(failedAgain, "the second load of \(refusedAddress) did not fail in time")
      verdict.expect(
        !log.entries.contains("closure fail"), "the removed failure closure ran: \(log.entries)")
      webView.stopLoading()
      withExtendedLifetime(app) {}
      return verdict.outcome("start, finish and failure closures ran before the app's delegate")
    }
  }

  extension WebViewNavigationChecks {
    static let decisionHandlers = DeviceCheck(
      area: "Delegates", name: "WKWebView decision handlers are called exactly once",
      verifies: "With the proxy in front of an app's navigation delegate that implements"
        + " webView(_:decidePolicyFor:decisionHandler:), a load finishes when the delegate"
        + " calls the handler once (no diagnostic) or twice (the second call ignored, one"
        + " completionHandlerMisused); when it never calls it and releases it, WebKit gets"
        + " .cancel instead of raising, with one completionHandlerMisused, and the load does"
        + " not finish within five times the longest answered load's time (at least 2 s) after"
        + " that.",
      calls: .uikit("WebKit calls decidePolicyFor and didFinish for loadHTMLString(_:baseURL:)")
    ) { context in
      var verdict = Verdict()
      let screen = ProbeController("Web")
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      // How long an allowed load took: a dropped decision's load, were it allowed, would
      // finish well within five times that.
      var allowedLoad = Duration.seconds(2) / 5
      for mode in DecidingNavigationDelegate.Mode.allCases {
        let start = ContinuousClock.now
        let webView = WKWebView(
          frame: CGRect(x: 0, y: 100, width: 320, height: 400),
          configuration: WKWebViewConfiguration())
        screen.view.addSubview(webView)
        let log = HandlerLog()
        let app = DecidingNavigationDelegate(mode: mode, log: log)
        webView.navigationDelegate = app
        let diagnostics = DiagnosticKinds.collecting()
        webView.re.onFinishNavigation(with: webView) { _, _ in log.append("closure finish") }
        webView.loadHTMLString("<p>\(mode)</p>", baseURL: nil)
        if mode == .never {
          let answered = await Stage.waitUntil { !diagnostics.kinds.isEmpty }
          verdict.expect(answered, "never: the dropped handler was not reported")
          try? await Task.sleep(for: allowedLoad * 5)
          verdict.expect(
            !log.entries.contains("closure finish"), "never: the load finished, so was allowed")
        } else {
          let finished = await Stage.waitUntil { log.entries.contains("closure finish") }
          allowedLoad = max(allowedLoad, ContinuousClock.now - start)
          verdict.expect(
            finished, "\(mode): the load did not finish within \(Stage.timeoutDescription)")
        }
        await Stage.turnRunLoop()
        diagnostics.stop()
        verdict.expectEqual(
          log.entries.filter { $0 == "app decides" }, ["app decides"],
          "\(mode): the app's decidePolicyFor calls")
        verdict.expectEqual(
          diagnostics.kinds, mode == .once ? [] : ["completionHandlerMisused"],
          "\(mode): diagnostics")
        webView.stopLoading()
        webView.removeFromSuperview()
        withExtendedLifetime(app) {}
      }
      return verdict.outcome(
        "the answered loads finished, the dropped decision's was cancelled; misuse was reported,"
          + " never raised")
    }

    static let customProxyLeavingHandlers = DeviceCheck(
      area: "Delegates",
      name: "A proxy class that leaves completion handlers to the app's delegate is reported",
      verifies: "A ClosureDelegateProxy subclass for WKUIDelegate that implements none of its"
        + " methods taking a completion handler is installed (uiDelegate becomes the proxy,"
        + " re-read as the app's through appDelegate(of:at:)), its closures register, and one"
        + " delegateMethodUnservable names the methods it leaves; a second proxy of the class"
        + " reports nothing more.",
      calls: .check(
        "it installs the proxy and registers a closure; no WebKit call is judged")
    ) { context in
      var verdict = Verdict()
      let app = AppUIDelegate()
      var tokens: [HandlerToken] = []
      var webViews: [WKWebView] = []
      let kinds = AppObjectScenario.diagnostics {
        for _ in 0..<2 {
          let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
          webView.uiDelegate = app
          let proxy = UIDelegateClosures.installed(on: webView, at: \WKWebView.uiDelegate)
          tokens.append(
            proxy.register(
              with: webView, { _ in { _ in } }, in: proxy.didClose,
              for: #selector((any WKUIDelegate).webViewDidClose(_:))))
          webViews.append(webView)
        }
      }
      verdict.expectEqual(kinds, ["delegateMethodUnservable"], "diagnostics")
      verdict.expect(tokens.allSatisfy(\.isActive), "a registration is not active")
      for webView in webViews {
        verdict.expect(
          UIDelegateClosures.appDelegate(of: webView, at: \WKWebView.uiDelegate) === app,
          "the app's uiDelegate is not read back behind the proxy")
      }
      withExtendedLifetime(app) {}
      return verdict.outcome("installed, and the methods it leaves were named once")
    }
  }

  // iOS 18's SDK isolates WebKit's handler blocks to the main actor (WK_SWIFT_UI_ACTOR); a
  // method whose handler type differs is not the protocol's, and WebKit never calls it.
  #if canImport(WebKit, _version: 7619)
    typealias WebKitHandler<each Argument> = @MainActor @Sendable (repeat each Argument) -> Void
  #else
    typealias WebKitHandler<each Argument> = @Sendable (repeat each Argument) -> Void
  #endif

  /// An app's navigation delegate that answers `decidePolicyFor` once, twice or never.
  @MainActor
  private final class DecidingNavigationDelegate: NSObject, WKNavigationDelegate {
    enum Mode: CaseIterable {
      case once, twice, never
    }

    private let mode: Mode
    private let log: HandlerLog

    init(mode: Mode, log: HandlerLog) {
      self.mode = mode
      self.log = log
    }

    nonisolated func webView(
      _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
      decisionHandler: @escaping WebKitHandler<WKNavigationActionPolicy>
    ) {
      MainActor.assumeIsolated {
        log.append("app decides")
        switch mode {
        case .once: decisionHandler(.allow)
        case .twice:
          decisionHandler(.allow)
          decisionHandler(.cancel)
        case .never: break
        }
      }
    }
  }

  /// A proxy for `WKUIDelegate` that implements none of its methods.
  private final class UIDelegateClosures: ClosureDelegateProxy, WKUIDelegate {
    let didClose = DelegateClosures<(WKWebView) -> Void>()
  }

  /// The app's UI delegate, which implements nothing.
  private final class AppUIDelegate: NSObject, WKUIDelegate {}

  /// The app's navigation delegate: logs the calls the closures also handle.
  ///
  /// Its methods are nonisolated, as the protocol's are in the iOS 17 SDK, and log on the main
  /// actor, where WebKit calls its navigation delegate.
  @MainActor
  private final class AppNavigationDelegate: NSObject, WKNavigationDelegate {
    private let log: HandlerLog

    init(log: HandlerLog) {
      self.log = log
    }

    private nonisolated func append(_ entry: String) {
      MainActor.assumeIsolated { log.append(entry) }
    }

    nonisolated func webView(
      _ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!
    ) {
      append("app start")
    }

    nonisolated func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
      append("app finish")
    }

    nonisolated func webView(
      _ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error
    ) {
      append("app failed")
    }

    nonisolated func webView(
      _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!,
      withError error: any Error
    ) {
      append("app failed provisional")
    }
  }
#endif
