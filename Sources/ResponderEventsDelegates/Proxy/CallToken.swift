#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// One call of a delegate method, as `ForwardedCalls` tells a call that came back round a loop
  /// from one UIKit makes again inside it: its view, the arguments that tell calls apart (an
  /// index path, a section, a text, a range) and the view's state that such a call follows: for
  /// a scroll view, where it is scrolled and its insets; for a text input, its text's length and
  /// selection.
  ///
  /// UIKit calls a delegate again inside a call only when something changed: another row, a
  /// new offset (a delegate that scrolls inside `scrollViewDidScroll(_:)`), zoom scale or inset,
  /// another text or selection (a delegate that sets the text inside
  /// `textFieldDidChangeSelection(_:)`). A call that comes back with the same token is the call
  /// itself, sent back by an object the proxy passed it on to.
  struct CallToken: Hashable {
    let view: ObjectIdentifier
    let arguments: [AnyHashable]
    /// A scroll view's content offset, zoom scale and adjusted content insets; a text input's
    /// text length and selection bounds (in the last three places); zeros for other views.
    ///
    /// Values in place rather than an array, which would allocate on every call passed on.
    let state: SIMD16<Double>

    @MainActor
    init(view: AnyObject, arguments: [AnyHashable]) {
      self.view = ObjectIdentifier(view)
      self.arguments = arguments
      var state = SIMD16<Double>()
      if let scrollView = view as? UIScrollView {
        let (offset, insets) = (scrollView.contentOffset, scrollView.adjustedContentInset)
        state.lowHalf = SIMD8(
          Double(offset.x), Double(offset.y), Double(scrollView.zoomScale), Double(insets.top),
          Double(insets.left), Double(insets.bottom), Double(insets.right), 0)
      }
      if let input = view as? any UITextInput, let selection = input.selectedTextRange {
        let start = input.beginningOfDocument
        state[13] = Double(input.offset(from: start, to: input.endOfDocument))
        state[14] = Double(input.offset(from: start, to: selection.start))
        state[15] = Double(input.offset(from: start, to: selection.end))
      }
      self.state = state
    }
  }
#endif
