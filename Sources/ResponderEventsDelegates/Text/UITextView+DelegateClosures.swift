#if canImport(UIKit) && !os(watchOS)
  public import ResponderEvents
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
    /// `onShouldBeginEditing(with:…)` without an owner, for the library's own use.
    @discardableResult
    package func onShouldBeginEditing(_ body: @escaping @MainActor (Base) -> Bool) -> HandlerToken {
      register(
        body, in: \.shouldBeginEditing,
        for: #selector(
          (any UITextViewDelegate).textViewShouldBeginEditing(_:)))
    }

    /// Asked before the text view starts editing; return `false` to prevent it.
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

    /// `onDidBeginEditing(with:…)` without an owner, for the library's own use.
    @discardableResult
    package func onDidBeginEditing(_ body: @escaping @MainActor (Base) -> Void) -> HandlerToken {
      register(
        body, in: \.didBeginEditing,
        for: #selector(
          (any UITextViewDelegate).textViewDidBeginEditing(_:)))
    }

    /// Called after the text view started editing.
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

    /// `onShouldEndEditing(with:…)` without an owner, for the library's own use.
    @discardableResult
    package func onShouldEndEditing(_ body: @escaping @MainActor (Base) -> Bool) -> HandlerToken {
      register(
        body, in: \.shouldEndEditing,
        for: #selector(
          (any UITextViewDelegate).textViewShouldEndEditing(_:)))
    }

    /// Asked before the text view stops editing; return `false` to keep it editing.
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

    /// `onDidEndEditing(with:…)` without an owner, for the library's own use.
    @discardableResult
    package func onDidEndEditing(_ body: @escaping @MainActor (Base) -> Void) -> HandlerToken {
      register(
        body, in: \.didEndEditing,
        for: #selector(
          (any UITextViewDelegate).textViewDidEndEditing(_:)))
    }

    /// Called after the text view stopped editing.
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

    /// `onShouldChangeText(with:…)` without an owner, for the library's own use.
    @discardableResult
    package func onShouldChangeText(
      _ body: @escaping @MainActor (Base, NSRange, String) -> Bool
    ) -> HandlerToken {
      let proxy = installedProxy
      return proxy.register(
        { body(narrowed($0, to: Base.self), $1, $2) }, in: proxy.shouldChangeText,
        for: #selector((any UITextViewDelegate).textView(_:shouldChangeTextIn:replacementText:)))
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
      let proxy = installedProxy
      return proxy.register(
        with: owner, WeakOwner.making(body), in: proxy.shouldChangeText,
        for: #selector((any UITextViewDelegate).textView(_:shouldChangeTextIn:replacementText:)))
    }

    /// `onDidChange(with:…)` without an owner, for the library's own use.
    @discardableResult
    package func onDidChange(_ body: @escaping @MainActor (Base) -> Void) -> HandlerToken {
      register(
        body, in: \.didChange,
        for: #selector(
          (any UITextViewDelegate).textViewDidChange(_:)))
    }

    /// Called after the user changed the text (not after the app sets `text`).
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

    /// `onDidChangeSelection(with:…)` without an owner, for the library's own use.
    @discardableResult
    package func onDidChangeSelection(_ body: @escaping @MainActor (Base) -> Void) -> HandlerToken {
      register(
        body, in: \.didChangeSelection,
        for: #selector(
          (any UITextViewDelegate).textViewDidChangeSelection(_:)))
    }

    /// Called after the selection changed.
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
