#if canImport(UIKit) && !os(watchOS)
  public import UIKit

  extension ResponderEventsWrapper where Base: UIScrollView {
    /// The delegate the app gave this scroll, table or collection view, behind the hidden proxy
    /// that runs its closures.
    ///
    /// Once a delegate closure is registered, UIKit's `delegate` property returns that proxy, so
    /// `tableView.delegate as! MyController` fails; read the app's own delegate here instead:
    ///
    /// ```swift
    /// let controller = tableView.re.delegate as? MyController
    /// ```
    ///
    /// Without a proxy, this is the view's `delegate`. Assigning the view's `delegate` (or
    /// `nil`) keeps working as usual: the proxy adopts what the app sets and forwards to it.
    public var delegate: AnyObject? {
      ScrollViewDelegateProxy.appDelegate(of: base, at: \UIScrollView.delegate)
    }

    /// Called each time the content scrolls.
    ///
    /// On table and collection views this shares one hidden delegate with the other table and
    /// collection closures, so none of them displaces another.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onDidScroll<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner) -> Void
    ) -> HandlerToken {
      register(
        on: ScrollViewDelegateProxy.installed(on: base), with: owner, WeakOwner.making(body),
        in: \.didScroll)
    }
  }
#endif
