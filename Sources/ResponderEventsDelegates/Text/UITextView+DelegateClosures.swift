#if canImport(UIKit) && !os(watchOS)
  public import ResponderEvents
  public import UIKit

  /// `UITextViewDelegate` as closures.
  ///
  /// ```swift
  /// notesView.re.onDidChange { notesView in
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
    @discardableResult
    public func onShouldBeginEditing(_ body: @escaping @MainActor (Base) -> Bool) -> HandlerToken {
      register(
        body, in: \.shouldBeginEditing,
        for: #selector(
          (any UITextViewDelegate).textViewShouldBeginEditing(_:)))
    }

    /// Like `onShouldBeginEditing(_:)`, but `body` receives `owner` in place of the text view.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onShouldBeginEditing<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner) -> Bool
    ) -> HandlerToken {
      register(
        with: owner, body, in: \.shouldBeginEditing,
        for: #selector(
          (any UITextViewDelegate).textViewShouldBeginEditing(_:)))
    }

    /// Called after the text view started editing.
    @discardableResult
    public func onDidBeginEditing(_ body: @escaping @MainActor (Base) -> Void) -> HandlerToken {
      register(
        body, in: \.didBeginEditing,
        for: #selector(
          (any UITextViewDelegate).textViewDidBeginEditing(_:)))
    }

    /// Like `onDidBeginEditing(_:)`, but `body` receives `owner` in place of the text view.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onDidBeginEditing<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner) -> Void
    ) -> HandlerToken {
      register(
        with: owner, body, in: \.didBeginEditing,
        for: #selector(
          (any UITextViewDelegate).textViewDidBeginEditing(_:)))
    }

    /// Asked before the text view stops editing; return `false` to keep it editing.
    @discardableResult
    public func onShouldEndEditing(_ body: @escaping @MainActor (Base) -> Bool) -> HandlerToken {
      register(
        body, in: \.shouldEndEditing,
        for: #selector(
          (any UITextViewDelegate).textViewShouldEndEditing(_:)))
    }

    /// Like `onShouldEndEditing(_:)`, but `body` receives `owner` in place of the text view.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onShouldEndEditing<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner) -> Bool
    ) -> HandlerToken {
      register(
        with: owner, body, in: \.shouldEndEditing,
        for: #selector(
          (any UITextViewDelegate).textViewShouldEndEditing(_:)))
    }

    /// Called after the text view stopped editing.
    @discardableResult
    public func onDidEndEditing(_ body: @escaping @MainActor (Base) -> Void) -> HandlerToken {
      register(
        body, in: \.didEndEditing,
        for: #selector(
          (any UITextViewDelegate).textViewDidEndEditing(_:)))
    }

    /// Like `onDidEndEditing(_:)`, but `body` receives `owner` in place of the text view.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onDidEndEditing<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner) -> Void
    ) -> HandlerToken {
      register(
        with: owner, body, in: \.didEndEditing,
        for: #selector(
          (any UITextViewDelegate).textViewDidEndEditing(_:)))
    }

    /// Asked before the text changes; return `false` to refuse the change.
    ///
    /// `range` (UTF-16 offsets into the current text) is about to become `replacement`.
    @discardableResult
    public func onShouldChangeText(
      _ body: @escaping @MainActor (Base, NSRange, String) -> Bool
    ) -> HandlerToken {
      let proxy = installedProxy
      return proxy.register(
        { body(narrowed($0, to: Base.self), $1, $2) }, in: proxy.shouldChangeText,
        for: #selector((any UITextViewDelegate).textView(_:shouldChangeTextIn:replacementText:)))
    }

    /// Like `onShouldChangeText(_:)`, but `body` receives `owner` in place of the text view.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onShouldChangeText<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, NSRange, String) -> Bool
    ) -> HandlerToken {
      let proxy = installedProxy
      return proxy.register(
        with: owner, WeakOwner.making(body), in: proxy.shouldChangeText,
        for: #selector((any UITextViewDelegate).textView(_:shouldChangeTextIn:replacementText:)))
    }

    /// Called after the user changed the text (not after the app sets `text`).
    @discardableResult
    public func onDidChange(_ body: @escaping @MainActor (Base) -> Void) -> HandlerToken {
      register(
        body, in: \.didChange,
        for: #selector(
          (any UITextViewDelegate).textViewDidChange(_:)))
    }

    /// Like `onDidChange(_:)`, but `body` receives `owner` in place of the text view.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onDidChange<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner) -> Void
    ) -> HandlerToken {
      register(
        with: owner, body, in: \.didChange,
        for: #selector(
          (any UITextViewDelegate).textViewDidChange(_:)))
    }

    /// Called after the selection changed.
    @discardableResult
    public func onDidChangeSelection(_ body: @escaping @MainActor (Base) -> Void) -> HandlerToken {
      register(
        body, in: \.didChangeSelection,
        for: #selector(
          (any UITextViewDelegate).textViewDidChangeSelection(_:)))
    }

    /// Like `onDidChangeSelection(_:)`, but `body` receives `owner` in place of the text view.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onDidChangeSelection<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner) -> Void
    ) -> HandlerToken {
      register(
        with: owner, body, in: \.didChangeSelection,
        for: #selector(
          (any UITextViewDelegate).textViewDidChangeSelection(_:)))
    }

    /// The text view's delegate proxy, which is always the text view kind (see
    /// `ScrollViewDelegateProxy.installed(on:)`).
    private var installedProxy: TextViewDelegateProxy {
      narrowed(ScrollViewDelegateProxy.installed(on: base), to: TextViewDelegateProxy.self)
    }

    /// Registers a closure taking the text view alone in the proxy's list at `list`.
    private func register<Result>(
      _ body: @escaping @MainActor (Base) -> Result,
      in list: KeyPath<TextViewDelegateProxy, CallbackList<(UITextView) -> Result>>,
      for selector: Selector
    ) -> HandlerToken {
      let proxy = installedProxy
      return proxy.register(
        { body(narrowed($0, to: Base.self)) }, in: proxy[keyPath: list], for: selector)
    }

    /// Registers a closure taking `owner` alone in the proxy's list at `list`.
    private func register<Owner: AnyObject, Result>(
      with owner: Owner, _ body: @escaping @MainActor (Owner) -> Result,
      in list: KeyPath<TextViewDelegateProxy, CallbackList<(UITextView) -> Result>>,
      for selector: Selector
    ) -> HandlerToken {
      let proxy = installedProxy
      return proxy.register(
        with: owner, WeakOwner.making(body), in: proxy[keyPath: list], for: selector)
    }
  }
#endif
