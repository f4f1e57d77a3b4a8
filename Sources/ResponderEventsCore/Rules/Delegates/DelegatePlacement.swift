/// Where a delegate proxy sits among the other objects on one delegate property: who is in front,
/// whom the proxy passes calls on to, and what it does when either changes.
///
/// Real apps already have objects on a view's delegate property: the app's own delegate, a delegate
/// splitter, another library's proxy (RxCocoa's re-adopts the property's current value each time it
/// is used and puts itself in front, `DelegateProxyType.proxy(for:)`), a diffable data source. The
/// rules keep every one of them receiving its calls:
///
/// - **On install** the proxy adopts what is in the property and goes in front of it. When that is
///   another library's proxy that says what it forwards to, the proxy also remembers that object:
///   if the other proxy later adopts this one, the app's delegate it forwarded to is otherwise lost
///   (it replaced its own forwardee with this proxy). Going in front of a proxy that forwards to an
///   object is reported: if RxCocoa's `rx.setDelegate` set that object, disposing what it returned
///   will assert once RxCocoa adopts this proxy (``Note/behindForwardingProxy``).
/// - **An object set in front that passes calls on to the proxy** (a wrapper) stays in front; the
///   proxy stays behind it. If the proxy was passing calls on to that wrapper, the two would call
///   each other forever: the proxy passes calls on to the object it remembered instead, or to
///   nobody, reported (no model object reaches that case: unverified). One that turns out to be a
///   wrapper only when a call comes back round it (it does not say that it passes calls on) goes
///   back in front before that call goes on, so that the rest of the first call (what it reaches
///   behind the wrapper, the wrapper calling again, a splitter's other targets) meets the proxy
///   placed, and a set there (the app's, from its delegate's method) is placed as it would be in
///   front of that wrapper; or, when another library's proxy adopted this one meanwhile and is in
///   front, it stays behind the proxy, and each call it passes back goes on to what the proxy
///   forwarded to before it; a set there that leaves the proxy forwarding to the same object (the
///   app's delegate setting itself again) cannot be told from none, and the wrapper is restored,
///   going in front once that proxy is no longer there. The proxy, or such a wrapper, read there
///   and put back after a `nil` stands for what the proxy forwarded to.
/// - **Any other object set by the app** is adopted, and the proxy goes back in front, except an
///   object that must stay in front (a diffable data source, RxCocoa's data source proxy): the
///   proxy then steps aside, reported, and its closures for that property do not run until the app
///   sets another.
/// - **`nil` set by the app** ends the forwarding, and the proxy goes back in front. Set back by
///   whoever read it (`let saved = view.delegate; view.delegate = nil; …; view.delegate = saved`),
///   it forwards again to what that `nil` ended (a read after the `nil` cannot be told apart);
///   after a second `nil` in front of it, the death of what it forwarded to
///   (``forwardeeDied(on:)``), or the death of a splitter or wrapper built around it since (see *A
///   refresh*), to nobody. A `nil` behind another library's proxy forgets nothing. Where another
///   library's proxy is in front, `nil` is that proxy asking UIKit again (RxCocoa's `reset()` sets
///   `nil` and itself back at once, `DelegateProxy.swift`): the proxy goes in front still
///   forwarding, and behind that proxy again when it sets itself back; or, standing aside for that
///   proxy, stays aside. The app clearing the property there is taken for the same: the app's
///   delegate keeps its calls, or the property stays `nil` until the next set, or the next refresh.
/// - **Another library's proxy set in front that does not forward to this one** is adopted, and the
///   proxy goes in front of it. Such a proxy takes what is in the property when it is used and
///   checks right after its setter that it is still there (RxCocoa: `assert(_currentDelegate(for:
///   object) === proxy)`, `DelegateProxyType.proxy(for:)`); what it takes is always this proxy or
///   something that passes calls on to it, since every set above is answered before its setter
///   returns, and the proxy is back in the property as soon as it hears that the object in front of
///   it died (see *A refresh*), so that check holds; but for an object deallocated on another
///   thread, heard of on the main queue's next turn: such a proxy set before then is adopted, the
///   proxy goes in front of it inside its setter, and the check fails, as it would if the app set a
///   delegate there. The one that sets itself without forwarding here is one whose forwardee the
///   app changed (`rx.setDelegate`), and it sets itself from `reset()`, which checks nothing.
/// - **A refresh** (the proxy's answers changed: a closure added or removed, the app's delegate
///   deallocated) sets the property to `nil` and back to *whatever is in front*, never to the proxy
///   in place of a wrapper, and only when what the front answers differs from what UIKit was last
///   told. The object in front deallocated (the view holds it weakly) leaves the property empty:
///   the refresh at its death puts the proxy back, forwarding as before.
/// - **A proxy cut out** without the property changing (another library's proxy replaced its
///   forwardee, so nothing in front passes calls on to this proxy) notices at its next refresh,
///   reports it, and goes back in front of that object, forwarding to it.
///
/// - **Every set is verified**: right after the proxy sets the property, it reads it back, and
///   checks that it heard of the set as it hears of the app's. A view that ignores the setter, or
///   whose class was changed at run time, and a property that sends no key-value notification (a
///   Swift property that is not `dynamic`), are reported at once
///   (``DelegateProperty/setDidNotTake(_:)``), rather than leaving closures that never run. A set
///   of `nil` is not checked, nor one that an object passing calls on to the proxy replaced at once
///   (another of this library's proxies, going in front as it heard of the set).
///
/// Each rule takes effect before the set that called for it returns, before the call that found a
/// loop goes on, or, at a death, while the object is being deallocated; no placement waits for a
/// later turn of the run loop (a death off the main thread is heard of on the next one; the UIKit
/// layer's refreshes after a call nobody could serve, or during the user's reordering, come later
/// too).
///
/// Every rule is checked on all sequences of five operations, and, from a splitter or wrapper in
/// front of the proxy, on all of four after it dies, against a model of UIKit, of RxCocoa's proxy,
/// of splitters and wrappers, of a diffable data source and of the app's delegates
/// (`DelegatePlacementModelTests`, which lists what the model leaves out).
@MainActor
package final class DelegatePlacement<Property: DelegateProperty> {
  /// Something the proxy did that the app should hear of.
  package enum Note: Equatable, Sendable {
    /// A wrapper set in front of the proxy passes calls on to it while the proxy passed calls
    /// on to that wrapper. The proxy now passes them on to what the wrapper said it forwarded to
    /// before; `forwardeeLost` when the wrapper did not say, so whatever it forwarded to may no
    /// longer receive calls.
    case cycleBroken(forwardeeLost: Bool)
    /// The property holds an object that must stay there (a diffable data source); the proxy
    /// stepped aside and its closures for this property do not run.
    case steppedAside
    /// Nothing in front passes calls on to the proxy any more, though the property did not
    /// change; the proxy went back in front.
    case cutOut
    /// A call passed on came back to the proxy round a loop the lookup could not see: the
    /// object it forwarded to passes calls on to it (a splitter built around the view's
    /// delegate, which was the proxy, that calls its targets directly). That object is back in
    /// front, and the proxy forwards to what it forwarded to before adopting it; or, when another
    /// library's proxy in front passes calls on to this one, it stays behind the proxy, and each
    /// call it passes back goes on to what the proxy forwarded to before it.
    case loopFound
    /// The proxy went in front of another library's proxy that forwards to an object. If
    /// RxCocoa's `rx.setDelegate` set that object, RxCocoa's next `rx` use makes its proxy
    /// forward to this one instead, and disposing what `rx.setDelegate` returned, while that
    /// object lives, then fails RxCocoa's debug assertion ("Delegate was changed from time it
    /// was first set", `installForwardDelegate`): no arrangement avoids that while the closures
    /// run. The proxy cannot tell that object from one RxCocoa's proxy adopted.
    case behindForwardingProxy
  }

  /// Where the proxy is.
  ///
  /// Whether what is in front is another library's proxy tells what a `nil` set now is: that
  /// proxy asking UIKit again (RxCocoa's `reset()` sets `nil`, then itself back at once,
  /// `DelegateProxy.swift`), rather than the app clearing the property.
  package enum Position: Equatable, Sendable {
    /// Not installed yet.
    case none
    /// In the property, or behind what is (an object of the app's that passes calls on to it).
    case serving
    /// Behind another library's proxy that passes calls on to it.
    case servingBehindProxy
    /// Out of the property, behind nobody: an object that must stay in front is there.
    case steppedAside
    /// Out of the property: another library's proxy is there, which must stay in front.
    case steppedAsideForProxy

    /// Whether the proxy receives the view's calls, so that its closures run.
    package var isServing: Bool { self == .serving || self == .servingBehindProxy }
    /// Whether the proxy stands aside for an object that must stay in front.
    package var isSteppedAside: Bool { self == .steppedAside || self == .steppedAsideForProxy }
  }

  package private(set) var position = Position.none
  /// What an object the proxy adopted said it forwards to.
  private struct Declaration {
    /// That object, held weakly.
    weak var forwardee: Property.Object?
    /// Whether the adopted object said it: `false` for one that says nothing (the app's
    /// delegate, a splitter), which may forward to objects the proxy cannot know.
    var isKnown: Bool

    /// What `declared` (``DelegateProperty/declaredForwardee(of:)``) says; by default, what an
    /// adopted `nil` says: nothing to lose.
    init(_ declared: Property.Object?? = .some(nil)) {
      forwardee = declared ?? nil
      isKnown = declared != nil
    }
  }

  /// What the forwardee said it forwards to when the proxy adopted it, kept in case it later
  /// adopts this proxy and forgets that.
  private var fallback = Declaration()
  /// What the proxy forwarded to before it adopted its forwardee, with what that said, kept in
  /// case the forwardee turns out to be a wrapper around the proxy (``loopFound(on:)``): where a
  /// call that the forwardee sends back round a loop goes (``passOnBehind(_:on:)``).
  package private(set) weak var replacedForwardee: Property.Object?
  private var replacedFallback = Declaration()
  /// A wrapper found by a call going round it (``loopFound(on:)``): it passes calls on to the
  /// proxy though the property's lookup cannot see it.
  private weak var foundWrapper: Property.Object?
  /// The object the proxy adopted when it was installed: it was set before the proxy existed,
  /// so it cannot be a wrapper around it.
  private weak var adoptedOnInstall: Property.Object?
  /// What the front answered when UIKit last asked it.
  private var toldClaims: [Property.Method: Bool] = [:]

  package nonisolated init() {}

  /// The proxy was just created: adopt what is in the property, and go in front of it unless
  /// it must stay there.
  package func install(on property: Property) -> [Note] {
    let current = property.front
    if let current, !property.mustStayInFront(current) { adoptedOnInstall = current }
    return adoptAndGoInFront(of: current, on: property)
  }

  /// Something other than the proxy set the property: places the proxy for it before the
  /// setter returns.
  package func frontChanged(on property: Property) -> [Note] {
    guard position != .none, !property.proxiesSetting.contains(where: { $0 === property.proxy })
    else { return [] }
    // UIKit asked the new front, as at any set; a refresh compares with that.
    toldClaims = property.claimsOfFront()
    guard property.front == nil else { return settle(on: property) }
    // Another proxy asking UIKit again: it sets what was in front back at once. One of this
    // library's is seen doing so; standing aside for another library's, the proxy stays aside;
    // behind one, the forwarding must outlive that, and the proxy goes in front meanwhile, so
    // that the view is never left without it.
    if !property.proxiesSetting.isEmpty || position == .steppedAsideForProxy { return [] }
    guard position == .servingBehindProxy else { return adoptAndGoInFront(of: nil, on: property) }
    putProxyInFront(on: property)
    return []
  }

  /// Places the proxy for what the property holds: behind it if it passes calls on to the
  /// proxy, else in front of it, adopted.
  private func settle(on property: Property) -> [Note] {
    let new = property.front
    if let new, new === property.proxy || reaches(new, on: property) {
      position = property.isForeignProxy(new) ? .servingBehindProxy : .serving
      let isPutBack = new === property.proxy || new === foundWrapper
      if isPutBack, property.forwardee == nil, replacedForwardee != nil {
        // The proxy, or a wrapper a loop revealed around it, put back by whoever read it when
        // the proxy forwarded to what it replaced since by nobody (the app's `nil`, stepping
        // aside), or from the `deinit` of what it forwards to, which saved it
        // (IQKeyboardReturnKeyHandler's Objective-C `dealloc`): either meant what the proxy
        // forwarded to then. UIKit was told without it.
        forwardToReplaced(on: property)
        return refresh(on: property)
      }
      if let replaced = replacedForwardee, reaches(replaced, on: property) {
        // Another library's proxy that the proxy forwarded to adopted it since: a call that
        // comes back round a wrapper goes on to what that proxy forwarded to.
        (replacedForwardee, replacedFallback) = (replacedFallback.forwardee, Declaration())
      }
      return new === property.proxy ? [] : breakCycle(on: property)
    }
    return adoptAndGoInFront(of: new, on: property)
  }

  /// Adopts `object` and goes in front of it, or steps aside for one that must stay in front.
  private func adoptAndGoInFront(of object: Property.Object?, on property: Property) -> [Note] {
    if let object, property.mustStayInFront(object) { return stepAside(for: object, on: property) }
    // A `nil` after a `nil` forgets what the first replaced: the proxy read between the two
    // stood for nobody.
    if property.forwardee !== object || object == nil {
      (replacedForwardee, replacedFallback) = (property.forwardee, fallback)
    }
    // Adopting `nil` keeps nothing: nothing can be lost.
    property.forwardee = object.flatMap(property.adoptable)
    fallback = object.map { Declaration(property.declaredForwardee(of: $0)) } ?? Declaration()
    putProxyInFront(on: property)
    // Another view's proxy of this library is not adopted itself: its forwardee is.
    return fallback.forwardee == nil || property.forwardee !== object
      ? [] : [.behindForwardingProxy]
  }

  /// The proxy's answers may have changed (closures added or removed, the app's delegate
  /// deallocated): tell UIKit if what the front answers changed, without moving anyone; or the
  /// object in front of the proxy was deallocated: go back in the property.
  package func refresh(on property: Property) -> [Note] {
    if position.isSteppedAside {
      // The object the proxy stood aside for may be gone (the property holds weakly).
      return property.front.map(property.mustStayInFront) == true ? [] : settle(on: property)
    }
    guard position.isServing else { return [] }
    guard let front = property.front else {
      // A front held weakly by the view (a splitter or wrapper nobody else kept) was
      // deallocated. It passed calls on to the proxy, which forwards to the app's delegate:
      // the proxy goes in front, still forwarding there. Forwarding to nobody, it stood for
      // nobody in that front, whatever the proxy replaced before.
      if property.forwardee == nil { forgetReplaced() }
      putProxyInFront(on: property)
      return []
    }
    if front === property.proxy || reaches(front, on: property) {
      // Only the methods UIKit was told about when the front was last set can be stale: a
      // method first asked about since was answered by the front as it is now.
      let claims = property.claimsOfFront()
      guard toldClaims.contains(where: { claims[$0.key] != $0.value }) else { return [] }
      setFront(nil, on: property)
      setFront(front, on: property)
      return []
    }
    if property.mustStayInFront(front) { return stepAside(for: front, on: property) }
    return [.cutOut] + adoptAndGoInFront(of: front, on: property)
  }

  /// The object the proxy forwarded to was deallocated: the proxy set back now stands for nobody,
  /// not for what that object replaced (even one put back later from that object's teardown).
  package func forwardeeDied(on property: Property) {
    if property.forwardee == nil { forgetReplaced() }
  }

  private func forgetReplaced() { (replacedForwardee, replacedFallback) = (nil, Declaration()) }

  /// Passes a call that came back round a loop on behind the object that sent it back, once
  /// ``loopFound(on:)`` repaired the loop.
  ///
  /// The repair comes first: that object, a wrapper around the proxy, is back in front, and the
  /// proxy forwards to what it forwarded to before adopting it, which the wrapper meant to reach
  /// through it. So `body` reaches that, and whatever the call does there (the app's delegate
  /// setting the property, UIKit nesting another method) meets the proxy placed, as it would
  /// meet the wrapper without the library.
  ///
  /// A wrapper kept behind the proxy (another library's proxy is in front) stays the proxy's
  /// forwardee: a call it sends back, the first or a later one with the same token, goes on
  /// behind it, unless a set meanwhile placed the proxy anew. Any other call goes where the
  /// proxy forwards now.
  package func passOnBehind(_ body: () -> Void, on property: Property) {
    guard let wrapper = property.forwardee, wrapper === foundWrapper else { return body() }
    let was = (wrapper, replacedForwardee, replacedFallback, fallback)
    property.forwardee = was.1
    // As the proxy reads it: `nil` for an object deallocated since it was set.
    let behind = property.forwardee
    body()
    guard property.forwardee === behind else { return }
    (property.forwardee, replacedForwardee, replacedFallback, fallback) = was
    // The other library's proxy may have left the front meanwhile (a `nil` taken for it asking
    // UIKit again): the wrapper then goes in front, as any found wrapper.
    _ = loopFound(on: property)
  }

  /// Whether `forwardee` may send a call back round a loop: any object but the one that was the
  /// view's delegate when the proxy was installed, which existed before the proxy and so cannot
  /// have saved it to call (``ForwardedCalls``; ``loopFound(on:)`` never moves it either).
  package func mayLoop(through forwardee: Property.Object?) -> Bool {
    forwardee == nil || forwardee !== adoptedOnInstall
  }

  /// A call passed on came back to the proxy round a loop (`ForwardedCalls`), and is about to be
  /// passed on behind (``passOnBehind(_:on:)``).
  ///
  /// The forwardee passes calls on to the proxy though ``DelegateProperty/reachesProxy(_:)``
  /// said it does not. Treat it as the wrapper it is: it goes back in front, and the proxy
  /// forwards to what it forwarded to before adopting it.
  ///
  /// Another library's proxy in front that passes calls on to this one (it adopted the proxy before
  /// the wrapper's first call) leaves the wrapper no place in front: the proxy keeps passing calls
  /// on to it, and each call it sends back goes on behind it (``passOnBehind(_:on:)``).
  package func loopFound(on property: Property) -> [Note] {
    // The object adopted on install was set before the proxy existed, so it is not taken for
    // one that passes calls on to it, and nothing moves. A wrapper found already, kept behind
    // the proxy, sends every call back: that is its route, not news; it goes in front once the
    // other library's proxy has left.
    guard position.isServing, let wrapper = property.forwardee, wrapper !== adoptedOnInstall
    else { return [] }
    let isNew = wrapper !== foundWrapper
    foundWrapper = wrapper
    if property.front.flatMap({ property.declaredForwardee(of: $0) ?? nil }) !== property.proxy {
      forwardToReplaced(on: property)
      if property.front === property.proxy { setFront(wrapper, on: property) }
    }
    return isNew ? [.loopFound] : []
  }

  /// The proxy's forwardee turned out to be a wrapper around it: forward again to what the proxy
  /// forwarded to before adopting it, which the wrapper meant to reach through the proxy.
  private func forwardToReplaced(on property: Property) {
    (property.forwardee, fallback) = (replacedForwardee, replacedFallback)
    forgetReplaced()
  }

  /// The proxy passes calls on to a wrapper that now passes them on to the proxy: pass them on
  /// to what that wrapper forwarded to before instead.
  private func breakCycle(on property: Property) -> [Note] {
    // A wrapper found behind the proxy is passed calls that come back round it on purpose.
    guard let forwardee = property.forwardee, forwardee !== foundWrapper,
      reaches(forwardee, on: property)
    else { return [] }
    let replacement = fallback.forwardee.flatMap { reaches($0, on: property) ? nil : $0 }
    let isLost = !fallback.isKnown
    (property.forwardee, fallback) = (replacement, Declaration())
    _ = refresh(on: property)
    return [.cycleBroken(forwardeeLost: isLost)]
  }

  /// Whether `object` passes calls on to the proxy: as the property's lookup sees it, or
  /// because it is (or says it forwards to) a wrapper a loop revealed.
  private func reaches(_ object: Property.Object, on property: Property) -> Bool {
    // Another library's proxies say what they forward to; a short chain of them at most.
    sequence(first: object) { property.declaredForwardee(of: $0) ?? nil }.prefix(8).contains {
      $0 === property.proxy || $0 === foundWrapper || property.reachesProxy($0)
    }
  }

  private func stepAside(for front: Property.Object, on property: Property) -> [Note] {
    // The proxy read before this stood for what it forwarded to (see ``settle(on:)``).
    if property.forwardee != nil {
      (replacedForwardee, replacedFallback) = (property.forwardee, fallback)
    }
    (property.forwardee, fallback) = (nil, Declaration())
    let wasAside = position.isSteppedAside
    position = property.isForeignProxy(front) ? .steppedAsideForProxy : .steppedAside
    return wasAside ? [] : [.steppedAside]
  }

  private func putProxyInFront(on property: Property) {
    position = .serving
    setFront(property.proxy, on: property)
  }

  /// Sets the property to `object` and, for an object, keeps what UIKit was told by it.
  private func setFront(_ object: Property.Object?, on property: Property) {
    let heard = property.setFront(object)
    // Key-value observation tells of others' sets, not of a set that did not take, nor of any
    // set on a property that sends no notification. One that an object passing calls on to the
    // proxy replaced inside the setter took (a second proxy of this library on the property,
    // which went in front as it heard of the set).
    let now = property.front
    let builtOn = now.map { $0 !== property.proxy && reaches($0, on: property) } ?? false
    if let object, now !== object && !builtOn || !heard { property.setDidNotTake(object) }
    if object != nil { toldClaims = property.claimsOfFront() }
  }
}
