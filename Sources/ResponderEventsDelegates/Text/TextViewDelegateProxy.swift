#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The hidden `UITextViewDelegate`, which is also the text view's scroll view delegate: a text
  /// view is a scroll view with one `delegate` property, so `onDidScroll` and the text closures
  /// share this proxy (see ``ScrollViewDelegateProxy/installed(on:)``).
  final class TextViewDelegateProxy: ScrollViewDelegateProxy, UITextViewDelegate {
    let shouldBeginEditing = DelegateClosures<(UITextView) -> Bool>(
      #selector(Self.textViewShouldBeginEditing(_:)))
    let didBeginEditing = DelegateClosures<(UITextView) -> Void>(
      #selector(Self.textViewDidBeginEditing(_:)))
    let shouldEndEditing = DelegateClosures<(UITextView) -> Bool>(
      #selector(Self.textViewShouldEndEditing(_:)))
    let didEndEditing = DelegateClosures<(UITextView) -> Void>(
      #selector(Self.textViewDidEndEditing(_:)))
    let shouldChangeText = DelegateClosures<(UITextView, NSRange, String) -> Bool>(
      #selector(Self.textView(_:shouldChangeTextIn:replacementText:)))
    let didChange = DelegateClosures<(UITextView) -> Void>(#selector(Self.textViewDidChange(_:)))
    let didChangeSelection = DelegateClosures<(UITextView) -> Void>(
      #selector(Self.textViewDidChangeSelection(_:)))

    /// The app's own object, whether or not it declares the protocol; optional methods are
    /// sent through it with `?`, which asks `responds(to:)` first.
    private var app: (any UITextViewDelegate)? { appDelegate() }

    func textViewShouldBeginEditing(_ view: UITextView) -> Bool {
      call(shouldBeginEditing, view).allAgree { self.app?.textViewShouldBeginEditing?(view) }
    }

    func textViewDidBeginEditing(_ view: UITextView) {
      call(didBeginEditing, view).notifyAll { self.app?.textViewDidBeginEditing?(view) }
    }

    func textViewShouldEndEditing(_ view: UITextView) -> Bool {
      call(shouldEndEditing, view).allAgree { self.app?.textViewShouldEndEditing?(view) }
    }

    func textViewDidEndEditing(_ view: UITextView) {
      call(didEndEditing, view).notifyAll { self.app?.textViewDidEndEditing?(view) }
    }

    func textView(
      _ view: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      call(shouldChangeText, view, range, text).allAgree {
        self.app?.textView?(view, shouldChangeTextIn: range, replacementText: text)
          ?? self.rangeQuestions?.view?(view, shouldChange: [range as NSValue], to: text)
      }
    }

    func textViewDidChange(_ view: UITextView) {
      call(didChange, view).notifyAll { self.app?.textViewDidChange?(view) }
    }

    func textViewDidChangeSelection(_ view: UITextView) {
      call(didChangeSelection, view).notifyAll { self.app?.textViewDidChangeSelection?(view) }
    }
  }
#endif
