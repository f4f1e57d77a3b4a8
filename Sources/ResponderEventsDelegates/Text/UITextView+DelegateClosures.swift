#if canImport(UIKit) && !os(watchOS)
  public import UIKit

  /// `UITextViewDelegate` as closures.
  ///
  /// ```swift
  /// notesView.re.onDidChange(with: notesView) { notesView in
  ///   notesView.re.send(NoteEdited(text: notesView.text))
  /// }
  /// ```
  ///
  /// A hidden proxy becomes the text view's delegate and still calls the app's own delegate,
  /// set before or after, for every method; it is also the text view's scroll view delegate, so
  /// `onDidScroll` shares it. The rules are those of the text field's closures: every `should…`
  /// closure must agree, then the app's delegate; every `did…` closure runs, then the app's
  /// delegate; a method with neither keeps UIKit's default.
  extension ResponderEventsWrapper where Base: UITextView {
    /// Asked before the text view starts editing; return `false` to prevent it.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onShouldBeginEditing<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner) -> Bool
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.shouldBeginEditing)
    }

    /// Called after the text view started editing.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onDidBeginEditing<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner) -> Void
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.didBeginEditing)
    }

    /// Asked before the text view stops editing; return `false` to keep it editing.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onShouldEndEditing<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner) -> Bool
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.shouldEndEditing)
    }

    /// Called after the text view stopped editing.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onDidEndEditing<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner) -> Void
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.didEndEditing)
    }

    /// Asked before the text changes; return `false` to refuse the change.
    ///
    /// `range` (UTF-16 offsets into the current text) is about to become `replacement`.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onShouldChangeText<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, NSRange, String) -> Bool
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.shouldChangeText)
    }

    /// Called after the user changed the text (not after the app sets `text`).
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onDidChange<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner) -> Void
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.didChange)
    }

    /// Called after the selection changed.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onDidChangeSelection<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner) -> Void
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.didChangeSelection)
    }

    /// The text view's delegate proxy, which is always the text view kind (see
    /// `ScrollViewDelegateProxy.installed(on:)`).
    private var delegateProxy: TextViewDelegateProxy {
      narrowed(ScrollViewDelegateProxy.installed(on: base), to: TextViewDelegateProxy.self)
    }

  }
#endif
