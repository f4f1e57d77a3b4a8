#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import UIKit

  // UIPickerView is "API_UNAVAILABLE(tvos)" (UIPickerView.h).

  /// The hidden `UIPickerViewDataSource`.
  ///
  /// Both of its methods are required, so the proxy always implements them. Like the table's,
  /// it stays behind RxCocoa's picker data source proxy (`rx.items`, `rx.itemTitles`), which
  /// checks it stays set.
  final class PickerViewDataSourceProxy: DataSourceProxy, UIPickerViewDataSource {
    let numberOfComponents = DelegateClosures<(UIPickerView) -> Int>()
    let numberOfRows = DelegateClosures<(UIPickerView, Int) -> Int>()

    /// The app's data source.
    ///
    /// Both methods are required, and must not be sent to an object that lacks them: they are
    /// sent by name through `AnyObject`, whose `?` asks `responds(to:)` first.
    private var app: (any UIPickerViewDataSource)? { appDelegate() }

    func numberOfComponents(in picker: UIPickerView) -> Int {
      call(numberOfComponents, picker).newestAnswer(
        else: { (self.app as AnyObject?)?.numberOfComponents?(in: picker) },
        // With no answer at all, one component: the picker shows its rows rather than nothing.
        default: { 1 })
    }

    func pickerView(_ picker: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
      call(numberOfRows, picker, component).newestAnswer(
        else: {
          (self.app as AnyObject?)?.pickerView?(picker, numberOfRowsInComponent: component)
        },
        default: { 0 })
    }
  }

  /// The hidden `UIPickerViewDelegate`.
  final class PickerViewDelegateProxy: ClosureDelegateProxy, UIPickerViewDelegate {
    let titleForRow = DelegateClosures<(UIPickerView, Int, Int) -> String?>(
      #selector(Self.pickerView(_:titleForRow:forComponent:)))
    let didSelectRow = DelegateClosures<(UIPickerView, Int, Int) -> Void>(
      #selector(Self.pickerView(_:didSelectRow:inComponent:)))

    /// The app's own delegate; its optional methods are sent through `?`, which asks
    /// `responds(to:)` first.
    private var app: (any UIPickerViewDelegate)? { appDelegate() }

    // `nil` when nobody answers, as with no delegate: UIPickerView.h declares the title
    // `nullable` and says only that "these methods return either a plain NSString, a
    // NSAttributedString, or a view"; that a row without one shows "?" is observed, not
    // documented.
    func pickerView(
      _ picker: UIPickerView, titleForRow row: Int, forComponent component: Int
    ) -> String? {
      call(titleForRow, picker, row, component).newestAnswer(
        else: { self.app?.pickerView?(picker, titleForRow: row, forComponent: component) })
    }

    func pickerView(_ picker: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
      call(didSelectRow, picker, row, component).notifyAll(
        then: { self.app?.pickerView?(picker, didSelectRow: row, inComponent: component) })
    }
  }
#endif
