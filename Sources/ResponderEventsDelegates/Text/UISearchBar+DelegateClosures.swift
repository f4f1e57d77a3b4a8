#if canImport(UIKit) && !os(watchOS)
  public import UIKit

  /// `UISearchBarDelegate` as closures.
  ///
  /// ```swift
  /// searchBar.re.onSearchButtonClicked(with: searchBar) { searchBar in
  ///   searchBar.re.send(SearchSubmitted(query: searchBar.text ?? ""))
  /// }
  /// ```
  ///
  /// A hidden proxy becomes the search bar's delegate and still calls the app's own delegate,
  /// set before or after, for every method. The rules are those of the text field's closures:
  /// every `should…` closure must agree, then the app's delegate; every `did…` and `…Clicked`
  /// closure runs, then the app's delegate; a method with neither keeps UIKit's default.
  extension ResponderEventsWrapper where Base: UISearchBar {
    /// Asked before the search bar starts editing; return `false` to prevent it.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onShouldBeginEditing<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner) -> Bool
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.shouldBeginEditing)
    }

    /// Called after the search bar started editing.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onDidBeginEditing<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner) -> Void
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.didBeginEditing)
    }

    /// Asked before the search bar stops editing; return `false` to keep it editing.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onShouldEndEditing<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner) -> Bool
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.shouldEndEditing)
    }

    /// Called after the search bar stopped editing.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onDidEndEditing<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner) -> Void
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.didEndEditing)
    }

    /// Called after the user changed the text, clearing included, with the new text.
    ///
    /// Not called when the app sets `text`: Apple's page for the method says it "Tells the
    /// delegate that the user changed the search text" (UISearchBar.h only says "called when
    /// text changes (including clear)").
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onTextDidChange<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, String) -> Void
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.textDidChange)
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

    /// Called when the user presses the keyboard's Search button.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onSearchButtonClicked<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner) -> Void
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.searchButtonClicked)
    }

    #if !os(tvOS)
      /// Called when the user taps the Cancel button.
      ///
      /// `owner` is held weakly; once it is deallocated the closure counts as removed.
      @discardableResult
      public func onCancelButtonClicked<Owner: AnyObject>(
        with owner: Owner, _ body: @escaping @MainActor (Owner) -> Void
      ) -> HandlerToken {
        register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.cancelButtonClicked)
      }
    #endif

    /// Called after the user chose another scope button, with its index.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onSelectedScopeChange<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, Int) -> Void
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.selectedScopeDidChange)
    }

    /// The delegate the app gave this search bar, behind the hidden proxy that runs its
    /// closures; without a proxy, the search bar's `delegate`.
    public var delegate: AnyObject? {
      SearchBarDelegateProxy.appDelegate(of: base, at: \UISearchBar.delegate)
    }

    /// The search bar's delegate proxy, installed on first use.
    private var delegateProxy: SearchBarDelegateProxy {
      .installed(on: base, at: \UISearchBar.delegate)
    }
  }
#endif
