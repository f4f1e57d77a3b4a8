#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// iOS 26's questions about a change to several ranges of text, declared here so that the
  /// proxies can ask them of an app's delegate whatever SDK the library is built with.
  ///
  /// UIKit asks one in place of its single-range question when the delegate implements it, so
  /// the text proxies never claim them (`DelegateClaims.variants`): UIKit asks the single-range
  /// question with "the union range" (Apple's page for the search bar's), the closures and input
  /// rules answer it, and an app's delegate that implements only the question with ranges is
  /// asked it with that one range. The Swift names are the library's own, so that an SDK that
  /// declares the questions sees no second declaration of its names.
  @objc protocol TextRangeQuestions {
    @objc(textField:shouldChangeCharactersInRanges:replacementString:)
    optional func field(_ field: UITextField, shouldChange ranges: [NSValue], to: String) -> Bool
    @objc(textView:shouldChangeTextInRanges:replacementText:)
    optional func view(_ view: UITextView, shouldChange ranges: [NSValue], to: String) -> Bool
    @objc(searchBar:shouldChangeTextInRanges:replacementText:)
    optional func bar(_ bar: UISearchBar, shouldChange ranges: [NSValue], to: String) -> Bool
  }

  /// Each single-range question of the text proxies, with iOS 26's variant that UIKit asks in
  /// its place.
  var textRangeVariants: [Selector: Selector] {
    [
      #selector(TextFieldDelegateProxy.textField(_:shouldChangeCharactersIn:replacementString:)):
        #selector((any TextRangeQuestions).field(_:shouldChange:to:)),
      #selector(TextViewDelegateProxy.textView(_:shouldChangeTextIn:replacementText:)):
        #selector((any TextRangeQuestions).view(_:shouldChange:to:)),
      #selector(SearchBarDelegateProxy.searchBar(_:shouldChangeTextIn:replacementText:)):
        #selector((any TextRangeQuestions).bar(_:shouldChange:to:)),
    ]
  }

  extension ClosureDelegateProxy {
    /// The app's own delegate, asked iOS 26's questions about several ranges of text.
    var rangeQuestions: (any TextRangeQuestions)? { appDelegate() }
  }
#endif
