@_spi(Rules) import ResponderEventsCore

// The model of UIKit's container view controllers. Citations as in UIKitModel.swift.

/// A container controller that shows one child at a time, or (a split view) a few side by side.
///
/// Its children are all contained (they are its `children`), but only the shown children's views
/// are in its view hierarchy. The others' views, if loaded, are detached, so their `next` is nil.
///
/// The shown views sit in a wrapper view inside the container's view. Observed, not documented:
/// UIKit's containers put them in private views (UINavigationTransitionView and
/// UIViewControllerWrapperView; UITransitionView and UIViewControllerWrapperView; a split view's
/// column views), modelled as one wrapper. The bars (UINavigationBar, UITabBar) are left out.
@MainActor
class ModelContainerController: ModelViewController {
  private var wrapperView: ModelView?

  /// The child whose view is shown, for a container that shows one.
  var shownChild: ModelViewController? { nil }

  /// The children whose views are shown: the shown child, if any.
  var shownChildren: [ModelViewController] { shownChild.map { [$0] } ?? [] }

  /// The model installs the shown children's views as soon as the container's view loads (UIKit
  /// does it when the container lays out, before it appears).
  override func viewDidLoad() {
    let wrapper = ModelView("\(name).wrapperView")
    viewIfLoaded?.addSubview(wrapper)
    wrapperView = wrapper
    showChild()
  }

  /// Puts the shown children's views in the wrapper and takes the other children's out.
  ///
  /// Only a loaded container shows anything: a container whose view is not loaded loads no
  /// child's view.
  func showChild() {
    guard let wrapperView else { return }
    let shown = shownChildren
    for child in children
    where !shown.contains(where: { $0 === child })
      && child.viewIfLoaded?.superview === wrapperView
    {
      child.viewIfLoaded?.removeFromSuperview()
    }
    for child in shown where child.view.superview !== wrapperView {
      wrapperView.addSubview(child.view)
    }
  }
}

/// `UINavigationController`.
///
/// UINavigationController.h: "UINavigationController manages a stack of view controllers and a navigation bar. It performs horizontal view transitions for pushed and
/// popped views".
@MainActor
final class ModelNavigationController: ModelContainerController {
  init(_ name: String, root: ModelViewController) {
    super.init(name)
    // Apple's documentation of definesPresentationContext: "Some system-provided view
    // controllers, such as UINavigationController, change the default value to true."
    definesPresentationContext = true
    push(root)
  }

  /// The stack: the children.
  ///
  /// UINavigationController.h: "@property(nonatomic,copy) NSArray<__kindof UIViewController *>
  /// *viewControllers; // The current view controller stack."
  var viewControllers: [ModelViewController] { children }

  /// The last controller pushed.
  ///
  /// UINavigationController.h: "@property(nullable, nonatomic,readonly,strong) UIViewController
  /// *topViewController; // The top view controller on the stack."
  var topViewController: ModelViewController? { children.last }

  /// The top controller.
  ///
  /// Only the top controller's view is in the navigation controller's view hierarchy (observed,
  /// not documented; UIViewController.h documents the same for containers' own transitions: "the
  /// fromViewController's view will be removed from its superview after the transition
  /// completes").
  override var shownChild: ModelViewController? { topViewController }

  /// Pushes `controller` on the stack and shows it.
  ///
  /// UINavigationController.h: "- (void)pushViewController:(UIViewController *)viewController
  /// animated:(BOOL)animated; // … Has no effect if the view controller is already in the
  /// stack." (Apple's documentation of the method says it throws an exception instead.)
  func push(_ controller: ModelViewController) {
    guard !children.contains(where: { $0 === controller }) else { return }
    addChild(controller, in: nil)
    showChild()
  }

  /// Pops the top controller, shows the one under it, and returns the popped one.
  ///
  /// UINavigationController.h: "- (nullable UIViewController *)popViewControllerAnimated:(BOOL)
  /// animated; // Returns the popped controller." Apple's documentation of
  /// popViewController(animated:): "If the view controller at the top of the stack is the root
  /// view controller, this method does nothing."
  @discardableResult
  func pop() -> ModelViewController? {
    guard children.count > 1, let top = topViewController else { return nil }
    top.removeFromParent()
    top.viewIfLoaded?.removeFromSuperview()
    showChild()
    return top
  }
}

/// `UITabBarController`.
///
/// UITabBarController.h: "UITabBarController manages a button bar and
/// transition view, for an application with multiple top-level modes."
///
/// `definesPresentationContext` keeps UIViewController's documented default (false): Apple's
/// documentation names only UINavigationController as changing it.
@MainActor
final class ModelTabBarController: ModelContainerController {
  init(_ name: String, tabs: [ModelViewController]) {
    super.init(name)
    for tab in tabs { addChild(tab, in: nil) }
  }

  /// The tabs: the children.
  ///
  /// UITabBarController.h: "@property(nullable, nonatomic,copy) NSArray<__kindof
  /// UIViewController *> *viewControllers".
  var viewControllers: [ModelViewController] { children }

  /// The index of the shown tab.
  ///
  /// UITabBarController.h: "@property(nonatomic) NSUInteger selectedIndex".
  var selectedIndex = 0 {
    didSet { showChild() }
  }

  /// The shown tab.
  ///
  /// UITabBarController.h: "@property(nullable, nonatomic, assign) __kindof UIViewController
  /// *selectedViewController".
  var selectedViewController: ModelViewController? {
    children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
  }

  /// The selected tab.
  ///
  /// Only the selected tab's view is in the tab bar controller's view hierarchy; the others'
  /// are detached (observed, not documented).
  override var shownChild: ModelViewController? { selectedViewController }
}

/// `UISplitViewController`, column style.
///
/// UISplitViewController.h: "@property (nonatomic, copy) NSArray<__kindof UIViewController *>
/// *viewControllers; // -setViewController:forColumn:/-viewControllerForColumn: recommended for
/// column-style UISplitViewController". The model keeps the columns (primary, supplementary if
/// any, secondary) as `viewControllers` and, when set, the compact column after them, all as
/// children. `shownChild` stays `nil`: a split view shows several children, which
/// `ResponderChainRules.topController(in:)` does not look into.
@MainActor
final class ModelSplitViewController: ModelContainerController {
  /// The columns, primary first.
  let viewControllers: [ModelViewController]
  /// The compact column's controller.
  ///
  /// UISplitViewController.h on UISplitViewControllerColumnCompact: "If a vc is set for this
  /// column, it will be used when the UISVC is collapsed, instead of stacking the vc's for the
  /// Primary, Supplementary, and Secondary columns".
  let compactViewController: ModelViewController?

  /// Whether the columns are collapsed into one (a compact width: an iPhone, or an iPad in Slide
  /// Over).
  ///
  /// UISplitViewController.h: "// Specifies whether the split view controller has collapsed its
  /// primary and secondary view controllers together" and "@property(nonatomic, readonly,
  /// getter=isCollapsed) BOOL collapsed" (set here by the test, as a size change would).
  var isCollapsed = false {
    didSet { showChild() }
  }

  init(
    _ name: String, columns: [ModelViewController], compact: ModelViewController? = nil
  ) {
    viewControllers = columns
    compactViewController = compact
    super.init(name)
    for column in columns { addChild(column, in: nil) }
    if let compact { addChild(compact, in: nil) }
  }

  /// Expanded, every column; collapsed, the compact column, else the primary column with the
  /// others stacked onto it (simplified: the primary column's view).
  override var shownChildren: [ModelViewController] {
    guard isCollapsed else { return viewControllers }
    if let compactViewController { return [compactViewController] }
    return Array(viewControllers.prefix(1))
  }
}
