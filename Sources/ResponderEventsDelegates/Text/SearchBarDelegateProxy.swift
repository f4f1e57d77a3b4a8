#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEvents
  import UIKit

  /// The hidden `UISearchBarDelegate` behind `searchBar.re.onSearchButtonClicked(with:_:)` and
  /// friends.
  @MainActor
  final class SearchBarDelegateProxy: ClosureDelegateProxy, UISearchBarDelegate {
    let shouldBeginEditing = CallbackList<(UISearchBar) -> Bool>()
    let didBeginEditing = CallbackList<(UISearchBar) -> Void>()
    let shouldEndEditing = CallbackList<(UISearchBar) -> Bool>()
    let didEndEditing = CallbackList<(UISearchBar) -> Void>()
    let textDidChange = CallbackList<(UISearchBar, String) -> Void>()
    let shouldChangeText = CallbackList<(UISearchBar, NSRange, String) -> Bool>()
    let searchButtonClicked = CallbackList<(UISearchBar) -> Void>()
    let cancelButtonClicked = CallbackList<(UISearchBar) -> Void>()
    let selectedScopeDidChange = CallbackList<(UISearchBar, Int) -> Void>()

    static func installed(on searchBar: UISearchBar) -> SearchBarDelegateProxy {
      installed(on: searchBar, at: \UISearchBar.delegate, in: delegateSlot)
    }

    /// The app's own delegate, whether or not it declares the protocol; only optional methods
    /// are sent through it, each after `responds(to:)`.
    private var appDelegate: (any UISearchBarDelegate)? {
      forwardee.map { ForwardeeView.view($0, as: (any UISearchBarDelegate).self) }
    }

    func searchBarShouldBeginEditing(_ bar: UISearchBar) -> Bool {
      closures(shouldBeginEditing, for: bar).allAgree(
        { $0(bar) }, then: { self.appDelegate?.searchBarShouldBeginEditing?(bar) ?? true })
    }

    func searchBarTextDidBeginEditing(_ bar: UISearchBar) {
      closures(didBeginEditing, for: bar).notifyAll(
        { $0(bar) }, then: { self.appDelegate?.searchBarTextDidBeginEditing?(bar) })
    }

    func searchBarShouldEndEditing(_ bar: UISearchBar) -> Bool {
      closures(shouldEndEditing, for: bar).allAgree(
        { $0(bar) }, then: { self.appDelegate?.searchBarShouldEndEditing?(bar) ?? true })
    }

    func searchBarTextDidEndEditing(_ bar: UISearchBar) {
      closures(didEndEditing, for: bar).notifyAll(
        { $0(bar) }, then: { self.appDelegate?.searchBarTextDidEndEditing?(bar) })
    }

    func searchBar(_ bar: UISearchBar, textDidChange text: String) {
      closures(textDidChange, for: bar, text).notifyAll(
        { $0(bar, text) }, then: { self.appDelegate?.searchBar?(bar, textDidChange: text) })
    }

    func searchBar(
      _ bar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      closures(shouldChangeText, for: bar, range, text).allAgree(
        { $0(bar, range, text) },
        then: {
          self.appDelegate?.searchBar?(bar, shouldChangeTextIn: range, replacementText: text)
            ?? true
        })
    }

    func searchBarSearchButtonClicked(_ bar: UISearchBar) {
      closures(searchButtonClicked, for: bar).notifyAll(
        { $0(bar) }, then: { self.appDelegate?.searchBarSearchButtonClicked?(bar) })
    }

    #if !os(tvOS)
      func searchBarCancelButtonClicked(_ bar: UISearchBar) {
        closures(cancelButtonClicked, for: bar).notifyAll(
          { $0(bar) }, then: { self.appDelegate?.searchBarCancelButtonClicked?(bar) })
      }
    #endif

    func searchBar(_ bar: UISearchBar, selectedScopeButtonIndexDidChange scope: Int) {
      closures(selectedScopeDidChange, for: bar, scope).notifyAll(
        { $0(bar, scope) },
        then: { self.appDelegate?.searchBar?(bar, selectedScopeButtonIndexDidChange: scope) })
    }
  }
#endif
