#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  extension ResponderEventsWrapper {
    /// Registers the closure `make` makes from `owner` in the closures of `proxy` at `list`,
    /// for the delegate method `selector` (`nil` for a required method): what the library's own
    /// registration methods call, with `WeakOwner.making(body)`.
    func register<Proxy: ClosureDelegateProxy, Owner: AnyObject, Callback>(
      on proxy: Proxy, with owner: Owner, _ make: @escaping (Owner) -> Callback,
      in list: KeyPath<Proxy, CallbackList<Callback>>, for selector: Selector? = nil
    ) -> HandlerToken {
      proxy.register(with: owner, make, in: proxy[keyPath: list], for: selector)
    }
  }
#endif
