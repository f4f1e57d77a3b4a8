#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ObjectiveC
  import RxLikeProxy
  import UIKit

  /// A delegate proxy that behaves like RxCocoa's for `UIScrollViewDelegate`
  /// (`DelegateProxy.swift`, `_RXDelegateProxy.m`): it says what it forwards to in
  /// `_forwardToDelegate`, claims what that object claims, implements `scrollViewDidScroll(_:)`
  /// (logging "rx", as `RxScrollViewDelegateProxy` implements it) and hands every other message
  /// on through `forwardInvocation:`, logging "rx" first for a void method it observes
  /// (`RXLikeDelegateProxy`, the Objective-C part).
  @MainActor
  class RxLikeScrollProxy: RXLikeDelegateProxy, UIScrollViewDelegate {
    private let log: HandlerLog

    required init(log: HandlerLog) {
      self.log = log
    }

    /// The checks `use(on:log:)` made, as RxCocoa's `proxy(for:)` asserts them, that failed.
    static var failedAssertions: [String] = []

    /// Mimics `rx.setDelegate` (`installForwardDelegate`).
    ///
    /// The proxy is used, checks it forwards to nobody, forwards to `delegate`, and resets.
    /// Returns the check its disposable makes: `delegate` deallocated, or still what the proxy
    /// forwards to.
    static func setDelegate(
      _ delegate: AnyObject, on scrollView: UIScrollView, log: HandlerLog
    ) -> () -> Bool {
      let proxy = use(on: scrollView, log: log)
      if proxy._forwardToDelegate != nil { failedAssertions.append("a forwardee before") }
      proxy._forwardToDelegate = delegate as? NSObject
      if (scrollView.delegate as AnyObject?) === proxy {
        scrollView.delegate = nil
        scrollView.delegate = proxy
      }
      return { [weak delegate, weak proxy] in
        delegate == nil || proxy?._forwardToDelegate === delegate
      }
    }

    /// Where each scroll view keeps its one proxy, as RxCocoa keeps its proxies as associated
    /// objects of their views.
    private static let key = AssociationKey()

    /// Mimics `DelegateProxyType.proxy(for:)` and the `reset()` that follows a subscription:
    /// one proxy per scroll view (of the table subclass for a table); when the view's delegate
    /// is not the proxy, the proxy adopts that delegate and is set in front of it; then the
    /// delegate is set to `nil` and back to the proxy when the proxy is in front.
    ///
    /// `observing` names void methods to observe, as `rx.methodInvoked(_:)` does (and as
    /// `rx.itemSelected` does for `tableView(_:didSelectRowAt:)`): the proxy then claims them,
    /// and logs "rx" when one is forwarded.
    @discardableResult
    static func use(
      on scrollView: UIScrollView, observing selectors: [Selector] = [], log: HandlerLog
    ) -> RxLikeScrollProxy {
      let proxy: RxLikeScrollProxy
      if let existing = objc_getAssociatedObject(scrollView, key.pointer) as? RxLikeScrollProxy {
        proxy = existing
      } else {
        proxy = scrollView is UITableView ? RxLikeTableProxy(log: log) : RxLikeScrollProxy(log: log)
        objc_setAssociatedObject(scrollView, key.pointer, proxy, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
      proxy.observedSelectors.formUnion(selectors.map(NSStringFromSelector))
      if (scrollView.delegate as AnyObject?) !== proxy {
        let current = scrollView.delegate as? NSObject
        proxy._forwardToDelegate = current
        scrollView.delegate = proxy
        if (scrollView.delegate as AnyObject?) !== proxy {
          failedAssertions.append("not in front after its own setter")
        }
        if proxy._forwardToDelegate !== current {
          failedAssertions.append("its forwardee changed inside its own setter")
        }
      }
      if (scrollView.delegate as AnyObject?) === proxy {
        scrollView.delegate = nil
        scrollView.delegate = proxy
      }
      return proxy
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      log.append("rx")
      // RxCocoa calls its forwardee as an `id`, whether or not it declares the protocol.
      let selector = #selector((any UIScrollViewDelegate).scrollViewDidScroll(_:))
      if let forwardee = _forwardToDelegate, forwardee.responds(to: selector) {
        _ = forwardee.perform(selector, with: scrollView)
      }
    }

    /// RxCocoa's `_sentMessage(_:withArguments:)`, which feeds `rx.sentMessage`'s observers of
    /// `selector` only; runs on the main thread, where UIKit calls its delegates.
    nonisolated override func _sentMessage(_ selector: Selector) {
      guard observedSelectors.contains(NSStringFromSelector(selector)) else { return }
      let log = self.log
      MainActor.assumeIsolated { log.append("rx") }
    }
  }

  /// The table's kind of RxCocoa-like proxy (RxCocoa's `RxTableViewDelegateProxy` subclasses
  /// its scroll view proxy the same way), so that it is a `UITableViewDelegate` to UIKit.
  @MainActor
  final class RxLikeTableProxy: RxLikeScrollProxy, UITableViewDelegate {}

  /// A key for an associated object: the address of an object made once and never released.
  final class AssociationKey: Sendable {
    var pointer: UnsafeRawPointer {
      UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
    }
  }

#endif
