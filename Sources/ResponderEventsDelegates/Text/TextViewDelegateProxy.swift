#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEvents
  import UIKit

  /// The hidden `UITextViewDelegate`, which is also the text view's scroll view delegate: a text
  /// view is a scroll view with one `delegate` property, so `onDidScroll` and the text closures
  /// share this proxy (see ``ScrollViewDelegateProxy/installed(on:)``).
  @MainActor
  final class TextViewDelegateProxy: ScrollViewDelegateProxy, UITextViewDelegate {
    let shouldBeginEditing = DelegateClosures<(UITextView) -> Bool>(
      #selector((any UITextViewDelegate).textViewShouldBeginEditing(_:)))
    let didBeginEditing = DelegateClosures<(UITextView) -> Void>(
      #selector((any UITextViewDelegate).textViewDidBeginEditing(_:)))
    let shouldEndEditing = DelegateClosures<(UITextView) -> Bool>(
      #selector((any UITextViewDelegate).textViewShouldEndEditing(_:)))
    let didEndEditing = DelegateClosures<(UITextView) -> Void>(
      #selector((any UITextViewDelegate).textViewDidEndEditing(_:)))
    let shouldChangeText = DelegateClosures<(UITextView, NSRange, String) -> Bool>(
      #selector((any UITextViewDelegate).textView(_:shouldChangeTextIn:replacementText:)))
    let didChange = DelegateClosures<(UITextView) -> Void>(
      #selector((any UITextViewDelegate).textViewDidChange(_:)))
    let didChangeSelection = DelegateClosures<(UITextView) -> Void>(
      #selector((any UITextViewDelegate).textViewDidChangeSelection(_:)))

    /// The app's own object, whether or not it declares the protocol; optional methods are
    /// sent through it with `?`, which asks `responds(to:)` first.
    private var app: (any UITextViewDelegate)? { appDelegate() }

    func textViewShouldBeginEditing(_ view: UITextView) -> Bool {
      closures(shouldBeginEditing, for: view).allAgree(
        { $0(view) }, then: { self.app?.textViewShouldBeginEditing?(view) ?? true })
    }

    func textViewDidBeginEditing(_ view: UITextView) {
      closures(didBeginEditing, for: view).notifyAll(
        { $0(view) }, then: { self.app?.textViewDidBeginEditing?(view) })
    }

    func textViewShouldEndEditing(_ view: UITextView) -> Bool {
      closures(shouldEndEditing, for: view).allAgree(
        { $0(view) }, then: { self.app?.textViewShouldEndEditing?(view) ?? true })
    }

    func textViewDidEndEditing(_ view: UITextView) {
      closures(didEndEditing, for: view).notifyAll(
        { $0(view) }, then: { self.app?.textViewDidEndEditing?(view) })
    }

    func textView(
      _ view: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      closures(shouldChangeText, for: view, range, text).allAgree(
        { $0(view, range, text) },
        then: {
          self.app?.textView?(view, shouldChangeTextIn: range, replacementText: text)
            ?? true
        })
    }

    func textViewDidChange(_ view: UITextView) {
      closures(didChange, for: view).notifyAll(
        { $0(view) }, then: { self.app?.textViewDidChange?(view) })
    }

    func textViewDidChangeSelection(_ view: UITextView) {
      closures(didChangeSelection, for: view).notifyAll(
        { $0(view) }, then: { self.app?.textViewDidChangeSelection?(view) })
    }
  }
#endif
