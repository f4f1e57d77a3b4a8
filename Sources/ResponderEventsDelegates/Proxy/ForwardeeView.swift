#if canImport(UIKit) && !os(watchOS)
  import Foundation

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
  enum ForwardeeView {
    static func view<Protocol>(_ object: any NSObjectProtocol, as type: Protocol.Type) -> Protocol {
      if let typed = object as? Protocol { return typed }
      return unsafeBitCast(object, to: Protocol.self)
    }
  }
#endif
