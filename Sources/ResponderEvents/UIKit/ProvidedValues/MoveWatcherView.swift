#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Before iOS 17 only: a hidden, zero-size subview that follows a view's window changes.
  ///
  /// It tells the engine when the view it sits in moves into or out of a window, for the value
  /// observers on that view and on its controller. iOS 17 and later follow moves through
  /// traits (``ProvidedValueTraits``).
  ///
  /// It never takes touches or accessibility focus and sits first in `subviews`, below
  /// everything, where it covers nothing and hit-testing reaches it last; code that reads
  /// `subviews.first` or counts subviews sees it, which the article "State that flows down"
  /// says. In a visual
  /// effect view it goes in `contentView` (UIVisualEffectView.h: "Do not add subviews
  /// directly to UIVisualEffectView, use this view instead"); in a cell it goes in the cell
  /// itself, not its `contentView`, which a content configuration replaces
  /// (UITableViewCell.h: "Setting a content configuration replaces the existing contentView
  /// of the cell with a new content view instance"). Removed by the app (a loop over
  /// `subviews` that empties a view), it puts itself back on the main queue's next turn while
  /// the view lives and still has observers, three times at most; taken out a fourth time, it
  /// stays out and reports ``EventDiagnostic/Kind/observerCannotFollowMoves``.
  final class MoveWatcherView: UIView {
    /// The nodes whose observers this watcher refreshes: the view, and its controller when it
    /// is a controller's view.
    private var watched: [WeakOwner<UIResponder>] = []
    private weak var host: UIView?
    /// How many times the watcher put itself back after the app took it out.
    private var returns = 0

    /// Makes sure a watcher sits in `view` and refreshes `node`'s observers when it moves.
    static func watch(_ view: UIView, for node: UIResponder) {
      let container = containerView(in: view)
      let watcher = watchers.value(on: view) {
        let watcher = MoveWatcherView()
        watcher.host = view
        // A plain view is no accessibility element already ("default == NO", UIAccessibility.h,
        // on `isAccessibilityElement`); nor is anything in it. A watcher copied with its view
        // through an archive (NSKeyedArchiver) comes back through UIView's own `init(coder:)`:
        // inert, since it watches nothing until an observer registers on the copy, and with no
        // size, so it shows and takes nothing even if the archive did not keep it hidden (which
        // UIView's archiving is expected to do; not verified on a device).
        watcher.isHidden = true
        watcher.isUserInteractionEnabled = false
        watcher.accessibilityElementsHidden = true
        return watcher
      }
      if watcher.superview !== container { container.insertSubview(watcher, at: 0) }
      if !watcher.watched.contains(where: { $0.object === node }) {
        watcher.watched.append(WeakOwner(node))
      }
    }

    /// Where a watcher for `view` goes: the view itself, or a visual effect view's content
    /// view.
    private static func containerView(in view: UIView) -> UIView {
      (view as? UIVisualEffectView)?.contentView ?? view
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      watched.removeAll { $0.object == nil }
      for case let node? in watched.map(\.object) { ProvidedValueMoves.nodeMoved(node) }
    }

    override func didMoveToSuperview() {
      super.didMoveToSuperview()
      guard superview == nil, let host else { return }
      guard returns < 3 else {
        for case let node? in watched.map(\.object) where ProvidedValueMoves.hasObservers(node) {
          EventDiagnostics.emitOnce(
            .observerCannotFollowMoves, eventType: (any ProvidedValue).self, direction: .down,
            nodes: [node],
            "the hidden view that follows this view's moves for its value observers (before"
              + " iOS 17) was taken out of it four times, by code that empties its subviews;"
              + " it stays out, and these observers keep their value when the view moves."
              + " Leave the first subview in place, or observe on a view that keeps its"
              + " subviews")
        }
        return
      }
      returns += 1
      // Taken out by the app, not by the view going away: come back once its change is done.
      DispatchQueue.main.async { [weak self, weak host] in
        guard let self, let host, self.superview == nil,
          self.watched.contains(where: {
            $0.object.map(ProvidedValueMoves.hasObservers) ?? false
          })
        else { return }
        MoveWatcherView.containerView(in: host).insertSubview(self, at: 0)
      }
    }
  }

  /// The watcher of each view, kept as an associated object.
  private let watchers = AssociatedObject<MoveWatcherView>()
#endif
