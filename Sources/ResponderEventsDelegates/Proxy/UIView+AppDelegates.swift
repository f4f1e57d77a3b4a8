#if canImport(UIKit) && !os(watchOS)
  public import ResponderEvents
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
  }

  extension ResponderEventsWrapper where Base: UITableView {
    /// The data source the app gave this table, behind the hidden proxy that runs its
    /// closures; see the scroll view's `re.delegate`.
    public var dataSource: AnyObject? {
      TableViewDataSourceProxy.appDelegate(of: base, at: \UITableView.dataSource)
    }
  }

  extension ResponderEventsWrapper where Base: UICollectionView {
    /// The data source the app gave this collection view, behind the hidden proxy that runs
    /// its closures; see the scroll view's `re.delegate`.
    public var dataSource: AnyObject? {
      CollectionViewDataSourceProxy.appDelegate(of: base, at: \UICollectionView.dataSource)
    }
  }

  extension ResponderEventsWrapper where Base: UITextField {
    /// The delegate the app gave this text field, behind the hidden proxy that runs its
    /// closures and input rules; without a proxy, the field's `delegate`.
    public var delegate: AnyObject? {
      TextFieldDelegateProxy.appDelegate(of: base, at: \UITextField.delegate)
    }
  }

  extension ResponderEventsWrapper where Base: UISearchBar {
    /// The delegate the app gave this search bar, behind the hidden proxy that runs its
    /// closures; without a proxy, the search bar's `delegate`.
    public var delegate: AnyObject? {
      SearchBarDelegateProxy.appDelegate(of: base, at: \UISearchBar.delegate)
    }
  }

  #if !os(tvOS)
    extension ResponderEventsWrapper where Base: UIPickerView {
      /// The delegate the app gave this picker, behind the hidden proxy that runs its
      /// closures; without a proxy, the picker's `delegate`.
      public var delegate: AnyObject? {
        PickerViewDelegateProxy.appDelegate(of: base, at: \UIPickerView.delegate)
      }

      /// The data source the app gave this picker, behind the hidden proxy that runs its
      /// closures; without a proxy, the picker's `dataSource`.
      public var dataSource: AnyObject? {
        PickerViewDataSourceProxy.appDelegate(of: base, at: \UIPickerView.dataSource)
      }
    }
  #endif
#endif
