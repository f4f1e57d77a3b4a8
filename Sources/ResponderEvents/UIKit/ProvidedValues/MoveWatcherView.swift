#if canImport(UIKit) && !os(watchOS)
  import ResponderEventsCore
  import UIKit

  /// A hidden, zero-size subview that tells the engine when the view it sits in moves into or
  /// out of a window, for the value observers on that view and on its controller.
  ///
  /// It never takes touches or accessibility focus and sits first in `subviews`, below
  /// everything (code that reads `subviews.first` or counts subviews sees it). In a visual
  /// effect view it goes in `contentView` (UIVisualEffectView.h: "Do not add subviews
  /// directly to UIVisualEffectView, use this view instead"); in a cell it goes in the cell
  /// itself, not its `contentView`, which a content configuration replaces
  /// (UITableViewCell.h: "Setting a content configuration replaces the existing contentView
  /// of the cell with a new content view instance"). Removed by the app (a loop over
  /// `subviews` that empties a view), it puts itself back on the main queue's next turn while
  /// the view lives and still has observers, a few times at most.
  final class MoveWatcherView: UIView {
    /// The nodes whose observers this watcher refreshes: the view, and its controller when it
    /// is a controller's view.
    private var watched: [Weak<UIResponder>] = []
    private weak var host: UIView?
    /// How many times the watcher put itself back after the app took it out.
    private var returns = 0

    /// Makes sure a watcher sits in `view` and refreshes `node`'s observers when it moves.
    static func watch(_ view: UIView, for node: UIResponder) {
      let container = containerView(in: view)
      let watcher = watchers.value(on: view) {
        let watcher = MoveWatcherView(frame: .zero)
        watcher.host = view
        return watcher
      }
      if watcher.superview !== container { container.insertSubview(watcher, at: 0) }
      if !watcher.watched.contains(where: { $0.value === node }) {
        watcher.watched.append(Weak(node))
      }
    }

    /// Where a watcher for `view` goes: the view itself, or a visual effect view's content
    /// view.
    private static func containerView(in view: UIView) -> UIView {
      (view as? UIVisualEffectView)?.contentView ?? view
    }

    override init(frame: CGRect) {
      super.init(frame: frame)
      isHidden = true
      isUserInteractionEnabled = false
      isAccessibilityElement = false
      accessibilityElementsHidden = true
    }

    /// A watcher copied with its view through an archive (NSKeyedArchiver) comes back
    /// inert: it watches nothing until an observer registers on the copy.
    required init?(coder: NSCoder) {
      super.init(coder: coder)
      isHidden = true
      isUserInteractionEnabled = false
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      watched.removeAll { $0.value == nil }
      for reference in watched {
        if let node = reference.value { ProvidedValueMoves.nodeMoved(node) }
      }
    }

    override func didMoveToSuperview() {
      super.didMoveToSuperview()
      guard superview == nil, let host, returns < 3 else { return }
      returns += 1
      // Taken out by the app, not by the view going away: come back once its change is done.
      DispatchQueue.main.async { [weak self, weak host] in
        guard let self, let host, self.superview == nil,
          self.watched.contains(where: {
            $0.value.map(ProvidedValueMoves.hasObservers) ?? false
          })
        else { return }
        MoveWatcherView.containerView(in: host).insertSubview(self, at: 0)
      }
    }
  }

  /// The watcher of each view, kept as an associated object.
  private let watchers = AssociatedObject<MoveWatcherView>()
#endif
