#if canImport(UIKit) && !os(watchOS)
  /// A notice kept on one object (the app's delegate a proxy forwards to, the object in front
  /// of it) that tells the proxy when that object is deallocated.
  ///
  /// Kept in the object's `DeallocationActions`, tied to the proxy: an object that outlives the
  /// proxy, serving one view after another, keeps no notice of a proxy that is gone.
  @MainActor
  struct DeathNotice {
    private weak var object: AnyObject?
    private var id: UInt64?

    /// A notice that watches nothing.
    ///
    /// Not isolated, so that a proxy's initializer, which overrides `NSObject`'s, can make one.
    nonisolated init() {}

    /// Watches `newObject` for `proxy`, in place of what was watched; `nil` watches nothing.
    ///
    /// `onDeath` runs at once when the object dies on the main thread, where UIKit delegates
    /// die, so before UIKit calls again; from another thread, on the main queue's next turn.
    mutating func watch(
      _ newObject: AnyObject?, for proxy: AnyObject,
      onDeath: @escaping @MainActor @Sendable () -> Void
    ) {
      if newObject === object, id != nil { return }
      // An action was added to the object's list, so the list is there.
      if let id, let object { DeallocationActions.on(object).remove(id) }
      (object, id) = (newObject, nil)
      guard let newObject else { return }
      id = DeallocationActions.on(newObject).add(tiedTo: proxy) { MainThread.run(onDeath) }
    }
  }
#endif
