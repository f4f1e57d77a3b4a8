#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEvents
  import UIKit

  /// The hidden `UIScrollViewDelegate`, and the base of the table and collection view delegate
  /// proxies: a scroll view has one `delegate` property, so it gets one proxy, whose class
  /// depends on what the view is.
  @MainActor
  class ScrollViewDelegateProxy: ClosureDelegateProxy, UIScrollViewDelegate {
    let didScroll = DelegateClosures<(UIScrollView) -> Void>(
      #selector(Self.scrollViewDidScroll(_:)))

    /// The delegate proxy of `scrollView`: a table view's, a collection view's, or a plain
    /// scroll view's, whichever it is.
    static func installed(on scrollView: UIScrollView) -> ScrollViewDelegateProxy {
      // One proxy for the view's one `delegate` property, whatever the view.
      let slot = ScrollViewDelegateProxy.slot(for: "delegate")
      return installed(on: scrollView, in: slot) { () -> ScrollViewDelegateProxy in
        switch scrollView {
        case let table as UITableView:
          TableViewDelegateProxy.made(for: table, at: \UITableView.delegate)
        case let collection as UICollectionView:
          CollectionViewDelegateProxy.made(for: collection, at: \UICollectionView.delegate)
        case let textView as UITextView:
          TextViewDelegateProxy.made(for: textView, at: \UITextView.delegate)
        default:
          // Set through UIScrollView's property, which also serves other subclasses that
          // redeclare `delegate` with their own protocol: their other methods are forwarded.
          ScrollViewDelegateProxy.made(for: scrollView, at: \UIScrollView.delegate)
        }
      }
    }

    /// The app's own delegate, whether or not it declares the protocol; optional methods are
    /// sent through it with `?`, which asks `responds(to:)` first.
    private var app: (any UIScrollViewDelegate)? { appDelegate() }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      call(didScroll, scrollView).notifyAll { self.app?.scrollViewDidScroll?(scrollView) }
    }
  }
#endif
