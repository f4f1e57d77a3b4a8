#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// One call of a delegate method, as `ForwardedCalls` tells a call that came back round a loop
  /// from one UIKit makes again inside it: its view, the arguments that tell calls apart (an
  /// index path, a section, a text, a range) and, for a scroll view, where it is scrolled.
  ///
  /// UIKit calls a delegate again inside a call only when something changed: another row, a
  /// new offset (a delegate that scrolls inside `scrollViewDidScroll(_:)`) or zoom scale. A call
  /// that comes back with the same token is the call itself, sent back by an object the proxy
  /// passed it on to.
  struct CallToken: Hashable {
    let view: ObjectIdentifier
    let arguments: [AnyHashable]
    /// A scroll view's content offset and zoom scale, or `nil` for other views.
    ///
    /// Three values in place rather than an array, which would allocate on every call passed on.
    let position: SIMD3<Double>?

    @MainActor
    init(view: AnyObject, arguments: [AnyHashable]) {
      self.view = ObjectIdentifier(view)
      self.arguments = arguments
      if let scrollView = view as? UIScrollView {
        let offset = scrollView.contentOffset
        position = SIMD3(offset.x, offset.y, scrollView.zoomScale)
      } else {
        position = nil
      }
    }
  }
#endif
