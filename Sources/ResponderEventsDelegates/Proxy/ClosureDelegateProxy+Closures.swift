#if canImport(UIKit) && !os(watchOS)
  public import Foundation
  import ResponderEventsProxyBase
  import UIKit

  // The closures a proxy keeps (registered by `register(with:_:in:for:)`, the library's own
  // registration methods included): telling UIKit what is claimed, and reading them (and the
  // app's own delegate) when UIKit calls.

  extension ClosureDelegateProxy {
    /// A closure of the method's list was registered or removed, or its owner deallocated: the
    /// method is claimed while the list has a closure, `hasClosures` (`DelegateClaims`), and
    /// UIKit is told if that changed.
    func closuresChanged(for selector: Selector, hasClosures: Bool) {
      // Ask UIKit and the app's delegate before taking the lock: either may call back.
      let forwardeeResponds = target?.responds(to: selector) ?? false
      let hasUncommittedUpdates = self.hasUncommittedUpdates
      apply(
        lock.withLock {
          claims.closuresChanged(
            for: selector, hasClosures: hasClosures, forwardeeResponds: forwardeeResponds,
            hasUncommittedUpdates: hasUncommittedUpdates)
        })
    }

    /// The closures of `list` that `view` may run, for one call with the arguments after the
    /// view, `first` and `second`.
    ///
    /// `list` when `view` is this proxy's own view; an empty list for any other view that was
    /// given this proxy as its delegate, so closures only ever see their own view. A call that
    /// comes back round a loop while it is passed on to the app's delegate runs no closure again:
    /// the object that sent it back is put back in front of the proxy, and the call goes on
    /// behind it; one going round with other arguments each time is stopped 16 deep
    /// (`ForwardedCalls`).
    func closures<Callback>(
      _ closures: DelegateClosures<Callback>, for view: AnyObject, _ first: AnyHashable? = nil,
      _ second: AnyHashable? = nil
    ) -> GuardedCallbackList<Callback, CallToken> {
      // Another view's calls run no closure, but are guarded under the same method's key.
      (view === owner ? closures.list : CallbackList()).guarded(
        by: forwardedCalls, key: ObjectIdentifier(closures.list),
        token: CallToken(view: view, first: first, second: second), loop: self)
    }

    /// Passes on a call that no method of the proxy implements (`-forwardInvocation:`).
    ///
    /// Guarded as the proxy's own methods are (`closures(_:for:_:_:)`), under the key of a list
    /// that never holds a closure: a call that comes back round a loop is found on the first
    /// call, has the placement repaired, and goes on behind the object that sent it back. Off
    /// the main thread (a delegate a framework calls on a queue of its own), where
    /// `ForwardedCalls` cannot be used, the base class's depth limit guards it.
    nonisolated override public final func responderEventsPassOn(
      _ selector: Selector, view: Any?, arguments: [Any], invoking invoke: (Any) -> Void
    ) -> Bool {
      guard Thread.isMainThread else {
        let answered = super.responderEventsPassOn(
          selector, view: view, arguments: arguments, invoking: invoke)
        // Stopped at the depth limit: reported (on the main queue), not repaired, since the
        // placement is the main thread's.
        if !answered, responderEventsInvocationTarget(for: selector) != nil {
          reportCallCameBack(selector)
        }
        return answered
      }
      return withoutActuallyEscaping(invoke) { invoke in
        // On the main thread, checked above: nothing here crosses to another thread.
        nonisolated(unsafe) let (proxy, selector, view, arguments, invoke) = (
          self, selector, view, arguments, invoke
        )
        return MainActor.assumeIsolated {
          var answered = false
          let view = (view as AnyObject?) ?? proxy
          let call = proxy.closures(proxy.invocations, for: view, selector, arguments as NSArray)
          call.notifyAll({ _ in }) {
            guard let target = proxy.responderEventsInvocationTarget(for: selector) else { return }
            invoke(target)
            answered = true
          }
          return answered
        }
      }
    }

    /// One call of a delegate method with `view` and the arguments after it, which run its
    /// closures and tell this call from others (`CallToken`): what the library's own proxies
    /// answer with, so that a method's arguments are written once.
    ///
    /// One function per number of arguments: a parameter pack cannot be used here, since the
    /// compiler cannot pass a closure of a variadic function type through `CallbackList`'s
    /// generic parameter.
    func call<View: AnyObject, Result>(
      _ closures: DelegateClosures<(View) -> Result>, _ view: View
    ) -> DelegateCall<(View) -> Result, View, Result> {
      DelegateCall(closures: self.closures(closures, for: view), arguments: view) { $0($1) }
    }

    /// ``call(_:_:)`` for a method with one argument after the view.
    func call<View: AnyObject, First: Hashable, Result>(
      _ closures: DelegateClosures<(View, First) -> Result>, _ view: View, _ first: First
    ) -> DelegateCall<(View, First) -> Result, (View, First), Result> {
      let list = self.closures(closures, for: view, first)
      return DelegateCall(closures: list, arguments: (view, first)) { $0($1.0, $1.1) }
    }

    /// ``call(_:_:)`` for a method with two arguments after the view.
    func call<View: AnyObject, First: Hashable, Second: Hashable, Result>(
      _ closures: DelegateClosures<(View, First, Second) -> Result>, _ view: View, _ first: First,
      _ second: Second
    ) -> DelegateCall<(View, First, Second) -> Result, (View, First, Second), Result> {
      let list = self.closures(closures, for: view, first, second)
      return DelegateCall(closures: list, arguments: (view, first, second)) { $0($1.0, $1.1, $1.2) }
    }

    /// The app's own delegate, seen through the delegate protocol `Protocol`, when it is alive
    /// and, given `selector`, responds to it.
    ///
    /// See `forwardeeView(_:as:)` for why it need not declare `Protocol`. Optional methods are
    /// sent through it with `?`, which asks `responds(to:)` first, and the library's own data
    /// sources send required ones by name through `AnyObject`, whose `?` asks it too: none is
    /// sent unasked, which is why this, unlike the public `appDelegate(as:answering:)`, may
    /// reach an object that does not declare `Protocol`.
    package func appDelegate<Protocol>(answering selector: Selector? = nil) -> Protocol? {
      guard let target, selector.map(target.responds) ?? true else { return nil }
      return forwardeeView(target, as: Protocol.self)
    }
  }

  /// Views the app's own delegate through a delegate protocol it may not declare.
  ///
  /// A multicast delegate, or any object that answers `responds(to:)` and forwards messages,
  /// can serve `UITableViewDelegate` methods without declaring the protocol, and UIKit calls it
  /// all the same: Objective-C sends messages, it does not check conformance. Swift's `as?`
  /// does check conformance, and would make the proxy skip such a delegate.
  ///
  /// This is the one place that converts without checking. Its invariants:
  /// - `Protocol` is an `@objc` protocol existential (`any UITableViewDelegate`, …), whose
  ///   representation is one object pointer like `any NSObjectProtocol`'s; `unsafeBitCast`
  ///   checks the sizes match and traps otherwise.
  /// - The proxy writes such an object back into a delegate property of type `Protocol`
  ///   when it refreshes the view, as it was already there: UIKit, in Objective-C, only sends
  ///   it the messages it says it responds to.
  /// - Callers only send through the result a method the object responds to: a required method
  ///   after `responds(to:)` said yes (see `ClosureDelegateProxy.appDelegate(answering:)`), an
  ///   optional one through `?`, which asks `responds(to:)` itself. A message is all that is
  ///   sent; nothing reads the object's memory as `Protocol`'s.
  func forwardeeView<Protocol>(_ object: any NSObjectProtocol, as _: Protocol.Type) -> Protocol {
    object as? Protocol ?? unsafeBitCast(object, to: Protocol.self)
  }

  /// One call of a delegate method: its closures, as the proxy may run them for the call, its
  /// arguments, and how to run one with them.
  ///
  /// The arguments are kept apart from `apply`, which captures nothing: a closure that captured
  /// them would be one heap allocation on every call UIKit makes (`scrollViewDidScroll(_:)`
  /// included), where running it in place costs none.
  @MainActor
  struct DelegateCall<Callback, Arguments, Result> {
    let closures: GuardedCallbackList<Callback, CallToken>
    let arguments: Arguments
    let apply: (Callback, Arguments) -> Result

    /// ``GuardedCallbackList/newestAnswer(_:else:default:)``.
    func newestAnswer(else forward: () -> Result?, default defaultValue: () -> Result) -> Result {
      closures.newestAnswer({ apply($0, arguments) }, else: forward, default: defaultValue)
    }

    /// ``newestAnswer(else:default:)`` for an optional answer: `nil` when nobody answers.
    func newestAnswer(else forward: () -> Result?) -> Result where Result: ExpressibleByNilLiteral {
      newestAnswer(else: forward, default: { nil })
    }

    /// ``GuardedCallbackList/notifyAll(_:then:)``.
    func notifyAll(then forward: () -> Void) where Result == Void {
      closures.notifyAll({ apply($0, arguments) }, then: forward)
    }

    /// ``GuardedCallbackList/allAgree(_:then:)``; an app's delegate without the method (`forward`
    /// answering `nil`) agrees.
    func allAgree(then forward: () -> Bool?) -> Bool where Result == Bool {
      closures.allAgree({ apply($0, arguments) }, then: { forward() ?? true })
    }
  }

  /// One call of a delegate method, as `ForwardedCalls` tells a call that came back round a loop
  /// from one UIKit makes again inside it: its view, the arguments that tell calls apart (an
  /// index path, a section, a text, a range) and the view's state that such a call follows: for
  /// a scroll view, where it is scrolled and its insets; for a text input, its text's length and
  /// selection.
  ///
  /// UIKit calls a delegate again inside a call only when something changed: another row, a
  /// new offset (a delegate that scrolls inside `scrollViewDidScroll(_:)`), zoom scale or inset,
  /// another text or selection (a delegate that sets the text inside
  /// `textFieldDidChangeSelection(_:)`). A call that comes back with the same token is the call
  /// itself, sent back by an object the proxy passed it on to.
  struct CallToken: Hashable {
    let view: ObjectIdentifier
    /// The arguments after the view, two at most; in place rather than in an array, which
    /// would allocate on every call.
    let first: AnyHashable?
    let second: AnyHashable?
    /// A scroll view's content offset, zoom scale and adjusted content insets; a text input's
    /// text length and selection bounds (in the last three places); zeros for other views.
    ///
    /// Values in place rather than an array, which would allocate on every call passed on.
    let state: SIMD16<Double>

    @MainActor
    init(view: AnyObject, first: AnyHashable?, second: AnyHashable?) {
      self.view = ObjectIdentifier(view)
      (self.first, self.second) = (first, second)
      var state = SIMD16<Double>()
      if let scrollView = view as? UIScrollView {
        let (offset, insets) = (scrollView.contentOffset, scrollView.adjustedContentInset)
        state.lowHalf = SIMD8(
          Double(offset.x), Double(offset.y), Double(scrollView.zoomScale), Double(insets.top),
          Double(insets.left), Double(insets.bottom), Double(insets.right), 0)
      }
      if let input = view as? any UITextInput, let selection = input.selectedTextRange {
        let start = input.beginningOfDocument
        state[13] = Double(input.offset(from: start, to: input.endOfDocument))
        state[14] = Double(input.offset(from: start, to: selection.start))
        state[15] = Double(input.offset(from: start, to: selection.end))
      }
      self.state = state
    }
  }
#endif
