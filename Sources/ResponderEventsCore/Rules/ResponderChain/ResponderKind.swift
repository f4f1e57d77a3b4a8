/// The role a responder plays in a UIKit-style hierarchy, which decides how events route
/// through it.
@_spi(Rules) public enum ResponderKind: Sendable, Hashable {
  /// A view (`UIView`, not a window).
  case view
  /// A view controller.
  case viewController
  /// A window.
  case window
  /// A window scene.
  case scene
  /// The application object.
  case application
  /// Any other responder, such as an app delegate that subclasses `UIResponder`.
  case other
}

/// Where upward events stop in a UIKit-style chain.
///
/// UIKit's own chain runs view → … → window → window scene → application → app delegate. An app
/// that wants events to stay inside its windows stops them earlier.
public enum ResponderChainEnd: Sendable, Hashable, CaseIterable {
  /// The window is the last node offered an upward event.
  case window
  /// The window scene is the last node.
  case scene
  /// The application and then its delegate (when the delegate is a responder) are the last
  /// nodes, as in UIKit. The default.
  case application
}
