#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The hidden `UIScrollViewDelegate`, and the base of the table and collection view delegate
  /// proxies: a scroll view has one `delegate` property, so it gets one proxy, whose class
  /// depends on what the view is.
  class ScrollViewDelegateProxy: ClosureDelegateProxy, UIScrollViewDelegate {
    let didScroll = DelegateClosures<(UIScrollView) -> Void>(
      #selector(Self.scrollViewDidScroll(_:)))

    /// The delegate proxy of `scrollView`: a table view's, a collection view's, or a plain
    /// scroll view's, whichever it is.
    static func installed(on scrollView: UIScrollView) -> ScrollViewDelegateProxy {
      let proxyClass: ScrollViewDelegateProxy.Type =
        switch scrollView {
        case is UITableView: TableViewDelegateProxy.self
        case is UICollectionView: CollectionViewDelegateProxy.self
        case is UITextView: TextViewDelegateProxy.self
        default: ScrollViewDelegateProxy.self
        }
      // One proxy for the view's one `delegate` property, whatever the view, kept in one slot.
      // Set through UIScrollView's property, which is the one Objective-C property the
      // subclasses redeclare with their own protocols: another subclass's other methods are
      // forwarded.
      return proxyClass.installed(
        on: scrollView, at: \UIScrollView.delegate,
        in: ScrollViewDelegateProxy.slot(for: \UIScrollView.delegate))
    }

    /// The app's own delegate, whether or not it declares the protocol; optional methods are
    /// sent through it with `?`, which asks `responds(to:)` first.
    private var app: (any UIScrollViewDelegate)? { appDelegate() }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      call(didScroll, scrollView).notifyAll { self.app?.scrollViewDidScroll?(scrollView) }
    }
  }
#endif
