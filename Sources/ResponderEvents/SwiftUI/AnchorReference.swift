#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import ResponderEventsCore
  import SwiftUI
  import Foundation
  import UIKit

  // How a sender finds the UIKit node it sends from: the anchor view the bridge puts in the
  // hosting view, and the wait for it to be attached.

  /// Where the bridge's anchor view is, once SwiftUI has made it, and the sends waiting for it
  /// to be connected.
  @MainActor
  final class AnchorReference {
    weak var view: UIView? {
      didSet { connectionMayHaveChanged() }
    }

    /// Made on first use, so that the bridge can create the reference outside the main actor
    /// (`@State`'s initial value, which SwiftUI evaluates, and throws away, on every update).
    private(set) lazy var pending = DeferredSends()
    private var hasConnected = false
    private var isFlushScheduled = false

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

    deinit {
      // SwiftUI releases its state on the main thread; what still waits is reported there.
      // Released on another thread, the waiting sends are dropped unreported, since
      // diagnostics are delivered on the main actor.
      guard Thread.isMainThread else { return }
      MainActor.assumeIsolated { pending.discardAll() }
    }

    /// The anchor view, once its chain reaches a view controller (the hosting controller):
    /// from then on, for good, even when the content later leaves the window.
    var connectedView: UIView? {
      guard let view else { return nil }
      if hasConnected { return view }
      var responder = view.next
      while let current = responder, !(current is UIViewController) { responder = current.next }
      guard responder != nil else { return nil }
      hasConnected = true
      return view
    }

    /// The anchor view was made, or moved: once it is connected, the waiting sends go, on the
    /// next turn of the main run loop rather than in the middle of the hierarchy change.
    func connectionMayHaveChanged() {
      if let rootScopeStorage, let view = connectedView { rootScopeStorage.attach(to: view) }
      guard !isFlushScheduled, pending.count > 0, connectedView != nil else { return }
      isFlushScheduled = true
      let scope = DiagnosticsScope.current
      DispatchQueue.main.async { [weak self] in
        guard let self else { return }
        self.isFlushScheduled = false
        scope.run { self.pending.flush() }
      }
    }

    /// The anchor view once it is connected; `nil` if the content goes away or the task is
    /// cancelled first.
    func waitUntilConnected(eventType: String) async -> UIView? {
      if let view = connectedView { return view }
      let waiter = ConnectionWaiter()
      return await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          waiter.wait(with: continuation)
          waiter.queued = pending.enqueue(
            eventType: eventType,
            run: { [weak self] in waiter.resume(returning: self?.connectedView) },
            drop: { waiter.resume(returning: nil) })
          connectionMayHaveChanged()
        }
      } onCancel: {
        Task { @MainActor [weak self] in
          // The request stopped waiting: free its place, and report nothing for it later.
          if let queued = waiter.queued { self?.pending.withdraw(queued) }
          waiter.resume(returning: nil)
        }
      }
    }

    /// The anchor view `view` was removed by SwiftUI: unless a newer anchor replaced it, what
    /// still waits is reported and dropped.
    func anchorRemoved(_ view: UIView) {
      guard self.view == nil || self.view === view else { return }
      pending.discardAll()
    }
  }

  /// One request waiting for its content to be connected: resumed once, by whichever comes
  /// first of the connection, the content going away, or cancellation.
  @MainActor
  final class ConnectionWaiter {
    /// The waiting request's place in the queue, to withdraw it if the request is cancelled.
    var queued: UInt64?
    private var continuation: CheckedContinuation<UIView?, Never>?
    private var isDone = false

    func wait(with continuation: CheckedContinuation<UIView?, Never>) {
      if isDone {
        continuation.resume(returning: nil)
      } else {
        self.continuation = continuation
      }
    }

    func resume(returning view: UIView?) {
      guard !isDone else { return }
      isDone = true
      continuation?.resume(returning: view)
      continuation = nil
    }
  }
#endif
