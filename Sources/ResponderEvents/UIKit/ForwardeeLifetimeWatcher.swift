#if canImport(UIKit) && !os(watchOS)
  package import Foundation
  import ResponderEventsCore

  /// Tells a delegate proxy that the app's own delegate it forwards to was deallocated.
  ///
  /// Attached to the app's delegate as an associated object, so it is released, and its
  /// `deinit` runs, when that delegate is deallocated: after the delegate's own `deinit` and
  /// stored properties, while the proxy's weak reference to it already reads `nil`. On the
  /// main thread (where UIKit delegates die) the proxy hears of it synchronously, before UIKit
  /// can call again; a delegate released on another thread is reported on the main queue.
  ///
  /// The proxy cancels the watcher when it adopts another delegate, and takes it off the app's
  /// delegate when the proxy itself goes. Each proxy attaches its own, keyed by the proxy's
  /// address, so one app delegate serving several views has one watcher per view.
  ///
  /// `re.catchAlertableErrors()` attaches one to each alert it presents, to hear that an alert
  /// dismissed by code was released.
  package final class ForwardeeLifetimeWatcher: NSObject {
    private let lock = NSLock()
    nonisolated(unsafe) private var onDeath: (@MainActor @Sendable () -> Void)?

    private init(onDeath: @escaping @MainActor @Sendable () -> Void) {
      self.onDeath = onDeath
    }

    /// Attaches a watcher to `forwardee` that calls `onDeath` when it is deallocated.
    @MainActor
    package static func attach(
      to forwardee: any NSObjectProtocol, for proxy: AnyObject,
      onDeath: @escaping @MainActor @Sendable () -> Void
    ) -> ForwardeeLifetimeWatcher {
      let watcher = ForwardeeLifetimeWatcher(onDeath: onDeath)
      // The key only has to be unique among the watchers on one delegate: the proxy's address,
      // stable while the proxy lives. A proxy that re-adopts the same delegate replaces (and so
      // releases) its earlier watcher, which it cancelled first.
      let key = UnsafeRawPointer(Unmanaged.passUnretained(proxy).toOpaque())
      objc_setAssociatedObject(forwardee, key, watcher, .OBJC_ASSOCIATION_RETAIN)
      return watcher
    }

    /// Takes the watcher `proxy` attached off `forwardee`; it will not call.
    package nonisolated static func detach(
      from forwardee: any NSObjectProtocol, for proxy: AnyObject
    ) {
      let key = UnsafeRawPointer(Unmanaged.passUnretained(proxy).toOpaque())
      objc_setAssociatedObject(forwardee, key, nil, .OBJC_ASSOCIATION_RETAIN)
    }

    /// Stops the watcher from calling; the proxy forwards elsewhere now.
    package nonisolated func cancel() {
      lock.withLock { onDeath = nil }
    }

    deinit {
      guard let onDeath = lock.withLock({ self.onDeath }) else { return }
      if Thread.isMainThread {
        MainActor.assumeIsolated { onDeath() }
      } else {
        let scope = DiagnosticsScope.current
        DispatchQueue.main.async { scope.run { onDeath() } }
      }
    }
  }
#endif
