/// Why a check calls a delegate method itself rather than having UIKit call it.
///
/// UIKit calls these for a user's touch, key or gesture, and no public API makes it call them, or its
/// header says the API that looks like it would does not. Each says which header.
enum Cites {
  /// Table selection.
  static let selectRow =
    "the check calls tableView(_:didSelectRowAt:) itself: selectRow(at:animated:scrollPosition:)"
    + " \"will not call the delegate methods\" (UITableView.h); UIKit calls it for a touch"

  /// Collection selection and highlighting.
  static let selectItem =
    "the check calls collectionView(_:didSelectItemAt:) (and shouldHighlightItemAt) itself:"
    + " UIKit calls them in \"the sequence of calls leading to selection from a user touch\""
    + " (UICollectionView.h), which no public API starts"

  /// Deleting a row.
  static let commitEditing =
    "the check calls tableView(_:commit:forRowAt:) itself: UIKit calls it \"after a row has the"
    + " minus or plus button invoked\" (UITableView.h), a touch"

  /// Moving a row.
  static let moveRow =
    "the check calls tableView(_:moveRowAt:to:) and canMoveRowAt itself: UIKit calls them as"
    + " the user drags the reorder control (UITableView.h, \"reorder / moving support\")"

  /// Swipe actions.
  static let swipeActions =
    "the check asks for the swipe action configurations itself: UIKit asks as the user swipes a"
    + " row (UITableView.h, \"Swipe actions\")"

  /// Context menus.
  static let contextMenu =
    "the check asks for the context menu configuration itself: UIKit asks when the user"
    + " long-presses"

  /// A text field's Return key.
  static let shouldReturn =
    "the check calls textFieldShouldReturn(_:) (and textFieldDidChangeSelection(_:)) itself:"
    + " UIKit calls it \"when 'return' key pressed\" (UITextField.h)"

  /// A search bar's Search key.
  static let searchButton =
    "the check calls searchBarSearchButtonClicked(_:) itself: UIKit calls it \"when keyboard"
    + " search button pressed\" (UISearchBar.h)"

  /// A text view's typing.
  static let textView =
    "the check calls textViewDidChange(_:), textView(_:shouldChangeTextIn:replacementText:) and"
    + " scrollViewDidScroll(_:) itself: UIKit calls the text methods as the user types"

  /// The end of a scroll view's deceleration.
  static let didEndDecelerating =
    "the check calls scrollViewDidEndDecelerating(_:) itself: UIKit calls it \"when scroll view"
    + " grinds to a halt\" after a user's drag (UIScrollView.h)"

  /// The start of a drag.
  static let willBeginDragging =
    "the check calls scrollViewWillBeginDragging(_:) itself: UIKit calls it \"on start of"
    + " dragging\" by the user (UIScrollView.h)"

  /// A picker's selection.
  static let pickerSelect =
    "the check calls pickerView(_:didSelectRow:inComponent:) itself: UIKit calls it for the"
    + " user's selection; selectRow(_:inComponent:animated:) \"scrolls the specified row to"
    + " center\" (UIPickerView.h), and what it calls is recorded"

  /// A delegate method the proxy does not manage, asked for by the check.
  static let forwardedMethod =
    "the check calls the app's own method through the proxy (responds(to:) first, as UIKit"
    + " does)"
}
