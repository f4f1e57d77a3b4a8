#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  public import UIKit

  /// `UIPickerViewDataSource` and `UIPickerViewDelegate` as closures.
  ///
  /// ```swift
  /// let sizes = ["S", "M", "L", "XL"]
  /// picker.re.provideNumberOfRows(with: picker) { _, _ in sizes.count }
  /// picker.re.provideTitle(with: picker) { _, row, _ in sizes[row] }
  /// picker.re.onSelectRow(with: picker) { _, row, _ in print("size", sizes[row]) }
  /// ```
  ///
  /// Hidden proxies become the picker's data source and delegate and still call the app's own,
  /// set before or after, with the rules of the table view closures. Without
  /// `provideNumberOfComponents`, the picker has the app's data source's components, or one.
  extension ResponderEventsWrapper where Base: UIPickerView {
    /// Answers how many components (columns) the picker has.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideNumberOfComponents<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner) -> Int
    ) -> HandlerToken {
      register(on: dataSourceProxy, with: owner, WeakOwner.making(body), in: \.numberOfComponents)
    }

    /// Answers how many rows a component has.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideNumberOfRows<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, Int) -> Int
    ) -> HandlerToken {
      register(on: dataSourceProxy, with: owner, WeakOwner.making(body), in: \.numberOfRows)
    }

    /// Answers the title of a row of a component.
    ///
    /// The picker asks for a plain title only when its delegate gives no attributed title
    /// ("attributed title is favored if both methods are implemented", UIPickerView.h) and no
    /// view for the row: next to an app's delegate that implements
    /// `pickerView(_:attributedTitleForRow:forComponent:)` or
    /// `pickerView(_:viewForRow:forComponent:reusing:)`, this closure is not asked.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func provideTitle<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, Int, Int) -> String?
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.titleForRow)
    }

    /// Called when the user selects a row of a component.
    ///
    /// Not called for the row each component shows at first, nor for
    /// `selectRow(_:inComponent:animated:)`: UIKit calls the delegate "when the user selects a
    /// row in a component" (Apple's page for `pickerView(_:didSelectRow:inComponent:)`). Read
    /// the initial row with `selectedRow(inComponent:)`.
    ///
    /// `owner` is held weakly; once it is deallocated the closure counts as removed.
    @discardableResult
    public func onSelectRow<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, Int, Int) -> Void
    ) -> HandlerToken {
      register(on: delegateProxy, with: owner, WeakOwner.making(body), in: \.didSelectRow)
    }

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

    /// The picker's data source proxy, installed on first use.
    private var dataSourceProxy: PickerViewDataSourceProxy {
      .installed(on: base, at: \UIPickerView.dataSource)
    }

    /// The picker's delegate proxy, installed on first use.
    private var delegateProxy: PickerViewDelegateProxy {
      .installed(on: base, at: \UIPickerView.delegate)
    }
  }
#endif
