#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEvents
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
    /// A refresh writes back whatever is in the property, which may be an object that
    /// implements the delegate's methods without declaring the protocol (an Objective-C
    /// multicast delegate set with key-value coding): it is written as it is, the way
    /// Objective-C would (see `ForwardeeView`), rather than as `nil`. Only an object that is
    /// not an Objective-C object at all is written as `nil`.
    static func property<View: NSObject, Delegate>(
      _ keyPath: ReferenceWritableKeyPath<View, Delegate?>, of view: View
    ) -> DelegateSlot {
      DelegateSlot(
        get: { [weak view] in view?[keyPath: keyPath] as AnyObject? },
        set: { [weak view] newValue in
          guard let view else { return }
          guard let newValue else {
            view[keyPath: keyPath] = nil
            return
          }
          if let delegate = newValue as? Delegate {
            view[keyPath: keyPath] = delegate
          } else if let object = newValue as? any NSObjectProtocol {
            view[keyPath: keyPath] = ForwardeeView.view(object, as: Delegate.self)
          } else {
            view[keyPath: keyPath] = nil
          }
        },
        observe: { [weak view] changed in
          // UIKit sets delegates on the main thread; hop there if someone did not.
          view?.observe(keyPath) { _, _ in MainThread.run(changed) }
        })
    }
  }
#endif
