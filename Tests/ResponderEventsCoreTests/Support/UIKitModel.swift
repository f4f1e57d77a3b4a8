@_spi(Rules) import ResponderEventsCore

// A model of UIKit's responder classes, so the routing rules can be tested on Linux. Every rule
// cites where it comes from: a header of the iOS 17.4 SDK (`UIViewController.h: "…"`), a page of
// Apple's documentation (by name), or, where neither says it, what UIKit is seen to do ("observed,
// not documented"). View controllers, presentation and search controllers are in
// UIKitModel+Controllers.swift, navigation, tab bar and split view controllers in
// UIKitModel+Containers.swift.

/// Where model chains stop; tests that change it restore it.
@MainActor
enum ModelChain {
  static var end: ResponderChainEnd = .application
  static var routesWindowSubviewsToTopController = false
  /// Whether new nodes get their name as their debug name, which gives them storage; tests of
  /// what creates storage turn it off.
  static var namesNodes = true
}

/// The base of the model: `UIResponder`.
@MainActor
class ModelResponder: EventNode, ResponderChainNode {
  let name: String
  /// Created on first use, as `UIResponder`'s associated object is.
  private var storage: EventNodeStorage?

  init(_ name: String) {
    self.name = name
    if ModelChain.namesNodes { re.debugName = name }
  }

  var responderEventsStorage: EventNodeStorage {
    if let storage { return storage }
    let created = EventNodeStorage()
    storage = created
    return created
  }
  var existingResponderEventsStorage: EventNodeStorage? { storage }
  var hasStorage: Bool { storage != nil }

  /// `UIResponder.next`: none for a plain responder.
  ///
  /// UIResponder.h: "@property(nonatomic, readonly, nullable) UIResponder *nextResponder";
  /// Apple's documentation of UIResponder.next: "this method returns nil by default. Subclasses
  /// must override this method".
  var next: ModelResponder? { nil }

  var responderEventsParent: (any EventNode)? { rules.parent(of: self) }
  var responderEventsChildren: [any EventNode] {
    let (first, others) = rules.children(of: self)
    return (first.map { [$0] } ?? []) + others
  }
  /// What the UIKit adapter gives the walks down: the rules' arrays, not converted.
  var _childrenForWalk: _EventNodeChildren {
    let (first, others) = rules.children(of: self)
    return _EventNodeChildren(others, after: first)
  }
  /// What the UIKit adapter's `UIViewController` answers.
  var responderEventsScreensPassedOver: ScreensPassedOver<any EventNode>? {
    rules.screensPassedOver(by: self)?.map { $0 as any EventNode }
  }

  private var rules: ResponderChainRules<ModelAnswers> {
    ResponderChainRules(
      model: ModelAnswers(), end: ModelChain.end,
      routesWindowSubviewsToTopController: ModelChain.routesWindowSubviewsToTopController)
  }
}

/// `UIView`.
@MainActor
class ModelView: ModelResponder {
  /// UIView.h: "@property(nullable, nonatomic,readonly) UIView *superview".
  private(set) weak var superview: ModelView?
  /// UIView.h: "@property(nonatomic,readonly,copy) NSArray<__kindof UIView *> *subviews", back to
  /// front (the order `addSubview` appends in).
  private(set) var subviews: [ModelView] = []
  /// The controller whose root view this is; set only by `ModelViewController.view` when it
  /// loads the view.
  weak var owningController: ModelViewController?

  /// UIView.h: "- (void)addSubview:(UIView *)view"; a view has one superview, so it leaves the
  /// old one first.
  func addSubview(_ view: ModelView) {
    insertSubview(view, at: subviews.count)
  }

  /// UIView.h: "- (void)insertSubview:(UIView *)view atIndex:(NSInteger)index".
  func insertSubview(_ view: ModelView, at index: Int) {
    view.removeFromSuperview()
    view.superview = self
    subviews.insert(view, at: min(index, subviews.count))
  }

  /// UIView.h: "- (void)removeFromSuperview".
  func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// UIView.h: "@property(nullable, nonatomic,readonly) UIWindow *window": the window the view
  /// is in, if any.
  var window: ModelWindow? {
    var current: ModelView? = self
    while let view = current {
      if let window = view as? ModelWindow { return window }
      current = view.superview
    }
    return nil
  }

  /// The controller whose root view this is, else the superview.
  ///
  /// Apple's documentation of UIResponder.next: "UIView implements this method and returns the
  /// UIViewController object that manages it (if it has one) or its superview (if it doesn't)".
  /// A view added straight to a window (not a controller's root view) therefore goes to the
  /// window.
  override var next: ModelResponder? { owningController ?? superview }
}

/// `UIWindow` (UIWindow.h: "@interface UIWindow : UIView").
@MainActor
final class ModelWindow: ModelView {
  /// UIWindow.h: "@property(nullable, nonatomic, weak) UIWindowScene *windowScene".
  fileprivate(set) weak var scene: ModelScene?

  /// The window's root view controller, whose view becomes the window's content view.
  ///
  /// UIWindow.h: "@property(nullable, nonatomic,strong) UIViewController *rootViewController".
  /// Apple's documentation of UIWindow.rootViewController: "Assigning a view controller to this
  /// property … installs the view controller's view as the content view of the window … If the
  /// window has an existing view hierarchy, the old views are removed before the new ones are
  /// installed." The content view goes below views added straight to the window.
  var rootViewController: ModelViewController? {
    didSet {
      oldValue?.viewIfLoaded?.removeFromSuperview()
      if let root = rootViewController { insertSubview(root.view, at: 0) }
    }
  }

  /// Observed, not documented: since iOS 13 a window's next responder is its UIWindowScene
  /// (Apple's documentation of UIResponder.next still says "UIWindow returns the application
  /// object").
  override var next: ModelResponder? { scene }
}

/// `UIWindowScene` (UIScene.h: "@interface UIScene : UIResponder"; UIWindowScene.h:
/// "@interface UIWindowScene : UIScene").
@MainActor
final class ModelScene: ModelResponder {
  /// UIWindowScene.h: "The array of all windows associated with this UIWindowScene".
  private(set) var windows: [ModelWindow] = []
  fileprivate(set) weak var application: ModelApplication?

  func addWindow(_ window: ModelWindow) {
    windows.append(window)
    window.scene = self
  }

  /// Observed, not documented: a scene's next responder is the application.
  override var next: ModelResponder? { application }
}

/// `UIApplication`.
@MainActor
final class ModelApplication: ModelResponder {
  /// The last application a fixture built, while its fixture keeps it.
  ///
  /// UIApplication.h: "@property(class, nonatomic, readonly) UIApplication *sharedApplication".
  /// Weak: the fixture (`ModelShell`, `ModelApp`) holds the application, and with it its
  /// scenes, windows and views, for the test using it. A strong reference would keep the last
  /// test's tree alive until the process exits, where LeakSanitizer reports the weak-reference
  /// side tables of its nodes as leaks (it cannot read Swift's encoded pointers to them).
  private(set) static weak var shared: ModelApplication?

  /// UIApplication.h: "@property(nonatomic, readonly) NSSet<UIScene *> *connectedScenes" (a set
  /// in UIKit; kept in connection order here).
  private(set) var connectedScenes: [ModelScene] = []
  /// UIApplication.h: "@property(nullable, nonatomic, assign) id<UIApplicationDelegate>
  /// delegate".
  var delegate: ModelResponder?

  /// Makes this the shared application.
  func makeShared() { Self.shared = self }

  func connect(_ scene: ModelScene) {
    connectedScenes.append(scene)
    scene.application = self
  }

  /// The app delegate, when it is a plain responder.
  ///
  /// Apple's article "Using responders and the responder chain to handle events": after the
  /// application, UIKit delivers the event "possibly to the app delegate if that object is an
  /// instance of UIResponder and not already part of the responder chain". The model reads "not
  /// already part of the chain" as: not a view, a view controller or the application.
  override var next: ModelResponder? {
    guard let delegate, !(delegate is ModelView), !(delegate is ModelViewController),
      !(delegate is ModelApplication)
    else { return nil }
    return delegate
  }
}

/// An app around one window: application (with a plain responder as delegate) → scene → window.
@MainActor
struct ModelShell {
  let application = ModelApplication("Application")
  let delegate = ModelResponder("AppDelegate")
  let scene = ModelScene("WindowScene")
  let window: ModelWindow

  init(root: ModelViewController, window name: String = "Window") {
    window = ModelWindow(name)
    application.makeShared()
    application.delegate = delegate
    application.connect(scene)
    scene.addWindow(window)
    window.rootViewController = root
  }

  /// The chain above every window, as the model routes it by default.
  static let aboveWindow = ["Window", "WindowScene", "Application", "AppDelegate"]
}

/// The nested-table screen of the `UIResponder` router category write-up, inside a full
/// app: app (delegate) → scene → window → controller → root view → superTable → superCell
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
    application.makeShared()
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

/// The model's answers to the routing rules' questions: UIKit's properties, read as the UIKit
/// adapter (`UIKitAnswers`) reads them.
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
    (controller as? ModelViewController)?.presentedViewController
  }

  func presentingController(of controller: ModelResponder) -> ModelResponder? {
    (controller as? ModelViewController)?.presentingViewController
  }

  func recordedPresenter(of controller: ModelResponder) -> ModelResponder? {
    (controller as? ModelViewController)?.recordedPresenter
  }

  func rootController(of window: ModelResponder) -> ModelResponder? {
    (window as? ModelWindow)?.rootViewController
  }

  func window(of view: ModelResponder) -> ModelResponder? {
    (view as? ModelView)?.window
  }

  func windows(of scene: ModelResponder) -> [ModelResponder] {
    (scene as? ModelScene)?.windows ?? []
  }

  func scenes(of application: ModelResponder) -> [ModelResponder] {
    (application as? ModelApplication)?.connectedScenes ?? []
  }

  func shownChildController(of controller: ModelResponder) -> ModelResponder? {
    (controller as? ModelContainerController)?.shownChild
  }

  /// As `UIKitAnswers` reads it: a split view's `viewControllers` when it is not collapsed, its
  /// compact column when it is, and no column claimed when a collapsed one has none.
  func shownChildControllers(of controller: ModelResponder) -> [ModelResponder] {
    guard let split = controller as? ModelSplitViewController else {
      return shownChildController(of: controller).map { [$0] } ?? []
    }
    guard split.isCollapsed else { return split.viewControllers }
    return split.compactViewController.map { [$0] } ?? []
  }

  func presentationStyle(of controller: ModelResponder) -> ResponderPresentationStyle {
    switch (controller as? ModelViewController)?.modalPresentationStyle {
    case .currentContext?: .currentContext
    case .overCurrentContext?: .overCurrentContext
    default: .other
    }
  }

  func isSearchController(_ controller: ModelResponder) -> Bool {
    controller is ModelSearchController
  }

  func undisplayedItems(of view: ModelResponder) -> [ModelResponder] {
    // A list's own cells, and those of its orthogonal section, in the scroller it keeps them in.
    guard let view = view as? ModelView,
      let list = view as? ModelListView
        ?? (view.superview as? ModelListView).flatMap({ $0.orthogonalScroller === view ? $0 : nil })
    else { return [] }
    let shown = Set(
      list.visibleCells.map(ObjectIdentifier.init) + list.shownApart.map(ObjectIdentifier.init))
    return view.subviews.filter { $0 is ModelCell && !shown.contains(ObjectIdentifier($0)) }
  }
}
