/// How events travel through a UIKit-style hierarchy: the parent an upward event goes to and
/// the children a broadcast visits.
///
/// ## Upward
/// An event goes to UIKit's `next` responder, with two corrections:
/// - A presented view controller (one without a parent controller) goes to the controller that
///   presented it. UIKit documents this, but sheets and other modern presentations route
///   through private container views and skip the presenter.
/// - The chain stops at ``end``: after the window, the scene, or (the default) after the
///   application and its delegate.
///
/// ```
/// button → cell → … → root view → controller → (presenting controller →) … → window
///        → window scene → application → app delegate
/// ```
///
/// ## Downward
/// - A view's children are its subviews, except that a subview which is a view controller's
///   root view is replaced by that controller: the view is reached through its controller.
/// - A view controller's children are its view (only if loaded), its child controllers, and the
///   controller it presented itself.
/// - A window's children are its root view controller and its subviews; a scene's are its
///   windows; the application's are its connected scenes.
///
/// No rule loads a view. A node reachable along two paths (a child controller's root view is a
/// subview of its parent's view) is still visited once, because broadcasts never visit a node
/// twice.
@MainActor
public struct ResponderChainRules<Model: ResponderChainModel> {
  /// The hierarchy's answers.
  public let model: Model
  /// Where upward events stop.
  public var end: ResponderChainEnd

  /// Creates rules over `model`, stopping upward events at `end`.
  public init(model: Model, end: ResponderChainEnd = .application) {
    self.model = model
    self.end = end
  }

  /// The node an upward event goes to after `responder`, or `nil` where the chain ends.
  public func parent(of responder: Model.Responder) -> Model.Responder? {
    switch model.kind(of: responder) {
    case .viewController:
      if model.parentController(of: responder) == nil,
        let presenting = model.presentingController(of: responder)
      {
        return presenting
      }
      return model.nextResponder(of: responder)
    case .window:
      return end == .window ? nil : model.nextResponder(of: responder)
    case .scene:
      return end == .scene ? nil : model.nextResponder(of: responder)
    case .view, .application, .other:
      return model.nextResponder(of: responder)
    }
  }

  /// The nodes a broadcast visits after `responder`, in order.
  public func children(of responder: Model.Responder) -> [Model.Responder] {
    switch model.kind(of: responder) {
    case .view:
      return model.subviews(of: responder).map(controllerIfRootView)
    case .viewController:
      var children = [Model.Responder]()
      if let view = model.loadedView(of: responder) { children.append(view) }
      children += model.childControllers(of: responder)
      if let presented = model.presentedController(of: responder),
        model.presentingController(of: presented) === responder
      {
        children.append(presented)
      }
      return children
    case .window:
      var children = [Model.Responder]()
      if let root = model.rootController(of: responder) { children.append(root) }
      return children + model.subviews(of: responder).map(controllerIfRootView)
    case .scene:
      return model.windows(of: responder)
    case .application:
      return model.scenes(of: responder)
    case .other:
      return []
    }
  }

  /// The view controller whose root view `view` is, or `view` itself.
  private func controllerIfRootView(_ view: Model.Responder) -> Model.Responder {
    guard let next = model.nextResponder(of: view), model.kind(of: next) == .viewController,
      model.loadedView(of: next) === view
    else { return view }
    return next
  }
}
