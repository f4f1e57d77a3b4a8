/// How events travel through a UIKit-style hierarchy: the parent an upward event goes to and
/// the children a broadcast visits.
///
/// ## Upward
/// An event goes to UIKit's `next` responder, with three corrections:
/// - A presented view controller (one without a parent controller) goes to its presenter.
///   UIKit documents this, but sheets and other modern presentations route through private
///   container views and skip the presenter. The presenter is the controller the app recorded
///   (``ResponderChainModel/recordedPresenter(of:)``, `re.present(_:animated:completion:)` in
///   UIKit) while that record is still true; otherwise what UIKit reports as
///   `presentingViewController`: for sheets and full-screen presentations the farthest
///   ancestor of the screen that called `present` (the window's root controller, or the
///   presented controller that screen sits in), for current-context presentations the nearest
///   ancestor that defines the presentation context (a navigation controller does by default).
///   Either way, not the screen itself: ``screensPassedOver(by:)`` lists the child controllers
///   such an event passes over, those the user sees among them, and how UIKit chose the
///   presenter, so that an event nobody handled can name the screen that probably presented
///   and the fix (``EventDiagnostic/Kind/presenterNotRecorded``).
/// - A view controller whose view is out of the view hierarchy (a navigation screen under the
///   top one, an unselected tab, a presenter whose views a full-screen or current-context
///   presentation removed) has no `next`; its events go to its parent controller instead, and
///   a root controller's (the window's, or one replaced under its presentations) to the window
///   they are in. A controller with none of them (one no window holds) ends the route. One
///   whose view is in a view taken out of the window keeps UIKit's `next`, that view, and ends
///   where its detached tree does.
/// - The chain stops at ``end``: after the window, the scene, or (the default) after the
///   application and its delegate.
/// - Opt-in (``routesWindowSubviewsToTopController``): a view added straight to a window, which
///   is not a controller's root view, goes to the window's top controller (``topController(in:)``)
///   instead of the window. UIKit sends it to the window, where no screen sees its events.
///
/// ```
/// button → cell → … → root view → controller → (presenting controller →) … → window
///        → window scene → application → app delegate
/// ```
///
/// ## Downward
/// - A view's children are its subviews, except that a subview which is a view controller's
///   root view is replaced by that controller: the view is reached through its controller. A
///   presented controller's root view (in the transition view UIKit puts it in) is left out:
///   the presented controller is reached through its presenter only, so that a presenter that
///   skips its subtree keeps it out, and a presenter no longer reachable takes it along (a
///   recorded presenter in a cell kept for reuse, say). Not when its presentations start at a
///   controller that is no longer its window's root (the app replaced the root while they were
///   up, and UIKit left them on screen): then through its view, as any view of the window.
/// - A cell or supplementary view that its table or collection view does not display is not a
///   child: UIKit keeps cells waiting for reuse, and prefetched ones, among the view's subviews
///   (or, for an orthogonal-scrolling section, among those of the section's own scroll view)
///   (``ResponderChainModel/undisplayedItems(of:)``), and a broadcast asking cells for their
///   state must hear from the rows on screen only. A cell gets state when it is configured for
///   a row, not from a broadcast it was not shown for.
/// - A view controller's children are its view (only if loaded), its child controllers whose
///   views are not in that view, and the controller it presented, by the same notion of
///   presenter as upward: a sheet recorded as presented by a screen is that screen's child, not
///   its navigation controller's. A child controller whose view is in its parent's view is
///   reached through that view only: a view that skips its subtree, or a cell kept for reuse,
///   keeps it out too.
/// - A window's children are its root view controller and its subviews; a scene's are its
///   windows; the application's are its connected scenes.
///
/// No rule loads a view. A node reachable along two paths (a child controller whose view is
/// elsewhere in the window than in its parent's view) is still visited once, because broadcasts
/// never visit a node twice.
@MainActor
@_spi(Rules) public struct ResponderChainRules<Model: ResponderChainModel> {
  /// The hierarchy's answers.
  @usableFromInline package let model: Model
  /// Where upward events stop.
  @usableFromInline package var end: ResponderChainEnd
  /// Whether a window's direct subviews that are not a controller's root view send their events
  /// to the window's top controller rather than to the window.
  @usableFromInline package var routesWindowSubviewsToTopController: Bool

  /// Creates rules over `model`, stopping upward events at `end`, and sending the events of a
  /// window's direct subviews to its top controller when `routesWindowSubviewsToTopController`.
  @_spi(Rules) public init(
    model: Model, end: ResponderChainEnd = .application,
    routesWindowSubviewsToTopController: Bool = false
  ) {
    self.model = model
    self.end = end
    self.routesWindowSubviewsToTopController = routesWindowSubviewsToTopController
  }

  /// The node an upward event goes to after `responder`, or `nil` where the chain ends.
  @inlinable
  @_spi(Rules) public func parent(of responder: Model.Responder) -> Model.Responder? {
    switch model.kind(of: responder) {
    case .viewController:
      let parent = model.parentController(of: responder)
      if parent == nil, let presenter = presenter(of: responder) { return presenter }
      // "UIViewController similarly implements the method and returns its view's superview"
      // (Apple's documentation of UIResponder.next), so a controller whose view is not in a
      // window has none; its parent controller still contains it, and the window still holds
      // its root controller.
      return model.nextResponder(of: responder) ?? parent ?? window(ofRoot: responder)
    case .window where end == .window, .scene where end == .scene: return nil
    case .view:
      let next = model.nextResponder(of: responder)
      guard routesWindowSubviewsToTopController, let window = next,
        model.kind(of: window) == .window
      else { return next }
      return topController(in: window) ?? next
    case .window, .scene, .application, .other: return model.nextResponder(of: responder)
    }
  }

  /// The controller the user sees on top in `window`: from the root view controller, the
  /// controller it presented, then the child a container shows (a navigation controller's top
  /// screen, the selected tab), as long as there is one; `nil` without a root view controller.
  ///
  /// A loop in the model's answers ends the search at the controller where it would repeat.
  @usableFromInline package func topController(in window: Model.Responder) -> Model.Responder? {
    guard var top = model.rootController(of: window) else { return nil }
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(top)]
    while let next = model.presentedController(of: top) ?? model.shownChildController(of: top),
      seen.insert(ObjectIdentifier(next)).inserted
    {
      top = next
    }
    return top
  }

  /// The window of the first controller `controller` presents, directly or through others, whose
  /// view is in one: where a root whose view a presentation took out goes ("The views belonging
  /// to the presenting view controller are removed after the presentation completes",
  /// UIModalPresentationFullScreen), or a root the app replaced under a presentation it left up.
  @usableFromInline func window(ofRoot controller: Model.Responder) -> Model.Responder? {
    // A loop in the model's answers is followed 64 controllers deep at most.
    sequence(first: controller, next: model.presentedController(of:)).dropFirst()
      .prefix(64).lazy.compactMap { model.loadedView(of: $0).flatMap(model.window(of:)) }.first
  }

  /// The nodes a broadcast visits after `responder`, in order: `first`, if any (a window's root
  /// controller, a controller's view), then `others`, often an array the model gave, which a
  /// broadcast then reads without a copy.
  @inlinable
  @_spi(Rules) public func children(
    of responder: Model.Responder
  ) -> (first: Model.Responder?, others: [Model.Responder]) {
    switch model.kind(of: responder) {
    case .view:
      var subviews = model.subviews(of: responder)
      if subviews.isEmpty { return (nil, subviews) }
      let undisplayed = model.undisplayedItems(of: responder)
      guard undisplayed.isEmpty else {
        let skipped = Set(undisplayed.map(ObjectIdentifier.init))
        let shown = subviews.compactMap {
          skipped.contains(ObjectIdentifier($0)) ? nil : controllerIfRootView($0)
        }
        return (nil, shown)
      }
      // The subviews' own array, unless one is a controller's root view: a broadcast reads the
      // children of every view it passes, and a copy for each would be one allocation per view.
      for index in subviews.indices {
        let view = subviews[index]
        guard let next = model.nextResponder(of: view), model.kind(of: next) == .viewController,
          model.loadedView(of: next) === view
        else { continue }
        // A presented controller's view, in a transition view: copied without it (the
        // controllers already in place are no root views, and stay).
        if isReachedThroughPresenter(next) {
          return (nil, subviews.compactMap(controllerIfRootView))
        }
        subviews[index] = next
      }
      return (nil, subviews)
    case .viewController:
      // A child whose view is in this controller's view is reached through it, and only so.
      var children = model.childControllers(of: responder).filter {
        !sequence(first: $0, next: model.nextResponder).prefix(256).contains { $0 === responder }
      }
      if let presented = model.presentedController(of: responder),
        presenter(of: presented) === responder
      {
        children.append(presented)
      }
      return (model.loadedView(of: responder), children)
    case .window:
      // The root view, which stands for the root controller, is left out: visited through it.
      let root = model.rootController(of: responder)
      let others = model.subviews(of: responder).compactMap {
        controllerIfRootView($0).flatMap { $0 === root ? nil : $0 }
      }
      return (root, others)
    case .scene: return (nil, model.windows(of: responder))
    case .application: return (nil, model.scenes(of: responder))
    case .other: return (nil, [])
    }
  }

  /// The controller that presented `presented`: the recorded one while the record still holds
  /// (the recorded controller still sees `presented` as presented by it or an ancestor), else
  /// the one UIKit reports; `nil` when `presented` is not presented.
  @usableFromInline package func presenter(of presented: Model.Responder) -> Model.Responder? {
    guard let reported = model.presentingController(of: presented) else { return nil }
    guard let recorded = model.recordedPresenter(of: presented),
      model.presentedController(of: recorded) === presented
    else { return reported }
    return recorded
  }

  /// The controller that presented `controller` or its farthest ancestor.
  ///
  /// Where events from a child of a presented controller go past it, as UIKit's
  /// `presentingViewController` answers for a child too ("or its farthest ancestor",
  /// UIViewController.h). Out of the routes' way: they ask ``presenter(of:)`` of controllers
  /// without a parent only. A loop of parents is followed 256 up at most.
  package func presenter(ofFarthestAncestorOf controller: Model.Responder) -> Model.Responder? {
    let ancestors = sequence(first: controller, next: model.parentController(of:)).prefix(256)
    return presenter(of: ancestors.reduce(controller) { $1 })
  }

  /// The view controller whose root view `view` is, or `view` itself; `nil` for a presented
  /// controller's, which is reached through its presenter only, so that what keeps a broadcast
  /// out of the presenter's subtree keeps it out of what it presented.
  @usableFromInline func controllerIfRootView(_ view: Model.Responder) -> Model.Responder? {
    guard let next = model.nextResponder(of: view), model.kind(of: next) == .viewController,
      model.loadedView(of: next) === view
    else { return view }
    return isReachedThroughPresenter(next) ? nil : next
  }

  /// Whether `controller`, whose root view a walk meets, is reached through its presenter only.
  ///
  /// So it is when it is presented, and its presentations start at the root of that view's
  /// window (not at a root the app replaced while they were up: 512 parents and presenters
  /// followed at most). Out of line: rarely true.
  @inline(never) @usableFromInline func isReachedThroughPresenter(
    _ controller: Model.Responder
  ) -> Bool {
    guard model.parentController(of: controller) == nil, presenter(of: controller) != nil
    else { return false }
    let top = sequence(first: controller) { model.parentController(of: $0) ?? presenter(of: $0) }
      .prefix(512).reduce(controller) { $1 }
    let window = model.loadedView(of: controller).flatMap(model.window(of:))
    return window.flatMap(model.rootController(of:)) === top
  }
}
