#if canImport(UIKit) && !os(watchOS)
  extension ResponderEventsWrapper {
    /// Registers the closure `make` makes from `owner` in the closures of `proxy` at `list`,
    /// for the optional method the list names (none for a required method): what the
    /// library's own registration methods call, with `WeakOwner.making(body)`.
    func register<Proxy: ClosureDelegateProxy, Owner: AnyObject, Callback>(
      on proxy: Proxy, with owner: Owner, _ make: @escaping (Owner) -> Callback,
      in list: KeyPath<Proxy, DelegateClosures<Callback>>
    ) -> HandlerToken {
      let closures = proxy[keyPath: list]
      return proxy.register(with: owner, make, in: closures, for: closures.method)
    }
  }
#endif
