#if canImport(UIKit) && !os(watchOS)
  @_spi(Rules) public import ResponderEventsCore
  import UIKit

  /// App-wide settings for how events travel through UIKit's responder chain.
  ///
  /// ```swift
  /// // In application(_:didFinishLaunchingWithOptions:): keep events inside the windows.
  /// UIKitEventRouting.chainEnd = .window
  /// ```
  public enum UIKitEventRouting {
    /// Where upward events stop: after the window, the window scene, or (the default) the
    /// application and its delegate, as in UIKit's own chain.
    @MainActor public static var chainEnd: ResponderChainEnd = .application

    /// Whether a view added straight to a window sends its events to the window's top view
    /// controller instead of the window.
    ///
    /// Off by default. Such views are popups, banners and toasts.
    ///
    /// UIKit makes such a view's `next` responder the window, so its events never reach a
    /// screen; the `UIResponder` router category write-ups warn about it. Turn this on once, at
    /// launch, and every such view's events go to the controller the user sees on top: from the
    /// window's root view controller, the controller it presented, then a navigation
    /// controller's top screen or a tab bar controller's selected tab, as far as they go.
    ///
    /// ```swift
    /// // In application(_:didFinishLaunchingWithOptions:):
    /// UIKitEventRouting.routesWindowSubviewsToTopController = true
    /// ```
    ///
    /// The controller is looked up when the event leaves, so it follows pushes, tab changes and
    /// presentations. A controller's root view, which is a window's subview too, keeps going to its
    /// controller, and subviews of the popup go through the popup as before. Other containers (a
    /// split view controller, your own) are not looked into: the search stops at them (read from
    /// the code: the model tests cover navigation and tab bar controllers). For a view that belongs
    /// to one particular screen, `re.redirect(to:)` says so precisely, and takes precedence.
    @MainActor public static var routesWindowSubviewsToTopController = false

    /// The rules in force, over UIKit's own answers.
    @MainActor static var rules: ResponderChainRules<UIKitAnswers> {
      ResponderChainRules(
        model: UIKitAnswers(), end: chainEnd,
        routesWindowSubviewsToTopController: routesWindowSubviewsToTopController)
    }
  }

  /// UIKit's answers to the routing rules' questions, read from UIKit's own properties.
  ///
  /// Nothing here loads a view: controllers are asked for `viewIfLoaded`, never `view`.
  struct UIKitAnswers: ResponderChainModel {
    func kind(of responder: UIResponder) -> ResponderKind {
      switch responder {
      case is UIWindow: .window
      case is UIView: .view
      case is UIViewController: .viewController
      case is UIWindowScene: .scene
      case is UIApplication: .application
      default: .other
      }
    }

    func nextResponder(of responder: UIResponder) -> UIResponder? { responder.next }

    func subviews(of view: UIResponder) -> [UIResponder] { (view as? UIView)?.subviews ?? [] }

    func loadedView(of controller: UIResponder) -> UIResponder? {
      (controller as? UIViewController)?.viewIfLoaded
    }

    func childControllers(of controller: UIResponder) -> [UIResponder] {
      (controller as? UIViewController)?.children ?? []
    }

    func parentController(of controller: UIResponder) -> UIResponder? {
      (controller as? UIViewController)?.parent
    }

    func presentedController(of controller: UIResponder) -> UIResponder? {
      (controller as? UIViewController)?.presentedViewController
    }

    func presentingController(of controller: UIResponder) -> UIResponder? {
      (controller as? UIViewController)?.presentingViewController
    }

    func recordedPresenter(of controller: UIResponder) -> UIResponder? {
      (controller as? UIViewController).flatMap { presenterRecords.value(on: $0)?.object }
    }

    func rootController(of window: UIResponder) -> UIResponder? {
      (window as? UIWindow)?.rootViewController
    }

    func window(of view: UIResponder) -> UIResponder? { (view as? UIView)?.window }

    func windows(of scene: UIResponder) -> [UIResponder] {
      (scene as? UIWindowScene)?.windows ?? []
    }

    func shownChildController(of controller: UIResponder) -> UIResponder? {
      (controller as? UINavigationController)?.topViewController
        ?? (controller as? UITabBarController)?.selectedViewController
    }

    func shownChildControllers(of controller: UIResponder) -> [UIResponder] {
      guard let split = controller as? UISplitViewController else {
        return shownChildController(of: controller).map { [$0] } ?? []
      }
      // "Specifies whether the split view controller has collapsed its primary and secondary
      // view controllers together" (UISplitViewController.h, iOS 17.4 SDK, on `collapsed`):
      // expanded, it shows its `viewControllers` side by side.
      guard split.isCollapsed else { return split.viewControllers }
      // Collapsed, a column-style split view shows its compact column when it has one: "If a
      // vc is set for this column, it will be used when the UISVC is collapsed, instead of
      // stacking the vc's for the Primary, Supplementary, and Secondary columns" (ibid., on
      // UISplitViewControllerColumnCompact). Which of the stacked columns shows otherwise, the
      // header does not say: none is claimed. Only a column-style split view is asked for a
      // column ("-setViewController:forColumn:/-viewControllerForColumn: recommended for
      // column-style UISplitViewController", ibid.).
      guard split.style == .doubleColumn || split.style == .tripleColumn else { return [] }
      return split.viewController(for: .compact).map { [$0] } ?? []
    }

    func presentationStyle(of controller: UIResponder) -> ResponderPresentationStyle {
      switch (controller as? UIViewController)?.modalPresentationStyle {
      case .currentContext?: .currentContext
      case .overCurrentContext?: .overCurrentContext
      default: .other
      }
    }

    func isSearchController(_ controller: UIResponder) -> Bool { controller is UISearchController }

    func scenes(of application: UIResponder) -> [UIResponder] {
      // connectedScenes is a set; order scenes by session so broadcasts are deterministic.
      ((application as? UIApplication)?.connectedScenes ?? [])
        .sorted { $0.session.persistentIdentifier < $1.session.persistentIdentifier }
    }
  }
#endif
