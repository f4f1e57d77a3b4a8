#if canImport(UIKit) && !os(watchOS)
  import ResponderEventsCore
  import UIKit

  /// A hidden, zero-size subview that tells the engine when the view it sits in moves into or
  /// out of a window, for the value observers on that view and on its controller.
  ///
  /// It never takes touches or accessibility focus, sits first in `subviews` so that it is
  /// below everything and not the `last` subview apps look for, and goes in a cell's or a
  /// visual effect view's `contentView` (Apple: "Do not add subviews directly to the visual
  /// effect view itself"; UIVisualEffectView.h). Removed by the app (a loop over `subviews`
  /// that empties a view), it puts itself back on the main queue's next turn while the view
  /// lives and still has observers.
  final class MoveWatcherView: UIView {
    /// The nodes whose observers this watcher refreshes: the view, and its controller when it
    /// is a controller's view.
    private var watched: [WeakResponder] = []
    private weak var host: UIView?

    /// Makes sure a watcher sits in `view` and refreshes `node`'s observers when it moves.
    static func watch(_ view: UIView, for node: UIResponder) {
      let container = containerView(in: view)
      let watcher = watchers.value(on: view) {
        let watcher = MoveWatcherView(frame: .zero)
        watcher.host = view
        return watcher
      }
      if watcher.superview !== container { container.insertSubview(watcher, at: 0) }
      if !watcher.watched.contains(where: { $0.responder === node }) {
        watcher.watched.append(WeakResponder(node))
      }
    }

    /// Where a watcher for `view` goes: a cell's or a visual effect view's content view, which
    /// move with it.
    private static func containerView(in view: UIView) -> UIView {
      switch view {
      case let cell as UITableViewCell: cell.contentView
      case let cell as UICollectionViewCell: cell.contentView
      case let effect as UIVisualEffectView: effect.contentView
      default: view
      }
    }

    override init(frame: CGRect) {
      super.init(frame: frame)
      isHidden = true
      isUserInteractionEnabled = false
      isAccessibilityElement = false
      accessibilityElementsHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      watched.removeAll { $0.responder == nil }
      for reference in watched {
        if let node = reference.responder { ProvidedValueMoves.nodeMoved(node) }
      }
    }

    override func didMoveToSuperview() {
      super.didMoveToSuperview()
      guard superview == nil, let host else { return }
      // Taken out by the app, not by the view going away: come back once its change is done.
      DispatchQueue.main.async { [weak self, weak host] in
        guard let self, let host, self.superview == nil,
          self.watched.contains(where: {
            $0.responder.map(ProvidedValueMoves.hasObservers) ?? false
          })
        else { return }
        MoveWatcherView.containerView(in: host).insertSubview(self, at: 0)
      }
    }
  }

  /// A weak reference to a responder.
  private struct WeakResponder {
    weak var responder: UIResponder?

    init(_ responder: UIResponder) {
      self.responder = responder
    }
  }

  /// The watcher of each view, kept as an associated object.
  private let watchers = AssociatedObject<MoveWatcherView>()
#endif
