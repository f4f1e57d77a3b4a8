#if canImport(WebKit) && canImport(UIKit) && !os(watchOS) && !os(tvOS)
  public import ResponderEventsDelegates
  public import WebKit

  /// The hidden `WKNavigationDelegate` behind a web view's navigation closures.
  ///
  /// Built on ``ClosureDelegateProxy``'s subclassing API, in a module of its own, as an app's
  /// proxy for another framework's delegate would be ("Closures for any delegate" in the
  /// delegate closures' documentation shows that API).
  final class WebViewNavigationClosures: ClosureDelegateProxy {
    let didStart = DelegateClosures<(WKWebView, WKNavigation?) -> Void>()
    let didFinish = DelegateClosures<(WKWebView, WKNavigation?) -> Void>()
    let didFail = DelegateClosures<(WKWebView, WKNavigation?, any Error) -> Void>()
    let didFailProvisional = DelegateClosures<(WKWebView, WKNavigation?, any Error) -> Void>()
    /// The methods that take a completion handler have no closures; this empty list keys them
    /// when they are passed on, so that a call going round between two delegates is stopped.
    private let completionMethods = DelegateClosures<() -> Void>()

    // Every method of WKNavigationDelegate that takes a handler is managed below, up to iOS 26's
    // back-forward one; one a later OS adds goes to the app's delegate, as every method did
    // before.
    override nonisolated class var reportsUnimplementedCompletionHandlers: Bool { false }
    override var propertyName: String { "navigationDelegate" }

    /// The app's own delegate; its optional methods are sent through `?`, which asks
    /// `responds(to:)` first.
    private var app: (any WKNavigationDelegate)? { appDelegate() }

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
      notifyAll(
        didStart, for: webView, arguments: navigation, { $0(webView, navigation) },
        then: { self.app?.webView?(webView, didStartProvisionalNavigation: navigation) })
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
      notifyAll(
        didFinish, for: webView, arguments: navigation, { $0(webView, navigation) },
        then: { self.app?.webView?(webView, didFinish: navigation) })
    }

    func webView(
      _ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error
    ) {
      notifyAll(
        didFail, for: webView, arguments: navigation, { $0(webView, navigation, error) },
        then: { self.app?.webView?(webView, didFail: navigation, withError: error) })
    }

    // A navigation that fails before it commits (a bad address, no network) calls this one, not
    // `webView(_:didFail:withError:)` (WKNavigationDelegate.h).
    func webView(
      _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!,
      withError error: any Error
    ) {
      notifyAll(
        didFailProvisional, for: webView, arguments: navigation, { $0(webView, navigation, error) },
        then: {
          self.app?.webView?(webView, didFailProvisionalNavigation: navigation, withError: error)
        })
    }

    // The methods that take a completion handler. WebKit raises when the handler is released
    // uncalled, so each one is answered exactly once: by the app's delegate when it implements
    // the method and the call can be passed on to it, through a `CompletionOnce`; otherwise at
    // once, with what WebKit does without a delegate. A decision whose handler the app's
    // delegate drops is refused: that delegate was deciding what may load, and did not allow it
    // (a challenge's default gives no credential, and an old TLS version's refuses already).

    func webView(
      _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
      decisionHandler: @escaping WebKitHandler<WKNavigationActionPolicy>
    ) {
      // "If you do not implement this method, the web view will load the request or, if
      // appropriate, forward it to another application" (WKNavigationDelegate.h). The proxy
      // claims the method only while the app's delegate implements it, so this default answers
      // only a call nobody can take (that delegate being released, a loop): it loads, where
      // WebKit would download, or ignore a URL it cannot load (`tel:`; forwarded on macOS only).
      answer(for: webView, navigationAction, default: .allow, ifDropped: .cancel, decisionHandler) {
        $0.webView?(webView, decidePolicyFor: navigationAction, decisionHandler: $1)
      }
    }

    func webView(
      _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
      preferences: WKWebpagePreferences,
      decisionHandler: @escaping WebKitHandler<WKNavigationActionPolicy, WKWebpagePreferences>
    ) {
      // WebKit calls this one instead of the one above when the delegate implements it, with
      // "the default set of webpage preferences" (WKNavigationDelegate.h).
      // The closures that unpack a pair for the app's delegate are `@Sendable`, not main-actor
      // ones: Swift 6 would check a closure written as a main-actor handler (iOS 18's SDK on)
      // when called, and stop an app whose delegate calls it off the main thread; `answer`'s
      // handler hops there itself.
      answer(
        for: webView, navigationAction, default: (WKNavigationActionPolicy.allow, preferences),
        ifDropped: (.cancel, preferences), { decisionHandler($0.0, $0.1) },
        forward: { app, handler in
          app.webView?(
            webView, decidePolicyFor: navigationAction, preferences: preferences,
            decisionHandler: { handler(($0, $1)) } as @Sendable (_, _) -> Void)
        })
    }

    func webView(
      _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
      decisionHandler handler: @escaping WebKitHandler<WKNavigationResponsePolicy>
    ) {
      // "If you do not implement this method, the web view will allow the response, if the web
      // view can show it" (WKNavigationDelegate.h).
      let shown: WKNavigationResponsePolicy = navigationResponse.canShowMIMEType ? .allow : .cancel
      answer(for: webView, navigationResponse, default: shown, ifDropped: .cancel, handler) {
        $0.webView?(webView, decidePolicyFor: navigationResponse, decisionHandler: $1)
      }
    }

    func webView(
      _ webView: WKWebView, didReceive challenge: URLAuthenticationChallenge,
      completionHandler:
        @escaping WebKitHandler<URLSession.AuthChallengeDisposition, URLCredential?>
    ) {
      // "If you do not implement this method, the web view will respond to the authentication
      // challenge with the NSURLSessionAuthChallengeRejectProtectionSpace disposition"
      // (WKNavigationDelegate.h).
      answer(
        for: webView, challenge,
        default: (URLSession.AuthChallengeDisposition.rejectProtectionSpace, URLCredential?.none),
        { completionHandler($0.0, $0.1) },
        forward: { app, handler in
          app.webView?(
            webView, didReceive: challenge,
            completionHandler: { handler(($0, $1)) } as @Sendable (_, _) -> Void)
        })
    }

    func webView(
      _ webView: WKWebView, authenticationChallenge challenge: URLAuthenticationChallenge,
      shouldAllowDeprecatedTLS decisionHandler: @escaping WebKitHandler<Bool>
    ) {
      // The header does not say what WebKit does without a delegate (its sources follow the
      // data store's legacy TLS setting, which no public API reads); refusing an old TLS
      // version is the safe answer, given only when no delegate can take the call.
      answer(for: webView, challenge, default: false, decisionHandler) {
        $0.webView?(webView, authenticationChallenge: challenge, shouldAllowDeprecatedTLS: $1)
      }
    }

    // iOS 26 adds it to the protocol, past this SDK: the app's delegate is sent it by name
    // (`AnyObject` lookup asks `responds(to:)` first). Without a delegate, WebKit goes to the
    // item (`completionHandler(YES)`, WebKit's NavigationState.mm).
    @objc func webView(
      _ webView: WKWebView, shouldGoToBackForwardListItem item: WKBackForwardListItem,
      willUseInstantBack: Bool, completionHandler: @escaping @Sendable (Bool) -> Void
    ) {
      answer(for: webView, item, default: true, ifDropped: false, completionHandler) {
        ($0 as AnyObject).webView?(
          webView, shouldGoToBackForwardListItem: item, willUseInstantBack: willUseInstantBack,
          completionHandler: $1)
      }
    }

    /// Answers a call that takes a completion handler, `deliver`, exactly once: passes it on to
    /// the app's delegate with `forward` and a handler that reaches `deliver` once (through a
    /// `CompletionOnce`), when the call is not going round between two delegates and the
    /// delegate implements the method (`forward` returns `nil` otherwise, as an optional method
    /// sent through `?` does); otherwise calls `deliver` with `defaultValue` at once.
    ///
    /// A handler the app's delegate drops reaches `deliver` with `droppedValue`, by default
    /// `defaultValue`.
    ///
    /// `argument`, the action, response or challenge the call is about, tells it from another
    /// call that comes back while it is passed on.
    ///
    /// `method` names the method in diagnostics; the answer's type tells the two
    /// `decidePolicyFor` methods apart.
    private func answer<Value>(
      for webView: WKWebView, _ argument: NSObject, default defaultValue: Value,
      ifDropped droppedValue: Value? = nil, _ deliver: @escaping @MainActor (Value) -> Void,
      method: String = #function,
      forward: (any WKNavigationDelegate, @escaping @Sendable (Value) -> Void) -> Void?
    ) {
      let once = CompletionOnce(ifDropped: droppedValue ?? defaultValue, deliver: deliver) {
        Self.reportCompletionMisused($0, "\(method) (\(Value.self))")
      }
      // The handler the app's delegate is given, which it may call on any thread: on the main
      // thread at once, from another on the main queue.
      let handler: @Sendable (Value) -> Void = { value in
        // The answer only passes from the delegate to WebKit's block, on the main actor.
        nonisolated(unsafe) let value = value
        MainThread.run { once.complete(value) }
      }
      var isPassedOn = false
      withoutActuallyEscaping(forward) { forward in
        notifyAll(
          completionMethods, for: webView, arguments: argument, { _ in },
          then: { isPassedOn = self.app.flatMap { forward($0, handler) } != nil })
      }
      if !isPassedOn { once.complete(defaultValue) }
    }
  }

  // WebKit 278930@main (May 2024; every SDK since iOS 18's, WebKit 7619 on) isolates
  // WKNavigationDelegate and its handler blocks to the main actor (WK_SWIFT_UI_ACTOR). A method
  // whose handler type differs only "nearly matches" its requirement, a warning: it is not the
  // protocol's, and WebKit never calls it. The iOS 17.4 SDK (WebKit 7618) takes the second
  // branch. The adoption stays in an extension: iOS 26's SDK renames the back-forward method
  // `webView(_:shouldGoTo:…)` and refuses its old Swift name in a declaration that adopts the
  // protocol; WebKit calls it by its selector either way.
  #if canImport(WebKit, _version: 7619)
    extension WebViewNavigationClosures: WKNavigationDelegate {}
    typealias WebKitHandler<each Argument> = @MainActor @Sendable (repeat each Argument) -> Void
  #else
    extension WebViewNavigationClosures: @preconcurrency WKNavigationDelegate {}
    typealias WebKitHandler<each Argument> = @Sendable (repeat each Argument) -> Void
  #endif

  extension ResponderEventsWrapper where Base: WKWebView {
    /// The navigation delegate the app gave this web view, behind the hidden proxy that runs
    /// its closures; without a proxy, the web view's `navigationDelegate`.
    ///
    /// The proxy passes that delegate every call, those that take a decision or completion
    /// handler included, and WebKit gets each handler's answer exactly once. A second call of a
    /// handler is ignored; a handler the delegate releases uncalled refuses the decision (a
    /// navigation policy is cancelled) where WebKit would raise. Both are reported as
    /// `completionHandlerMisused`.
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
        with: owner, WeakOwner.making(body), in: proxy.didStart,
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
        with: owner, WeakOwner.making(body), in: proxy.didFinish,
        for: #selector((any WKNavigationDelegate).webView(_:didFinish:)))
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
      return HandlerToken(combining: [
        proxy.register(
          with: owner, WeakOwner.making(body), in: proxy.didFail,
          for: #selector((any WKNavigationDelegate).webView(_:didFail:withError:))),
        proxy.register(
          with: owner, WeakOwner.making(body), in: proxy.didFailProvisional,
          for: #selector(
            (any WKNavigationDelegate).webView(_:didFailProvisionalNavigation:withError:))),
      ])
    }
  }
#endif
