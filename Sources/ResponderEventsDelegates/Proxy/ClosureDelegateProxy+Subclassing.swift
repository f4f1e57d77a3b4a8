#if canImport(UIKit) && !os(watchOS)
  public import Foundation

  /// The closures registered for one delegate method of a ``ClosureDelegateProxy`` subclass.
  ///
  /// Declare one per method, as a constant of the subclass:
  ///
  /// ```swift
  /// let regionDidChange = DelegateClosures<(MKMapView, Bool) -> Void>()
  /// ```
  @MainActor
  public final class DelegateClosures<Callback> {
    let list = CallbackList<Callback>()
    /// The optional method whose closures these are, for the library's own proxies, whose
    /// registration methods pass it on: written once, where the list is declared. (A selector
    /// is an immutable name; Swift does not see it as `Sendable`.)
    nonisolated(unsafe) let method: Selector?

    /// An empty list.
    ///
    /// Not isolated, so that a subclass's stored lists are made by its initializers, which
    /// override `NSObject`'s `init()` and are not isolated either.
    public nonisolated init() { method = nil }

    /// An empty list of closures for the optional method `method`.
    nonisolated init(_ method: Selector) { self.method = method }

    /// Whether no closure is registered; a closure whose owner was deallocated does not count.
    public var isEmpty: Bool { list.isEmpty }
  }

  extension ClosureDelegateProxy {
    /// Registers a closure bound to `owner` in `closures`, for the delegate method `method`:
    /// what a registration method of your own (`re.onRegionChange(with:_:)`, say) calls.
    ///
    /// ```swift
    /// let proxy = MapViewClosures.installed(on: base, at: \.delegate)
    /// return proxy.register(
    ///   with: owner, { owner in { _, animated in body(owner, animated) } },
    ///   in: proxy.regionDidChange,
    ///   for: #selector((any MKMapViewDelegate).mapView(_:regionDidChangeAnimated:)))
    /// ```
    ///
    /// When the first closure for an optional method is registered, and after the last is
    /// removed, the framework is told again what the proxy implements, if that changes what it
    /// claims (the app's delegate may implement the method already); pass `nil` for a required
    /// method, which the proxy always implements.
    ///
    /// `owner` is held weakly. Each time the method is called while `owner` lives,
    /// `makeClosure` makes the closure to run from it, usually one that ignores the view and
    /// calls the app's closure with the owner. Once `owner` is deallocated, the closure counts
    /// as removed, as by the token's `remove()`: it no longer runs or answers, the closures
    /// registered before it and the app's delegate answer in its place, and the framework is
    /// told again what the proxy implements, as at a removal. Removing the token afterwards does
    /// nothing.
    ///
    /// - Returns: The token that removes the closure.
    public func register<Owner: AnyObject, Callback>(
      with owner: Owner, _ makeClosure: @escaping (Owner) -> Callback,
      in closures: DelegateClosures<Callback>, for method: Selector?
    ) -> HandlerToken {
      let list = closures.list
      if let method, !lock.withLock({ claims.managed.contains(method) }) { reportUnmanaged(method) }
      return HandlerToken.bound(to: owner) { owner in
        // Beside a diffable data source the closure is kept but cannot run: it does once the
        // app replaces that data source and the proxy goes back in front.
        if placement.position.isSteppedAside, let front { reportWaiting(front: front) }
        let name = (method ?? closures.method).map(NSStringFromSelector)
        let id = list.append(owner, on: self.owner as? any EventNode, method: name, makeClosure)
        if let method { closuresChanged(for: method, hasClosures: !list.isEmpty) }
        return HandlerToken(
          removing: { [weak self, weak list] in
            guard let list else { return false }
            let removed = list.remove(id)
            // Even when the list had already dropped the closure, whose owner was deallocated:
            // the method is still claimed for it until now.
            if let method { self?.closuresChanged(for: method, hasClosures: !list.isEmpty) }
            return removed
          },
          isRegistered: { [weak list] in list?.contains(id) ?? false })
      }
    }

    /// Runs every closure of `closures`, in registration order, then `forward` (which passes
    /// the call on to the app's delegate): for a delegate method that returns nothing.
    ///
    /// - Parameters:
    ///   - closures: The method's closures.
    ///   - view: The view the framework passed to the delegate method; only the proxy's own
    ///     view runs the closures (another view given this proxy as its delegate runs none).
    ///   - arguments: What tells this call from another of the same method that the framework
    ///     makes inside it: the method's arguments after the view (an annotation view, a
    ///     navigation action; several as an `[AnyHashable]`), or the view's state that such a
    ///     call follows. A call that comes back while it is passed on, with the same view,
    ///     arguments and, for a scroll view or text input, state, is taken for one sent back
    ///     round a loop; see <doc:ClosuresForAnyDelegate>.
    ///   - run: Calls one closure.
    ///   - forward: Calls the app's delegate, found with ``appDelegate(as:answering:)``.
    public func notifyAll<Callback>(
      _ closures: DelegateClosures<Callback>, for view: AnyObject,
      arguments: AnyHashable? = nil, _ run: (Callback) -> Void, then forward: (() -> Void)?
    ) {
      self.closures(closures, for: view, arguments).notifyAll(run, then: { forward?() })
    }

    /// The answer of the closure registered last; with none, `forward`'s (the app's
    /// delegate); with neither, `defaultValue`: for a delegate method that returns a value.
    ///
    /// `defaultValue` is what the framework does when no delegate implements the method.
    /// `arguments` tells this call from a nested one, as in
    /// ``notifyAll(_:for:arguments:_:then:)``.
    public func newestAnswer<Callback, Answer>(
      _ closures: DelegateClosures<Callback>, for view: AnyObject, arguments: AnyHashable? = nil,
      _ ask: (Callback) -> Answer, else forward: (() -> Answer)?, default defaultValue: () -> Answer
    ) -> Answer {
      self.closures(closures, for: view, arguments).newestAnswer(
        ask, else: { forward?() }, default: defaultValue)
    }

    /// Whether every closure, then `forward`, answers `true`: for a `should…` delegate method.
    ///
    /// The first `false` decides, and nobody after it is asked. `arguments` tells this call
    /// from a nested one, as in ``notifyAll(_:for:arguments:_:then:)``.
    public func allAgree<Callback>(
      _ closures: DelegateClosures<Callback>, for view: AnyObject,
      arguments: AnyHashable? = nil, _ ask: (Callback) -> Bool, then forward: (() -> Bool)?
    ) -> Bool {
      self.closures(closures, for: view, arguments).allAgree(ask, then: { forward?() ?? true })
    }

    /// The app's own delegate, seen through the delegate protocol `type`, when it is alive and
    /// implements `method`; `nil` otherwise.
    ///
    /// It need not declare `type`: an object that answers `responds(to:)` and implements the
    /// method (a multicast delegate) is called as the framework would call it.
    ///
    /// Without `method`, the app's delegate when it is alive and declares `type`: send an
    /// optional method through it with `?`, which asks `responds(to:)` first
    /// (`appDelegate(as: (any MKMapViewDelegate).self)?.mapViewDidFinishLoadingMap?(mapView)`).
    /// An object that does not declare the protocol (a multicast delegate) is reached only
    /// with `method`: Swift cannot ask it about a required method, which it may lack.
    public func appDelegate<Protocol>(
      as type: Protocol.Type, answering method: Selector? = nil
    ) -> Protocol? {
      method == nil ? target as? Protocol : appDelegate(answering: method)
    }
  }

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
