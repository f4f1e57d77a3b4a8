@_spi(Rules) import ResponderEventsCore

// The model of UIViewController: loading, containment and modal presentation. Citations as in
// UIKitModel.swift.

/// `UIModalPresentationStyle`, the cases the model tells apart (UIViewController.h: "typedef
/// NS_ENUM(NSInteger, UIModalPresentationStyle)").
enum ModelPresentationStyle: Equatable {
  /// UIViewController.h: "By default UIViewController resolves UIModalPresentationAutomatic to
  /// UIModalPresentationPageSheet".
  case automatic
  /// Apple's documentation of UIModalPresentationStyle.fullScreen: "The views belonging to the
  /// presenting view controller are removed after the presentation completes."
  case fullScreen
  /// Apple's documentation of UIModalPresentationStyle.overFullScreen: "The views beneath the
  /// presented content are not removed from the view hierarchy".
  case overFullScreen
  /// A sheet. Apple's documentation of UIModalPresentationStyle.pageSheet: "A part of the
  /// background content always remains visible", so the presenter's views stay. The model
  /// ignores size classes, which that documentation says change how sheets look.
  case pageSheet
  /// A smaller sheet; routes as `pageSheet`.
  case formSheet
  /// Apple's documentation of UIModalPresentationStyle.currentContext: "the current view
  /// controller's content is displayed over the view controller whose definesPresentationContext
  /// property is true … The views belonging to the presenting view controller are removed after
  /// the presentation completes."
  case currentContext
  /// As `currentContext`, but (Apple's documentation of
  /// UIModalPresentationStyle.overCurrentContext) "The views beneath the presented content are
  /// not removed from the view hierarchy".
  case overCurrentContext
  /// A presentation controller of the presented controller's own. UIPresentationController.h:
  /// "By default each new presentation is full screen. This behavior can be overridden with the
  /// following method to force a current context presentation. (Default: YES) @property
  /// (nonatomic, readonly) BOOL shouldPresentInFullscreen;". The presenter's views stay.
  case custom(shouldPresentInFullscreen: Bool)

  fileprivate var resolved: ModelPresentationStyle { self == .automatic ? .pageSheet : self }
  fileprivate var usesPresentationContext: Bool {
    self == .currentContext || self == .overCurrentContext
      || self == .custom(shouldPresentInFullscreen: false)
  }
  fileprivate var removesPresentersView: Bool { self == .fullScreen || self == .currentContext }
}

/// `UIViewController`.
///
/// Its view loads on first access to `view`, and the model counts loads so tests can prove
/// nothing loads a view.
@MainActor
class ModelViewController: ModelResponder {
  /// The view, if loaded.
  ///
  /// UIViewController.h: "@property(nullable, nonatomic, readonly, strong) UIView *viewIfLoaded
  /// … // Returns the view controller's view if loaded, nil if not."
  private(set) var viewIfLoaded: ModelView?
  private(set) var loadCount = 0
  /// The child controllers.
  ///
  /// UIViewController.h: "An array of children view controllers. This array does not include any
  /// presented view controllers."
  private(set) var children: [ModelViewController] = []
  /// The containing controller.
  ///
  /// UIViewController.h: "If this view controller is a child of a containing view controller
  /// (e.g. a navigation controller or tab bar controller,) this is the containing view
  /// controller. Note that as of 5.0 this no longer will return the presenting view controller."
  private(set) weak var parent: ModelViewController?
  /// Whether current-context presentations from this controller or its descendants cover it.
  ///
  /// UIViewController.h: "Determines which parent view controller's view should be presented
  /// over for presentations of type UIModalPresentationCurrentContext." Apple's documentation of
  /// definesPresentationContext: "The default value for this property is false."
  var definesPresentationContext = false
  /// How this controller is presented.
  ///
  /// UIViewController.h: "Set this property on the view controller to be presented, not the
  /// presenter." and "Defaults to UIModalPresentationAutomatic on iOS starting in iOS 13.0".
  var modalPresentationStyle = ModelPresentationStyle.automatic
  /// What `re.present(_:animated:completion:)` records on the presented controller.
  weak var recordedPresenter: ModelViewController?

  /// What this controller presented, when UIKit chose it as the presenting controller.
  private var presentation: Presentation?
  /// On a presented controller: the controller UIKit chose to present it.
  private weak var presenter: ModelViewController?

  private struct Presentation {
    let presented: ModelViewController
    /// The transition view the presented controller's view went into.
    let container: ModelView
    /// The presenting controller's view and where it was, when the style removed it.
    let removedView: RemovedView?
  }

  /// A view a presentation took out of its superview, to put back on dismissal.
  ///
  /// The superview is held weakly: it is often the window, which holds this controller as its
  /// root, and a strong reference would keep both alive for good once the test lets go of them.
  private struct RemovedView {
    let view: ModelView
    weak var superview: ModelView?
    let index: Int
  }

  /// The view, loaded on first access.
  ///
  /// UIViewController.h: "@property(null_resettable, nonatomic,strong) UIView *view; // The
  /// getter first invokes [self loadView] if the view hasn't been set yet."
  var view: ModelView {
    if let viewIfLoaded { return viewIfLoaded }
    loadCount += 1
    let view = ModelView("\(name).view")
    view.owningController = self
    viewIfLoaded = view
    viewDidLoad()
    return view
  }

  /// Called after the view loads.
  ///
  /// UIViewController.h: "- (void)viewDidLoad; // Called after the view has been loaded."
  func viewDidLoad() {}

  /// Adds `child` as a child controller, its view in `container`.
  ///
  /// UIViewController.h: "- (void)addChildViewController:(UIViewController *)childController"
  /// ("If the child controller has a different parent controller, it will first be removed from
  /// its current parent"). Containment does not place the child's view: the child's view goes
  /// into `container` if one is given; with none it is left alone (and unloaded).
  func addChild(_ child: ModelViewController, in container: ModelView?) {
    child.removeFromParent()
    children.append(child)
    child.parent = self
    container?.addSubview(child.view)
  }

  /// Leaves the parent controller; the view stays where it is.
  ///
  /// UIViewController.h: "Removes the the receiver from its parent's children controllers
  /// array."
  func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }

  /// The view's superview.
  ///
  /// Apple's documentation of UIResponder.next: "UIViewController similarly implements the
  /// method and returns its view's superview." So a controller whose view is not loaded or not
  /// in a view hierarchy (a navigation screen under the top one, an unselected tab, a presenter
  /// under a full-screen presentation) has no next responder.
  override var next: ModelResponder? { viewIfLoaded?.superview }

  // MARK: Presentation

  /// What this controller or its nearest ancestor presented.
  ///
  /// UIViewController.h: "The view controller that was presented by this view controller or its
  /// nearest ancestor."
  var presentedViewController: ModelViewController? {
    presentationOwner?.presentation?.presented
  }

  /// The controller that presented this one or its farthest ancestor.
  ///
  /// UIViewController.h: "The view controller that presented this view controller (or its
  /// farthest ancestor.)" Only a controller without a parent is presented (UIViewController.h on
  /// parentViewController, above), so this is the presenter of the top of the parent chain.
  var presentingViewController: ModelViewController? { farthestAncestor.presenter }

  /// Presents `controller` with `style` (or with its `modalPresentationStyle`).
  ///
  /// UIKit decides which controller presents it (Apple's documentation of
  /// UIPresentationController.presentingViewController: "The object in this property could be
  /// the root view controller of the window, a parent view controller that is marked as defining
  /// the current context, or the last view controller that was presented onscreen. This view
  /// controller may or may not be the same one whose present(_:animated:completion:) method was
  /// called"):
  /// - Sheets and full screen: the farthest ancestor (UIViewController.h: presentingViewController
  ///   is "The view controller that presented this view controller (or its farthest ancestor.)";
  ///   Apple's documentation of present(_:animated:completion:): "a full-screen presentation
  ///   must be made by a view controller that itself covers the entire screen. If the current
  ///   view controller is unable to fulfill a request, it forwards the request up the view
  ///   controller hierarchy"). Outside any presentation that is the window's root controller.
  /// - Current context: UIViewController.h on definesPresentationContext: "If no ancestor view
  ///   controller has this flag set, then the presenter will be the root view controller.";
  ///   Apple's documentation of definesPresentationContext: "UIKit starts at the presenting view
  ///   controller and walks up the view controller hierarchy. If it finds a view controller whose
  ///   value for this property is true, it asks that view controller to present the new view
  ///   controller." Inside a presented controller the walk stops at it (not verified on device).
  ///
  /// Where the views go:
  /// - Sheets and full screen: the presented view goes into a transition view added to the
  ///   window (observed, not documented: UIKit's private UITransitionView).
  /// - Current context: UIPresentationController.h says the presentation's container "is an
  ///   ancestor of both the presenting and presented view controller's views", so the presented
  ///   view goes under the context controller's view's superview; the transition view wrapping
  ///   it there is observed, not documented.
  /// - Full screen and current context remove the presenting controller's view (see the styles);
  ///   dismissal puts it back where it was (Apple's sample code "CustomTransitions",
  ///   AAPLCustomPresentationSecondViewController.m: "When the fullscreen view controller is
  ///   dismissed, the presentation controller places the presenting view controller's view back
  ///   in its previous superview").
  ///
  /// Like UIKit (observed: it logs "Attempt to present … which is already presenting" or "…
  /// whose view is not in the window hierarchy"), nothing happens if the presenting controller
  /// already presents something or its view is not in a window.
  func present(_ controller: ModelViewController, style: ModelPresentationStyle? = nil) {
    precondition(
      controller.parent == nil && controller.presenter == nil,
      "UIKit raises when presenting a child or an already presented controller")
    if let style { controller.modalPresentationStyle = style }
    let style = controller.modalPresentationStyle.resolved
    let presenting = style.usesPresentationContext ? presentationContext : farthestAncestor
    guard presenting.presentedViewController == nil, let presentersView = presenting.viewIfLoaded,
      let window = presentersView.window, let presentersSuperview = presentersView.superview
    else { return }
    let container = ModelView("TransitionView")
    (style.usesPresentationContext ? presentersSuperview : window).addSubview(container)
    container.addSubview(controller.view)
    var removedView: RemovedView?
    if style.removesPresentersView,
      let index = presentersSuperview.subviews.firstIndex(where: { $0 === presentersView })
    {
      removedView = RemovedView(view: presentersView, superview: presentersSuperview, index: index)
      presentersView.removeFromSuperview()
    }
    presenting.presentation = Presentation(
      presented: controller, container: container, removedView: removedView)
    controller.presenter = presenting
  }

  /// Records this controller as the presenter of `controller`, as
  /// `re.present(_:animated:completion:)` does, then presents it.
  func presentRecorded(_ controller: ModelViewController, style: ModelPresentationStyle? = nil) {
    controller.recordedPresenter = self
    present(controller, style: style)
  }

  /// Dismisses what this controller (or its nearest ancestor) presented, else this controller.
  ///
  /// Apple's documentation of dismiss(animated:completion:): "The presenting view controller is
  /// responsible for dismissing the view controller it presented. If you call this method on the
  /// presented view controller itself, UIKit asks the presenting view controller to handle the
  /// dismissal. If you present several view controllers in succession … calling this method on a
  /// view controller lower in the stack dismisses its immediate child view controller and all
  /// view controllers above that child". After dismissal the presented view is no longer in the
  /// window (observed).
  func dismiss() {
    if let owner = presentationOwner {
      owner.dismissPresentation()
    } else {
      presentingViewController?.dismissPresentation()
    }
  }

  private func dismissPresentation() {
    guard let presentation else { return }
    presentation.presented.dismissPresentationsInside()
    presentation.container.removeFromSuperview()
    presentation.presented.viewIfLoaded?.removeFromSuperview()
    if let removed = presentation.removedView, let superview = removed.superview {
      superview.insertSubview(removed.view, at: removed.index)
    }
    presentation.presented.presenter = nil
    self.presentation = nil
  }

  /// Dismisses what this controller and its descendants presented.
  private func dismissPresentationsInside() {
    for child in children { child.dismissPresentationsInside() }
    dismissPresentation()
  }

  /// This controller or its nearest ancestor that presented something.
  private var presentationOwner: ModelViewController? {
    var current: ModelViewController? = self
    while let candidate = current {
      if candidate.presentation != nil { return candidate }
      current = candidate.parent
    }
    return nil
  }

  private var farthestAncestor: ModelViewController {
    var top = self
    while let parent = top.parent { top = parent }
    return top
  }

  /// This controller or its nearest ancestor that defines a presentation context, else the
  /// farthest ancestor.
  private var presentationContext: ModelViewController {
    var current: ModelViewController? = self
    while let candidate = current {
      if candidate.definesPresentationContext { return candidate }
      current = candidate.parent
    }
    return farthestAncestor
  }
}

/// `UISearchController` with a results controller.
///
/// UISearchController.h: "- (instancetype)initWithSearchResultsController:(nullable
/// UIViewController *)searchResultsController" and "@property (nullable, nonatomic, strong,
/// readonly) UIViewController *searchResultsController". The results controller is a child of
/// the search controller, its view in the search controller's view (observed, not documented).
///
/// The app does not present it: UIKit does, when its search bar becomes active (UISearchController.h
/// on `active`: "Setting this property to YES is a convenience method that performs a default
/// presentation of the search controller appropriate for how the controller is configured").
/// UIKit presents it from the presentation context of the screen that shows its search bar: the
/// nearest ancestor that defines one, else the root view controller (UIViewController.h on
/// definesPresentationContext: "If no ancestor view controller has this flag set, then the
/// presenter will be the root view controller."). The model does that with a custom
/// presentation that does not present in full screen; UIKit's own presentation controller for
/// it is private, and its style not verified on device.
@MainActor
final class ModelSearchController: ModelViewController {
  let searchResultsController: ModelViewController?

  init(_ name: String, resultsController: ModelViewController?) {
    searchResultsController = resultsController
    super.init(name)
    modalPresentationStyle = .custom(shouldPresentInFullscreen: false)
    if let resultsController { addChild(resultsController, in: view) }
  }

  /// The user tapped the search bar that `screen` shows (UISearchController.h: "@property
  /// (nonatomic, assign, getter = isActive) BOOL active"): UIKit presents the search controller
  /// from `screen`'s presentation context.
  func activate(shownBy screen: ModelViewController) {
    screen.present(self)
  }
}
