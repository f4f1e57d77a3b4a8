#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEvents
  import UIKit

  /// The hidden `UIScrollViewDelegate`, and the base of the table and collection view delegate
  /// proxies: a scroll view has one `delegate` property, so it gets one proxy, whose class
  /// depends on what the view is.
  @MainActor
  class ScrollViewDelegateProxy: ClosureDelegateProxy, UIScrollViewDelegate {
    let didScroll = CallbackList<(UIScrollView) -> Void>()

    /// The delegate proxy of `scrollView`: a table view's, a collection view's, or a plain
    /// scroll view's, whichever it is.
    static func installed(on scrollView: UIScrollView) -> ScrollViewDelegateProxy {
      installed(on: scrollView, in: delegateSlot) { () -> ScrollViewDelegateProxy in
        switch scrollView {
        case let table as UITableView:
          TableViewDelegateProxy(
            slot: .property(\UITableView.delegate, of: table),
            owner: table)
        case let collection as UICollectionView:
          CollectionViewDelegateProxy(
            slot: .property(\UICollectionView.delegate, of: collection),
            owner: collection)
        case let textView as UITextView:
          TextViewDelegateProxy(
            slot: .property(\UITextView.delegate, of: textView),
            owner: textView)
        default:
          // Set through UIScrollView's property, which also serves other subclasses that
          // redeclare `delegate` with their own protocol: their other methods are forwarded.
          ScrollViewDelegateProxy(
            slot: .property(\UIScrollView.delegate, of: scrollView),
            owner: scrollView)
        }
      }
    }

    nonisolated(unsafe) private static let selectors: Set<Selector> = [
      #selector((any UIScrollViewDelegate).scrollViewDidScroll(_:))
    ]

    nonisolated override class var managedSelectors: Set<Selector> { selectors }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      closures(didScroll, for: scrollView).notifyAll(
        { $0(scrollView) },
        then: {
          self.forwardee(
            as: (any UIScrollViewDelegate).self,
            answering: #selector((any UIScrollViewDelegate).scrollViewDidScroll(_:))
          )?.scrollViewDidScroll?(scrollView)
        })
    }
  }
#endif
