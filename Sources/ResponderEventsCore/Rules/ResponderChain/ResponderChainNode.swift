/// A node whose upward route follows ``ResponderChainRules``, and which can say what the rules'
/// presenter correction makes an event pass over.
///
/// The engine asks only when it explains an event that nobody handled, and only while a
/// handler receives diagnostics: when the event went from this node to the presenter UIKit
/// reports, and a controller it passed over handles the event's type, the engine reports
/// ``EventDiagnostic/Kind/presenterNotRecorded``. In the UIKit layer `UIViewController`
/// conforms, from ``ResponderChainRules/screensPassedOver(by:)``; a model of UIKit's responders
/// conforms the same way to test it on any platform.
@MainActor
package protocol ResponderChainNode: EventNode {
  /// The presenter UIKit reports for this presented controller, and the child controllers under
  /// it that this controller's upward events pass over, when the rules send them there; `nil`
  /// otherwise.
  ///
  /// Return what ``ResponderChainRules/screensPassedOver(by:)`` returns for this node, with
  /// ``ScreensPassedOver/map(_:)`` turning its controllers into nodes.
  var responderEventsScreensPassedOver: ScreensPassedOver<any EventNode>? { get }
}

/// How a presented controller is presented, as far as it decides which controller UIKit
/// presents it from: UIKit's `UIModalPresentationStyle`, reduced.
@_spi(Rules) public enum ResponderPresentationStyle: Sendable, Hashable {
  /// `UIModalPresentationStyle.currentContext`: presented from the nearest ancestor that
  /// defines the presentation context, whose views it replaces.
  case currentContext
  /// `UIModalPresentationStyle.overCurrentContext`: presented from the nearest ancestor that
  /// defines the presentation context, over its views.
  case overCurrentContext
  /// Any other style (sheets, full screen, popovers, custom presentations), or one not known:
  /// presented from the farthest ancestor of the controller that called `present`.
  case other
}

/// How UIKit chose the presenter it reports for a presented controller, and so what would make
/// the presented controller's events reach the screen that UIKit passed over.
package enum PresenterChoice: Sendable, Hashable {
  /// UIKit reports the farthest ancestor of the controller that called
  /// `present(_:animated:completion:)`: a sheet, a full-screen or a custom presentation.
  /// Presenting with `re.present(_:animated:completion:)` records the screen as the presenter.
  case farthestAncestor
  /// A current-context presentation, in the given style: UIKit presented it from the nearest
  /// ancestor of the presenting controller that defines the presentation context, else from the
  /// window's root controller ("If no ancestor view controller has this flag set, then the
  /// presenter will be the root view controller", UIViewController.h, iOS 17.4 SDK, on
  /// `definesPresentationContext`). Setting `definesPresentationContext` on the screen makes it
  /// the presenter.
  case presentationContext(ResponderPresentationStyle)
  /// A search controller, which UIKit presents itself when its search bar becomes active, from
  /// the presentation context of the screen that shows the search bar, as in
  /// ``presentationContext(_:)``: the app never called `present`. Setting
  /// `definesPresentationContext` on that screen makes it the presenter.
  case searchController
}

/// Where an upward event from a presented controller goes and the child controllers it passes
/// over, when UIKit's reported presenter is a container.
///
/// UIKit's `presentingViewController` is the farthest ancestor of the controller that called
/// `present(_:animated:completion:)` (or, for current-context styles and search controllers,
/// the ancestor that defines the presentation context), so an event goes from the presented
/// controller to that container and never reaches the child that presented it, unless the app
/// recorded that child as the presenter (`re.present(_:animated:completion:)` in UIKit) or made
/// it define the presentation context. ``choice`` says which applies.
package struct ScreensPassedOver<Responder> {
  /// The controller the event goes to: the presenter UIKit reports.
  package let presenter: Responder
  /// The presenter's descendant child controllers, which the event does not reach, each once.
  ///
  /// First the children it shows, path by path as in ``shownPaths``, innermost first, then
  /// every other descendant (an unselected tab, a screen under the top of a navigation stack,
  /// the children of a container the rules do not know) in pre-order.
  package let screens: [Responder]
  /// The descendants the user sees, as paths from the presenter's shown child inwards.
  ///
  /// Each path is listed innermost first: a navigation controller's top screen, then the
  /// navigation controller, then the selected tab it is in. There is one path, unless a split
  /// view controller shows several columns.
  ///
  /// Only a screen on a path can be named as the one that probably presented the controller;
  /// an unselected tab, a screen lower in a navigation stack or the child of a container the
  /// model does not know (``ResponderChainModel/shownChildControllers(of:)``) is on none.
  package let shownPaths: [[Responder]]
  /// How UIKit chose ``presenter``, and so which fix would make the events reach a screen.
  package let choice: PresenterChoice

  /// The same description, with each controller transformed: a UIKit controller into a node,
  /// say.
  package func map<Other>(_ transform: (Responder) -> Other) -> ScreensPassedOver<Other> {
    ScreensPassedOver<Other>(
      presenter: transform(presenter), screens: screens.map(transform),
      shownPaths: shownPaths.map { $0.map(transform) }, choice: choice)
  }
}

extension ResponderChainRules {
  /// What an upward event from `controller` passes over, when `controller` is a presented view
  /// controller without a parent controller, its events go to the presenter UIKit reports (no
  /// record of the app's holds, see ``presenter(of:)``), and that presenter has child
  /// controllers; `nil` otherwise.
  ///
  /// The screens are listed in the order of ``ScreensPassedOver/screens``; the shown ones follow
  /// ``ResponderChainModel/shownChildControllers(of:)`` from the presenter. The choice is
  /// ``PresenterChoice/searchController`` for a search controller
  /// (``ResponderChainModel/isSearchController(_:)``),
  /// ``PresenterChoice/presentationContext(_:)`` for a current-context style
  /// (``ResponderChainModel/presentationStyle(of:)``), and
  /// ``PresenterChoice/farthestAncestor`` otherwise. A loop in the model's answers lists each
  /// controller once.
  package func screensPassedOver(
    by controller: Model.Responder
  ) -> ScreensPassedOver<Model.Responder>? {
    guard model.kind(of: controller) == .viewController,
      model.parentController(of: controller) == nil,
      let reported = model.presentingController(of: controller),
      presenter(of: controller) !== model.recordedPresenter(of: controller)
    else { return nil }

    var listed: Set<ObjectIdentifier> = [ObjectIdentifier(reported)]
    var shownPaths = [[Model.Responder]]()
    // Depth first, columns in order; each path is kept outermost first until it ends.
    var pendingPaths: [[Model.Responder]] = [[reported]]
    while let path = pendingPaths.popLast(), let last = path.last {
      let shown = model.shownChildControllers(of: last).filter {
        listed.insert(ObjectIdentifier($0)).inserted
      }
      // A path ends where its last controller shows none.
      if shown.isEmpty, path.count > 1 { shownPaths.append(Array(path.dropFirst().reversed())) }
      pendingPaths += shown.reversed().map { path + [$0] }
    }
    var named: Set<ObjectIdentifier> = []
    var screens = shownPaths.joined().filter { named.insert(ObjectIdentifier($0)).inserted }

    var explored: Set<ObjectIdentifier> = [ObjectIdentifier(reported)]
    var pending = Array(model.childControllers(of: reported).reversed())
    while let child = pending.popLast() {
      guard explored.insert(ObjectIdentifier(child)).inserted else { continue }
      if listed.insert(ObjectIdentifier(child)).inserted { screens.append(child) }
      pending += model.childControllers(of: child).reversed()
    }
    guard !screens.isEmpty else { return nil }
    return ScreensPassedOver(
      presenter: reported, screens: screens, shownPaths: shownPaths,
      choice: presenterChoice(for: controller))
  }

  /// How UIKit chose the presenter of `controller`, from what the model knows of it.
  private func presenterChoice(for controller: Model.Responder) -> PresenterChoice {
    if model.isSearchController(controller) { return .searchController }
    let style = model.presentationStyle(of: controller)
    return style == .other ? .farthestAncestor : .presentationContext(style)
  }
}
