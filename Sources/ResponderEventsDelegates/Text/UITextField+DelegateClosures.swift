#if canImport(UIKit) && !os(watchOS)
  public import UIKit

  /// `UITextFieldDelegate` as closures.
  ///
  /// ```swift
  /// field.re.onShouldReturn(with: field) { field in
  ///   field.resignFirstResponder()
  ///   return true
  /// }
  /// ```
  ///
  /// A hidden proxy becomes the field's delegate and still calls the app's own delegate, set
  /// before or after, for every method. When closures and the app's delegate both answer:
  ///
  /// | Kind of method | Who answers |
  /// |---|---|
  /// | `should…` (`Bool`) | Every closure, in registration order, then the app's delegate. The first `false` wins and nobody after it is asked. |
  /// | `did…` (no result) | Every closure, in registration order, then the app's delegate. |
  ///
  /// With no closure registered for a method and no app delegate implementing it, UIKit is told
  /// the method is not implemented, so its default behaviour stays.
  extension ResponderEventsWrapper where Base: UITextField {
    /// Asked before the field starts editing; return `false` to prevent it.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onShouldBeginEditing<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner) -> Bool
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.shouldBeginEditing)
    }

    /// Called after the field started editing.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onDidBeginEditing<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner) -> Void
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.didBeginEditing)
    }

    /// Asked before the field stops editing; return `false` to keep it editing.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onShouldEndEditing<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner) -> Bool
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.shouldEndEditing)
    }

    /// Called after the field stopped editing, with the reason.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onDidEndEditing<Owner: AnyObject>(
      with owner: Owner,
      _ body: @escaping @MainActor (Owner, UITextField.DidEndEditingReason) -> Void
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.didEndEditing)
    }

    /// Asked before the text changes; return `false` to refuse the change.
    ///
    /// `range` (UTF-16 offsets into the current text) is about to become `replacement`.
    ///
    /// For length limits and allowed characters, prefer `apply(_:)`, which counts characters
    /// as the user sees them and handles pasting and input methods.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onShouldChangeCharacters<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, NSRange, String) -> Bool
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.shouldChangeCharacters)
    }

    /// Asked before the clear button empties the field; return `false` to keep the text.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onShouldClear<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner) -> Bool
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.shouldClear)
    }

    /// Asked when the user presses Return; return `false` to ignore the key.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onShouldReturn<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner) -> Bool
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.shouldReturn)
    }

    /// The delegate the app gave this text field, behind the hidden proxy that runs its
    /// closures and input rules; without a proxy, the field's `delegate`.
    public var delegate: AnyObject? {
      TextFieldDelegateProxy.appDelegate(of: base, at: \UITextField.delegate)
    }

    /// The field's delegate proxy, installed on first use.
    private var delegateProxy: TextFieldDelegateProxy {
      .installed(on: base, at: \UITextField.delegate)
    }
  }
#endif
