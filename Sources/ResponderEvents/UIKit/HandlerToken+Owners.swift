#if canImport(UIKit) && !os(watchOS)
  // The `with: owner` registrations: a closure that receives an owner, held weakly, in place of
  // its view, and is removed when the owner is deallocated. What a closure list answers once
  // its owner is gone, and which removals an owner keeps, is decided in the core
  // (`CallbackList`, `WeakOwner`, `DeallocationActions`).

  extension HandlerToken {
    /// The token of the registration `register` makes with a weak reference to `owner`; the
    /// registration is also removed, as by `remove()`, when `owner` is deallocated.
    ///
    /// `register` hands the reference to the closure it registers, which must keep it for as
    /// long as the registration is in place (`WeakOwner.passing(to:)` and
    /// `CallbackList.append(_:_:)` do): that is how the owner's list forgets registrations
    /// that went away before it.
    package static func bound<Owner: AnyObject>(
      to owner: Owner, _ register: (WeakOwner<Owner>) -> HandlerToken
    ) -> HandlerToken {
      let reference = WeakOwner(owner)
      let token = register(reference)
      // Removed on the main queue's next turn, never inside the owner's deallocation: an owner
      // can die while UIKit is calling one of its closures (the closure held the last
      // reference), and removing the last closure of a method makes the proxy set the view's
      // delegate again, which must not happen inside UIKit's call or a `performBatchUpdates`
      // block. Until then the closure lists skip the dead owner's closures, and a method still
      // claimed for one answers as if it had none. Tied to the reference the registration's
      // closure keeps, so a registration that went away earlier is forgotten.
      DeallocationActions.on(owner).add(tiedTo: reference) {
        MainThread.run(later: true) { _ = token.remove() }
      }
      // Once the owner is gone the registration counts as removed at once. Held weakly: a
      // token the app keeps must not keep the action above after its registration went away.
      return HandlerToken(
        removing: { [weak reference] in reference?.object != nil && token.remove() },
        isRegistered: { [weak reference] in reference?.object != nil && token.isActive })
    }
  }
#endif
