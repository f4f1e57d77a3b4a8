#if canImport(UIKit) && !os(watchOS)
  import ResponderEventsDelegates
  public import UIKit

  // HWBlocksUI's text field blocks, for Objective-C only (see UIResponder+ObjCEvents.swift
  // for why each is obsoleted in Swift), on the text field's hidden per-view delegate proxy:
  // the app's own delegate, set before or after, still gets every call. A question (`should…`)
  // asks every block in registration order, then the app's delegate, and the first `NO` wins
  // (nobody after it is asked); notifications (`did…`) run every block.

  @available(swift, obsoleted: 1)
  extension UITextField {
    /// Asked before editing begins; return `NO` to refuse.
    ///
    /// A `nil` block is ignored, and reported.
    ///
    /// Main thread only.
    ///
    /// - Returns: A token that removes the block.
    @objc(re_onShouldBeginEditing:)
    @discardableResult
    public func reOnShouldBeginEditing(
      _ body: (@MainActor @convention(block) (UITextField) -> Bool)?
    ) -> REToken {
      token("re_onShouldBeginEditing:", body) { re.onShouldBeginEditing(with: self, $0) }
    }

    /// Called when editing begins.
    ///
    /// A `nil` block is ignored, and reported.
    ///
    /// Main thread only.
    ///
    /// - Returns: A token that removes the block.
    @objc(re_onDidBeginEditing:)
    @discardableResult
    public func reOnDidBeginEditing(
      _ body: (@MainActor @convention(block) (UITextField) -> Void)?
    ) -> REToken {
      token("re_onDidBeginEditing:", body) { re.onDidBeginEditing(with: self, $0) }
    }

    /// Asked before editing ends; return `NO` to keep editing.
    ///
    /// A `nil` block is ignored, and reported.
    ///
    /// Main thread only.
    ///
    /// - Returns: A token that removes the block.
    @objc(re_onShouldEndEditing:)
    @discardableResult
    public func reOnShouldEndEditing(
      _ body: (@MainActor @convention(block) (UITextField) -> Bool)?
    ) -> REToken {
      token("re_onShouldEndEditing:", body) { re.onShouldEndEditing(with: self, $0) }
    }

    /// Called when editing ends, with the reason.
    ///
    /// A `nil` block is ignored, and reported.
    ///
    /// Main thread only.
    ///
    /// - Returns: A token that removes the block.
    @objc(re_onDidEndEditing:)
    @discardableResult
    public func reOnDidEndEditing(
      _ body: (@MainActor @convention(block) (UITextField, DidEndEditingReason) -> Void)?
    ) -> REToken {
      token("re_onDidEndEditing:", body) { re.onDidEndEditing(with: self, $0) }
    }

    /// Asked before the text changes; return `NO` to refuse the change: HWBlocksUI's
    /// `shouldChangeCharactersHandler`.
    ///
    /// `range` (UTF-16 offsets into the current text) is about to become `string`.
    ///
    /// ```objc
    /// [textField re_onShouldChangeCharacters:^BOOL(UITextField *field, NSRange range, NSString *string) {
    ///     NSString *text = [field.text stringByReplacingCharactersInRange:range withString:string];
    ///     return text.length <= 6;
    /// }];
    /// ```
    ///
    /// A `nil` block is ignored, and reported.
    ///
    /// Main thread only.
    ///
    /// - Returns: A token that removes the block.
    @objc(re_onShouldChangeCharacters:)
    @discardableResult
    public func reOnShouldChangeCharacters(
      _ body: (@MainActor @convention(block) (UITextField, NSRange, String) -> Bool)?
    ) -> REToken {
      token("re_onShouldChangeCharacters:", body) { re.onShouldChangeCharacters(with: self, $0) }
    }

    /// Asked before the clear button empties the field; return `NO` to keep the text.
    ///
    /// A `nil` block is ignored, and reported.
    ///
    /// Main thread only.
    ///
    /// - Returns: A token that removes the block.
    @objc(re_onShouldClear:)
    @discardableResult
    public func reOnShouldClear(
      _ body: (@MainActor @convention(block) (UITextField) -> Bool)?
    ) -> REToken {
      token("re_onShouldClear:", body) { re.onShouldClear(with: self, $0) }
    }

    /// Asked when the user presses return: HWBlocksUI's `shouldReturnHandler`.
    ///
    /// A `nil` block is ignored, and reported.
    ///
    /// Main thread only.
    ///
    /// - Returns: A token that removes the block.
    @objc(re_onShouldReturn:)
    @discardableResult
    public func reOnShouldReturn(
      _ body: (@MainActor @convention(block) (UITextField) -> Bool)?
    ) -> REToken {
      token("re_onShouldReturn:", body) { re.onShouldReturn(with: self, $0) }
    }
  }
#endif
