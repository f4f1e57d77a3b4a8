/// Whether a delegate proxy should tell UIKit it implements a method.
///
/// UIKit asks a delegate which optional methods it implements and changes its behaviour for the
/// ones it does; a proxy that claimed every method it can handle would change UIKit's defaults
/// (a header's height, say). So a proxy claims a method it manages only when there is a reason
/// to be called: a registered closure, or an app delegate that implements the method. Methods it
/// does not manage are claimed if the proxy or the app's delegate implements them; the app's
/// delegate then receives them directly.
package enum DelegateResponse {
  /// Whether the proxy responds to one selector.
  ///
  /// - Parameters:
  ///   - isManaged: The proxy turns this method into closures.
  ///   - hasClosures: At least one closure is registered for it.
  ///   - proxyImplements: The proxy's class implements it (its own methods, `NSObject`'s).
  ///   - forwardeeResponds: The app's own delegate responds to it.
  package static func responds(
    isManaged: Bool, hasClosures: Bool, proxyImplements: Bool, forwardeeResponds: Bool
  ) -> Bool {
    if forwardeeResponds { return true }
    return isManaged ? hasClosures : proxyImplements
  }
}
