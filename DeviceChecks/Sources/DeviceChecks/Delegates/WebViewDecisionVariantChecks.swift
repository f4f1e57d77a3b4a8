#if canImport(UIKit) && canImport(WebKit) && !os(watchOS) && !os(tvOS)
  import ResponderEvents
  import ResponderEventsWebKit
  import UIKit
  import WebKit

  /// Which `decidePolicyFor` method WebKit asks through the proxy, which implements all of
  /// them: the one the app's delegate implements, as without the proxy.
  ///
  /// "If you implement this method, -webView:decidePolicyForNavigationAction:decisionHandler:
  /// will not be called" (the preferences variant, WKNavigationDelegate.h). A Swift app often
  /// implements the `async` form instead of the one that takes a handler, which Swift turns
  /// into the handler's selector.
  @MainActor
  enum WebViewDecisionVariantChecks {
    static let variants = DeviceCheck(
      area: "Delegates",
      name: "WKWebView asks the decidePolicyFor variant the app's delegate implements",
      verifies: "With the proxy in front of an app's navigation delegate, a load asks, once, the"
        + " app's webView(_:decidePolicyFor:preferences:decisionHandler:) when it implements only"
        + " that one, or that one and the plain one (never the plain one then), and its"
        + " webView(_:decidePolicyFor:) async when it implements only that; each load finishes,"
        + " with no diagnostic.",
      calls: .uikit("WebKit calls decidePolicyFor and didFinish for loadHTMLString(_:baseURL:)")
    ) { context in
      var verdict = Verdict()
      let screen = ProbeController("Web")
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      let log = HandlerLog()
      let cases: [(String, any WKNavigationDelegate, [String])] = [
        ("preferences only", PreferencesDecider(log: log), ["app decides with preferences"]),
        ("both", BothDecider(log: log), ["app decides with preferences"]),
        ("async", AsyncDecider(log: log), ["app decides async"]),
      ]
      for (name, app, expected) in cases {
        log.reset()
        let webView = WKWebView(frame: CGRect(x: 0, y: 100, width: 320, height: 400))
        screen.view.addSubview(webView)
        webView.navigationDelegate = app
        let diagnostics = DiagnosticKinds.collecting()
        webView.re.onFinishNavigation(with: webView) { _, _ in log.append("finish") }
        webView.loadHTMLString("<p>\(name)</p>", baseURL: nil)
        let finished = await Stage.waitUntil { log.entries.contains("finish") }
        await Stage.turnRunLoop()
        diagnostics.stop()
        verdict.expect(
          finished, "\(name): the load did not finish within \(Stage.timeoutDescription)")
        verdict.expectEqual(
          log.entries.filter { $0 != "finish" }, expected, "\(name): the app's decisions")
        verdict.expectEqual(diagnostics.kinds, [], "\(name): diagnostics")
        webView.stopLoading()
        webView.removeFromSuperview()
        withExtendedLifetime(app) {}
      }
      return verdict.outcome("each load asked the variant the app's delegate implements, once")
    }
  }

  /// The preferences WebKit passes its delegate, on the main thread, carried into the main
  /// actor's handler; the iOS 17 SDK's WKWebpagePreferences is not `Sendable`.
  private struct MainThreadPreferences: @unchecked Sendable {
    let value: WKWebpagePreferences
  }

  /// Implements only the preferences variant.
  @MainActor
  private class PreferencesDecider: NSObject, WKNavigationDelegate {
    let log: HandlerLog

    init(log: HandlerLog) { self.log = log }

    nonisolated func webView(
      _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
      preferences: WKWebpagePreferences,
      decisionHandler: @escaping WebKitHandler<WKNavigationActionPolicy, WKWebpagePreferences>
    ) {
      let preferences = MainThreadPreferences(value: preferences)
      MainActor.assumeIsolated {
        log.append("app decides with preferences")
        decisionHandler(.allow, preferences.value)
      }
    }
  }

  /// Implements the preferences variant and the plain one, which WebKit then never calls.
  private final class BothDecider: PreferencesDecider {
    nonisolated func webView(
      _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
      decisionHandler: @escaping WebKitHandler<WKNavigationActionPolicy>
    ) {
      MainActor.assumeIsolated {
        log.append("app decides")
        decisionHandler(.allow)
      }
    }
  }

  /// Implements the plain method in its `async` form, as Swift apps write it.
  @MainActor
  private final class AsyncDecider: NSObject, WKNavigationDelegate {
    let log: HandlerLog

    init(log: HandlerLog) { self.log = log }

    nonisolated func webView(
      _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction
    ) async -> WKNavigationActionPolicy {
      await MainActor.run { log.append("app decides async") }
      return .allow
    }
  }
#endif
