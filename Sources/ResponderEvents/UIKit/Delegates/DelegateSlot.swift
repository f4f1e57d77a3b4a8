#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import UIKit

  /// Reads, writes and watches one delegate property of one view.
  @MainActor
  struct DelegateSlot {
    let get: @MainActor () -> AnyObject?
    let set: @MainActor (AnyObject?) -> Void
    /// Starts calling the closure after every change of the property.
    let observe: @MainActor (@escaping @MainActor () -> Void) -> NSKeyValueObservation?

    /// A slot for no property: what a proxy has before it is installed.
    nonisolated static let detached = DelegateSlot(
      get: { nil }, set: { _ in }, observe: { _ in nil })

    /// A slot for the property at `keyPath` of `view`.
    ///
    /// A value that is not a `Delegate` is written as `nil`, as UIKit's own type would refuse it.
    static func property<View: NSObject, Delegate>(
      _ keyPath: ReferenceWritableKeyPath<View, Delegate?>, of view: View
    ) -> DelegateSlot {
      DelegateSlot(
        get: { [weak view] in view?[keyPath: keyPath] as AnyObject? },
        set: { [weak view] newValue in view?[keyPath: keyPath] = newValue as? Delegate },
        observe: { [weak view] changed in
          view?.observe(keyPath) { _, _ in
            // UIKit sets delegates on the main thread; hop there if someone did not.
            if Thread.isMainThread {
              MainActor.assumeIsolated { changed() }
            } else {
              DispatchQueue.main.async { changed() }
            }
          }
        })
    }
  }
#endif
