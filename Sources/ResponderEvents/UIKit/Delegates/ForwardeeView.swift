#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEventsCore

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
  /// - Callers only send through the result a method the object responds to: a required method
  ///   after `responds(to:)` said yes (see `DelegateProxy.forwardee(as:answering:)`), an
  ///   optional one through `?`, which asks `responds(to:)` itself. A message is all that is
  ///   sent; nothing reads the object's memory as `Protocol`'s.
  enum ForwardeeView {
    static func view<Protocol>(_ object: any NSObjectProtocol, as type: Protocol.Type) -> Protocol {
      if let typed = object as? Protocol { return typed }
      return unsafeBitCast(object, to: Protocol.self)
    }
  }

  /// Diagnostics of the delegate proxies.
  enum DelegateProxyDiagnostics {
    /// Reports a claimed method that nobody can serve (see
    /// `EventDiagnostic.Kind.delegateMethodUnservable`); reported only on the main thread,
    /// where diagnostics are delivered.
    nonisolated static func reportUnservable(_ selector: Selector?, by proxy: NSObject) {
      guard Thread.isMainThread else { return }
      let method = selector.map(NSStringFromSelector) ?? "(no selector)"
      let proxyType = String(describing: type(of: proxy))
      MainActor.assumeIsolated {
        EventDiagnostics.report(
          EventDiagnostic(
            kind: .delegateMethodUnservable, eventType: nil, node: nil,
            message: "UIKit called \(method) on \(proxyType) after the app's delegate that "
              + "implemented it began deallocating; it was answered with nil, false or zero "
              + "where a delegate protocol declares it. Set the view's delegate to nil in that "
              + "delegate's deinit"))
      }
    }
  }
#endif
