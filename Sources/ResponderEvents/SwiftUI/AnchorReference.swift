#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import UIKit

  // How a sender finds the UIKit node it sends from: the anchor view the bridge puts in the
  // hosting view, and the wait for it to be attached.

  /// Where the bridge's anchor view is, once SwiftUI has made it, and the sends waiting for it
  /// to be connected.
  @MainActor
  final class AnchorReference {
    /// Set as SwiftUI makes or updates the anchor, which is not in a hierarchy yet when it is
    /// made: the update looks for the connection on the next turn (`SenderAnchor`), and the
    /// view's own moves look again.
    ///
    /// A new one (SwiftUI remade it) is waited for again, though the one before was removed
    /// before it was attached, or was connected: the new one is not in a hierarchy yet.
    weak var view: UIView? { didSet { pending.reopen() } }

    /// Made on first use, so that the bridge can create the reference outside the main actor
    /// (`@State`'s initial value, which SwiftUI evaluates, and throws away, on every update).
    private(set) lazy var pending = DeferredSends()

    nonisolated init() {}

    /// The scope at the top of the SwiftUI handlers of this bridged content, attached to the
    /// anchor view once it is connected; made on first use, like `pending`.
    var rootScope: ScopeNode {
      if let rootScopeStorage { return rootScopeStorage }
      let root = ScopeNode(name: "SwiftUI")
      rootScopeStorage = root
      if let view = connectedView { root.attach(to: view) }
      return root
    }
    private var rootScopeStorage: ScopeNode?

    // SwiftUI releases its state on the main thread; what still waits is reported there.
    // Released on another thread, the waiting sends are dropped unreported, since diagnostics
    // are delivered on the main actor. (A waiting request keeps this reference: the anchor
    // view's dismantling or deallocation drops it.)
    deinit { if Thread.isMainThread { MainActor.assumeIsolated { pending.discardAll() } } }

    /// The anchor view, once its chain reaches a view controller (the hosting controller):
    /// from then on, for good, even when the content later leaves the window, until SwiftUI
    /// makes another anchor view (`DeferredSends.reopen()`), which is connected only once
    /// its own chain reaches one.
    var connectedView: UIView? {
      guard let view else { return nil }
      let chain = sequence(first: view as UIResponder) { $0.next }
      pending.wasAttached = pending.wasAttached || chain.contains { $0 is UIViewController }
      return pending.wasAttached ? view : nil
    }

    /// Whether the anchor view was connected and is gone since: SwiftUI removed the content.
    ///
    /// What a sender kept after it (by a task or a model) sends can never wait for a
    /// connection. Derived from the view rather than told by `dismantleUIView`, which nothing
    /// documents SwiftUI calls when a whole hosting controller is freed; a newer anchor view
    /// (SwiftUI remaking it) ends it.
    var isGone: Bool { pending.wasAttached && view == nil }

    /// The anchor view was made, or moved: once it is connected, the waiting sends go, on the
    /// next turn of the main run loop rather than in the middle of the hierarchy change.
    func connectionMayHaveChanged() {
      // `connectedView` first, whatever else there is: reading it records the connection that
      // `isGone` needs, in content with no scope that sends nothing while it is connected.
      if let view = connectedView, let rootScopeStorage { rootScopeStorage.attach(to: view) }
      guard pending.count > 0, connectedView != nil else { return }
      // Each call that finds sends waiting schedules a flush; the first runs them all, and
      // the others find the queue empty.
      MainThread.run(later: true) { [weak self] in self?.pending.flush() }
    }

    /// Waits for the anchor view, not connected yet, to be connected; `false` if the content
    /// goes away or the task is cancelled first.
    ///
    /// The wait is a place in `pending`: its run yields to a stream, its drop finishes it, and
    /// cancelling the task ends it too ("If you cancel the task this iterator is running in
    /// while `next()` is awaiting a value, the `AsyncStream` terminates", Apple's documentation
    /// of `AsyncStream.Iterator.next()`). Whichever comes first ends the wait, once.
    func waitUntilConnected(eventType: String) async -> Bool {
      let (connection, continuation) = AsyncStream.makeStream(of: Void.self)
      let queued = pending.enqueue(
        eventType: eventType, run: { continuation.yield() }, drop: { continuation.finish() })
      connectionMayHaveChanged()
      for await _ in connection { return true }
      // Dropped, or cancelled: a cancelled request frees its place, and nothing is reported
      // for it later.
      if let queued { pending.withdraw(queued) }
      return false
    }
  }
#endif
