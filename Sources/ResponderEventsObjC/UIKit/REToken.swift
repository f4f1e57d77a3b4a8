#if canImport(UIKit) && !os(watchOS)
  public import Foundation
  import ResponderEventsCore

  /// Identifies handlers or blocks registered from Objective-C, so that they can be removed:
  /// the Objective-C face of `HandlerToken`, which Objective-C cannot hold.
  ///
  /// Keep it when a handler or block must go before its responder does; otherwise ignore it,
  /// and the registration lives as long as the responder. Removing twice, or after the
  /// responder was deallocated, does nothing.
  ///
  /// ```objc
  /// self.dimming = [okButton re_onControlEvents:UIControlEventTouchDown handler:^(UIButton *button) {
  ///     button.alpha = 0.5;
  /// }];
  /// ```
  ///
  /// ```objc
  /// [self.dimming remove];
  /// ```
  @MainActor
  @objc(REToken)
  public final class REToken: NSObject {
    private let token: HandlerToken

    /// The token of `token`'s registration; of none when the registration was refused.
    init(_ token: HandlerToken?) { self.token = token ?? .refused }

    /// Removes the handlers or blocks this token stands for.
    ///
    /// Callable from any thread: on the main thread it removes them at once, otherwise on the
    /// main queue, soon (a dispatch already under way there may still run them).
    @objc public nonisolated func remove() { MainThread.run { self.token.remove() } }
  }
#endif
