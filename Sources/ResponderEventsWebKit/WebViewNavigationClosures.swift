#if canImport(WebKit) && canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import Foundation
  public import ResponderEventsDelegates
  public import WebKit

  /// The hidden `WKNavigationDelegate` behind a web view's navigation closures.
  ///
  /// Built on ``ClosureDelegateProxy``'s subclassing API, in a module of its own, as an app's
  /// proxy for another framework's delegate would be ("Closures for any delegate" in the
  /// delegate closures' documentation shows that API).
  final class WebViewNavigationClosures: ClosureDelegateProxy, @preconcurrency WKNavigationDelegate
  {
    let didStart = DelegateClosures<(WKWebView, WKNavigation?) -> Void>()
    let didFinish = DelegateClosures<(WKWebView, WKNavigation?) -> Void>()
    let didFail = DelegateClosures<(WKWebView, WKNavigation?, any Error) -> Void>()
    let didFailProvisional = DelegateClosures<(WKWebView, WKNavigation?, any Error) -> Void>()

    nonisolated(unsafe) private static let selectors: Set<Selector> = [
      #selector((any WKNavigationDelegate).webView(_:didStartProvisionalNavigation:)),
      #selector((any WKNavigationDelegate).webView(_:didFinish:)),
      #selector((any WKNavigationDelegate).webView(_:didFail:withError:)),
      #selector((any WKNavigationDelegate).webView(_:didFailProvisionalNavigation:withError:)),
    ]

    override nonisolated class var managedSelectors: Set<Selector> { selectors }

    private func app(answering method: Selector) -> (any WKNavigationDelegate)? {
      appDelegate(as: (any WKNavigationDelegate).self, answering: method)
    }

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
      notifyAll(
        didStart, for: webView, { $0(webView, navigation) },
        then: {
          self.app(
            answering: #selector(
              (any WKNavigationDelegate).webView(_:didStartProvisionalNavigation:))
          )?.webView?(webView, didStartProvisionalNavigation: navigation)
        })
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
      notifyAll(
        didFinish, for: webView, { $0(webView, navigation) },
        then: {
          self.app(answering: #selector((any WKNavigationDelegate).webView(_:didFinish:)))?
            .webView?(webView, didFinish: navigation)
        })
    }

    func webView(
      _ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error
    ) {
      notifyAll(
        didFail, for: webView, { $0(webView, navigation, error) },
        then: {
          self.app(answering: #selector((any WKNavigationDelegate).webView(_:didFail:withError:)))?
            .webView?(webView, didFail: navigation, withError: error)
        })
    }

    // A navigation that fails before it commits (a bad address, no network) calls this one, not
    // `webView(_:didFail:withError:)` (WKNavigationDelegate.h).
    func webView(
      _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!,
      withError error: any Error
    ) {
      notifyAll(
        didFailProvisional, for: webView, { $0(webView, navigation, error) },
        then: {
          self.app(
            answering: #selector(
              (any WKNavigationDelegate).webView(_:didFailProvisionalNavigation:withError:))
          )?.webView?(webView, didFailProvisionalNavigation: navigation, withError: error)
        })
    }
  }

  extension ResponderEventsWrapper where Base: WKWebView {
    /// The navigation delegate the app gave this web view, behind the hidden proxy that runs
    /// its closures; without a proxy, the web view's `navigationDelegate`.
    public var navigationDelegate: AnyObject? {
      WebViewNavigationClosures.appDelegate(of: base, at: \WKWebView.navigationDelegate)
    }

    /// Called when the web view starts loading a page.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onStartNavigation<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, WKNavigation?) -> Void
    ) -> HandlerToken {
      let proxy = WebViewNavigationClosures.installed(on: base, at: \WKWebView.navigationDelegate)
      return proxy.register(
        with: owner, { owner in { _, navigation in body(owner, navigation) } },
        in: proxy.didStart,
        for: #selector((any WKNavigationDelegate).webView(_:didStartProvisionalNavigation:)))
    }

    /// Called when a page has finished loading.
    ///
    /// ```swift
    /// webView.re.onFinishNavigation(with: webView) { webView, _ in
    ///   print("loaded", webView.url?.absoluteString ?? "")
    /// }
    /// ```
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onFinishNavigation<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, WKNavigation?) -> Void
    ) -> HandlerToken {
      let proxy = WebViewNavigationClosures.installed(on: base, at: \WKWebView.navigationDelegate)
      return proxy.register(
        with: owner, { owner in { _, navigation in body(owner, navigation) } },
        in: proxy.didFinish, for: #selector((any WKNavigationDelegate).webView(_:didFinish:)))
    }

    /// Called when loading a page failed, before or after it started to show.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onFailNavigation<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, WKNavigation?, any Error) -> Void
    ) -> HandlerToken {
      let proxy = WebViewNavigationClosures.installed(on: base, at: \WKWebView.navigationDelegate)
      // Either failure method runs the closure: it is registered for both, under one token.
      let makeClosure: (Owner) -> (WKWebView, WKNavigation?, any Error) -> Void = { owner in
        { _, navigation, error in body(owner, navigation, error) }
      }
      return HandlerToken(combining: [
        proxy.register(
          with: owner, makeClosure, in: proxy.didFail,
          for: #selector((any WKNavigationDelegate).webView(_:didFail:withError:))),
        proxy.register(
          with: owner, makeClosure, in: proxy.didFailProvisional,
          for: #selector(
            (any WKNavigationDelegate).webView(_:didFailProvisionalNavigation:withError:))),
      ])
    }

    /// The web view as `Base`: the proxy only passes its closures its own web view.
    private static func narrowed(_ webView: WKWebView) -> Base {
      guard let base = webView as? Base else {
        preconditionFailure("ResponderEvents: expected \(Base.self), found \(type(of: webView))")
      }
      return base
    }
  }
#endif
