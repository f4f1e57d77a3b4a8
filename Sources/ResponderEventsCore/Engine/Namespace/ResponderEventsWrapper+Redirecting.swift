extension ResponderEventsWrapper {
  /// Sends this node's upward events to `newParent` instead of its own parent, and makes
  /// `newParent`'s broadcasts reach this node.
  ///
  /// Use it where the natural chain breaks: a view added straight to the window, whose events
  /// should reach the controller that owns it:
  ///
  /// ```swift
  /// window.addSubview(popup)
  /// popup.re.redirect(to: controller)
  /// ```
  ///
  /// The redirect holds `newParent` weakly. If `newParent` is deallocated, the redirect is
  /// removed (and reported) the next time an event passes, and events go to the node's own
  /// parent again. A redirect that closes a cycle is allowed; an event that goes round it ends
  /// with ``DispatchTermination/cycleDetected`` and a diagnostic, never a hang. On a node whose
  /// storage another node owns, nothing changes, and that is reported
  /// (``EventDiagnostic/Kind/storageSharedBetweenNodes``).
  public func redirect(to newParent: some EventNode) {
    if redirectTarget === newParent { return }
    redirectWithoutRefreshing(to: newParent)
    ProvidedValueRouting.refresh(below: base)
  }

  /// Sets the redirect without refreshing provided values, for a caller that refreshes once
  /// after a move of its own (``ScopeNode``).
  func redirectWithoutRefreshing(to newParent: some EventNode) {
    let storage = base.responderEventsStorage
    guard storage.claim(for: base) else { return }
    clearRedirect()
    storage.redirectTarget = WeakNode(newParent)
    WeakNode.append(base, to: &newParent.responderEventsStorage.adoptedChildren)
  }

  /// Removes the redirect set with ``redirect(to:)``; events go to the node's own parent again.
  public func removeRedirect() { if clearRedirect() { ProvidedValueRouting.refresh(below: base) } }

  /// Removes the redirect, if any, without refreshing provided values; returns whether there
  /// was one.
  @discardableResult
  func clearRedirect() -> Bool {
    guard let storage = base.existingResponderEventsStorage, storage.isRedirected,
      storage.claim(for: base)
    else { return false }
    let target = storage.redirectTarget.node
    storage.redirectTarget = WeakNode()
    target?.responderEventsStorage.adoptedChildren.removeAll { $0.id == ObjectIdentifier(base) }
    return true
  }

  /// The node this node's upward events go to next: the redirect target if there is one, else
  /// ``EventNode/responderEventsParent``.
  public var parent: (any EventNode)? { nextOnUpwardRoute(after: base) }

  /// The node set with ``redirect(to:)``, while it is alive.
  package var redirectTarget: (any EventNode)? {
    // Set and cleared with `isRedirected`, so a node not redirected has none.
    base.existingResponderEventsStorage?.redirectTarget.node
  }
}
