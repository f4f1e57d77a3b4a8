@_spi(Rules) import ResponderEventsCore

/// A node shaped like a UIKit responder, routed as the UIKit layer routes `UIResponder`: its
/// parent and children come from the library's `ResponderChainRules`, asked about kinds, next
/// responders, controllers and their views, and its storage is created on first use, as
/// `UIResponder`'s associated object is.
///
/// What UIKit itself costs (`next`, `subviews`, `objc_getAssociatedObject`) is left out: these
/// answers are stored properties, so the scenarios measure the library's part of the path apps
/// take, rules included.
@MainActor
package final class ResponderLike: EventNode {
  fileprivate let kind: ResponderKind
  fileprivate weak var superview: ResponderLike?
  fileprivate var subviews: [ResponderLike] = []
  /// For a controller's root view: the controller, its next responder.
  fileprivate weak var owningController: ResponderLike?
  /// For a controller: its loaded view.
  fileprivate var view: ResponderLike?
  /// For a window: its root view controller.
  fileprivate var rootController: ResponderLike?
  private var storage: EventNodeStorage?

  /// How many nodes have been given storage, by anything.
  package static var storagesCreated = 0

  init(_ kind: ResponderKind) {
    self.kind = kind
  }

  fileprivate func addSubview(_ view: ResponderLike) {
    view.superview = self
    subviews.append(view)
  }

  private static let rules = ResponderChainRules(model: ResponderLikeAnswers())

  package var responderEventsParent: (any EventNode)? { Self.rules.parent(of: self) }
  package var responderEventsChildren: [any EventNode] {
    let (first, others) = Self.rules.children(of: self)
    return (first.map { [$0] } ?? []) + others
  }
  /// The children as the UIKit layer gives them to the walks down (`UIResponder`'s own).
  package var _childrenForWalk: _EventNodeChildren {
    let (first, others) = Self.rules.children(of: self)
    return _EventNodeChildren(others, after: first)
  }
  package var responderEventsStorage: EventNodeStorage {
    if let storage { return storage }
    let created = EventNodeStorage()
    storage = created
    Self.storagesCreated += 1
    return created
  }
  package var existingResponderEventsStorage: EventNodeStorage? { storage }
}

/// The answers the rules ask for, read from the nodes as the UIKit layer reads UIKit's.
@MainActor
private struct ResponderLikeAnswers: ResponderChainModel {
  func kind(of responder: ResponderLike) -> ResponderKind { responder.kind }

  /// UIKit's `next`: a root view's controller, else the superview; a controller's view's
  /// superview; nothing above a window (the scene and application are left out).
  func nextResponder(of responder: ResponderLike) -> ResponderLike? {
    switch responder.kind {
    case .view: responder.owningController ?? responder.superview
    case .viewController: responder.view?.superview
    default: nil
    }
  }

  func subviews(of view: ResponderLike) -> [ResponderLike] { view.subviews }
  func loadedView(of controller: ResponderLike) -> ResponderLike? { controller.view }
  func childControllers(of controller: ResponderLike) -> [ResponderLike] { [] }
  func parentController(of controller: ResponderLike) -> ResponderLike? { nil }
  func presentedController(of controller: ResponderLike) -> ResponderLike? { nil }
  func presentingController(of controller: ResponderLike) -> ResponderLike? { nil }
  func recordedPresenter(of controller: ResponderLike) -> ResponderLike? { nil }
  func rootController(of window: ResponderLike) -> ResponderLike? { window.rootController }
  func window(of view: ResponderLike) -> ResponderLike? { nil }
  func windows(of scene: ResponderLike) -> [ResponderLike] { [] }
  func scenes(of application: ResponderLike) -> [ResponderLike] { [] }
  func shownChildController(of controller: ResponderLike) -> ResponderLike? { nil }
  func shownChildControllers(of controller: ResponderLike) -> [ResponderLike] { [] }
  func presentationStyle(of controller: ResponderLike) -> ResponderPresentationStyle { .other }
  func isSearchController(_ controller: ResponderLike) -> Bool { false }
  func undisplayedItems(of view: ResponderLike) -> [ResponderLike] { [] }
}

/// A window whose root controller's view holds `viewCount` views: nested `viewCount` deep
/// (a chain, for sends), or breadth first with up to `fanout` subviews each (a tree, for
/// broadcasts).
@MainActor
package final class ResponderLikeScreen {
  package let window = ResponderLike(.window)
  package let controller = ResponderLike(.viewController)
  /// The controller's root view first, then the others in the order they were added.
  package let views: [ResponderLike]
  package let sink = Sink()

  package init(viewCount: Int, fanout: Int?) {
    let root = ResponderLike(.view)
    controller.view = root
    root.owningController = controller
    window.rootController = controller
    window.addSubview(root)
    var views = [root]
    views.reserveCapacity(viewCount)
    var parentIndex = 0
    while views.count < viewCount {
      let view = ResponderLike(.view)
      if let fanout {
        if views[parentIndex].subviews.count == fanout { parentIndex += 1 }
        views[parentIndex].addSubview(view)
      } else {
        views[views.count - 1].addSubview(view)
      }
      views.append(view)
    }
    self.views = views
  }

  /// A chain for sends: the deepest view sends, the window handles, `hops` hops above it.
  package convenience init(sendHops hops: Int) {
    // From the deepest view: the other views, the controller, the window.
    self.init(viewCount: hops - 1, fanout: nil)
    window.re.handle(Tap.self) { [sink] _, context in
      sink.total &+= context.event.row
      return .stop
    }
  }

  /// A tree for broadcasts: `viewCount` views, every tenth with a handler, as a screen's cells
  /// might have.
  package convenience init(broadcastViews viewCount: Int) {
    self.init(viewCount: viewCount, fanout: 8)
    for view in views.enumerated().filter({ $0.offset % 10 == 0 }).map(\.element) {
      view.re.handleBroadcast(Tap.self) { [sink] _, context in
        sink.total &+= context.event.row
        return .handled
      }
    }
  }

  /// Sends one event up from the deepest view to the window.
  package func send(row: Int = 1) {
    views[views.count - 1].re.send(Tap(row: row))
  }

  /// Broadcasts one event from the window to every node below it.
  package func broadcast(row: Int = 1) {
    window.re.broadcast(Tap(row: row))
  }
}
