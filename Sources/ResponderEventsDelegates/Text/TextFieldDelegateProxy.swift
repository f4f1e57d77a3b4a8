#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The hidden `UITextFieldDelegate` behind `field.re.onShouldReturn(with:_:)` and friends.
  final class TextFieldDelegateProxy: ClosureDelegateProxy, UITextFieldDelegate {
    let shouldBeginEditing = DelegateClosures<(UITextField) -> Bool>(
      #selector(Self.textFieldShouldBeginEditing(_:)))
    let didBeginEditing = DelegateClosures<(UITextField) -> Void>(
      #selector(Self.textFieldDidBeginEditing(_:)))
    let shouldEndEditing = DelegateClosures<(UITextField) -> Bool>(
      #selector(Self.textFieldShouldEndEditing(_:)))
    let didEndEditing = DelegateClosures<(UITextField, UITextField.DidEndEditingReason) -> Void>(
      #selector(Self.textFieldDidEndEditing(_:reason:)))
    let shouldChangeCharacters = DelegateClosures<(UITextField, NSRange, String) -> Bool>(
      #selector(Self.textField(_:shouldChangeCharactersIn:replacementString:)))
    let shouldClear = DelegateClosures<(UITextField) -> Bool>(
      #selector(Self.textFieldShouldClear(_:)))
    let shouldReturn = DelegateClosures<(UITextField) -> Bool>(
      #selector(Self.textFieldShouldReturn(_:)))

    /// The app's own object, whether or not it declares the protocol; optional methods are
    /// sent through it with `?`, which asks `responds(to:)` first.
    private var app: (any UITextFieldDelegate)? { appDelegate() }

    func textFieldShouldBeginEditing(_ field: UITextField) -> Bool {
      call(shouldBeginEditing, field).allAgree { self.app?.textFieldShouldBeginEditing?(field) }
    }

    func textFieldDidBeginEditing(_ field: UITextField) {
      call(didBeginEditing, field).notifyAll { self.app?.textFieldDidBeginEditing?(field) }
    }

    func textFieldShouldEndEditing(_ field: UITextField) -> Bool {
      call(shouldEndEditing, field).allAgree { self.app?.textFieldShouldEndEditing?(field) }
    }

    /// UIKit calls this variant when a delegate implements it, and the plain one only when it
    /// does not; the proxy implements this one and passes it on to whichever the app's
    /// delegate has.
    func textFieldDidEndEditing(_ field: UITextField, reason: UITextField.DidEndEditingReason) {
      call(didEndEditing, field, reason).notifyAll {
        if self.app?.textFieldDidEndEditing?(field, reason: reason) == nil {
          self.app?.textFieldDidEndEditing?(field)
        }
      }
    }

    func textField(
      _ field: UITextField, shouldChangeCharactersIn range: NSRange, replacementString: String
    ) -> Bool {
      call(shouldChangeCharacters, field, range, replacementString).allAgree {
        self.app?.textField?(
          field, shouldChangeCharactersIn: range, replacementString: replacementString)
          ?? self.rangeQuestions?.field?(
            field, shouldChange: [range as NSValue], to: replacementString)
      }
    }

    func textFieldShouldClear(_ field: UITextField) -> Bool {
      call(shouldClear, field).allAgree { self.app?.textFieldShouldClear?(field) }
    }

    func textFieldShouldReturn(_ field: UITextField) -> Bool {
      call(shouldReturn, field).allAgree { self.app?.textFieldShouldReturn?(field) }
    }
  }

#endif
