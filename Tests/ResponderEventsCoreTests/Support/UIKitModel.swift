import ResponderEventsCore

// A model of UIKit's responder classes whose `next` follows UIKit's documented rules (and, for
// presented controllers, what UIKit really does), so the routing rules can be tested on Linux.

/// Where model chains stop; tests that change it restore it.
@MainActor
enum ModelChain {
  static var end: ResponderChainEnd = .application
}

/// The base of the model: `UIResponder`.
@MainActor
class ModelResponder: EventNode {
  let eventStorage = EventNodeStorage()
  let name: String

  init(_ name: String) {
    self.name = name
    re.debugName = name
  }

  /// `UIResponder.next`.
  var next: ModelResponder? { nil }

  var eventParent: (any EventNode)? { rules.parent(of: self) }
  var eventChildren: [any EventNode] { rules.children(of: self) }

  private var rules: ResponderChainRules<ModelAnswers> {
    ResponderChainRules(model: ModelAnswers(), end: ModelChain.end)
  }
}

/// `UIView`: its next responder is its controller if it is that controller's root view, else
/// its superview.
@MainActor
class ModelView: ModelResponder {
  weak var superview: ModelView?
  private(set) var subviews: [ModelView] = []
  weak var owningController: ModelViewController?

  func addSubview(_ view: ModelView) {
    view.removeFromSuperview()
    view.superview = self
    subviews.append(view)
  }

  func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  override var next: ModelResponder? { owningController ?? superview }
}

/// `UIWindow`: its next responder is its scene (iOS 13 and later).
@MainActor
final class ModelWindow: ModelView {
  weak var scene: ModelScene?
  var rootViewController: ModelViewController? {
    didSet {
      oldValue?.viewIfLoaded?.removeFromSuperview()
      if let root = rootViewController { addSubview(root.view) }
    }
  }

  override var next: ModelResponder? { scene }
}

/// The model of `UIViewController`, whose next responder is its view's superview.
///
/// Its view loads on first access to `view`, and the model counts loads so tests can prove
/// nothing loads a view.
@MainActor
final class ModelViewController: ModelResponder {
  private(set) var viewIfLoaded: ModelView?
  private(set) var loadCount = 0
  private(set) var children: [ModelViewController] = []
  weak var parent: ModelViewController?
  private(set) var presentedViewController: ModelViewController?
  weak var presentingViewController: ModelViewController?

  var view: ModelView {
    if let viewIfLoaded { return viewIfLoaded }
    loadCount += 1
    let view = ModelView("\(name).view")
    view.owningController = self
    viewIfLoaded = view
    return view
  }

  /// View controller containment: the child's view goes into `container`; with no container
  /// the child's view is left alone (and unloaded), as UIKit allows.
  func addChild(_ child: ModelViewController, in container: ModelView?) {
    children.append(child)
    child.parent = self
    container?.addSubview(child.view)
  }

  /// Presents `controller` the way modern UIKit does: its view goes into a container view in
  /// the window, so its `next` is that container, not this controller.
  func present(_ controller: ModelViewController, in window: ModelWindow) {
    let transitionView = ModelView("TransitionView")
    window.addSubview(transitionView)
    transitionView.addSubview(controller.view)
    presentedViewController = controller
    controller.presentingViewController = self
  }

  override var next: ModelResponder? { viewIfLoaded?.superview }
}

/// `UIWindowScene`: its next responder is the application.
@MainActor
final class ModelScene: ModelResponder {
  private(set) var windows: [ModelWindow] = []
  weak var application: ModelApplication?

  func addWindow(_ window: ModelWindow) {
    windows.append(window)
    window.scene = self
  }

  override var next: ModelResponder? { application }
}

/// `UIApplication`: its next responder is its delegate, when the delegate is a responder that is
/// not a view, a view controller or the application.
@MainActor
final class ModelApplication: ModelResponder {
  private(set) var connectedScenes: [ModelScene] = []
  var delegate: ModelResponder?

  func connect(_ scene: ModelScene) {
    connectedScenes.append(scene)
    scene.application = self
  }

  override var next: ModelResponder? {
    guard let delegate, !(delegate is ModelView), !(delegate is ModelViewController),
      !(delegate is ModelApplication)
    else { return nil }
    return delegate
  }
}

/// The model's answers to the routing rules' questions.
@MainActor
struct ModelAnswers: ResponderChainModel {
  func kind(of responder: ModelResponder) -> ResponderKind {
    switch responder {
    case is ModelWindow: .window
    case is ModelView: .view
    case is ModelViewController: .viewController
    case is ModelScene: .scene
    case is ModelApplication: .application
    default: .other
    }
  }

  func nextResponder(of responder: ModelResponder) -> ModelResponder? { responder.next }

  func subviews(of view: ModelResponder) -> [ModelResponder] {
    (view as? ModelView)?.subviews ?? []
  }

  func loadedView(of controller: ModelResponder) -> ModelResponder? {
    (controller as? ModelViewController)?.viewIfLoaded
  }

  func childControllers(of controller: ModelResponder) -> [ModelResponder] {
    (controller as? ModelViewController)?.children ?? []
  }

  func parentController(of controller: ModelResponder) -> ModelResponder? {
    (controller as? ModelViewController)?.parent
  }

  func presentedController(of controller: ModelResponder) -> ModelResponder? {
    // Like UIKit: presented by this controller or by one of its ancestors.
    var current = controller as? ModelViewController
    while let candidate = current {
      if let presented = candidate.presentedViewController { return presented }
      current = candidate.parent
    }
    return nil
  }

  func presentingController(of controller: ModelResponder) -> ModelResponder? {
    // Like UIKit: the presenter of this controller or of one of its ancestors.
    var current = controller as? ModelViewController
    while let candidate = current {
      if let presenting = candidate.presentingViewController { return presenting }
      current = candidate.parent
    }
    return nil
  }

  func rootController(of window: ModelResponder) -> ModelResponder? {
    (window as? ModelWindow)?.rootViewController
  }

  func windows(of scene: ModelResponder) -> [ModelResponder] {
    (scene as? ModelScene)?.windows ?? []
  }

  func scenes(of application: ModelResponder) -> [ModelResponder] {
    (application as? ModelApplication)?.connectedScenes ?? []
  }
}

/// Seed 003's screen inside a full app:
/// app (delegate) → scene → window → controller → root view → superTable → superCell
/// → subTable → subCell → button.
@MainActor
struct ModelApp {
  let application = ModelApplication("Application")
  let delegate = ModelResponder("AppDelegate")
  let scene = ModelScene("WindowScene")
  let window = ModelWindow("Window")
  let controller = ModelViewController("Controller")
  let superTable = ModelView("SuperTable")
  let superCell = ModelView("SuperCell")
  let subTable = ModelView("SubTable")
  let subCell = ModelView("SubCell")
  let button = ModelView("Button")

  init() {
    application.delegate = delegate
    application.connect(scene)
    scene.addWindow(window)
    window.rootViewController = controller
    controller.view.addSubview(superTable)
    superTable.addSubview(superCell)
    superCell.addSubview(subTable)
    subTable.addSubview(subCell)
    subCell.addSubview(button)
  }
}
