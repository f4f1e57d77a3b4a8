#if canImport(WebKit) && canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import ResponderEvents
  import ResponderEventsWebKit
  import WebKit

  /// The samples of ResponderEventsWebKit's doc comments.
  @MainActor
  enum WebKitSamples {
    static func logLoadedPages(webView: WKWebView) {
      webView.re.onFinishNavigation(with: webView) { webView, _ in
        print("loaded", webView.url?.absoluteString ?? "")
      }
    }
  }
#endif
