#if canImport(UIKit) && canImport(WebKit) && !os(watchOS) && !os(tvOS)
  import ResponderEvents
  import ResponderEventsWebKit
  import UIKit
  import WebKit

  /// iOS 26's `webView(_:shouldGoToBackForwardListItem:willUseInstantBack:completionHandler:)`,
  /// which the web view proxy implements by name, past the iOS 17.4 SDK it is built with.
  @MainActor
  enum WebViewBackForwardChecks {
    static let shouldGoToItem = DeviceCheck(
      area: "Delegates", name: "WKWebView's back-forward decision reaches the app once (iOS 26)",
      verifies: "With the proxy in front of an app's navigation delegate that implements iOS 26's"
        + " shouldGoToBackForwardListItem method, going back asks the app's delegate once and"
        + " the back navigation finishes; not applicable before iOS 26.",
      calls: .uikit("WebKit calls the back-forward method and didFinish for goBack()")
    ) { context in
      guard #available(iOS 26, *) else { return .notApplicable("the method is iOS 26's") }
      var verdict = Verdict()
      let screen = ProbeController("Web")
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      let webView = WKWebView(frame: CGRect(x: 0, y: 100, width: 320, height: 400))
      screen.view.addSubview(webView)
      let log = HandlerLog()
      let app = BackForwardNavigationDelegate(log: log)
      webView.navigationDelegate = app
      webView.re.onFinishNavigation(with: webView) { _, _ in log.append("finish") }
      for page in ["first", "second"] {
        let address = URL(string: "https://example.com/\(page)")
        webView.loadHTMLString("<p>\(page)</p>", baseURL: address)
        let count = log.entries.count
        guard await Stage.waitUntil({ log.entries.count > count }) else {
          return .failed("the \(page) page did not finish loading")
        }
      }
      let finishes = log.entries.count
      webView.goBack()
      let wentBack = await Stage.waitUntil { log.entries.count > finishes + 1 }
      verdict.expect(wentBack, "the back navigation did not finish: \(log.entries)")
      verdict.expectEqual(
        log.entries.filter { $0 == "app decides item" }, ["app decides item"],
        "the app's back-forward decisions")
      webView.removeFromSuperview()
      withExtendedLifetime(app) {}
      return verdict.outcome("going back asked the app's delegate once")
    }
  }

  /// The app's navigation delegate: goes to every back-forward item, once asked.
  @MainActor
  // It adopts the protocol in an extension, as the web view proxy does: iOS 26's SDK renames
  // the method `webView(_:shouldGoTo:…)` and refuses the old Swift name in a declaration that
  // adopts the protocol; WebKit calls it by its selector either way.
  private final class BackForwardNavigationDelegate: NSObject {
    private let log: HandlerLog

    init(log: HandlerLog) {
      self.log = log
    }

    @objc nonisolated func webView(
      _ webView: WKWebView, shouldGoToBackForwardListItem item: WKBackForwardListItem,
      willUseInstantBack: Bool, completionHandler: @escaping @Sendable (Bool) -> Void
    ) {
      MainActor.assumeIsolated { log.append("app decides item") }
      completionHandler(true)
    }
  }

  extension BackForwardNavigationDelegate: WKNavigationDelegate {}
#endif
