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
      position = (view as? UIScrollView).map {
        SIMD3($0.contentOffset.x, $0.contentOffset.y, $0.zoomScale)
      }
    }
  }
#endif
