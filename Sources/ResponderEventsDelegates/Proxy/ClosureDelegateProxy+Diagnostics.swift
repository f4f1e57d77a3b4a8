#if canImport(UIKit) && !os(watchOS)
  import ResponderEventsProxyBase
  import UIKit

  // The diagnostics the delegate proxies report, each about the proxy's own view unless it names
  // another.
  extension ClosureDelegateProxy {
    /// A data source question that must have a view for an answer (a cell, a supplementary
    /// view) and that nobody answered: no closure, and no data source of the app's that
    /// answers; `returned`, an empty view, was given to UIKit.
    func reportMissingView(_ method: String, returned: String, closure: String, of view: UIView) {
      EventDiagnostics.emit(
        .missingAnswer, node: view,
        "\(method) has no closure and the view has no data source of its own that answers; "
          + "\(returned) was returned. Register one with re.\(closure)")
    }

    /// A claimed method that nobody can serve (see
    /// `EventDiagnostic.Kind.delegateMethodUnservable`); reported only on the main thread,
    /// where diagnostics are delivered.
    nonisolated func reportUnservable(_ selector: Selector?) {
      let method = selector.map(NSStringFromSelector) ?? "(no selector)"
      let message =
        "UIKit called \(method) on \(type(of: self)), which nothing behind it implements now "
        + "(the app's delegate that did began deallocating, or UIKit sends it without asking "
        + "first); it was answered with nil, false or zero where a delegate protocol declares "
        + "it. If that delegate is being deallocated, set the view's delegate to nil in its deinit"
      // UIKit may call from any thread: at once on the main thread, otherwise on the main
      // queue soon after.
      MainThread.run { EventDiagnostics.emit(.delegateMethodUnservable, node: nil, message) }
    }

    /// The app's delegate called a completion handler passed on to it twice, or released it
    /// uncalled (`CompletionOnce`).
    package static func reportCompletionMisused(_ misuse: CompletionMisuse, _ method: String) {
      let what =
        misuse == .calledTwice
        ? "a second time; the call was ignored"
        : "never, and released it; the framework was answered in its place (a web view's "
          + "decision is refused)"
      EventDiagnostics.emit(
        .completionHandlerMisused, node: nil,
        "the app's delegate called the completion handler of \(method) \(what)")
    }

    /// The proxy moved among the objects on its view's property (see `DelegatePlacement`).
    func reportPlacement(_ note: DelegatePlacement<ClosureDelegateProxy>.Note, front: AnyObject?) {
      let frontType = front.map { String(describing: type(of: $0)) } ?? "nothing"
      // After a loop, the wrapper went back in front, or stayed behind the proxy when another
      // library's proxy in front forwards to this one (DelegatePlacement.loopFound(on:)).
      let wrapper = front.flatMap { declaredForwardee(of: $0) ?? nil } === self ? target : front
      let app = appsObject.map { "\(type(of: $0))" } ?? "its object"
      let message =
        switch note {
        case .cycleBroken(let forwardeeLost):
          "\(frontType) was put in front of ResponderEvents' proxy and forwards to it, while the "
            + "proxy forwarded to it; the proxy now forwards to "
            + (forwardeeLost
              ? "nobody, because \(frontType) does not say what it forwarded to before: a "
                + "delegate it forwarded to may receive no calls. Set the app's delegate again "
                + "(view.delegate = …) to have it adopted"
              : "what \(frontType) forwarded to before, and every object keeps its calls")
        case .steppedAside:
          "the view's \(propertyName) is \(frontType), which must stay there (Apple: do not "
            + "change the dataSource after configuring a diffable data source); ResponderEvents' "
            + "proxy left it in place and its closures for this property do not run"
        case .cutOut:
          "\(frontType), in front of ResponderEvents' proxy, stopped forwarding to it without the "
            + "view's \(propertyName) changing (RxCocoa's rx.setDelegate after other rx use does "
            + "this); the proxy went back in front of \(frontType) and forwards to it"
        case .loopFound:
          "\(wrapper.map { "\(type(of: $0))" } ?? "nothing") passes delegate calls back to "
            + "ResponderEvents' proxy without saying so (a splitter built around "
            + "view.\(propertyName), which was the proxy, that calls its targets directly), so a "
            + "call went round between them; the calls it passes back go on to what the proxy "
            + "had before. Build such a splitter around view.re.\(propertyName), your own object, "
            + "instead"
        case .behindForwardingProxy:
          "ResponderEvents' proxy went in front of another library's proxy forwarding to \(app). "
            + "If rx.setDelegate set \(app), disposing what it returned after the next rx use "
            + "fails RxCocoa's assertion \"Delegate was changed from time it was first set\": set "
            + "view.\(propertyName) = \(app) directly instead, which RxCocoa's proxy adopts"
        }
      report(.delegateProxyMoved, message)
    }

    /// A closure was registered while the proxy stands aside for `front`: it waits.
    func reportWaiting(front: AnyObject) {
      report(
        .closureRefused,
        "a \(propertyName) closure will not run while the view's \(propertyName) is "
          + "\(type(of: front)), which must not be replaced; it runs once the app replaces it. Beside "
          + "it, subclass the diffable data source and override the method (titles, editing, "
          + "moving rows), and give cells from its cell provider; delegate closures and events "
          + "work beside it")
    }

    /// The proxy classes whose methods taking a completion handler were checked.
    @MainActor private static var checkedClasses: Set<ObjectIdentifier> = []

    /// Reports, once per class, the methods of `proxy`'s protocols that take a completion
    /// handler and that its class leaves to the app's delegate.
    ///
    /// They are passed on while the app's delegate implements them. In the moment nobody can
    /// take one (that delegate being deallocated, a call going round), the base class can only
    /// answer with zeros, so the handler is never called and a framework such as WebKit
    /// raises. The proxy is installed all the same: a later OS adds methods to the protocols
    /// (iOS 26 added one that takes a handler to `WKNavigationDelegate`), and an app that
    /// compiled against an older SDK must keep its closures.
    func reportBlockMethodsLeftOnce() {
      let proxyClass = type(of: self)
      guard proxyClass.reportsUnimplementedCompletionHandlers,
        Self.checkedClasses.insert(ObjectIdentifier(proxyClass)).inserted
      else { return }
      let left = proxyClass.responderEventsProtocolMethodsTakingBlocks().sorted()
        .filter { class_getInstanceMethod(proxyClass, NSSelectorFromString($0)) == nil }
      guard !left.isEmpty else { return }
      report(
        .delegateMethodUnservable,
        "\(proxyClass) leaves methods that take a completion handler to the app's delegate "
          + "(\(left.joined(separator: ", "))). If one is called when no delegate can take it, "
          + "it is answered with zeros and its handler is never called. Implement each of them "
          + "in the class, calling the handler whether or not appDelegate(as:answering:) answers")
    }

    /// The view's property did not keep what the proxy set, or kept it unheard: reported, the
    /// proxy's side of `DelegateProperty.setDidNotTake(_:)`.
    package func setDidNotTake(_ object: AnyObject) {
      // A view being deallocated takes no set: nothing to report then.
      guard owner != nil else { return }
      // Key-value observation tells the proxy of every set, its own too, but for a setter that
      // sends no notification (a Swift property that is not `dynamic`).
      guard front !== object else {
        // A likely mistake in the view class's declaration, reported once per class as the
        // engine's others are: every set of every view of it (each refresh, each reused cell
        // adding its closures again) is as unheard.
        return EventDiagnostics.emitOnce(
          .delegateProxyMoved, eventType: nil, direction: .down,
          nodes: (owner as? UIResponder).map { [$0] } ?? [],
          "\(type(of: self)) set the view's \(propertyName) and heard no key-value notification,"
            + " so when Swift code sets another delegate it will not know, and its closures stop:"
            + " declare it @objc dynamic (a final override too)")
      }
      let held = front.map { String(describing: type(of: $0)) } ?? "nil"
      report(
        .delegateProxyMoved,
        "the view's \(propertyName) holds \(held) just after it was set to "
          + "\(type(of: object)): the view ignores its setter, or its class was changed at run "
          + "time so that the setter goes elsewhere, or an observer of the property set it again "
          + "at once. While that lasts the framework does not call \(type(of: object)), and the "
          + "closures behind it do not run")
    }

    /// A delegate call came back to the proxy while it was passing it on.
    ///
    /// It was passed on 16 deep: a loop whose calls differ each time, or nesting that deep.
    /// Reported on the main thread, where diagnostics are delivered; nothing is moved.
    nonisolated func reportCallCameBack(_ selector: Selector?) {
      let method = selector.map { "\(NSStringFromSelector($0)) " } ?? ""
      let message =
        "a delegate call \(method)came back to \(type(of: self)) 16 deep while it was "
        + "passing it on to the app's delegate: two objects forward it to each other (a "
        + "splitter built around view.delegate, which is the proxy? build it around "
        + "view.re.delegate), or a handler makes UIKit call it again inside itself that "
        + "deep. It was answered with the default instead of being passed on"
      // Passed on from any thread: at once on the main thread, otherwise on the main queue
      // soon after.
      MainThread.run { EventDiagnostics.emit(.delegateProxyMoved, node: nil, message) }
    }

    /// A closure registered for a method its proxy does not manage, which cannot run.
    ///
    /// UIKit is never told the proxy implements that method. Likely a subclass whose method's
    /// selector differs from the protocol's, or whose `managedSelectors` leaves it out.
    func reportUnmanaged(_ selector: Selector) {
      report(
        .delegateMethodUnservable,
        "a closure was registered for \(NSStringFromSelector(selector)), which "
          + "\(type(of: self)) does not manage, so it will never run: implement that method "
          + "in the proxy class with the selector the protocol declares, or list it in "
          + "managedSelectors")
    }

    /// Reports `message` about the proxy's view, through the engine's `EventDiagnostics.emit`
    /// as every report of the proxies, which builds nothing while nobody observes.
    private func report(_ kind: EventDiagnostic.Kind, _ message: @autoclosure () -> String) {
      EventDiagnostics.emit(kind, node: owner as? UIResponder, message())
    }
  }
#endif
