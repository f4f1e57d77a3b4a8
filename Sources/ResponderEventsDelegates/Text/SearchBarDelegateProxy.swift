#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The hidden `UISearchBarDelegate` behind `searchBar.re.onSearchButtonClicked(with:_:)` and
  /// friends.
  final class SearchBarDelegateProxy: ClosureDelegateProxy, UISearchBarDelegate {
    let shouldBeginEditing = DelegateClosures<(UISearchBar) -> Bool>(
      #selector(Self.searchBarShouldBeginEditing(_:)))
    let didBeginEditing = DelegateClosures<(UISearchBar) -> Void>(
      #selector(Self.searchBarTextDidBeginEditing(_:)))
    let shouldEndEditing = DelegateClosures<(UISearchBar) -> Bool>(
      #selector(Self.searchBarShouldEndEditing(_:)))
    let didEndEditing = DelegateClosures<(UISearchBar) -> Void>(
      #selector(Self.searchBarTextDidEndEditing(_:)))
    let textDidChange = DelegateClosures<(UISearchBar, String) -> Void>(
      #selector(Self.searchBar(_:textDidChange:)))
    let shouldChangeText = DelegateClosures<(UISearchBar, NSRange, String) -> Bool>(
      #selector(Self.searchBar(_:shouldChangeTextIn:replacementText:)))
    let searchButtonClicked = DelegateClosures<(UISearchBar) -> Void>(
      #selector(Self.searchBarSearchButtonClicked(_:)))
    // Named by the protocol: the proxy implements the method only where it is available.
    let cancelButtonClicked = DelegateClosures<(UISearchBar) -> Void>(
      #selector((any UISearchBarDelegate).searchBarCancelButtonClicked(_:)))
    let selectedScopeDidChange = DelegateClosures<(UISearchBar, Int) -> Void>(
      #selector(Self.searchBar(_:selectedScopeButtonIndexDidChange:)))

    /// The app's own object, whether or not it declares the protocol; optional methods are
    /// sent through it with `?`, which asks `responds(to:)` first.
    private var app: (any UISearchBarDelegate)? { appDelegate() }

    func searchBarShouldBeginEditing(_ bar: UISearchBar) -> Bool {
      call(shouldBeginEditing, bar).allAgree { self.app?.searchBarShouldBeginEditing?(bar) }
    }

    func searchBarTextDidBeginEditing(_ bar: UISearchBar) {
      call(didBeginEditing, bar).notifyAll { self.app?.searchBarTextDidBeginEditing?(bar) }
    }

    func searchBarShouldEndEditing(_ bar: UISearchBar) -> Bool {
      call(shouldEndEditing, bar).allAgree { self.app?.searchBarShouldEndEditing?(bar) }
    }

    func searchBarTextDidEndEditing(_ bar: UISearchBar) {
      call(didEndEditing, bar).notifyAll { self.app?.searchBarTextDidEndEditing?(bar) }
    }

    func searchBar(_ bar: UISearchBar, textDidChange text: String) {
      call(textDidChange, bar, text).notifyAll { self.app?.searchBar?(bar, textDidChange: text) }
    }

    func searchBar(
      _ bar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      call(shouldChangeText, bar, range, text).allAgree {
        self.app?.searchBar?(bar, shouldChangeTextIn: range, replacementText: text)
          ?? self.rangeQuestions?.bar?(bar, shouldChange: [range as NSValue], to: text)
      }
    }

    func searchBarSearchButtonClicked(_ bar: UISearchBar) {
      call(searchButtonClicked, bar).notifyAll { self.app?.searchBarSearchButtonClicked?(bar) }
    }

    #if !os(tvOS)
      func searchBarCancelButtonClicked(_ bar: UISearchBar) {
        call(cancelButtonClicked, bar).notifyAll { self.app?.searchBarCancelButtonClicked?(bar) }
      }
    #endif

    func searchBar(_ bar: UISearchBar, selectedScopeButtonIndexDidChange scope: Int) {
      call(selectedScopeDidChange, bar, scope).notifyAll(
        then: { self.app?.searchBar?(bar, selectedScopeButtonIndexDidChange: scope) })
    }
  }
#endif
