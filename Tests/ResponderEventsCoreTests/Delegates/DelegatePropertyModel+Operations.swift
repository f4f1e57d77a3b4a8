// What can happen on the model's delegate property, one operation at a time. The exhaustive
// searches combine these cases in the order `allCases` lists them.
extension DelegatePropertyWorld {
  enum Operation: Hashable, CaseIterable {
    case appSets0, appSets1, appSetsNil, appDelegate0Dies, appDelegate1Dies
    case rxObservesSelect, rxObservesScroll, rxSetDelegate0
    /// The app disposes what `rx.setDelegate` returned (a dispose bag deallocated, say).
    case rxDisposeSetDelegate
    /// The app clears the delegate, as RxCocoa's assertion message advises, and uses `rx` in
    /// the same turn.
    case appSetsNilAndRxObservesScroll
    /// The app clears the property for a moment and puts back what it read from it
    /// (`let saved = view.delegate; view.delegate = nil; …; view.delegate = saved`, to keep a
    /// programmatic scroll from its delegate, say): every receiver keeps its calls. Not with a
    /// splitter or wrapper in front, which the proxy cannot tell from a new one then.
    case appClearsAndRestores
    /// The app sets what the property holds (`view.delegate = view.delegate`, so that UIKit
    /// asks again what it implements): every receiver keeps its calls. Not right after the
    /// app's own `nil` ended the proxy's forwarding: the proxy read then cannot be told from one
    /// read before that `nil` (`appClearsAndRestores`), and brings back what it forwarded to.
    case appSetsWhatItReads
    case splitterWrap, staticSplitterWrap, opaqueWrap, appSetsDiffable
    /// The same wrapper set where UIKit makes no call at once (a text field's delegate, first
    /// called when editing begins; a table not in a window yet), so that what follows (`rx`
    /// used, say: RxCocoa's proxy adopts what is in front) comes before the first call.
    case opaqueWrapBeforeFirstCall
    /// The splitter or wrapper in front of the proxy is deallocated: nobody kept it but the
    /// view, which holds it weakly. The UIKit layer hears of it and refreshes.
    case frontSplitterDies
    /// The opaque wrapper dies, putting what it saved back from its `deinit`
    /// (IQKeyboardReturnKeyHandler's), in front of the proxy or adopted by it before its first
    /// call: the proxy hears of that set, then of the death.
    case wrapperDiesRestoring
    case addSelect, addScroll, removeSelect, removeScroll

  }

  /// The operations in which the app sets the property itself.
  static let appSetsTheProperty: Set<Operation> = [
    .appSets0, .appSets1, .appSetsNil, .appSetsNilAndRxObservesScroll, .appClearsAndRestores,
    .appSetsWhatItReads, .splitterWrap,
    .wrapperDiesRestoring,
    .staticSplitterWrap, .opaqueWrap, .opaqueWrapBeforeFirstCall, .appSetsDiffable,
  ]
}
