import ResponderEventsCore

// Deaths among the model's objects: the splitter or wrapper in front of the proxy, an app's
// delegate, and what the proxy hears of each.
extension DelegatePropertyWorld {
  /// The splitter or wrapper in front of the proxy is deallocated.
  ///
  /// The UIKit layer hears of it inside the deallocation, and places the proxy there
  /// (``DelegatePlacement/refresh(on:)``).
  func frontDies() -> Bool {
    // A splitter around a diffable data source takes it out of the property with it: the
    // app's own doing, which no proxy undoes.
    guard let dying = front,
      dying === splitter || dying === staticSplitter
        || dying === opaqueWrapper, !isDiffableSet
    else { return false }
    dying.isAlive = false
    splitter = nil
    staticSplitter = nil
    opaqueWrapper = nil
    isSplitterActive = false
    isWrapperActive = false
    // Without a proxy the view now has no delegate: the app's delegate went with its
    // splitter. With one, the proxy brings it back.
    if placement == nil { appDelegate = nil }
    frontDied()
    return true
  }

  /// The opaque wrapper dies, in front of the proxy or adopted by it, putting back what it
  /// saved from its `deinit`.
  func wrapperDiesRestoring() -> Bool {
    guard let wrapper = opaqueWrapper,
      front === wrapper || (front === proxy && proxy?.forwardee === wrapper)
    else { return false }
    let wasInFront = front === wrapper
    (wrapper.isAlive, opaqueWrapper, isWrapperActive) = (false, nil, false)
    // `deinit` runs before the objects associated with the wrapper are released, so the
    // proxy hears of the set, then of the death: its notice could not be taken off an object
    // already deallocating (a weak reference to it reads `nil`).
    setDelegate(wrapper.saved)
    firstCalls(after: "wrapperDiesRestoring")
    if wasInFront { frontDied() } else { forwardeeDied(wrapper) }
    return true
  }

  /// `object`, one the world does not keep (a test's own wrapper), is deallocated: the proxy
  /// hears of it as of any death, of the object in front of it or of its forwardee.
  func dies(_ object: Object) {
    let wasInFront = front === object
    object.isAlive = false
    if wasInFront { frontDied() } else { forwardeeDied(object) }
  }

  /// The proxy hears that the object in front of it is being deallocated.
  private func frontDied() {
    if let placement, let property { notes += placement.refresh(on: property) }
  }

  /// The proxy hears that `dying` is deallocated: if it still forwards to it, it forwards to
  /// nobody, and UIKit is asked again if the proxy's answers changed.
  private func forwardeeDied(_ dying: Object) {
    guard let proxy, proxy.watched === dying else { return }
    proxy.forwardee = nil
    _ = proxy.claims.forwardeeChanged()
    if let placement, let property {
      placement.forwardeeDied(on: property)
      notes += placement.refresh(on: property)
    }
  }

  func appDelegateDies(_ index: Int) -> Bool {
    let dying = appDelegates[index]
    // Held strongly by a splitter; and one dying behind RxCocoa's proxy is RxCocoa's own
    // stale claim (RxSwift issue 2428), not one this library can see.
    guard dying.isAlive, rx.forwardee !== dying,
      !(splitter?.targets.contains { $0 === dying } ?? false)
    else { return false }
    dying.isAlive = false
    forwardeeDied(dying)
    return true
  }
}
