import ResponderEvents

/// A stand-in for a UIKit view or view controller: a named node in a tree.
///
/// In an app these would be `UIView`s and `UIViewController`s, which ResponderEvents makes
/// nodes on its own; here plain classes show the same routing on any platform.
@MainActor
class ViewNode: EventNode {
  let name: String
  weak var parent: ViewNode?
  private(set) var subviews: [ViewNode] = []
  let responderEventsStorage = EventNodeStorage()

  init(_ name: String) {
    self.name = name
    re.debugName = name
  }

  func addSubview(_ view: ViewNode) {
    view.parent = self
    subviews.append(view)
  }

  /// Where `cell` is among this node's subviews now, as a table answers `indexPath(for:)`.
  func row(of cell: ViewNode) -> Int? {
    subviews.firstIndex { $0 === cell }
  }

  var responderEventsParent: (any EventNode)? { parent }
  var responderEventsChildren: [any EventNode] { subviews }
}

/// The screen's controller: it keeps the cart and answers the buttons.
@MainActor
final class ControllerNode: ViewNode {
  var cart: [String] = []
}
