#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  public import UIKit

  // HWBlocksUI's control blocks, for Objective-C only (see UIResponder+ObjCEvents.swift for
  // why each is obsoleted in Swift): the Swift closures' registrations, so that several blocks
  // for one event all run and none replaces another.

  @available(swift, obsoleted: 1)
  extension UIControl {
    /// Runs `handler` each time the control fires one of `events`: HWBlocksUI's
    /// `setHandler:forControlEvents:`, without its second block replacing the first.
    ///
    /// Works for every control. A block added for a combined mask runs once per event the
    /// control fires. For HWBlocksUI's `clickHandler`, pass
    /// `UIControlEventPrimaryActionTriggered`, which a button sends for a tap and also for a
    /// press of the space or return key with Full Keyboard Access ("semantic action: for
    /// buttons, etc.", UIControl.h):
    ///
    /// ```objc
    /// [okButton re_onControlEvents:UIControlEventPrimaryActionTriggered handler:^(UIButton *button) {
    ///     NSLog(@"OK");
    /// }];
    /// ```
    ///
    /// The control keeps the block until the token removes it or the control goes: a block
    /// that captures the controller whose view holds the control is a retain cycle. Use the
    /// block's argument for the control, and a `__weak` copy of the controller.
    ///
    /// A `nil` block is ignored, and reported.
    ///
    /// Main thread only.
    ///
    /// - Returns: A token that removes the block.
    @objc(re_onControlEvents:handler:)
    @discardableResult
    public func reOn(
      _ events: UIControl.Event, handler: (@MainActor @convention(block) (AnyObject) -> Void)?
    ) -> REToken {
      token("re_onControlEvents:handler:", handler) { re.on(events, $0) }
    }
  }

#endif
