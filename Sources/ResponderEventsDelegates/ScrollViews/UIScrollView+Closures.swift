#if canImport(UIKit) && !os(watchOS)
  public import ResponderEvents
  public import UIKit

  extension ResponderEventsWrapper where Base: UIScrollView {
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
