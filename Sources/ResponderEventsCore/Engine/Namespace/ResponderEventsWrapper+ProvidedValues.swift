extension ResponderEventsWrapper {
  /// Provides `value` to this node and everything below it, until this node provides another
  /// value of the same type or stops.
  ///
  /// Observers below that have no nearer provider of `Value` are called with the new value; a
  /// value equal to the one already provided calls nobody. Nodes that join the tree below this
  /// one later get the value when they join (see ``observe(_:_:)``).
  ///
  /// ```swift
  /// settingsController.re.provide(Theme(accent: "orange"))
  /// ```
  ///
  /// A provided value is state, kept until replaced; a broadcast (``broadcast(_:options:)``)
  /// is a moment, delivered to the nodes there at the time and gone.
  public func provide<Value: ProvidedValue>(_ value: Value) {
    ProvidedValueRouting.provide(value, on: base)
  }

  /// Stops providing values of `type` from this node: its observers below get the next value
  /// up, or the type's default value, and are called if it differs.
  ///
  /// Deallocating the node has the same effect, on the main actor's next turn.
  public func stopProviding<Value: ProvidedValue>(_ type: Value.Type) {
    ProvidedValueRouting.stopProviding(type, on: base)
  }

  /// The value of `type` this node gets: from the nearest node providing it, from this node
  /// itself up, or the type's default value.
  ///
  /// Reads the value once; ``observe(_:_:)`` follows it.
  public func providedValue<Value: ProvidedValue>(_ type: Value.Type) -> Value {
    ProvidedValueRouting.providedValue(type, at: base, warnsOfCycle: true) ?? Value.defaultValue
  }

  /// Calls `body` with the value of `type` this node gets, at once and again each time it
  /// changes.
  ///
  /// The value comes from the nearest node providing it, from this node itself up, along the
  /// route upward events take (redirects included); where nobody provides one, it is the
  /// type's default value. `body` is called whenever that changes: a new value from the
  /// provider, a nearer provider starting or the nearest one stopping or going away, or this
  /// node moving under another provider. It is not called again with a value equal to the
  /// last one it got.
  ///
  /// ```swift
  /// titleLabel.re.observe(Theme.self) { label, theme in
  ///   label.accent = theme.accent
  /// }
  /// ```
  ///
  /// Leaving the tree is not a change: an observer on a view taken out of every window
  /// (a cell in a reuse queue, a popped screen) is not called with the default value; it keeps
  /// the value it had, and gets its new place's value, if different, when it joins a tree
  /// again. An observer registered while its view or controller is outside every window (in a
  /// view's initializer) is called at once with the value that view kept from its last place in
  /// a window (the default for one never in a window), and with its place's value when it joins
  /// one.
  ///
  /// How a move is noticed depends on the tree: UIKit views and controllers through UIKit's
  /// trait propagation (every move that gives them another provider); SwiftUI content when
  /// its scope attaches; a tree of your own calls ``refreshProvidedValues()`` after it moves
  /// nodes.
  ///
  /// Register once per node (a cell registers in its initializer, not when it is
  /// configured): each registration is called.
  ///
  /// - Parameters:
  ///   - type: The type of value to observe.
  ///   - body: Called with this node and the value.
  /// - Returns: A token that removes the observer; it lives as long as the node otherwise.
  @inlinable
  @discardableResult
  public func observe<Value: ProvidedValue>(
    _ type: Value.Type, _ body: @escaping @MainActor (Base, Value) -> Void
  ) -> HandlerToken {
    // The delivery is made here, where `Base` and `Value` are known, so that it is specialized
    // for them (see ValueObserver).
    typealias Observer = ValueObserver<Base, Value>
    return registerObserver(
      Observer(node: base, body: body) { observer, node in
        Observer.deliverCurrentValue(of: Observer.itself(observer), at: node)
      })
  }

  /// Registers `observer`, made for this node, and calls it with the current value.
  @usableFromInline func registerObserver(_ observer: AnyValueObserver) -> HandlerToken {
    let storage = base.responderEventsStorage
    if storage.claim(for: base) { ProvidedValueRouting.register(observer, in: storage) }
    return HandlerToken(id: observer.id, storage: storage)
  }

  /// Looks for the nearest provider again for every observer at this node and below it, after
  /// this part of a tree of your own moved.
  ///
  /// Observers whose value changed are called. UIKit responders and SwiftUI content do this
  /// themselves when UIKit reports the move; call it for your own ``EventNode`` trees, whose
  /// moves the library cannot see, and for the UIKit moves that change the route but not
  /// UIKit's hierarchy above the view: into or out of a view redirected with
  /// ``redirect(to:)``, and a window subview routed to a top screen that changed. A redirect
  /// (``redirect(to:)``, ``removeRedirect()``) refreshes by itself.
  ///
  /// The refresh walks the nodes below this one as it begins; a node an observer adds
  /// meanwhile is not walked, since its observers found their provider as they registered (one
  /// an observer moves here meanwhile wants a refresh of its own, after the move).
  public func refreshProvidedValues() { ProvidedValueRouting.refresh(below: base) }
}
